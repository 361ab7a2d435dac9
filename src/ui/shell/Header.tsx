import type { ReactNode } from 'react';
import * as styles from './header.css';

export interface HeaderProps {
  logoUrl: string;
  brandName: string;
  /** The partner's name, shown as 'Hi, First Last'. */
  greeting?: { firstName: string; lastName: string };
  /** Right-hand slot, e.g. an icon button to the profile. */
  actions?: ReactNode;
}

export function Header({ logoUrl, brandName, greeting, actions }: HeaderProps) {
  const name = greeting ? [greeting.firstName, greeting.lastName].filter(Boolean).join(' ') : '';
  return (
    <header className={styles.header}>
      <img className={styles.logo} src={logoUrl} alt={brandName} height={32} />
      {name ? <p className={styles.greeting}>Hi, {name}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

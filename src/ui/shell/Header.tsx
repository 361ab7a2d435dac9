import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './header.css';
import { LanguageSlot } from './LanguageSlot';

export interface HeaderProps {
  logoUrl: string;
  brandName: string;
  /** Where the logo leads: the partner's home, or the brand's landing for a guest. */
  homeHref?: string;
  /** The partner's name, shown as 'Hi, First Last'. */
  greeting?: { firstName: string; lastName: string };
  /** Right-hand slot, e.g. an icon button to the profile. */
  actions?: ReactNode;
}

export function Header({ logoUrl, brandName, homeHref, greeting, actions }: HeaderProps) {
  const { t } = useLingui();
  const name = greeting ? [greeting.firstName, greeting.lastName].filter(Boolean).join(' ') : '';
  const logo = <img className={styles.logo} src={logoUrl} alt={brandName} height={32} />;
  return (
    <header className={styles.header}>
      {homeHref ? (
        <Link href={homeHref} className={styles.logoLink} aria-label={t`${brandName} home`}>
          {logo}
        </Link>
      ) : (
        logo
      )}
      {name ? (
        <p className={styles.greeting}>
          <Trans>Hi, {name}</Trans>
        </p>
      ) : null}
      <LanguageSlot />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

import type { ReactNode } from 'react';
import type { Brand } from '../../brands/catalog';
import { Header, type HeaderProps } from '../shell/Header';
import { PoweredBy } from '../shell/PoweredBy';
import * as styles from './layout.css';

export interface PartnerLayoutViewProps {
  brand: Brand;
  /** Where the logo leads (home), on live partner screens. */
  homeHref?: string;
  greeting?: HeaderProps['greeting'];
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * Partner screens: the brand header, the screen, and "Powered By". Shared by the live layout
 * and the static first paint a signed-in partner sees before any script runs.
 */
export function PartnerLayoutView({
  brand,
  homeHref,
  greeting,
  actions,
  children,
}: PartnerLayoutViewProps) {
  return (
    <div className={styles.layout}>
      <Header
        logoUrl={brand.logo}
        brandName={brand.name}
        homeHref={homeHref}
        greeting={greeting}
        actions={actions}
      />
      <main className={styles.main}>{children}</main>
      <PoweredBy logoUrl={brand.poweredByLogo} />
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Brand } from '../../brands/catalog';
import { Button } from '../kit/Button';
import { LanguageSlot } from '../shell/LanguageSlot';
import { PoweredBy } from '../shell/PoweredBy';
import { BankingPartners } from './BankingPartners';
import * as styles from './landing.css';

export interface LandingViewProps {
  brand: Brand;
  /** The Login and Join Us buttons; absent in the static first paint, which has no script. */
  onLogin?: () => void;
  onJoinUs?: () => void;
  /** Extra attributes of the two buttons (the first paint names their routes there). */
  loginAttributes?: Record<string, string>;
  joinUsAttributes?: Record<string, string>;
  /** A session message and its retry, shown above the banking partners. */
  notice?: ReactNode;
  /** The sheets that open over the landing. */
  children?: ReactNode;
}

/**
 * What /login looks like. Shared by the live screen and the static first paint the server
 * sends before any script runs, so the app takes over from an identical page.
 */
export function LandingView({
  brand,
  onLogin,
  onJoinUs,
  loginAttributes,
  joinUsAttributes,
  notice,
  children,
}: LandingViewProps) {
  return (
    <main className={styles.screen}>
      <LanguageSlot />
      <header className={styles.hero}>
        <img className={styles.logo} src={brand.logo} alt={brand.name} />
        <h1 className={styles.title}>
          <Trans>Loans for every customer you serve</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Capture applications, compare lender offers and track every case in one place.
          </Trans>
        </p>
      </header>

      {notice}

      <BankingPartners />

      <div className={styles.actions}>
        <Button size="lg" fullWidth onClick={onLogin} {...loginAttributes}>
          <Trans>Login</Trans>
        </Button>
        <Button size="lg" variant="outline" fullWidth onClick={onJoinUs} {...joinUsAttributes}>
          <Trans>Join Us</Trans>
        </Button>
        {brand.flags.showApplyNow && (
          // A plain link (the hash router follows it): a direct-leads brand's goes to its own
          // separate application.
          <a href={brand.applyUrl ?? '#/apply-loan/mobile'} className={styles.secondaryLink}>
            <Trans>Apply Now</Trans>
          </a>
        )}
      </div>

      <p className={styles.track}>
        <Trans>
          Already applied? <Link href="/apply-loan/track">Track Here</Link>
        </Trans>
      </p>

      <PoweredBy logoUrl={brand.poweredByLogo} />

      {children}
    </main>
  );
}

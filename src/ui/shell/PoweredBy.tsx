import { Trans } from '@lingui/react/macro';
import * as styles from './powered-by.css';

/** The platform's name, as its logo says it. */
const PLATFORM_NAME = 'Rinn';

/** The 'Powered By' footer with the platform's logo (from the tenant config). */
export function PoweredBy({ logoUrl }: { logoUrl: string }) {
  return (
    <footer className={styles.footer}>
      <span>
        <Trans>Powered By</Trans>
      </span>
      {/* The platform logo is 77 × 24; CSS sets the height, the attributes its shape before it loads. */}
      <img className={styles.logo} src={logoUrl} alt={PLATFORM_NAME} width={77} height={24} />
    </footer>
  );
}

import { Trans } from '@lingui/react/macro';
import { LENDER_LOGO_SIZE, lenders } from '../../brands/lenders';
import * as styles from './landing.css';

// Sized before the files arrive, so the strip never reflows as each logo loads.
const LOGO_HEIGHT = 32;
const LOGO_WIDTH = Math.round((LOGO_HEIGHT * LENDER_LOGO_SIZE.width) / LENDER_LOGO_SIZE.height);

/** "Our Banking Partners": a gently scrolling strip of lender logos (still when motion is off). */
export function BankingPartners() {
  return (
    <section className={styles.partners} aria-labelledby="banking-partners">
      <h2 id="banking-partners" className={styles.partnersTitle}>
        <Trans>Our Banking Partners</Trans>
      </h2>
      <div className={styles.carouselWindow}>
        <ul className={styles.carouselTrack}>
          {lenders.map((lender) => (
            <li key={lender.name} className={styles.carouselItem}>
              <img src={lender.logo} alt={lender.name} width={LOGO_WIDTH} height={LOGO_HEIGHT} />
            </li>
          ))}
          {/* The second copy makes the loop seamless; screen readers hear the list once. */}
          {lenders.map((lender) => (
            <li
              key={`${lender.name}-again`}
              className={`${styles.carouselItem} ${styles.loopCopy}`}
              aria-hidden="true"
            >
              <img src={lender.logo} alt="" width={LOGO_WIDTH} height={LOGO_HEIGHT} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

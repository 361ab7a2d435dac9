import { lenders } from '../../brands/lenders';
import * as styles from './landing.css';

/** "Our Banking Partners": a gently scrolling strip of lender logos (still when motion is off). */
export function BankingPartners() {
  return (
    <section className={styles.partners} aria-labelledby="banking-partners">
      <h2 id="banking-partners" className={styles.partnersTitle}>
        Our Banking Partners
      </h2>
      <div className={styles.carouselWindow}>
        <ul className={styles.carouselTrack}>
          {lenders.map((lender) => (
            <li key={lender.name} className={styles.carouselItem}>
              <img src={lender.logo} alt={lender.name} height={32} />
            </li>
          ))}
          {/* The second copy makes the loop seamless; screen readers hear the list once. */}
          {lenders.map((lender) => (
            <li
              key={`${lender.name}-again`}
              className={`${styles.carouselItem} ${styles.loopCopy}`}
              aria-hidden="true"
            >
              <img src={lender.logo} alt="" height={32} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

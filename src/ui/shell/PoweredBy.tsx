import * as styles from './powered-by.css';

/** The 'Powered By' footer with the platform's logo (from the tenant config). */
export function PoweredBy({ logoUrl }: { logoUrl: string }) {
  return (
    <footer className={styles.footer}>
      <span>Powered By</span>
      <img className={styles.logo} src={logoUrl} alt="Rinn" height={20} />
    </footer>
  );
}

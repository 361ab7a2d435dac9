import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { selectError, selectProfileUnavailable } from '../../machines/auth/selectors';
import { Session } from '../app/session';
import { useSite } from '../app/site';
import { Button } from '../kit/Button';
import { MessageLine } from '../kit/MessageLine';
import { PoweredBy } from '../shell/PoweredBy';
import { BankingPartners } from './BankingPartners';
import * as styles from './landing.css';
import { JOIN_US_SHEET_PATH, LOGIN_SHEET_PATH } from './sheet-paths';

// The sheets (dialog, OTP boxes, the OTP chart) load when first opened, or once the page is
// idle, so the landing page itself paints from a small first load.
const loadOtpSheets = () => import('./OtpSheets');
const OtpSheets = lazy(loadOtpSheets);

/** /login: who we are, our banking partners, and the ways in (Login, Join Us, Apply, Track). */
export default function LandingScreen() {
  const [path, navigate] = useLocation();
  const { brand } = useSite();
  const session = Session.useActorRef();
  const sessionError = Session.useSelector(selectError);
  const profileUnavailable = Session.useSelector(selectProfileUnavailable);
  const sheetOpen = path === LOGIN_SHEET_PATH || path === JOIN_US_SHEET_PATH;

  useEffect(() => {
    const idle = window.requestIdleCallback?.(() => void loadOtpSheets());
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);

  return (
    <main className={styles.screen}>
      <header className={styles.hero}>
        <img className={styles.logo} src={brand.logo} alt={brand.name} />
        <h1 className={styles.title}>Loans for every customer you serve</h1>
        <p className={styles.lead}>
          Capture applications, compare lender offers and track every case in one place.
        </p>
      </header>

      {sessionError && (
        <MessageLine tone={profileUnavailable ? 'warning' : 'error'}>{sessionError}</MessageLine>
      )}
      {profileUnavailable && (
        <Button variant="outline" onClick={() => session.send({ type: 'profile.retry' })}>
          Try again
        </Button>
      )}

      <BankingPartners />

      <div className={styles.actions}>
        <Button size="lg" fullWidth onClick={() => navigate(LOGIN_SHEET_PATH)}>
          Login
        </Button>
        <Button size="lg" variant="outline" fullWidth onClick={() => navigate(JOIN_US_SHEET_PATH)}>
          Join Us
        </Button>
        {brand.flags.showApplyNow && (
          <Link href="/apply-loan/mobile" className={styles.secondaryLink}>
            Apply Now
          </Link>
        )}
      </div>

      <p className={styles.track}>
        Already applied? <Link href="/apply-loan/track">Track Here</Link>
      </p>

      <PoweredBy logoUrl={brand.poweredByLogo} />

      {sheetOpen && (
        <Suspense fallback={null}>
          <OtpSheets />
        </Suspense>
      )}
    </main>
  );
}

import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { selectError, selectProfileUnavailable } from '../../machines/auth/selectors';
import { Session } from '../app/session';
import { useSite } from '../app/site';
import { Button } from '../kit/Button';
import { MessageLine } from '../kit/MessageLine';
import { LandingView } from './LandingView';
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
    <LandingView
      brand={brand}
      onLogin={() => navigate(LOGIN_SHEET_PATH)}
      onJoinUs={() => navigate(JOIN_US_SHEET_PATH)}
      notice={
        <>
          {sessionError && (
            <MessageLine tone={profileUnavailable ? 'warning' : 'error'}>
              {sessionError}
            </MessageLine>
          )}
          {profileUnavailable && (
            <Button variant="outline" onClick={() => session.send({ type: 'profile.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </>
      }
    >
      {sheetOpen && (
        <Suspense fallback={null}>
          <OtpSheets />
        </Suspense>
      )}
    </LandingView>
  );
}

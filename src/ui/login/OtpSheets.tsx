import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { guestOtp, partnerLoginOtp } from '../../services/otp.actors';
import { Session } from '../app/session';
import { useSite } from '../app/site';
import { Sheet } from '../kit/Sheet';
import { OtpPanel } from './OtpPanel';
import { JOIN_US_SHEET_PATH, LOGIN_SHEET_PATH } from './sheet-paths';

/**
 * The Partner Login and Join Us bottom sheets of the landing page. Their route opens them;
 * closing goes back to /login. One OTP chart serves both, each with its own API family.
 */
export default function OtpSheets() {
  const [path, navigate] = useLocation();
  const { runtime } = useSite();
  const session = Session.useActorRef();

  const loginChannel = useMemo(
    () => partnerLoginOtp(runtime.client, { hostname: runtime.hostname }),
    [runtime],
  );
  const joinUsChannel = useMemo(
    () => guestOtp(runtime.client, { hostname: runtime.hostname, requestOrigin: 'JOIN_US' }),
    [runtime],
  );
  const startSession = useCallback(
    ({ token }: { token: string }) => session.send({ type: 'session.start', token }),
    [session],
  );
  const startJoinUs = useCallback(
    ({ token, mobile }: { token: string; mobile: string }) => {
      session.send({ type: 'guest.start', token });
      navigate('/join-us', { state: { mobile } });
    },
    [session, navigate],
  );
  const closeSheet = (open: boolean) => {
    if (!open) navigate('/login', { replace: true });
  };

  return (
    <>
      <Sheet open={path === LOGIN_SHEET_PATH} onOpenChange={closeSheet} title="Partner Login">
        <OtpPanel channel={loginChannel} onVerified={startSession} />
      </Sheet>
      <Sheet
        open={path === JOIN_US_SHEET_PATH}
        onOpenChange={closeSheet}
        title="Join Us"
        description="Verify your mobile number to register as a partner."
      >
        <OtpPanel channel={joinUsChannel} onVerified={startJoinUs} />
      </Sheet>
    </>
  );
}

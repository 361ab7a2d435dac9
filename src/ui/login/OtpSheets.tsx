import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { OtpOutput } from '../../machines/otp/types';
import { Session } from '../app/session';
import { Sheet } from '../kit/Sheet';
import { OtpPanel } from '../kit/OtpPanel';
import { JOIN_US_SHEET_PATH, LOGIN_SHEET_PATH } from './sheet-paths';

/**
 * The Partner Login and Join Us bottom sheets of the landing page. Their route opens them;
 * closing goes back to /login. Each hosts the OTP flow on its own API family; the chart's final
 * state starts the session (login) or keeps the guest token and mobile (Join Us).
 */
export default function OtpSheets() {
  const [path, navigate] = useLocation();
  // A partner's tracking link (partner-portal §7: Join Us's verify carries its utm_id).
  const utmId = new URLSearchParams(useSearch()).get('utm_id')?.slice(0, 100) || undefined;
  const session = Session.useActorRef();
  const { t } = useLingui();

  const startSession = useCallback(
    ({ token }: OtpOutput) => session.send({ type: 'session.start', token }),
    [session],
  );
  // The session keeps the verified mobile, so Partner Registration reads it from the chart.
  const startJoinUs = useCallback(
    ({ token, mobile }: OtpOutput) => {
      session.send({ type: 'guest.start', token, mobile });
      navigate('/join-us');
    },
    [session, navigate],
  );
  const closeSheet = (open: boolean) => {
    if (!open) navigate('/login', { replace: true });
  };

  return (
    <>
      <Sheet open={path === LOGIN_SHEET_PATH} onOpenChange={closeSheet} title={t`Partner Login`}>
        <OtpPanel sheet="login" onVerified={startSession} />
      </Sheet>
      <Sheet
        open={path === JOIN_US_SHEET_PATH}
        onOpenChange={closeSheet}
        title={t`Join Us`}
        description={t`Verify your mobile number to register as a partner.`}
      >
        <OtpPanel sheet="joinUs" onVerified={startJoinUs} utmId={utmId} />
      </Sheet>
    </>
  );
}

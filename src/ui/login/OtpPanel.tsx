import type { OtpOutput } from '../../machines/otp/types';
import type { OtpSheet } from '../../services/otp.actors';
import { OtpForm } from '../kit/OtpForm';
import { OtpFlow } from './otp-flow';

export interface OtpPanelProps {
  sheet: OtpSheet;
  /** The chart's completion: the code is verified, with the token the server issued. */
  onVerified: (result: OtpOutput) => void;
  sendLabel?: string;
  /** The tracking link Join Us's visitor came through (`utm_id`), credited on verify. */
  utmId?: string;
}

/** Mobile → Send OTP → six digits with a resend countdown → Verify OTP. */
export function OtpPanel({ sheet, onVerified, sendLabel = 'Send OTP', utmId }: OtpPanelProps) {
  return (
    <OtpFlow.Host page={{ sheet, utmId }} input={{}} onDone={onVerified}>
      <HostedOtpForm sendLabel={sendLabel} />
    </OtpFlow.Host>
  );
}

function HostedOtpForm({ sendLabel }: { sendLabel: string }) {
  return <OtpForm otp={OtpFlow.useActorRef()} sendLabel={sendLabel} />;
}

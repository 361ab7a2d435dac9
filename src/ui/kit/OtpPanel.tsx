import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { mobileDigitsOnly } from '../../domain/contact';
import type { otpMachine } from '../../machines/otp/machine';
import {
  selectCanResend,
  selectCode,
  selectError,
  selectIsResending,
  selectIsSending,
  selectIsVerifying,
  selectMobile,
  selectSecondsLeft,
  selectStep,
} from '../../machines/otp/selectors';
import type { OtpOutput } from '../../machines/otp/types';
import type { OtpSheet } from '../../services/otp.actors';
import { Button } from './Button';
import { OtpInput } from './OtpInput';
import { TextField } from './TextField';
import { OtpFlow } from './otp-flow';
import * as styles from './otp-form.css';

export interface OtpPanelProps {
  sheet: OtpSheet;
  /** The chart's completion: the code is verified, with the token the server issued. */
  onVerified: (result: OtpOutput) => void;
  sendLabel?: string;
  /** The tracking link Join Us's visitor came through (`utm_id`), credited on verify. */
  utmId?: string;
}

/** Mobile → Send OTP → six digits with a resend countdown → Verify OTP. */
export function OtpPanel({ sheet, onVerified, sendLabel, utmId }: OtpPanelProps) {
  return (
    <OtpFlow.Host page={{ sheet, utmId }} input={{}} onDone={onVerified}>
      <HostedOtpForm sendLabel={sendLabel} />
    </OtpFlow.Host>
  );
}

function HostedOtpForm({ sendLabel }: { sendLabel?: string }) {
  return <OtpForm otp={OtpFlow.useActorRef()} sendLabel={sendLabel} />;
}

type OtpActor = ActorRefFrom<typeof otpMachine>;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The OTP chart's screen, for the panel's flow above (the landing's Login and Join Us sheets), or for a chart another flow invoked (the
 * capture wizard's and the tracking screen's modal, whose chart hears the verification itself).
 */
export function OtpForm({
  otp,
  sendLabel,
  mobileFixed = false,
}: {
  otp: OtpActor;
  sendLabel?: string;
  /** The number is the application's, where the server sends the code: shown, not typed. */
  mobileFixed?: boolean;
}) {
  const { t } = useLingui();
  const step = useSelector(otp, selectStep);
  const mobile = useSelector(otp, selectMobile);
  const code = useSelector(otp, selectCode);
  const secondsLeft = useSelector(otp, selectSecondsLeft);
  const error = useSelector(otp, selectError);
  const canResend = useSelector(otp, selectCanResend);
  const sending = useSelector(otp, selectIsSending);
  const verifying = useSelector(otp, selectIsVerifying);
  const resending = useSelector(otp, selectIsResending);

  const codeStep = step === 'code';
  const seconds = twoDigits(secondsLeft);
  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        otp.send({ type: codeStep ? 'otp.submit' : 'mobile.submit' });
      }}
    >
      <TextField
        label={t`Mobile number`}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        readOnly={mobileFixed}
        value={mobile}
        onChange={(event) =>
          otp.send({ type: 'mobile.change', mobile: mobileDigitsOnly(event.target.value) })
        }
        error={!codeStep && error ? error : undefined}
        hint={codeStep ? t`Changing the number cancels the code we sent.` : undefined}
      />
      {codeStep && (
        <>
          <p className={styles.sentTo}>
            <Trans>Enter the 6-digit code sent to +91 {mobile}.</Trans>
          </p>
          <OtpInput
            value={code}
            onChange={(value) => otp.send({ type: 'otp.change', code: value })}
            autoFocus
            disabled={verifying}
            error={error ?? undefined}
          />
          <div className={styles.resendRow}>
            {canResend ? (
              <Button
                variant="link"
                size="link"
                loading={resending}
                onClick={() => otp.send({ type: 'otp.resend' })}
              >
                <Trans>Resend OTP</Trans>
              </Button>
            ) : (
              <span className={styles.countdown} aria-live="polite">
                <Trans>Resend OTP in 00:{seconds}</Trans>
              </span>
            )}
          </div>
        </>
      )}
      <Button type="submit" fullWidth loading={codeStep ? verifying : sending}>
        {codeStep ? t`Verify OTP` : (sendLabel ?? t`Send OTP`)}
      </Button>
    </form>
  );
}

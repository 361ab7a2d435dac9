import { fromPromise } from 'xstate';
import type { UploadPurpose } from '../domain/enums';
import { otpMachine } from '../machines/otp/machine';
import type {
  ResendCodeInput,
  SendCodeInput,
  SendCodeOutput,
  VerifyCodeInput,
  VerifyCodeOutput,
} from '../machines/otp/types';
import type { ApiClient } from './api/client';
import { WEB_APP_CLIENT } from './api/middleware';
import { unwrap } from './api/unwrap';
import type { Runtime } from './runtime';

/**
 * The three actors the OTP machine needs, for one API family. Hand one to
 * `otpMachine.provide({ actors: channel })`. Each rejects with an ApiError `{ status, message }`.
 */
export function partnerLoginOtp(client: ApiClient, opts: { hostname: string }) {
  return {
    sendCode: fromPromise<SendCodeOutput, SendCodeInput>(async ({ input, signal }) => {
      const { data } = await unwrap(
        client.POST('/v1/auth/send-otp', {
          params: { header: { 'x-lk-client': WEB_APP_CLIENT } },
          body: { mobile: input.mobile, hostname: opts.hostname },
          signal,
        }),
      );
      return { sessionId: data.session_id };
    }),
    resendCode: fromPromise<void, ResendCodeInput>(async ({ input, signal }) => {
      await unwrap(
        client.POST('/v1/auth/resend-otp', { body: { session_id: input.sessionId }, signal }),
      );
    }),
    verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(async ({ input, signal }) => {
      const { data } = await unwrap(
        client.POST('/v1/auth/verify-otp', {
          body: { session_id: input.sessionId, otp: input.code },
          signal,
        }),
      );
      return { token: data.token };
    }),
  };
}

export interface GuestOtpOptions {
  hostname: string;
  /** Which flow asks (Join Us, a borrower's KYC or loan application). */
  requestOrigin?: UploadPurpose;
  /** The tracking link the visitor arrived through, credited on verify. */
  utmId?: string;
}

/** Join Us, borrowers and the capture step: any mobile; the verified token is a guest token. */
export function guestOtp(client: ApiClient, opts: GuestOtpOptions) {
  return {
    sendCode: fromPromise<SendCodeOutput, SendCodeInput>(async ({ input, signal }) => {
      const { data } = await unwrap(
        client.POST('/v1/otp/send', {
          body: {
            mobile: input.mobile,
            hostname: opts.hostname,
            ...(opts.requestOrigin ? { request_origin: opts.requestOrigin } : {}),
          },
          signal,
        }),
      );
      return { sessionId: data.session_id };
    }),
    resendCode: fromPromise<void, ResendCodeInput>(async ({ input, signal }) => {
      await unwrap(
        client.POST('/v1/otp/resend', { body: { session_id: input.sessionId }, signal }),
      );
    }),
    verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(async ({ input, signal }) => {
      const { data } = await unwrap(
        client.POST('/v1/otp/verify', {
          body: {
            session_id: input.sessionId,
            otp: input.code,
            ...(opts.utmId ? { application_data: { utm_details: { utm_id: opts.utmId } } } : {}),
          },
          signal,
        }),
      );
      return { token: data.token };
    }),
  };
}

export type OtpChannel = ReturnType<typeof partnerLoginOtp>;

/** The landing page's two OTP sheets: Partner Login (a login token) and Join Us (a guest one). */
export type OtpSheet = 'login' | 'joinUs';

/** The OTP chart on the sheet's channel, with the site's hostname (the sheets' flow). */
export function createOtpMachine(
  runtime: Pick<Runtime, 'client' | 'hostname'>,
  { sheet, utmId }: { sheet: OtpSheet; utmId?: string },
) {
  const { client, hostname } = runtime;
  return otpMachine.provide({
    actors:
      sheet === 'login'
        ? partnerLoginOtp(client, { hostname })
        : guestOtp(client, { hostname, requestOrigin: 'JOIN_US', ...(utmId ? { utmId } : {}) }),
  });
}

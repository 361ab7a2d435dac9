export interface OtpContext {
  mobile: string;
  /** The server's OTP session; null until a code is sent and again once the mobile changes. */
  sessionId: string | null;
  code: string;
  /** Seconds until Resend OTP is allowed. */
  secondsLeft: number;
  /** The message line under the field that went wrong. */
  error: string | null;
  /** Set once the code is verified; what the flow hands on (login or guest token). */
  token: string | null;
}

export type OtpEvent =
  | { type: 'mobile.change'; mobile: string }
  | { type: 'mobile.submit' }
  | { type: 'otp.change'; code: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' };

/** The capture step's modal already knows the borrower's mobile. */
export interface OtpInput {
  mobile?: string;
}

export interface OtpOutput {
  token: string;
  mobile: string;
}

/*
 * The channel: three actors every OTP flow provides (partner login, Join Us, capture step).
 * Each rejects with `{ status, message }` (see ../failure.ts).
 */
export interface SendCodeInput {
  mobile: string;
}
export interface SendCodeOutput {
  sessionId: string;
}
export interface ResendCodeInput {
  sessionId: string;
}
export interface VerifyCodeInput {
  sessionId: string;
  code: string;
  mobile: string;
}
export interface VerifyCodeOutput {
  token: string;
}

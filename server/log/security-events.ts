import { maskMobile, type Logger } from './logger';

/**
 * What an operator watching for abuse needs to see: every login code sent, verified or refused,
 * every lockout, refused token and throttled request, with who asked (client IP) and for which
 * mobile (masked).
 */
export type SecurityEventName =
  'otp.sent' | 'otp.verified' | 'otp.failed' | 'otp.locked' | 'token.refused' | 'request.throttled';

export interface SecurityEvent {
  event: SecurityEventName;
  /** The client's address as the server trusts it (see clientAddress). */
  ip: string;
  mobile?: string;
  /** Anything else worth a field: the OTP family, the limit that was hit, the status… */
  [detail: string]: unknown;
}

export function logSecurityEvent(log: Logger, { event, ip, mobile, ...details }: SecurityEvent) {
  const line = { security: true, event, ip, ...details };
  if (mobile !== undefined) Object.assign(line, { mobile_masked: maskMobile(mobile) });
  // Refusals are warnings: many of them from one address is what an operator alerts on.
  if (event === 'otp.sent' || event === 'otp.verified') log.info(line, event);
  else log.warn(line, event);
}

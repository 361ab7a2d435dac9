/*
 * The failures every layer of the server speaks: a use case throws them, the HTTP layer turns
 * them into the envelope. A module of its own so server/http need not import the use cases for
 * them (nor the use cases server/http).
 */

/**
 * A failure the caller should see: the route layer turns it into the JSON envelope with this
 * status and message. Anything else thrown is a bug and answers a generic 500.
 */
export type FailureStatus =
  400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 501 | 502 | 503;

export class ApiError extends Error {
  constructor(
    readonly status: FailureStatus,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const PARTNER_LOGIN_NEEDED = 'Please log in as a partner to do this.';

/** Which limit a 429 comes from, as the 'request.throttled' security event names it. */
export type ThrottleLimit =
  | 'resend-wait'
  | 'sends-per-mobile'
  | 'sends-per-ip'
  | 'guest-sends-global'
  | 'unknown-mobiles-per-ip'
  | 'tracking-misses-per-ip'
  | 'wrong-codes-per-session'
  | 'wrong-codes-per-mobile-and-ip'
  | 'wrong-codes-per-mobile';

export interface Throttle {
  limit: ThrottleLimit;
  /** When asking again can succeed (the Retry-After header); absent when it never will. */
  retryAfterSeconds?: number;
  /** The mobile the request was about, when known (logged masked). */
  mobile?: string;
}

/** A 429: the message says when to try again; the route adds Retry-After and logs the event. */
export class TooManyRequests extends ApiError {
  constructor(
    message: string,
    readonly throttle: Throttle,
  ) {
    super(429, message);
    this.name = 'TooManyRequests';
  }
}

/** "30 seconds", "1 minute", "55 minutes": a wait as a person reads it, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

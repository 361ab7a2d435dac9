/*
 * The failures every layer of the server speaks: a use case throws them, the HTTP layer turns
 * them into the envelope. A module of its own so server/http need not import the use cases for
 * them (nor the use cases server/http).
 */

import { domainTextOf, englishOf, type ServerText, type TextParams } from './i18n/texts';

export type { ServerText, TextParams } from './i18n/texts';

/**
 * A failure the caller should see: the route layer turns it into the JSON envelope with this
 * status and message. Anything else thrown is a bug and answers a generic 500.
 */
export type FailureStatus =
  400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 501 | 502 | 503;

/**
 * The code of a failure whose words are a plain sentence (an upstream's, a rule's text not
 * yet a descriptor): the status's general name, so every error answer has a `code`.
 */
const CODE_OF_STATUS: Readonly<Record<FailureStatus, string>> = {
  400: 'INVALID_INPUT',
  401: 'NOT_LOGGED_IN',
  403: 'NOT_ALLOWED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  500: 'SOMETHING_WENT_WRONG',
  501: 'NOT_IMPLEMENTED',
  502: 'UPSTREAM_FAILED',
  503: 'TRY_AGAIN_LATER',
};

/**
 * A refusal's words: a descriptor of the `server` catalog (its id is the code), or a plain
 * sentence. A plain sentence that is a src/domain rule's id or English gets the rule's id as
 * its code and its Hindi from the `domain` catalog; any other keeps the status's code and says
 * the same sentence in both languages.
 */
export function textOf(message: string | ServerText): ServerText | null {
  return typeof message === 'string' ? domainTextOf(message) : message;
}

export class ApiError extends Error {
  /** The stable name of the failure (the envelope's `code`). */
  readonly code: string;
  /** The words as a descriptor, when they have Hindi; null for a plain sentence. */
  readonly text: ServerText | null;
  readonly params: TextParams | undefined;

  constructor(
    readonly status: FailureStatus,
    message: string | ServerText,
  ) {
    const text = textOf(message);
    super(text ? englishOf(text) : (message as string));
    this.name = 'ApiError';
    this.text = text;
    this.code = text?.id ?? CODE_OF_STATUS[status];
    this.params = text?.values;
  }
}

export const SESSION_EXPIRED = /*i18n*/ {
  id: 'SESSION_EXPIRED',
  message: 'Your session has expired. Please log in again.',
};
export const PARTNER_LOGIN_NEEDED = /*i18n*/ {
  id: 'PARTNER_LOGIN_NEEDED',
  message: 'Please log in as a partner to do this.',
};

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
    message: string | ServerText,
    readonly throttle: Throttle,
  ) {
    super(429, message);
    this.name = 'TooManyRequests';
  }
}

/**
 * A wait as the places of a message: `{count}` seconds under a minute, else minutes rounded up;
 * a message says it with WAIT (a select of `unit` around a plural of `count`).
 */
export function waitValues(seconds: number): { unit: 'second' | 'minute'; count: number } {
  return seconds < 60
    ? { unit: 'second', count: seconds }
    : { unit: 'minute', count: Math.ceil(seconds / 60) };
}

/** "30 seconds", "1 minute", "55 minutes": a wait as a person reads it, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * A failure the caller should see: the route layer turns it into the JSON envelope with this
 * status and message. Anything else thrown is a bug and answers a generic 500.
 */
export type FailureStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 500 | 501 | 502;

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

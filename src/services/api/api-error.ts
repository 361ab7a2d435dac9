/**
 * A failed call, ready to show: `message` is already the toast text (errorTextFrom in
 * src/machines/failure.ts).
 * `status` is the HTTP status (or the envelope's status_code), 0 when the server was not reached.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Status of an ApiError that never reached the server (offline, DNS, CORS). */
export const NETWORK_FAILURE_STATUS = 0;

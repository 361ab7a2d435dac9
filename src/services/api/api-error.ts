/**
 * A failed call, ready to show: `message` is already the toast text (errorTextFrom in
 * src/machines/failure.ts).
 * `status` is the HTTP status (or the envelope's status_code), 0 when the server was not reached.
 */
export class ApiError extends Error {
  readonly status: number;
  /**
   * The error envelope's stable `code` (issue 32): what the app branches on, never `message`,
   * which is in the reader's language. Empty when the server was not reached or said none.
   */
  readonly code: string;
  /** The envelope's `params`: the named values of the message. */
  readonly params: Readonly<Record<string, string | number>> | undefined;

  constructor(
    status: number,
    message: string,
    code = '',
    params?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.params = params;
  }
}

/** The `code` and `params` of an error envelope, when it has them. */
export function codeOf(body: unknown): {
  code: string;
  params: Readonly<Record<string, string | number>> | undefined;
} {
  if (typeof body !== 'object' || body === null) return { code: '', params: undefined };
  const { code, params } = body as { code?: unknown; params?: unknown };
  return {
    code: typeof code === 'string' ? code : '',
    params:
      typeof params === 'object' && params !== null
        ? (params as Record<string, string | number>)
        : undefined,
  };
}

/** Status of an ApiError that never reached the server (offline, DNS, CORS). */
export const NETWORK_FAILURE_STATUS = 0;

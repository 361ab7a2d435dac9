/**
 * How a machine reads a failed actor. The services throw `ApiError { status, message }` whose
 * message is already the text to show; machines may not import services, so they read the
 * same shape structurally. Status 0 means the server was never reached.
 */
export interface Failure {
  status: number;
  message: string;
}

export const UNKNOWN_FAILURE_TEXT = 'Something went wrong!';

export function failureOf(error: unknown): Failure {
  if (typeof error === 'object' && error !== null) {
    const { status, message } = error as { status?: unknown; message?: unknown };
    return {
      status: typeof status === 'number' ? status : 0,
      message: typeof message === 'string' && message !== '' ? message : UNKNOWN_FAILURE_TEXT,
    };
  }
  return { status: 0, message: UNKNOWN_FAILURE_TEXT };
}

/** The server answered and refused (4xx): the user can act on its message. */
export function isRefusal(error: unknown): boolean {
  const { status } = failureOf(error);
  return status >= 400 && status < 500;
}

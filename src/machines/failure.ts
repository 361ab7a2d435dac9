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

/** What a failed save says when the server gave no words of its own (capture-app §8). */
export interface SaveFailureTexts {
  /** The server answered with an error but no message. */
  noMessage: string;
  /** The server was not reached. */
  unreachable: string;
}

export const SAVE_FAILURE_TEXTS: SaveFailureTexts = {
  noMessage: 'Failed to submit form',
  unreachable: 'An error occurred while submitting the form',
};

/** A failed save's text: the server's message, else the step's own words (capture-app §8). */
export function saveFailureText(error: unknown, texts: SaveFailureTexts = SAVE_FAILURE_TEXTS) {
  const failure = failureOf(error);
  if (failure.status === 0) return texts.unreachable;
  return failure.message === UNKNOWN_FAILURE_TEXT ? texts.noMessage : failure.message;
}

export const APPLICATION_NOT_FOUND_TEXT = 'Failed to find application data';
export const APPLICATION_LOAD_FAILED_TEXT = 'Failed to load application data';

/** Why an application could not be loaded (capture-app §8): not found, else the server's words. */
export function loadFailureText(error: unknown) {
  const failure = failureOf(error);
  if (failure.status === 404) return APPLICATION_NOT_FOUND_TEXT;
  if (failure.status === 0 || failure.message === UNKNOWN_FAILURE_TEXT) {
    return APPLICATION_LOAD_FAILED_TEXT;
  }
  return failure.message;
}

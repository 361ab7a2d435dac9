import { failureOf, UNKNOWN_FAILURE_TEXT } from './failure';

/*
 * What the capture forms say when a save or a load fails, apart from failure.ts: the session
 * chart, in every first load, imports that one, and a module the first load imports is built
 * into it whole.
 */

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

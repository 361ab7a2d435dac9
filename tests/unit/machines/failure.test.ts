import * as v from 'valibot';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fieldsObject } from '../../../src/domain/validation';
import { failureText, UNKNOWN_FAILURE_TEXT } from '../../../src/machines/failure';
import {
  createFormMachine,
  SAVE_FAILURE_TEXTS,
} from '../../../src/machines/form/create-form-machine';
import { APPLICATION_LOAD_TEXTS } from '../../../src/machines/wizard/machine';
import { selectServerError } from '../../../src/machines/form/selectors';
import type { SaveInput } from '../../../src/machines/form/types';
import { ApiError } from '../../../src/services/api/api-error';
import { employmentFormSpec } from '../../../src/ui/wizard/steps/employment-form';

/* The spec's failure texts (capture-app §8): the server's words first, else the step's own. */

const saveFailureText = (error: unknown) => failureText(error, SAVE_FAILURE_TEXTS);
const loadFailureText = (error: unknown) => failureText(error, APPLICATION_LOAD_TEXTS);
const APPLICATION_NOT_FOUND_TEXT = 'Failed to find application data';
const APPLICATION_LOAD_FAILED_TEXT = 'Failed to load application data';

describe('failure texts', () => {
  it('a save shows the server’s message, else the form’s words', () => {
    expect(saveFailureText(new ApiError(400, 'PAN does not match the name'))).toBe(
      'PAN does not match the name',
    );
    expect(saveFailureText(new ApiError(502, UNKNOWN_FAILURE_TEXT))).toBe('Failed to submit form');
    expect(saveFailureText(new ApiError(0, UNKNOWN_FAILURE_TEXT))).toBe(
      'An error occurred while submitting the form',
    );
  });

  it('loading an application says it was not found, or that it failed', () => {
    expect(loadFailureText(new ApiError(404, 'Application not found'))).toBe(
      APPLICATION_NOT_FOUND_TEXT,
    );
    expect(loadFailureText(new ApiError(0, UNKNOWN_FAILURE_TEXT))).toBe(
      APPLICATION_LOAD_FAILED_TEXT,
    );
    expect(loadFailureText(new ApiError(500, UNKNOWN_FAILURE_TEXT))).toBe(
      APPLICATION_LOAD_FAILED_TEXT,
    );
    expect(loadFailureText(new ApiError(400, 'Invalid application id'))).toBe(
      'Invalid application id',
    );
  });

  it('one rule for every chart: its status texts, else the server’s words, else its own', () => {
    const texts = { fallback: 'Own words', byStatus: { 404: 'Not found here' } };
    expect(failureText(new ApiError(404, 'Application not found'), texts)).toBe('Not found here');
    expect(failureText(new ApiError(409, 'Already accepted'), texts)).toBe('Already accepted');
    expect(failureText(new ApiError(503, 'Bureau down'), texts)).toBe('Bureau down');
    expect(failureText(new ApiError(500, UNKNOWN_FAILURE_TEXT), texts)).toBe('Own words');
    // Not reached: `unreachable` when the chart has one, else its fallback.
    expect(failureText(new ApiError(0, UNKNOWN_FAILURE_TEXT), texts)).toBe('Own words');
    expect(failureText(new TypeError('Failed to fetch'), texts)).toBe('Own words');
    expect(
      failureText(new ApiError(0, UNKNOWN_FAILURE_TEXT), { ...texts, unreachable: 'Offline' }),
    ).toBe('Offline');
    // Only a refusal's words (the offer's acceptance): a 5xx says the chart's words.
    const refusals = { fallback: 'Try again', refusalsOnly: true };
    expect(failureText(new ApiError(409, 'Already accepted'), refusals)).toBe('Already accepted');
    expect(failureText(new ApiError(503, 'Bureau down'), refusals)).toBe('Try again');
    // One sentence for the failure (the bank list's): the server's words are never shown.
    const fixed = { fallback: 'Failed to load bank list', fixed: true };
    expect(failureText(new ApiError(404, 'No banks'), fixed)).toBe('Failed to load bank list');
    expect(failureText(new ApiError(0, UNKNOWN_FAILURE_TEXT), fixed)).toBe(
      'Failed to load bank list',
    );
    // No texts: the server's words, else the unknown failure's.
    expect(failureText(new ApiError(400, 'Bad PAN'))).toBe('Bad PAN');
    expect(failureText('boom')).toBe(UNKNOWN_FAILURE_TEXT);
  });

  it('the employment step fails in its own words when the server says nothing', async () => {
    // The step's spec without its document fields (their uploads are another suite's).
    const spec = { ...employmentFormSpec(() => fieldsObject({ name: v.string() })), uploads: {} };
    const form = createFormMachine(spec).provide({
      actors: {
        save: fromPromise<void, SaveInput>(async () => {
          throw new ApiError(0, UNKNOWN_FAILURE_TEXT);
        }),
      },
    });
    const actor = createActor(form, { input: { values: { name: 'Asha' } } }).start();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => selectServerError(s) !== null);
    expect(selectServerError(actor.getSnapshot())).toBe('Failed to submit employment information');
  });
});

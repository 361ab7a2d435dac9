import { caseFormSchema } from '../../domain/cases/case-schema';
import { createFormMachine } from '../form/create-form-machine';
import type { FormSpec } from '../form/types';

/*
 * Its words as descriptors (issue 32), their Hindi in the catalog.
 * The failure sentences reach failureText as plain English (a marked descriptor's `message` is
 * compiled at build time, so it is not a string in the browser) until failures travel as codes.
 */
export const CASE_SAVE_FAILED = /*i18n*/ {
  id: 'create-case.saveFailed',
  message: 'Failed to record the case',
};
export const CASE_SAVE_UNREACHED = /*i18n*/ {
  id: 'create-case.saveUnreached',
  message: 'The case could not be sent. Check your connection and try again.',
};

/** What a refused save says when the server gave no words of its own. */
export const CASE_SAVE_FAILURE_TEXTS = {
  fallback: 'Failed to record the case',
  unreachable: 'The case could not be sent. Check your connection and try again.',
} as const;

/**
 * Create Case (partner-portal §2, §5): the generic form chart fed the domain's case schema. On
 * Submit every issue shows at once and focus goes to the first; the lender blocks are one list
 * value (`lender_info`), so a block added after Submit stays quiet until left or submitted. The
 * spec's messages are shown as they are (no "what to do" prompts): they already say it.
 */
export const createCaseMachine = createFormMachine(createCaseSpec());

/** The form's spec, also what the view reads its visible fields from. */
export function createCaseSpec(): FormSpec {
  return {
    id: 'createCase',
    schemaFor: () => caseFormSchema,
    promptOf: () => null,
    failureTexts: CASE_SAVE_FAILURE_TEXTS,
  };
}

export type CreateCaseMachine = typeof createCaseMachine;

import * as v from 'valibot';
import { fieldsObject } from './validation';

/*
 * A reviewer sends an application back for correction with remarks, which the wizard shows when
 * it is resumed. The spec shows remarks but not their rules: required, at most 500 characters.
 */

export const REMARKS_MAX_LENGTH = 500;
const REMARKS_REQUIRED = 'Remarks are required';
const REMARKS_TOO_LONG = 'Remarks must be at most 500 characters';

export const ReturnForCorrectionSchema = fieldsObject({
  remarks: v.pipe(
    v.string(REMARKS_REQUIRED),
    v.trim(),
    v.minLength(1, REMARKS_REQUIRED),
    v.maxLength(REMARKS_MAX_LENGTH, REMARKS_TOO_LONG),
  ),
});

/** The statuses a reviewer may return: a capture in progress, a submitted one, or a returned one. */
export const RETURNABLE_STATUSES = ['DRAFT', 'SUBMITTED', 'INCOMPLETE'] as const;

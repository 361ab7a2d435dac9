import { MAX_LENGTH, textField } from './text';
import { fieldsObject } from './validation';

/*
 * A reviewer sends an application back for correction with remarks, which the wizard shows when
 * it is resumed. The spec shows remarks but not their rules: required, at most 500 characters.
 */

export const REMARKS_MAX_LENGTH = MAX_LENGTH.remarks;
const REMARKS_REQUIRED = 'Remarks are required';
const REMARKS_TOO_LONG = 'Remarks must be at most 500 characters';

export const ReturnForCorrectionSchema = fieldsObject({
  remarks: textField(REMARKS_REQUIRED, {
    min: 1,
    max: REMARKS_MAX_LENGTH,
    tooLong: REMARKS_TOO_LONG,
    lines: 'multi',
  }),
});

/** The statuses a reviewer may return: a capture in progress, a submitted one, or a returned one. */
export const RETURNABLE_STATUSES = ['DRAFT', 'SUBMITTED', 'INCOMPLETE'] as const;

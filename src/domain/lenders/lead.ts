import * as v from 'valibot';
import { ApplicationIdSchema } from '../application-ids';
import { textField } from '../text';
import { fieldsObject } from '../validation';

/*
 * The bodies of Send to Lender and Upload Files (the contract's LeadRequest and
 * LeadUploadRequest): each field's own message when it is missing or malformed.
 */

export const LENDER_ID_MESSAGE = 'Invalid lender id';
export const LEAD_ID_MESSAGE = 'Invalid lead id';

/** A lender id as the catalog writes them (a short slug); the contract allows up to 64. */
export const LenderIdSchema = v.pipe(
  textField(LENDER_ID_MESSAGE, { min: 1, max: 64, asTyped: true }),
  v.regex(/^[a-z0-9-]+$/, LENDER_ID_MESSAGE),
);

export const LeadRequestSchema = fieldsObject({
  lender_id: LenderIdSchema,
  application_id: ApplicationIdSchema,
});

export const LeadUploadRequestSchema = fieldsObject({
  lender_id: LenderIdSchema,
  lead_id: textField(LEAD_ID_MESSAGE, { min: 1, max: 100 }),
  application_id: ApplicationIdSchema,
});

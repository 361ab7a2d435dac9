import { emptyFieldPrompt } from '../../../domain/sections/prompts';
import type { FormSpec } from '../../../machines/form/types';
import { pincodeLookup, uploadsOf, type SchemaFor } from './section-spec';

/**
 * A co-applicant's form (CoApplicantInput, from the domain's coApplicantSchemaFor with the
 * brand's rules): its pincode fills city and state; the PAN card and both Aadhaar sides are one
 * file each, the optional bank's statements several. Its uploads carry the co-applicant's record
 * index, which the wizard puts in the form's save target.
 */
export function coApplicantFormSpec(schemaFor: SchemaFor): FormSpec {
  return {
    id: 'coApplicant',
    schemaFor,
    lookups: pincodeLookup('pincode'),
    uploads: uploadsOf(['pan', 'aadhaar_front', 'aadhaar_back'], ['bank_statement']),
    promptOf: (field) => emptyFieldPrompt(field, 'co-applicant'),
  };
}

import type { FormSpec } from '../../../machines/form/types';
import { pincodeLookup, uploadsOf, type SchemaFor } from './section-spec';

const EMPLOYMENT_SAVE_FAILED = 'Failed to submit employment information';

/** The employment form (EmploymentInfo): company pincode lookup, ID card and three salary slips. */
export function employmentFormSpec(schemaFor: SchemaFor): FormSpec {
  return {
    id: 'employmentInfo',
    schemaFor,
    lookups: pincodeLookup('company_pincode'),
    uploads: uploadsOf(['company_id_card', 'salary_slip1', 'salary_slip2', 'salary_slip3']),
    // The spec's words for this step (capture-app §8), whatever went wrong without a message.
    failureTexts: { fallback: EMPLOYMENT_SAVE_FAILED },
  };
}

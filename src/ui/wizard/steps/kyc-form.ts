import type { FormSpec } from '../../../machines/form/types';
import { pincodeLookup, uploadsOf, type SchemaFor } from './section-spec';

/**
 * The personal/KYC form (PersonalInfo): its pincode fills city and state, and it has the PAN,
 * Aadhaar and bank statement documents, the extra bank's statements included.
 */
export function kycFormSpec(schemaFor: SchemaFor): FormSpec {
  return {
    id: 'personalInfo',
    schemaFor,
    lookups: pincodeLookup('pincode'),
    uploads: uploadsOf(
      ['pan', 'aadhaar_front', 'aadhaar_back'],
      ['bank_statement', 'bank_statement1'],
    ),
  };
}

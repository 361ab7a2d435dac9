import type { FormSpec } from '../../../machines/form/types';
import { pincodeLookup, uploadsOf, type SchemaFor } from './section-spec';

/**
 * The business form (BusinessInfo): business pincode lookup; single documents (PAN, proof,
 * financials, others) and lists (GSTR-3B, each bank's statements).
 */
export function businessFormSpec(schemaFor: SchemaFor): FormSpec {
  return {
    id: 'businessInfo',
    schemaFor,
    lookups: pincodeLookup('business_pincode'),
    uploads: uploadsOf(
      ['business_pan_file', 'business_proof', 'financial_file', 'others1', 'others2', 'others3'],
      ['gstr_3b', 'bank_statement', 'bank_statement1', 'bank_statement2'],
    ),
  };
}

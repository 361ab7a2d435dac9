import type { AssetLoanType } from '../../../domain/asset-loan-types';
import {
  assetDocumentsSchemaFor,
  AUTO_LOAN_DOCUMENTS,
  GOLD_LOAN_DOCUMENTS,
} from '../../../domain/sections/asset-documents';
import type { FormSpec } from '../../../machines/form/types';
import { uploadsOf } from './section-spec';

/** The document fields of each loan type's set (capture-app §3), in screen order. */
export const ASSET_DOCUMENT_FIELDS: Readonly<Record<AssetLoanType, readonly string[]>> = {
  AUTO_LOAN: AUTO_LOAN_DOCUMENTS,
  GOLD_LOAN: GOLD_LOAN_DOCUMENTS,
};

function specOf(loanType: AssetLoanType): FormSpec {
  return {
    id: 'assetDocuments',
    schemaFor: assetDocumentsSchemaFor(loanType),
    uploads: uploadsOf([], ASSET_DOCUMENT_FIELDS[loanType]),
  };
}

/** Built once per loan type: the wizard and the step's view hold the same spec. */
const SPECS: Readonly<Record<AssetLoanType, FormSpec>> = {
  AUTO_LOAN: specOf('AUTO_LOAN'),
  GOLD_LOAN: specOf('GOLD_LOAN'),
};

/**
 * The asset documents form (AssetDocuments) of an auto or a gold loan: that set's document
 * fields, several files each, and a gold loan's valuer comment; the body adds is_al_gl_present.
 */
export function assetDocumentsFormSpec(loanType: AssetLoanType): FormSpec {
  return SPECS[loanType];
}

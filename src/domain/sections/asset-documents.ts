import * as v from 'valibot';
import { fieldsObject } from '../validation';
import type { AssetLoanType } from '../asset-loan-types';
import { fileIds, text } from './field-schemas';

/** The auto-loan set (capture-app §3): each field holds one or more files. */
export const AUTO_LOAN_DOCUMENTS = [
  'al_vehicle_images',
  'al_pre_purchase_invoice',
  'al_down_payment_receipt',
  'al_full_pre_purchase_invoice',
  'al_rc_photo',
  'al_insurance_file',
  'al_puc_file',
] as const;

/** The gold-loan set: three kinds of files and the valuer's comment as text. */
export const GOLD_LOAN_DOCUMENTS = [
  'gl_article_photo',
  'gl_invoice_and_certificate_photo',
  'gl_article_valuation_document',
] as const;

export const AT_LEAST_ONE_DOCUMENT = 'Please upload at least one document';
export const ASSET_FLAG_MESSAGE = 'is_al_gl_present must be true';
const VALUER_COMMENT_MAX = 500;

/**
 * The asset documents of an auto or gold loan (the contract's AssetDocuments), for the loan type
 * of the application: the other set's fields are dropped. Which documents are required the spec
 * does not say, and a purchase not made yet has no RC or insurance: each field is optional, at
 * least one file is needed.
 */
export function assetDocumentsSchema(loanType: AssetLoanType) {
  const fields = loanType === 'AUTO_LOAN' ? AUTO_LOAN_DOCUMENTS : GOLD_LOAN_DOCUMENTS;
  const entries: v.ObjectEntries = {
    is_al_gl_present: v.literal(true, ASSET_FLAG_MESSAGE),
    ...Object.fromEntries(
      fields.map((field) => [field, v.optional(fileIds(AT_LEAST_ONE_DOCUMENT))]),
    ),
  };
  if (loanType === 'GOLD_LOAN') {
    entries['gl_valuer_comment'] = v.optional(
      v.pipe(
        text('Invalid valuer comment'),
        v.maxLength(VALUER_COMMENT_MAX, 'Valuer comment must be at most 500 characters'),
      ),
    );
  }
  return v.pipe(
    fieldsObject(entries),
    v.check(
      (body) =>
        fields.some(
          (field) => ((body as Record<string, unknown>)[field] as unknown[] | undefined)?.length,
        ),
      AT_LEAST_ONE_DOCUMENT,
    ),
  );
}

import * as v from 'valibot';
import { MAX_LENGTH } from '../text';
import { fieldsObject } from '../validation';
import type { AssetLoanType } from '../asset-loan-types';
import { fileIds, text } from './field-schemas';
import { typedSchema } from './rules';
import { bodyFrom, type FieldKind, type TypedValues } from './typed-values';

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
const VALUER_COMMENT_MAX = MAX_LENGTH.remarks;

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
      text('Invalid valuer comment', {
        max: VALUER_COMMENT_MAX,
        tooLong: 'Valuer comment must be at most 500 characters',
        lines: 'multi',
      }),
    );
  }
  return v.pipe(
    fieldsObject(entries),
    // Named after the set's first field: the form shows it there and moves focus to it.
    v.forward(
      v.check(
        (body: Record<string, unknown>) =>
          fields.some((field) => (body[field] as unknown[] | undefined)?.length),
        AT_LEAST_ONE_DOCUMENT,
      ),
      [fields[0]],
    ),
  );
}

const ASSET_KINDS: Readonly<Record<string, FieldKind>> = Object.fromEntries(
  [...AUTO_LOAN_DOCUMENTS, ...GOLD_LOAN_DOCUMENTS].map((field) => [field, 'files' as const]),
);

/**
 * The form's documents as typed → the body: empty fields left out, and the flag the contract
 * wants beside them (capture-app §3: is_al_gl_present=true accompanies them).
 */
export function assetDocumentsBodyFrom(values: TypedValues): Record<string, unknown> {
  return { ...bodyFrom(ASSET_KINDS, values), is_al_gl_present: true };
}

/** The form machine's `schemaFor` for the asset documents of this loan type. */
export const assetDocumentsSchemaFor = (loanType: AssetLoanType) => {
  const schema = typedSchema(assetDocumentsBodyFrom, assetDocumentsSchema(loanType));
  return (_values: TypedValues) => schema;
};

/**
 * What each document field of the capture forms holds, as the upload call names it
 * (the contract's FileType). Fields repeat with suffixes: bank_statement1, salary_slip2, others3.
 */
export type DocumentFileType =
  | 'PAN'
  | 'AADHAAR_FRONT'
  | 'AADHAAR_BACK'
  | 'BANK_STATEMENT'
  | 'GSTR_3B'
  | 'BUSINESS_PAN'
  | 'BUSINESS_PROOF'
  | 'FINANCIAL_FILE'
  | 'SALARY_SLIP'
  | 'COMPANY_ID_CARD'
  | 'OTHERS';

const BY_FIELD: ReadonlyArray<readonly [RegExp, DocumentFileType]> = [
  [/^pan$/, 'PAN'],
  [/^aadhaar_front$/, 'AADHAAR_FRONT'],
  [/^aadhaar_back$/, 'AADHAAR_BACK'],
  [/^bank_statement\d?$/, 'BANK_STATEMENT'],
  [/^gstr_3b$/, 'GSTR_3B'],
  [/^business_pan_file$/, 'BUSINESS_PAN'],
  [/^(upload_)?business_proof$/, 'BUSINESS_PROOF'],
  [/^financial_file$/, 'FINANCIAL_FILE'],
  [/^salary_slip\d$/, 'SALARY_SLIP'],
  [/^company_id_card$/, 'COMPANY_ID_CARD'],
  [/^others\d$/, 'OTHERS'],
];

/** The file type of a document field, or null for a field that is not a document. */
export function fileTypeOfField(field: string): DocumentFileType | null {
  return BY_FIELD.find(([pattern]) => pattern.test(field))?.[1] ?? null;
}

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
  | 'OTHERS'
  | 'AUTO_LOAN_DOCUMENT'
  | 'GOLD_LOAN_DOCUMENT'
  | 'CANCELLED_CHEQUE'
  | 'GST'
  | 'SHOP_PHOTO'
  | 'COUNTER_PHOTO';

/** A document field: the file type its uploads carry, and its name in the form's words. */
export interface DocumentField {
  fileType: DocumentFileType;
  label: string;
}

/** The pattern's one group, if any, is the field's suffix, which its label names. */
const BY_FIELD: ReadonlyArray<
  readonly [RegExp, DocumentFileType, (suffix: string | undefined) => string]
> = [
  [/^pan$/, 'PAN', () => 'PAN Card'],
  [/^aadhaar_front$/, 'AADHAAR_FRONT', () => 'Aadhaar Front'],
  [/^aadhaar_back$/, 'AADHAAR_BACK', () => 'Aadhaar Back'],
  [
    /^bank_statement(\d?)$/,
    'BANK_STATEMENT',
    (bank) => (bank ? `Bank Statements (Additional Bank ${bank})` : 'Bank Statements'),
  ],
  [/^gstr_3b$/, 'GSTR_3B', () => 'GSTR-3B'],
  [/^business_pan_file$/, 'BUSINESS_PAN', () => 'Business PAN Card'],
  // upload_business_proof: an older client's name for business_proof.
  [/^(?:upload_)?business_proof$/, 'BUSINESS_PROOF', () => 'Business Proof'],
  [/^financial_file$/, 'FINANCIAL_FILE', () => 'Financial Statements'],
  [/^salary_slip(\d)$/, 'SALARY_SLIP', (n) => `Salary Slip ${n}`],
  [/^company_id_card$/, 'COMPANY_ID_CARD', () => 'Company ID Card'],
  [/^others(\d)$/, 'OTHERS', (n) => `Other Document ${n}`],
  // Asset documents (capture-app §3): auto loan al_*, gold loan gl_* (the comment is text).
  [/^al_vehicle_images$/, 'AUTO_LOAN_DOCUMENT', () => 'Vehicle Images'],
  [/^al_pre_purchase_invoice$/, 'AUTO_LOAN_DOCUMENT', () => 'Pre-purchase Invoice'],
  [/^al_down_payment_receipt$/, 'AUTO_LOAN_DOCUMENT', () => 'Down Payment Receipt'],
  [/^al_full_pre_purchase_invoice$/, 'AUTO_LOAN_DOCUMENT', () => 'Full Pre-purchase Invoice'],
  [/^al_rc_photo$/, 'AUTO_LOAN_DOCUMENT', () => 'RC Photo'],
  [/^al_insurance_file$/, 'AUTO_LOAN_DOCUMENT', () => 'Insurance'],
  [/^al_puc_file$/, 'AUTO_LOAN_DOCUMENT', () => 'PUC Certificate'],
  [/^gl_article_photo$/, 'GOLD_LOAN_DOCUMENT', () => 'Article Photo'],
  [
    /^gl_invoice_and_certificate_photo$/,
    'GOLD_LOAN_DOCUMENT',
    () => 'Invoice and Certificate Photo',
  ],
  [/^gl_article_valuation_document$/, 'GOLD_LOAN_DOCUMENT', () => 'Article Valuation Document'],
  // Partner Registration (partner-portal §3): a Join Us request's documents.
  [/^cancelled_cheque$/, 'CANCELLED_CHEQUE', () => 'Cancelled Cheque'],
  [/^gst$/, 'GST', () => 'GST Certificate'],
  [/^shop_photo$/, 'SHOP_PHOTO', () => 'Shop Photo'],
  [/^counter_photo$/, 'COUNTER_PHOTO', () => 'Counter Photo'],
];

/** The document field of this name, or null for a field that is not a document. */
export function documentFieldOf(field: string): DocumentField | null {
  for (const [pattern, fileType, label] of BY_FIELD) {
    const match = pattern.exec(field);
    if (match) return { fileType, label: label(match[1]) };
  }
  return null;
}

/** The file type of a document field, or null for a field that is not a document. */
export function fileTypeOfField(field: string): DocumentFileType | null {
  return documentFieldOf(field)?.fileType ?? null;
}

/** A file type in words, for a file whose field is not known (an upload named by type only). */
export const FILE_TYPE_LABELS: Readonly<Record<DocumentFileType, string>> = {
  PAN: 'PAN Card',
  AADHAAR_FRONT: 'Aadhaar Front',
  AADHAAR_BACK: 'Aadhaar Back',
  BANK_STATEMENT: 'Bank Statements',
  GSTR_3B: 'GSTR-3B',
  BUSINESS_PAN: 'Business PAN Card',
  BUSINESS_PROOF: 'Business Proof',
  FINANCIAL_FILE: 'Financial Statements',
  SALARY_SLIP: 'Salary Slip',
  COMPANY_ID_CARD: 'Company ID Card',
  OTHERS: 'Other Document',
  AUTO_LOAN_DOCUMENT: 'Vehicle Document',
  GOLD_LOAN_DOCUMENT: 'Gold Article Document',
  CANCELLED_CHEQUE: 'Cancelled Cheque',
  GST: 'GST Certificate',
  SHOP_PHOTO: 'Shop Photo',
  COUNTER_PHOTO: 'Counter Photo',
};

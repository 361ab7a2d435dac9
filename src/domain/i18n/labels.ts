import type { MessageDescriptor } from '@lingui/core';

/*
 * Every option list's and field's label src/domain holds (issue 32), as descriptors by the same
 * keys as the English tables they mirror (named beside each). The value codes stay what they are;
 * a screen words a label with `i18n._(LOAN_TYPE_LABEL_TEXTS[code])`. The English tables stay
 * where they are for the server (exports, e-mails) and the code that reads them; a unit test
 * checks that each table here says exactly what its English table says.
 */

type Descriptor = MessageDescriptor & { id: string; message: string };
type Texts = Readonly<Record<string, Descriptor>>;

/** enums.ts JOB_TYPE_LABELS. */
export const JOB_TYPE_LABEL_TEXTS = {
  SALARIED: /*i18n*/ { id: 'JOB_TYPE.SALARIED', message: 'Salaried/Professional' },
  SELF_EMPLOYED: /*i18n*/ { id: 'JOB_TYPE.SELF_EMPLOYED', message: 'Self-employed/Business' },
} as const satisfies Texts;

/** enums.ts EMPLOYMENT_TYPE_LABELS. */
export const EMPLOYMENT_TYPE_LABEL_TEXTS = {
  SALARIED: /*i18n*/ { id: 'EMPLOYMENT_TYPE.SALARIED', message: 'Salaried/Professional' },
  SELF_EMPLOYED: /*i18n*/ {
    id: 'EMPLOYMENT_TYPE.SELF_EMPLOYED',
    message: 'Self-employed/Business',
  },
  PROFESSIONAL: /*i18n*/ { id: 'EMPLOYMENT_TYPE.PROFESSIONAL', message: 'Professional' },
} as const satisfies Texts;

/** enums.ts LOAN_TYPE_LABELS. */
export const LOAN_TYPE_LABEL_TEXTS = {
  PERSONAL_LOAN: /*i18n*/ { id: 'LOAN_TYPE.PERSONAL_LOAN', message: 'Personal Loan' },
  PROFESSIONAL_LOANS: /*i18n*/ { id: 'LOAN_TYPE.PROFESSIONAL_LOANS', message: 'Professional Loan' },
  HOME_LOAN: /*i18n*/ { id: 'LOAN_TYPE.HOME_LOAN', message: 'Home Loan' },
  LAP: /*i18n*/ { id: 'LOAN_TYPE.LAP', message: 'Loan Against Property' },
  LAS_MUTUAL_FUNDS: /*i18n*/ {
    id: 'LOAN_TYPE.LAS_MUTUAL_FUNDS',
    message: 'Loan against Securities/MF',
  },
  OD_UNSECURED_LIMIT: /*i18n*/ {
    id: 'LOAN_TYPE.OD_UNSECURED_LIMIT',
    message: 'OD Unsecured Limit',
  },
  AUTO_LOAN: /*i18n*/ { id: 'LOAN_TYPE.AUTO_LOAN', message: 'Auto Loan' },
  GOLD_LOAN: /*i18n*/ { id: 'LOAN_TYPE.GOLD_LOAN', message: 'Gold Loan' },
  EDUCATION_LOAN: /*i18n*/ { id: 'LOAN_TYPE.EDUCATION_LOAN', message: 'Education Loan' },
  NEW_CAR_LOAN: /*i18n*/ { id: 'LOAN_TYPE.NEW_CAR_LOAN', message: 'New Car Loan' },
  USED_CAR_LOAN: /*i18n*/ { id: 'LOAN_TYPE.USED_CAR_LOAN', message: 'Used Car Loan' },
  DOD_UNSECURED: /*i18n*/ { id: 'LOAN_TYPE.DOD_UNSECURED', message: 'DOD Unsecured' },
  SEP: /*i18n*/ { id: 'LOAN_TYPE.SEP', message: 'SEP (Self-Employed Professional)' },
  SENP: /*i18n*/ { id: 'LOAN_TYPE.SENP', message: 'SENP (Self-Employed Non-Professional)' },
  BUSINESS_LOAN: /*i18n*/ { id: 'LOAN_TYPE.BUSINESS_LOAN', message: 'Business Loan' },
  SMALL_BUSINESS_LOAN: /*i18n*/ {
    id: 'LOAN_TYPE.SMALL_BUSINESS_LOAN',
    message: 'Small Business Loan',
  },
  BILL_DISCOUNTING: /*i18n*/ { id: 'LOAN_TYPE.BILL_DISCOUNTING', message: 'Bill Discounting' },
  EQUIPMENT_FINANCING: /*i18n*/ {
    id: 'LOAN_TYPE.EQUIPMENT_FINANCING',
    message: 'Equipment Financing',
  },
  CONSTRUCTION_EQUIPMENT: /*i18n*/ {
    id: 'LOAN_TYPE.CONSTRUCTION_EQUIPMENT',
    message: 'Construction Equipment',
  },
  OD_SECURED_LIMIT: /*i18n*/ { id: 'LOAN_TYPE.OD_SECURED_LIMIT', message: 'OD Secured Limit' },
  OD_DOD_UNSECURED_LIMIT: /*i18n*/ {
    id: 'LOAN_TYPE.OD_DOD_UNSECURED_LIMIT',
    message: 'OD/DOD Unsecured Limit',
  },
} as const satisfies Texts;

/** enums.ts BUSINESS_TYPE_LABELS. */
export const BUSINESS_TYPE_LABEL_TEXTS = {
  SOLE_PROPRIETORSHIP: /*i18n*/ {
    id: 'BUSINESS_TYPE.SOLE_PROPRIETORSHIP',
    message: 'Sole Proprietorship',
  },
  PRIVATE_LIMITED_COMPANY: /*i18n*/ {
    id: 'BUSINESS_TYPE.PRIVATE_LIMITED_COMPANY',
    message: 'Private Limited Company',
  },
  LLP: /*i18n*/ { id: 'BUSINESS_TYPE.LLP', message: 'LLP' },
  PARTNERSHIP: /*i18n*/ { id: 'BUSINESS_TYPE.PARTNERSHIP', message: 'Partnership' },
  OTHERS: /*i18n*/ { id: 'BUSINESS_TYPE.OTHERS', message: 'Others' },
} as const satisfies Texts;

/** enums.ts ADDRESS_TYPE_LABELS. */
export const ADDRESS_TYPE_LABEL_TEXTS = {
  SELF_OWNED: /*i18n*/ { id: 'ADDRESS_TYPE.SELF_OWNED', message: 'Self Owned' },
  RENTED: /*i18n*/ { id: 'ADDRESS_TYPE.RENTED', message: 'Rented' },
  FAMILY_OWNED: /*i18n*/ { id: 'ADDRESS_TYPE.FAMILY_OWNED', message: 'Family Owned' },
  OTHERS: /*i18n*/ { id: 'ADDRESS_TYPE.OTHERS', message: 'Others' },
} as const satisfies Texts;

/** enums.ts GENDER_LABELS. */
export const GENDER_LABEL_TEXTS = {
  MALE: /*i18n*/ { id: 'GENDER.MALE', message: 'Male' },
  FEMALE: /*i18n*/ { id: 'GENDER.FEMALE', message: 'Female' },
  OTHERS: /*i18n*/ { id: 'GENDER.OTHERS', message: 'Others' },
} as const satisfies Texts;

/** enums.ts MARITAL_STATUS_LABELS. */
export const MARITAL_STATUS_LABEL_TEXTS = {
  MARRIED: /*i18n*/ { id: 'MARITAL_STATUS.MARRIED', message: 'Married' },
  UNMARRIED: /*i18n*/ { id: 'MARITAL_STATUS.UNMARRIED', message: 'Unmarried' },
  DIVORCED: /*i18n*/ { id: 'MARITAL_STATUS.DIVORCED', message: 'Divorced' },
  WIDOWED: /*i18n*/ { id: 'MARITAL_STATUS.WIDOWED', message: 'Widowed' },
} as const satisfies Texts;

/** enums.ts INDUSTRY_NATURE_LABELS. */
export const INDUSTRY_NATURE_LABEL_TEXTS = {
  MANUFACTURING: /*i18n*/ { id: 'INDUSTRY_NATURE.MANUFACTURING', message: 'Manufacturing' },
  TRADING: /*i18n*/ { id: 'INDUSTRY_NATURE.TRADING', message: 'Trading' },
  SERVICES: /*i18n*/ { id: 'INDUSTRY_NATURE.SERVICES', message: 'Services' },
} as const satisfies Texts;

/** enums.ts BUSINESS_DOCUMENT_LABELS. */
export const BUSINESS_DOCUMENT_LABEL_TEXTS = {
  GST_REGISTRATION_CERTIFICATE: /*i18n*/ {
    id: 'BUSINESS_DOCUMENT.GST_REGISTRATION_CERTIFICATE',
    message: 'GST Registration Certificate',
  },
  INCOME_TAX_RETURNS: /*i18n*/ {
    id: 'BUSINESS_DOCUMENT.INCOME_TAX_RETURNS',
    message: 'Income Tax Returns',
  },
  BUSINESS_LICENCES_AND_PERMITS: /*i18n*/ {
    id: 'BUSINESS_DOCUMENT.BUSINESS_LICENCES_AND_PERMITS',
    message: 'Business Licences and Permits',
  },
  SHOP_AND_ESTABLISHMENT_ACT_CERTIFICATE: /*i18n*/ {
    id: 'BUSINESS_DOCUMENT.SHOP_AND_ESTABLISHMENT_ACT_CERTIFICATE',
    message: 'Shop and Establishment Act Certificate',
  },
  SSI_AND_MSME_REGISTRATION_CERTIFICATE: /*i18n*/ {
    id: 'BUSINESS_DOCUMENT.SSI_AND_MSME_REGISTRATION_CERTIFICATE',
    message: 'SSI/MSME Registration Certificate',
  },
  FSSAI_CERTIFICATE: /*i18n*/ {
    id: 'BUSINESS_DOCUMENT.FSSAI_CERTIFICATE',
    message: 'FSSAI Certificate',
  },
  OTHERS: /*i18n*/ { id: 'BUSINESS_DOCUMENT.OTHERS', message: 'Others' },
} as const satisfies Texts;

/** enums.ts INDUSTRY_LABELS. */
export const INDUSTRY_LABEL_TEXTS = {
  FINTECH: /*i18n*/ { id: 'INDUSTRY.FINTECH', message: 'Fintech' },
  BANKING: /*i18n*/ { id: 'INDUSTRY.BANKING', message: 'Banking' },
  NBFC: /*i18n*/ { id: 'INDUSTRY.NBFC', message: 'NBFC' },
  HEALTHCARE: /*i18n*/ { id: 'INDUSTRY.HEALTHCARE', message: 'Healthcare' },
  IT: /*i18n*/ { id: 'INDUSTRY.IT', message: 'Information Technology' },
  TELECOM: /*i18n*/ { id: 'INDUSTRY.TELECOM', message: 'Telecom' },
  ENERGY: /*i18n*/ { id: 'INDUSTRY.ENERGY', message: 'Energy' },
  AUTOMOBILES: /*i18n*/ { id: 'INDUSTRY.AUTOMOBILES', message: 'Automobiles' },
  TEXTILES: /*i18n*/ { id: 'INDUSTRY.TEXTILES', message: 'Textiles' },
  PHARMA: /*i18n*/ { id: 'INDUSTRY.PHARMA', message: 'Pharmaceuticals' },
  AGRICULTURE: /*i18n*/ { id: 'INDUSTRY.AGRICULTURE', message: 'Agriculture' },
  REAL_ESTATE: /*i18n*/ { id: 'INDUSTRY.REAL_ESTATE', message: 'Real Estate' },
  INFRASTRUCTURE: /*i18n*/ { id: 'INDUSTRY.INFRASTRUCTURE', message: 'Infrastructure' },
  MANUFACTURING: /*i18n*/ { id: 'INDUSTRY.MANUFACTURING', message: 'Manufacturing' },
  EDUCATION: /*i18n*/ { id: 'INDUSTRY.EDUCATION', message: 'Education' },
  RETAIL: /*i18n*/ { id: 'INDUSTRY.RETAIL', message: 'Retail' },
  TOURISM: /*i18n*/ { id: 'INDUSTRY.TOURISM', message: 'Tourism' },
  MEDIA: /*i18n*/ { id: 'INDUSTRY.MEDIA', message: 'Media' },
  PROFESSIONAL_SERVICES: /*i18n*/ {
    id: 'INDUSTRY.PROFESSIONAL_SERVICES',
    message: 'Professional Services',
  },
  TRANSPORT_AND_LOGISTICS: /*i18n*/ {
    id: 'INDUSTRY.TRANSPORT_AND_LOGISTICS',
    message: 'Transport and Logistics',
  },
  OTHERS: /*i18n*/ { id: 'INDUSTRY.OTHERS', message: 'Others' },
} as const satisfies Texts;

/** enums.ts BANK_ACCOUNT_TYPE_LABELS. */
export const BANK_ACCOUNT_TYPE_LABEL_TEXTS = {
  CURRENT_ACCOUNT: /*i18n*/ { id: 'BANK_ACCOUNT_TYPE.CURRENT_ACCOUNT', message: 'Current Account' },
  OVERDRAFT_ACCOUNT: /*i18n*/ {
    id: 'BANK_ACCOUNT_TYPE.OVERDRAFT_ACCOUNT',
    message: 'Overdraft Account',
  },
  SAVINGS_ACCOUNT: /*i18n*/ { id: 'BANK_ACCOUNT_TYPE.SAVINGS_ACCOUNT', message: 'Savings Account' },
  CASH_CREDIT_ACCOUNT: /*i18n*/ {
    id: 'BANK_ACCOUNT_TYPE.CASH_CREDIT_ACCOUNT',
    message: 'Cash Credit Account',
  },
} as const satisfies Texts;

/** enums.ts YES_NO_LABELS. */
export const YES_NO_LABEL_TEXTS = {
  TRUE: /*i18n*/ { id: 'YES_NO.TRUE', message: 'Yes' },
  FALSE: /*i18n*/ { id: 'YES_NO.FALSE', message: 'No' },
} as const satisfies Texts;

/** enums.ts REFERENCE_TYPE_LABELS. */
export const REFERENCE_TYPE_LABEL_TEXTS = {
  PERSONAL_REFERENCE: /*i18n*/ {
    id: 'REFERENCE_TYPE.PERSONAL_REFERENCE',
    message: 'Personal Reference',
  },
  BUSINESS_REFERENCE: /*i18n*/ {
    id: 'REFERENCE_TYPE.BUSINESS_REFERENCE',
    message: 'Business Reference',
  },
} as const satisfies Texts;

/** enums.ts APPLICATION_STATUS_LABELS. */
export const APPLICATION_STATUS_LABEL_TEXTS = {
  DRAFT: /*i18n*/ { id: 'APPLICATION_STATUS.DRAFT', message: 'Draft' },
  INCOMPLETE: /*i18n*/ { id: 'APPLICATION_STATUS.INCOMPLETE', message: 'Incomplete' },
  REJECTED: /*i18n*/ { id: 'APPLICATION_STATUS.REJECTED', message: 'Rejected' },
  SUBMITTED: /*i18n*/ { id: 'APPLICATION_STATUS.SUBMITTED', message: 'Submitted' },
  APPROVED: /*i18n*/ { id: 'APPLICATION_STATUS.APPROVED', message: 'Approved' },
  DISBURSED: /*i18n*/ { id: 'APPLICATION_STATUS.DISBURSED', message: 'Disbursed' },
} as const satisfies Texts;

/** enums.ts DECISION_LABELS. */
export const DECISION_LABEL_TEXTS = {
  APPROVED: /*i18n*/ { id: 'DECISION.APPROVED', message: 'Approved' },
  REJECTED: /*i18n*/ { id: 'DECISION.REJECTED', message: 'Rejected' },
  PENDING: /*i18n*/ { id: 'DECISION.PENDING', message: 'Pending' },
} as const satisfies Texts;

/** partner-kinds.ts PARTNER_KIND_LABELS. */
export const PARTNER_KIND_LABEL_TEXTS = {
  INDIVIDUAL: /*i18n*/ { id: 'PARTNER_KIND.INDIVIDUAL', message: 'Individual agent' },
  DSA: /*i18n*/ { id: 'PARTNER_KIND.DSA', message: 'DSA' },
  CONNECTOR: /*i18n*/ { id: 'PARTNER_KIND.CONNECTOR', message: 'Connector' },
} as const satisfies Texts;

/** lenders/policy.ts SUPPORTED_ACTION_LABELS. */
export const SUPPORTED_ACTION_LABEL_TEXTS = {
  SEND_TO_LENDER: /*i18n*/ { id: 'LENDER_ACTION.SEND_TO_LENDER', message: 'Send to Lender' },
  EMAIL_TO_LENDER: /*i18n*/ { id: 'LENDER_ACTION.EMAIL_TO_LENDER', message: 'Email to Lender' },
  EXPORT: /*i18n*/ { id: 'LENDER_ACTION.EXPORT', message: 'Export' },
  UPLOAD_FILES: /*i18n*/ { id: 'LENDER_ACTION.UPLOAD_FILES', message: 'Upload Files' },
} as const satisfies Texts;

/** document-fields.ts FILE_TYPE_LABELS. */
export const FILE_TYPE_LABEL_TEXTS = {
  PAN: /*i18n*/ { id: 'FILE_TYPE.PAN', message: 'PAN Card' },
  AADHAAR_FRONT: /*i18n*/ { id: 'FILE_TYPE.AADHAAR_FRONT', message: 'Aadhaar Front' },
  AADHAAR_BACK: /*i18n*/ { id: 'FILE_TYPE.AADHAAR_BACK', message: 'Aadhaar Back' },
  BANK_STATEMENT: /*i18n*/ { id: 'FILE_TYPE.BANK_STATEMENT', message: 'Bank Statements' },
  GSTR_3B: /*i18n*/ { id: 'FILE_TYPE.GSTR_3B', message: 'GSTR-3B' },
  BUSINESS_PAN: /*i18n*/ { id: 'FILE_TYPE.BUSINESS_PAN', message: 'Business PAN Card' },
  BUSINESS_PROOF: /*i18n*/ { id: 'FILE_TYPE.BUSINESS_PROOF', message: 'Business Proof' },
  FINANCIAL_FILE: /*i18n*/ { id: 'FILE_TYPE.FINANCIAL_FILE', message: 'Financial Statements' },
  SALARY_SLIP: /*i18n*/ { id: 'FILE_TYPE.SALARY_SLIP', message: 'Salary Slip' },
  COMPANY_ID_CARD: /*i18n*/ { id: 'FILE_TYPE.COMPANY_ID_CARD', message: 'Company ID Card' },
  OTHERS: /*i18n*/ { id: 'FILE_TYPE.OTHERS', message: 'Other Document' },
  AUTO_LOAN_DOCUMENT: /*i18n*/ { id: 'FILE_TYPE.AUTO_LOAN_DOCUMENT', message: 'Vehicle Document' },
  GOLD_LOAN_DOCUMENT: /*i18n*/ {
    id: 'FILE_TYPE.GOLD_LOAN_DOCUMENT',
    message: 'Gold Article Document',
  },
  CANCELLED_CHEQUE: /*i18n*/ { id: 'FILE_TYPE.CANCELLED_CHEQUE', message: 'Cancelled Cheque' },
  GST: /*i18n*/ { id: 'FILE_TYPE.GST', message: 'GST Certificate' },
  SHOP_PHOTO: /*i18n*/ { id: 'FILE_TYPE.SHOP_PHOTO', message: 'Shop Photo' },
  COUNTER_PHOTO: /*i18n*/ { id: 'FILE_TYPE.COUNTER_PHOTO', message: 'Counter Photo' },
} as const satisfies Texts;

/** document-fields.ts documentFieldOf(field).label (fields without a number). */
export const DOCUMENT_FIELD_LABEL_TEXTS = {
  pan: /*i18n*/ { id: 'DOCUMENT_FIELD.pan', message: 'PAN Card' },
  aadhaar_front: /*i18n*/ { id: 'DOCUMENT_FIELD.aadhaar_front', message: 'Aadhaar Front' },
  aadhaar_back: /*i18n*/ { id: 'DOCUMENT_FIELD.aadhaar_back', message: 'Aadhaar Back' },
  bank_statement: /*i18n*/ { id: 'DOCUMENT_FIELD.bank_statement', message: 'Bank Statements' },
  gstr_3b: /*i18n*/ { id: 'DOCUMENT_FIELD.gstr_3b', message: 'GSTR-3B' },
  business_pan_file: /*i18n*/ {
    id: 'DOCUMENT_FIELD.business_pan_file',
    message: 'Business PAN Card',
  },
  business_proof: /*i18n*/ { id: 'DOCUMENT_FIELD.business_proof', message: 'Business Proof' },
  financial_file: /*i18n*/ { id: 'DOCUMENT_FIELD.financial_file', message: 'Financial Statements' },
  company_id_card: /*i18n*/ { id: 'DOCUMENT_FIELD.company_id_card', message: 'Company ID Card' },
  al_vehicle_images: /*i18n*/ { id: 'DOCUMENT_FIELD.al_vehicle_images', message: 'Vehicle Images' },
  al_pre_purchase_invoice: /*i18n*/ {
    id: 'DOCUMENT_FIELD.al_pre_purchase_invoice',
    message: 'Pre-purchase Invoice',
  },
  al_down_payment_receipt: /*i18n*/ {
    id: 'DOCUMENT_FIELD.al_down_payment_receipt',
    message: 'Down Payment Receipt',
  },
  al_full_pre_purchase_invoice: /*i18n*/ {
    id: 'DOCUMENT_FIELD.al_full_pre_purchase_invoice',
    message: 'Full Pre-purchase Invoice',
  },
  al_rc_photo: /*i18n*/ { id: 'DOCUMENT_FIELD.al_rc_photo', message: 'RC Photo' },
  al_insurance_file: /*i18n*/ { id: 'DOCUMENT_FIELD.al_insurance_file', message: 'Insurance' },
  al_puc_file: /*i18n*/ { id: 'DOCUMENT_FIELD.al_puc_file', message: 'PUC Certificate' },
  gl_article_photo: /*i18n*/ { id: 'DOCUMENT_FIELD.gl_article_photo', message: 'Article Photo' },
  gl_invoice_and_certificate_photo: /*i18n*/ {
    id: 'DOCUMENT_FIELD.gl_invoice_and_certificate_photo',
    message: 'Invoice and Certificate Photo',
  },
  gl_article_valuation_document: /*i18n*/ {
    id: 'DOCUMENT_FIELD.gl_article_valuation_document',
    message: 'Article Valuation Document',
  },
  cancelled_cheque: /*i18n*/ { id: 'DOCUMENT_FIELD.cancelled_cheque', message: 'Cancelled Cheque' },
  gst: /*i18n*/ { id: 'DOCUMENT_FIELD.gst', message: 'GST Certificate' },
  shop_photo: /*i18n*/ { id: 'DOCUMENT_FIELD.shop_photo', message: 'Shop Photo' },
  counter_photo: /*i18n*/ { id: 'DOCUMENT_FIELD.counter_photo', message: 'Counter Photo' },
} as const satisfies Texts;

/** presenter/labels.ts STEP_TITLES. */
export const STEP_TITLE_TEXTS = {
  'first-step': /*i18n*/ { id: 'STEP_TITLE.first-step', message: 'Basic Details' },
  personal: /*i18n*/ { id: 'STEP_TITLE.personal', message: 'Personal Details' },
  employment: /*i18n*/ { id: 'STEP_TITLE.employment', message: 'Employment Details' },
  business: /*i18n*/ { id: 'STEP_TITLE.business', message: 'Business Details' },
  'co-applicant': /*i18n*/ { id: 'STEP_TITLE.co-applicant', message: 'Co-applicant' },
  reference: /*i18n*/ { id: 'STEP_TITLE.reference', message: 'Reference' },
  'asset-documents': /*i18n*/ { id: 'STEP_TITLE.asset-documents', message: 'Asset Documents' },
  offer: /*i18n*/ { id: 'STEP_TITLE.offer', message: 'Loan Offer' },
} as const satisfies Texts;

/** presenter/labels.ts FIRST_STEP_LABELS. */
export const FIRST_STEP_LABEL_TEXTS = {
  mobile: /*i18n*/ { id: 'FIELD.FIRST_STEP.mobile', message: 'Mobile Number' },
  name: /*i18n*/ { id: 'FIELD.FIRST_STEP.name', message: 'Full Name (as per PAN)' },
  pan_number: /*i18n*/ { id: 'FIELD.FIRST_STEP.pan_number', message: 'PAN Number' },
  job_type: /*i18n*/ { id: 'FIELD.FIRST_STEP.job_type', message: 'Job Type' },
  loan_type: /*i18n*/ { id: 'FIELD.FIRST_STEP.loan_type', message: 'Loan Type' },
  required_amount: /*i18n*/ {
    id: 'FIELD.FIRST_STEP.required_amount',
    message: 'Required Loan Amount',
  },
  purpose: /*i18n*/ { id: 'FIELD.FIRST_STEP.purpose', message: 'Purpose of Loan' },
  referral_code: /*i18n*/ { id: 'FIELD.FIRST_STEP.referral_code', message: 'Referral Code' },
  terms_accepted: /*i18n*/ {
    id: 'FIELD.FIRST_STEP.terms_accepted',
    message: 'Terms and Conditions',
  },
  bureau_consent: /*i18n*/ { id: 'FIELD.FIRST_STEP.bureau_consent', message: 'Lenders Consent' },
} as const satisfies Texts;

/** presenter/labels.ts ADDRESS_LABELS. */
export const ADDRESS_LABEL_TEXTS = {
  pincode: /*i18n*/ { id: 'FIELD.ADDRESS.pincode', message: 'Pincode' },
  city: /*i18n*/ { id: 'FIELD.ADDRESS.city', message: 'City' },
  state: /*i18n*/ { id: 'FIELD.ADDRESS.state', message: 'State' },
  address: /*i18n*/ { id: 'FIELD.ADDRESS.address', message: 'Address' },
  address_type: /*i18n*/ { id: 'FIELD.ADDRESS.address_type', message: 'Address Type' },
} as const satisfies Texts;

/** presenter/labels.ts PERSON_LABELS. */
export const PERSON_LABEL_TEXTS = {
  name: /*i18n*/ { id: 'FIELD.PERSON.name', message: 'Full Name' },
  mobile: /*i18n*/ { id: 'FIELD.PERSON.mobile', message: 'Mobile Number' },
  email: /*i18n*/ { id: 'FIELD.PERSON.email', message: 'Email' },
  dob: /*i18n*/ { id: 'FIELD.PERSON.dob', message: 'Date of Birth' },
  gender: /*i18n*/ { id: 'FIELD.PERSON.gender', message: 'Gender' },
  marital_status: /*i18n*/ { id: 'FIELD.PERSON.marital_status', message: 'Marital Status' },
  spouse_name: /*i18n*/ { id: 'FIELD.PERSON.spouse_name', message: 'Spouse Name' },
  mothers_name: /*i18n*/ { id: 'FIELD.PERSON.mothers_name', message: "Mother's Name" },
  pincode: /*i18n*/ { id: 'FIELD.PERSON.pincode', message: 'Pincode' },
  city: /*i18n*/ { id: 'FIELD.PERSON.city', message: 'City' },
  state: /*i18n*/ { id: 'FIELD.PERSON.state', message: 'State' },
  address: /*i18n*/ { id: 'FIELD.PERSON.address', message: 'Address' },
  years_of_residence: /*i18n*/ {
    id: 'FIELD.PERSON.years_of_residence',
    message: 'Years of Residence',
  },
  address_type: /*i18n*/ { id: 'FIELD.PERSON.address_type', message: 'Address Ownership Type' },
  pan_number: /*i18n*/ { id: 'FIELD.PERSON.pan_number', message: 'PAN Number' },
  shareholding_percentage: /*i18n*/ {
    id: 'FIELD.PERSON.shareholding_percentage',
    message: 'Shareholding Percentage',
  },
  purpose: /*i18n*/ { id: 'FIELD.PERSON.purpose', message: 'Purpose' },
} as const satisfies Texts;

/** presenter/labels.ts BANK_LABELS. */
export const BANK_LABEL_TEXTS = {
  bank_name: /*i18n*/ { id: 'FIELD.BANK.bank_name', message: 'Bank Name' },
  bank_statement: /*i18n*/ { id: 'FIELD.BANK.bank_statement', message: 'Bank Statements' },
  bank_statement_pwd: /*i18n*/ {
    id: 'FIELD.BANK.bank_statement_pwd',
    message: 'Statement Password',
  },
  bank_account_type: /*i18n*/ { id: 'FIELD.BANK.bank_account_type', message: 'Account Type' },
  credit_limit: /*i18n*/ { id: 'FIELD.BANK.credit_limit', message: 'Credit Limit' },
} as const satisfies Texts;

/** presenter/labels.ts EMPLOYMENT_LABELS. */
export const EMPLOYMENT_LABEL_TEXTS = {
  company_name: /*i18n*/ { id: 'FIELD.EMPLOYMENT.company_name', message: 'Company Name' },
  designation: /*i18n*/ { id: 'FIELD.EMPLOYMENT.designation', message: 'Designation' },
  official_email: /*i18n*/ { id: 'FIELD.EMPLOYMENT.official_email', message: 'Official Email' },
  monthly_in_hand_salary: /*i18n*/ {
    id: 'FIELD.EMPLOYMENT.monthly_in_hand_salary',
    message: 'Monthly In-hand Salary',
  },
  work_experience_years: /*i18n*/ {
    id: 'FIELD.EMPLOYMENT.work_experience_years',
    message: 'Work Experience (Years)',
  },
  work_experience_months: /*i18n*/ {
    id: 'FIELD.EMPLOYMENT.work_experience_months',
    message: 'Work Experience (Months)',
  },
  company_sector: /*i18n*/ { id: 'FIELD.EMPLOYMENT.company_sector', message: 'Company Sector' },
  company_website_link: /*i18n*/ {
    id: 'FIELD.EMPLOYMENT.company_website_link',
    message: 'Company Website',
  },
} as const satisfies Texts;

/** presenter/labels.ts BUSINESS_LABELS. */
export const BUSINESS_LABEL_TEXTS = {
  business_name: /*i18n*/ { id: 'FIELD.BUSINESS.business_name', message: 'Business Name' },
  business_type: /*i18n*/ { id: 'FIELD.BUSINESS.business_type', message: 'Business Type' },
  number_of_partners_or_directors: /*i18n*/ {
    id: 'FIELD.BUSINESS.number_of_partners_or_directors',
    message: 'Number of Partners/Directors',
  },
  shareholding_percentage: /*i18n*/ {
    id: 'FIELD.BUSINESS.shareholding_percentage',
    message: 'Shareholding Percentage',
  },
  business_pan: /*i18n*/ { id: 'FIELD.BUSINESS.business_pan', message: 'Business PAN' },
  is_gst_available: /*i18n*/ { id: 'FIELD.BUSINESS.is_gst_available', message: 'GST Available' },
  gst_number: /*i18n*/ { id: 'FIELD.BUSINESS.gst_number', message: 'GST Number' },
  business_industry: /*i18n*/ {
    id: 'FIELD.BUSINESS.business_industry',
    message: 'Business Industry',
  },
  nature_of_business: /*i18n*/ {
    id: 'FIELD.BUSINESS.nature_of_business',
    message: 'Nature of Business',
  },
  vintage_of_business: /*i18n*/ {
    id: 'FIELD.BUSINESS.vintage_of_business',
    message: 'Vintage of Business (Years)',
  },
  present_business_experience: /*i18n*/ {
    id: 'FIELD.BUSINESS.present_business_experience',
    message: 'Present Business Experience (Years)',
  },
  total_work_experience: /*i18n*/ {
    id: 'FIELD.BUSINESS.total_work_experience',
    message: 'Total Work Experience (Years)',
  },
  years_at_business_address: /*i18n*/ {
    id: 'FIELD.BUSINESS.years_at_business_address',
    message: 'Years at Business Address',
  },
  business_proof_type: /*i18n*/ {
    id: 'FIELD.BUSINESS.business_proof_type',
    message: 'Business Proof Type',
  },
  remarks: /*i18n*/ { id: 'FIELD.BUSINESS.remarks', message: 'Remarks' },
} as const satisfies Texts;

/** presenter/labels.ts REFERENCE_LABELS. */
export const REFERENCE_LABEL_TEXTS = {
  type: /*i18n*/ { id: 'FIELD.REFERENCE.type', message: 'Reference Type' },
  company_name: /*i18n*/ { id: 'FIELD.REFERENCE.company_name', message: 'Company Name' },
  name: /*i18n*/ { id: 'FIELD.REFERENCE.name', message: 'Name' },
  phone: /*i18n*/ { id: 'FIELD.REFERENCE.phone', message: 'Phone Number' },
  address: /*i18n*/ { id: 'FIELD.REFERENCE.address', message: 'Address' },
} as const satisfies Texts;

/** presenter/labels.ts ASSET_DOCUMENT_LABELS. */
export const ASSET_DOCUMENT_LABEL_TEXTS = {
  gl_valuer_comment: /*i18n*/ {
    id: 'FIELD.ASSET_DOCUMENT.gl_valuer_comment',
    message: 'Valuer Comment',
  },
} as const satisfies Texts;

/** presenter/labels.ts OFFER_LABELS. */
export const OFFER_LABEL_TEXTS = {
  bre_score: /*i18n*/ { id: 'FIELD.OFFER.bre_score', message: 'Credit score' },
  decision: /*i18n*/ { id: 'FIELD.OFFER.decision', message: 'Decision' },
  interest_rate: /*i18n*/ { id: 'FIELD.OFFER.interest_rate', message: 'Interest Rate' },
  final_emi: /*i18n*/ { id: 'FIELD.OFFER.final_emi', message: 'EMI' },
  total_processing_fee_amount: /*i18n*/ {
    id: 'FIELD.OFFER.total_processing_fee_amount',
    message: 'Processing Fee',
  },
  insurance_fee: /*i18n*/ { id: 'FIELD.OFFER.insurance_fee', message: 'Insurance Fee' },
  selected_loan_amount: /*i18n*/ { id: 'FIELD.OFFER.selected_loan_amount', message: 'Loan Amount' },
  max_tenure_allowed: /*i18n*/ { id: 'FIELD.OFFER.max_tenure_allowed', message: 'Tenure' },
  disbursement_date: /*i18n*/ { id: 'FIELD.OFFER.disbursement_date', message: 'Disbursement Date' },
  emi_start_date: /*i18n*/ { id: 'FIELD.OFFER.emi_start_date', message: 'EMI Start Date' },
  reasons: /*i18n*/ { id: 'FIELD.OFFER.reasons', message: 'Rejection Reasons' },
} as const satisfies Texts;

/** presenter/labels.ts APPLICATION_LABELS. */
export const APPLICATION_LABEL_TEXTS = {
  tracker_id: /*i18n*/ { id: 'FIELD.APPLICATION.tracker_id', message: 'Tracker ID' },
  status: /*i18n*/ { id: 'FIELD.APPLICATION.status', message: 'Status' },
  created_at: /*i18n*/ { id: 'FIELD.APPLICATION.created_at', message: 'Applied On' },
  remarks: /*i18n*/ { id: 'FIELD.APPLICATION.remarks', message: 'Remarks' },
  rejection_reason: /*i18n*/ {
    id: 'FIELD.APPLICATION.rejection_reason',
    message: 'Rejection Reason',
  },
  employer: /*i18n*/ { id: 'FIELD.APPLICATION.employer', message: 'Company or Business Name' },
  co_applicants: /*i18n*/ { id: 'FIELD.APPLICATION.co_applicants', message: 'Co-applicants' },
} as const satisfies Texts;

/** presenter/labels.ts LENDER_ACTION_LABELS. */
export const LENDER_ACTION_LABEL_TEXTS = {
  lender_id: /*i18n*/ { id: 'FIELD.LENDER_ACTION.lender_id', message: 'Lender' },
  lender_ref_id: /*i18n*/ { id: 'FIELD.LENDER_ACTION.lender_ref_id', message: 'Lender Reference' },
  status: /*i18n*/ { id: 'FIELD.LENDER_ACTION.status', message: 'Lender Status' },
  to: /*i18n*/ { id: 'FIELD.LENDER_ACTION.to', message: 'Recipient' },
  attachments: /*i18n*/ { id: 'FIELD.LENDER_ACTION.attachments', message: 'Attachments' },
  linked: /*i18n*/ { id: 'FIELD.LENDER_ACTION.linked', message: 'Files Sent as Links' },
  documents: /*i18n*/ { id: 'FIELD.LENDER_ACTION.documents', message: 'Documents' },
  file_name: /*i18n*/ { id: 'FIELD.LENDER_ACTION.file_name', message: 'File' },
} as const satisfies Texts;

/** presenter/labels.ts CASE_LABELS. */
export const CASE_LABEL_TEXTS = {
  name: /*i18n*/ { id: 'FIELD.CASE.name', message: 'Borrower Name' },
  loan_type: /*i18n*/ { id: 'FIELD.CASE.loan_type', message: 'Loan Type' },
  required_amount: /*i18n*/ { id: 'FIELD.CASE.required_amount', message: 'Amount' },
  remarks: /*i18n*/ { id: 'FIELD.CASE.remarks', message: 'Remarks' },
  lender_info: /*i18n*/ { id: 'FIELD.CASE.lender_info', message: 'Lenders' },
} as const satisfies Texts;

/** presenter/labels.ts KFS_LABELS. */
export const KFS_LABEL_TEXTS = {
  issued_on: /*i18n*/ { id: 'FIELD.KFS.issued_on', message: 'Key Fact Statement Issued On' },
  valid_until: /*i18n*/ { id: 'FIELD.KFS.valid_until', message: 'Key Fact Statement Valid Until' },
  acknowledged_at: /*i18n*/ {
    id: 'FIELD.KFS.acknowledged_at',
    message: 'Key Fact Statement Acknowledged At',
  },
} as const satisfies Texts;

/** capture-progress.ts: each counted step's name ('employment-or-business' before the job type is chosen). */
export const CAPTURE_STEP_NAME_TEXTS = {
  mobile: /*i18n*/ { id: 'CAPTURE_STEP.mobile', message: 'Borrower and Loan' },
  kyc: /*i18n*/ { id: 'CAPTURE_STEP.kyc', message: 'Personal Details' },
  employment: /*i18n*/ { id: 'CAPTURE_STEP.employment', message: 'Employment Details' },
  business: /*i18n*/ { id: 'CAPTURE_STEP.business', message: 'Business Details' },
  'co-applicants': /*i18n*/ { id: 'CAPTURE_STEP.co-applicants', message: 'Co-applicants' },
  'reference-details': /*i18n*/ { id: 'CAPTURE_STEP.reference-details', message: 'References' },
  'loan-doc': /*i18n*/ { id: 'CAPTURE_STEP.loan-doc', message: 'Asset Documents' },
  'loan-offer': /*i18n*/ { id: 'CAPTURE_STEP.loan-offer', message: 'Loan Offer' },
  'final-submit': /*i18n*/ { id: 'CAPTURE_STEP.final-submit', message: 'Submit Application' },
  'complete-application': /*i18n*/ {
    id: 'CAPTURE_STEP.complete-application',
    message: 'Complete Application',
  },
  'employment-or-business': /*i18n*/ {
    id: 'CAPTURE_STEP.employment-or-business',
    message: 'Employment or Business Details',
  },
} as const satisfies Texts;

/** application-list.ts statusWords and lenders/decision.ts lenderAnswerWords, for the statuses there are. */
export const STATUS_WORD_TEXTS = {
  DRAFT: /*i18n*/ { id: 'STATUS.DRAFT', message: 'Draft' },
  INCOMPLETE: /*i18n*/ { id: 'STATUS.INCOMPLETE', message: 'Incomplete' },
  REJECTED: /*i18n*/ { id: 'STATUS.REJECTED', message: 'Rejected' },
  SUBMITTED: /*i18n*/ { id: 'STATUS.SUBMITTED', message: 'Submitted' },
  APPROVED: /*i18n*/ { id: 'STATUS.APPROVED', message: 'Approved' },
  DISBURSED: /*i18n*/ { id: 'STATUS.DISBURSED', message: 'Disbursed' },
  PENDING: /*i18n*/ { id: 'STATUS.PENDING', message: 'Pending' },
  UNDER_REVIEW: /*i18n*/ { id: 'STATUS.UNDER_REVIEW', message: 'Under review' },
} as const satisfies Texts;

/** audit/actions.ts AUDIT_ACTIONS. */
export const AUDIT_ACTION_TEXTS = {
  APPLICATION_CREATED: /*i18n*/ { id: 'AUDIT.APPLICATION_CREATED', message: 'Application created' },
  FIRST_STEP_UPDATED: /*i18n*/ { id: 'AUDIT.FIRST_STEP_UPDATED', message: 'Basic details updated' },
  PERSONAL_DETAILS_SAVED: /*i18n*/ {
    id: 'AUDIT.PERSONAL_DETAILS_SAVED',
    message: 'Personal details saved',
  },
  EMPLOYMENT_DETAILS_SAVED: /*i18n*/ {
    id: 'AUDIT.EMPLOYMENT_DETAILS_SAVED',
    message: 'Employment details saved',
  },
  BUSINESS_DETAILS_SAVED: /*i18n*/ {
    id: 'AUDIT.BUSINESS_DETAILS_SAVED',
    message: 'Business details saved',
  },
  DOCUMENT_UPLOADED: /*i18n*/ { id: 'AUDIT.DOCUMENT_UPLOADED', message: 'Document uploaded' },
  CO_APPLICANT_ADDED: /*i18n*/ { id: 'AUDIT.CO_APPLICANT_ADDED', message: 'Co-applicant added' },
  CO_APPLICANT_UPDATED: /*i18n*/ {
    id: 'AUDIT.CO_APPLICANT_UPDATED',
    message: 'Co-applicant updated',
  },
  CO_APPLICANT_REMOVED: /*i18n*/ {
    id: 'AUDIT.CO_APPLICANT_REMOVED',
    message: 'Co-applicant removed',
  },
  REFERENCES_SAVED: /*i18n*/ { id: 'AUDIT.REFERENCES_SAVED', message: 'References saved' },
  ASSET_DOCUMENTS_SAVED: /*i18n*/ {
    id: 'AUDIT.ASSET_DOCUMENTS_SAVED',
    message: 'Asset documents saved',
  },
  OFFER_MADE: /*i18n*/ { id: 'AUDIT.OFFER_MADE', message: 'Loan offer made' },
  OFFER_EDITED: /*i18n*/ { id: 'AUDIT.OFFER_EDITED', message: 'Loan offer changed' },
  OFFER_ACCEPTED: /*i18n*/ { id: 'AUDIT.OFFER_ACCEPTED', message: 'Loan offer accepted' },
  KFS_ISSUED: /*i18n*/ { id: 'AUDIT.KFS_ISSUED', message: 'Key Fact Statement issued' },
  KFS_CODE_SENT: /*i18n*/ { id: 'AUDIT.KFS_CODE_SENT', message: 'Code sent to the borrower' },
  KFS_ACKNOWLEDGED: /*i18n*/ {
    id: 'AUDIT.KFS_ACKNOWLEDGED',
    message: 'Key Fact Statement acknowledged',
  },
  SUBMITTED: /*i18n*/ { id: 'AUDIT.SUBMITTED', message: 'Application submitted' },
  RETURNED_FOR_CORRECTION: /*i18n*/ {
    id: 'AUDIT.RETURNED_FOR_CORRECTION',
    message: 'Returned for correction',
  },
  LEAD_SENT: /*i18n*/ { id: 'AUDIT.LEAD_SENT', message: 'Sent to a lender' },
  LENDER_DOCUMENTS_UPLOADED: /*i18n*/ {
    id: 'AUDIT.LENDER_DOCUMENTS_UPLOADED',
    message: 'Documents sent to a lender',
  },
  LENDER_EMAILED: /*i18n*/ { id: 'AUDIT.LENDER_EMAILED', message: 'Emailed to a lender' },
  LENDER_EXPORTED: /*i18n*/ { id: 'AUDIT.LENDER_EXPORTED', message: 'Exported for a lender' },
  LENDER_STATUS_CHANGED: /*i18n*/ {
    id: 'AUDIT.LENDER_STATUS_CHANGED',
    message: 'Lender status changed',
  },
  STATUS_CHANGED: /*i18n*/ { id: 'AUDIT.STATUS_CHANGED', message: 'Status changed' },
  CASE_RECORDED: /*i18n*/ { id: 'AUDIT.CASE_RECORDED', message: 'Offline case recorded' },
} as const satisfies Texts;

/** Every table above, for the lookups (./lookup.ts) and the tests. */
export const LABEL_TABLES: readonly Texts[] = [
  JOB_TYPE_LABEL_TEXTS,
  EMPLOYMENT_TYPE_LABEL_TEXTS,
  LOAN_TYPE_LABEL_TEXTS,
  BUSINESS_TYPE_LABEL_TEXTS,
  ADDRESS_TYPE_LABEL_TEXTS,
  GENDER_LABEL_TEXTS,
  MARITAL_STATUS_LABEL_TEXTS,
  INDUSTRY_NATURE_LABEL_TEXTS,
  BUSINESS_DOCUMENT_LABEL_TEXTS,
  INDUSTRY_LABEL_TEXTS,
  BANK_ACCOUNT_TYPE_LABEL_TEXTS,
  YES_NO_LABEL_TEXTS,
  REFERENCE_TYPE_LABEL_TEXTS,
  APPLICATION_STATUS_LABEL_TEXTS,
  DECISION_LABEL_TEXTS,
  PARTNER_KIND_LABEL_TEXTS,
  SUPPORTED_ACTION_LABEL_TEXTS,
  FILE_TYPE_LABEL_TEXTS,
  DOCUMENT_FIELD_LABEL_TEXTS,
  STEP_TITLE_TEXTS,
  FIRST_STEP_LABEL_TEXTS,
  ADDRESS_LABEL_TEXTS,
  PERSON_LABEL_TEXTS,
  BANK_LABEL_TEXTS,
  EMPLOYMENT_LABEL_TEXTS,
  BUSINESS_LABEL_TEXTS,
  REFERENCE_LABEL_TEXTS,
  ASSET_DOCUMENT_LABEL_TEXTS,
  OFFER_LABEL_TEXTS,
  APPLICATION_LABEL_TEXTS,
  LENDER_ACTION_LABEL_TEXTS,
  CASE_LABEL_TEXTS,
  KFS_LABEL_TEXTS,
  CAPTURE_STEP_NAME_TEXTS,
  STATUS_WORD_TEXTS,
  AUDIT_ACTION_TEXTS,
];

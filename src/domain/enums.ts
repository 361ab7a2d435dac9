/**
 * Every enumeration of the two specs. Values are what the API stores; labels are what a person
 * reads. Labels the spec gives are quoted from it; the others are written in the same style.
 */

type Labels<T extends string> = Readonly<Record<T, string>>;

export const JOB_TYPES = ['SALARIED', 'SELF_EMPLOYED'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Labels<JobType> = {
  SALARIED: 'Salaried/Professional',
  SELF_EMPLOYED: 'Self-employed/Business',
};

/** The "second set" of employment types, used by the public apply flow. */
export const EMPLOYMENT_TYPES_WITH_PROFESSIONAL = [
  'SALARIED',
  'SELF_EMPLOYED',
  'PROFESSIONAL',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES_WITH_PROFESSIONAL)[number];
export const EMPLOYMENT_TYPE_LABELS: Labels<EmploymentType> = {
  ...JOB_TYPE_LABELS,
  PROFESSIONAL: 'Professional',
};

export const SALARIED_LOAN_TYPES = [
  'PERSONAL_LOAN',
  'PROFESSIONAL_LOANS',
  'HOME_LOAN',
  'LAP',
  'LAS_MUTUAL_FUNDS',
  'OD_UNSECURED_LIMIT',
  'AUTO_LOAN',
  'GOLD_LOAN',
  'EDUCATION_LOAN',
  'NEW_CAR_LOAN',
  'USED_CAR_LOAN',
  'DOD_UNSECURED',
  'SEP',
  'SENP',
] as const;

export const SELF_EMPLOYED_LOAN_TYPES = [
  'BUSINESS_LOAN',
  'SMALL_BUSINESS_LOAN',
  'BILL_DISCOUNTING',
  'EQUIPMENT_FINANCING',
  'CONSTRUCTION_EQUIPMENT',
  'OD_SECURED_LIMIT',
  'OD_DOD_UNSECURED_LIMIT',
  ...SALARIED_LOAN_TYPES,
] as const;

/** Every loan type there is: the self-employed list already contains the salaried one. */
export const LOAN_TYPES = SELF_EMPLOYED_LOAN_TYPES;
export type LoanType = (typeof LOAN_TYPES)[number];

export const LOAN_TYPE_LABELS: Labels<LoanType> = {
  PERSONAL_LOAN: 'Personal Loan',
  PROFESSIONAL_LOANS: 'Professional Loan',
  HOME_LOAN: 'Home Loan',
  LAP: 'Loan Against Property',
  LAS_MUTUAL_FUNDS: 'Loan against Securities/MF',
  OD_UNSECURED_LIMIT: 'OD Unsecured Limit',
  AUTO_LOAN: 'Auto Loan',
  GOLD_LOAN: 'Gold Loan',
  EDUCATION_LOAN: 'Education Loan',
  NEW_CAR_LOAN: 'New Car Loan',
  USED_CAR_LOAN: 'Used Car Loan',
  DOD_UNSECURED: 'DOD Unsecured',
  SEP: 'SEP (Self-Employed Professional)',
  SENP: 'SENP (Self-Employed Non-Professional)',
  BUSINESS_LOAN: 'Business Loan',
  SMALL_BUSINESS_LOAN: 'Small Business Loan',
  BILL_DISCOUNTING: 'Bill Discounting',
  EQUIPMENT_FINANCING: 'Equipment Financing',
  CONSTRUCTION_EQUIPMENT: 'Construction Equipment',
  OD_SECURED_LIMIT: 'OD Secured Limit',
  OD_DOD_UNSECURED_LIMIT: 'OD/DOD Unsecured Limit',
};

/** Loan types offered to a partner or agent (the full lists). */
export function loanTypesFor(jobType: JobType): readonly LoanType[] {
  return jobType === 'SALARIED' ? SALARIED_LOAN_TYPES : SELF_EMPLOYED_LOAN_TYPES;
}

/** The reduced lists of the public apply flow ("car loans" = new and used). */
export const PUBLIC_LOAN_TYPES: Readonly<Record<EmploymentType, readonly LoanType[]>> = {
  SALARIED: [
    'HOME_LOAN',
    'PERSONAL_LOAN',
    'LAP',
    'AUTO_LOAN',
    'GOLD_LOAN',
    'EDUCATION_LOAN',
    'NEW_CAR_LOAN',
    'USED_CAR_LOAN',
  ],
  SELF_EMPLOYED: [
    'BUSINESS_LOAN',
    'SMALL_BUSINESS_LOAN',
    'EDUCATION_LOAN',
    'NEW_CAR_LOAN',
    'USED_CAR_LOAN',
  ],
  PROFESSIONAL: [
    'PROFESSIONAL_LOANS',
    'PERSONAL_LOAN',
    'HOME_LOAN',
    'AUTO_LOAN',
    'GOLD_LOAN',
    'EDUCATION_LOAN',
    'NEW_CAR_LOAN',
    'USED_CAR_LOAN',
  ],
};

export const QUICK_LOAN_TYPES = [
  'BUSINESS_LOAN',
  'PERSONAL_LOAN',
] as const satisfies readonly LoanType[];

export const ASSET_LOAN_TYPES = ['AUTO_LOAN', 'GOLD_LOAN'] as const satisfies readonly LoanType[];

/** Auto and gold loans add the asset document step. */
export function needsAssetDocuments(loanType: string | null | undefined): boolean {
  return (ASSET_LOAN_TYPES as readonly string[]).includes(loanType ?? '');
}

export const BUSINESS_TYPES = [
  'SOLE_PROPRIETORSHIP',
  'PRIVATE_LIMITED_COMPANY',
  'LLP',
  'PARTNERSHIP',
  'OTHERS',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const BUSINESS_TYPE_LABELS: Labels<BusinessType> = {
  SOLE_PROPRIETORSHIP: 'Sole Proprietorship',
  PRIVATE_LIMITED_COMPANY: 'Private Limited Company',
  LLP: 'LLP',
  PARTNERSHIP: 'Partnership',
  OTHERS: 'Others',
};

/** Residence ownership, used for every address_type. */
export const ADDRESS_TYPES = ['SELF_OWNED', 'RENTED', 'FAMILY_OWNED', 'OTHERS'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const ADDRESS_TYPE_LABELS: Labels<AddressType> = {
  SELF_OWNED: 'Self Owned',
  RENTED: 'Rented',
  FAMILY_OWNED: 'Family Owned',
  OTHERS: 'Others',
};

export const GENDERS = ['MALE', 'FEMALE', 'OTHERS'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Labels<Gender> = { MALE: 'Male', FEMALE: 'Female', OTHERS: 'Others' };

export const MARITAL_STATUSES = ['MARRIED', 'UNMARRIED', 'DIVORCED', 'WIDOWED'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_LABELS: Labels<MaritalStatus> = {
  MARRIED: 'Married',
  UNMARRIED: 'Unmarried',
  DIVORCED: 'Divorced',
  WIDOWED: 'Widowed',
};

export const INDUSTRY_NATURES = ['MANUFACTURING', 'TRADING', 'SERVICES'] as const;
export type IndustryNature = (typeof INDUSTRY_NATURES)[number];
export const INDUSTRY_NATURE_LABELS: Labels<IndustryNature> = {
  MANUFACTURING: 'Manufacturing',
  TRADING: 'Trading',
  SERVICES: 'Services',
};

export const BUSINESS_DOCUMENTS = [
  'GST_REGISTRATION_CERTIFICATE',
  'INCOME_TAX_RETURNS',
  'BUSINESS_LICENCES_AND_PERMITS',
  'SHOP_AND_ESTABLISHMENT_ACT_CERTIFICATE',
  'SSI_AND_MSME_REGISTRATION_CERTIFICATE',
  'FSSAI_CERTIFICATE',
  'OTHERS',
] as const;
export type BusinessDocument = (typeof BUSINESS_DOCUMENTS)[number];
export const BUSINESS_DOCUMENT_LABELS: Labels<BusinessDocument> = {
  GST_REGISTRATION_CERTIFICATE: 'GST Registration Certificate',
  INCOME_TAX_RETURNS: 'Income Tax Returns',
  BUSINESS_LICENCES_AND_PERMITS: 'Business Licences and Permits',
  SHOP_AND_ESTABLISHMENT_ACT_CERTIFICATE: 'Shop and Establishment Act Certificate',
  SSI_AND_MSME_REGISTRATION_CERTIFICATE: 'SSI/MSME Registration Certificate',
  FSSAI_CERTIFICATE: 'FSSAI Certificate',
  OTHERS: 'Others',
};

/** The spec names "about 21 sectors"; these are the 21 it lists, as codes. */
export const INDUSTRIES = [
  'FINTECH',
  'BANKING',
  'NBFC',
  'HEALTHCARE',
  'IT',
  'TELECOM',
  'ENERGY',
  'AUTOMOBILES',
  'TEXTILES',
  'PHARMA',
  'AGRICULTURE',
  'REAL_ESTATE',
  'INFRASTRUCTURE',
  'MANUFACTURING',
  'EDUCATION',
  'RETAIL',
  'TOURISM',
  'MEDIA',
  'PROFESSIONAL_SERVICES',
  'TRANSPORT_AND_LOGISTICS',
  'OTHERS',
] as const;
export type Industry = (typeof INDUSTRIES)[number];
export const INDUSTRY_LABELS: Labels<Industry> = {
  FINTECH: 'Fintech',
  BANKING: 'Banking',
  NBFC: 'NBFC',
  HEALTHCARE: 'Healthcare',
  IT: 'Information Technology',
  TELECOM: 'Telecom',
  ENERGY: 'Energy',
  AUTOMOBILES: 'Automobiles',
  TEXTILES: 'Textiles',
  PHARMA: 'Pharmaceuticals',
  AGRICULTURE: 'Agriculture',
  REAL_ESTATE: 'Real Estate',
  INFRASTRUCTURE: 'Infrastructure',
  MANUFACTURING: 'Manufacturing',
  EDUCATION: 'Education',
  RETAIL: 'Retail',
  TOURISM: 'Tourism',
  MEDIA: 'Media',
  PROFESSIONAL_SERVICES: 'Professional Services',
  TRANSPORT_AND_LOGISTICS: 'Transport and Logistics',
  OTHERS: 'Others',
};

export const BANK_ACCOUNT_TYPES = [
  'CURRENT_ACCOUNT',
  'OVERDRAFT_ACCOUNT',
  'SAVINGS_ACCOUNT',
  'CASH_CREDIT_ACCOUNT',
] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_LABELS: Labels<BankAccountType> = {
  CURRENT_ACCOUNT: 'Current Account',
  OVERDRAFT_ACCOUNT: 'Overdraft Account',
  SAVINGS_ACCOUNT: 'Savings Account',
  CASH_CREDIT_ACCOUNT: 'Cash Credit Account',
};

/** "Yes/No booleans" (is_gst_available is sent as TRUE or FALSE). */
export const YES_NO = ['TRUE', 'FALSE'] as const;
export type YesNo = (typeof YES_NO)[number];
export const YES_NO_LABELS: Labels<YesNo> = { TRUE: 'Yes', FALSE: 'No' };

/** utm_source choices: the spec lists display names only, so the value is the name. */
export const LEAD_SOURCES = [
  'Facebook',
  'Google',
  'Instagram',
  'Leaflet',
  'LinkedIn',
  'Offline',
  'Others',
  'Outlook',
  'Reddit',
  'Skype',
  'Website',
  'Whatsapp',
  'X (Twitter)',
  'Zoom',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const APPLICATION_SOURCES = ['DIRECT_LEADS', 'NORMAL'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

/** DRAFT, INCOMPLETE and REJECTED are in the spec; the other three are designed. */
export const APPLICATION_STATUSES = [
  'DRAFT',
  'INCOMPLETE',
  'REJECTED',
  'SUBMITTED',
  'APPROVED',
  'DISBURSED',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const REFERENCE_TYPES = ['PERSONAL_REFERENCE', 'BUSINESS_REFERENCE'] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];
export const REFERENCE_TYPE_LABELS: Labels<ReferenceType> = {
  PERSONAL_REFERENCE: 'Personal Reference',
  BUSINESS_REFERENCE: 'Business Reference',
};

/** Also the request_origin of an OTP send. */
export const UPLOAD_PURPOSES = ['KYC', 'APPLY_LOAN', 'JOIN_US'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const ROLES = ['AGENT', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Statuses are shown with underscores as spaces (rejection reasons have words: rejection-reasons.ts). */
export function humaniseStatus(status: string): string {
  return status.replaceAll('_', ' ');
}

/** An application's status as every screen says it (DRAFT reads Draft). */
export const APPLICATION_STATUS_LABELS: Labels<ApplicationStatus> = {
  DRAFT: 'Draft',
  INCOMPLETE: 'Incomplete',
  REJECTED: 'Rejected',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  DISBURSED: 'Disbursed',
};

/** A rules-engine or lender decision (the contract's Decision). */
export const DECISIONS = ['APPROVED', 'REJECTED', 'PENDING'] as const;
export type Decision = (typeof DECISIONS)[number];
export const DECISION_LABELS: Labels<Decision> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  PENDING: 'Pending',
};

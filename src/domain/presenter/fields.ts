import {
  ADDRESS_TYPE_LABELS,
  APPLICATION_STATUS_LABELS,
  BANK_ACCOUNT_TYPE_LABELS,
  BUSINESS_DOCUMENT_LABELS,
  BUSINESS_TYPE_LABELS,
  DECISION_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  GENDER_LABELS,
  INDUSTRY_LABELS,
  INDUSTRY_NATURE_LABELS,
  LOAN_TYPE_LABELS,
  MARITAL_STATUS_LABELS,
  REFERENCE_TYPE_LABELS,
} from '../enums';
import { documentFieldOf, FILE_TYPE_LABELS } from '../document-fields';
import { rejectionReasonText } from '../rejection-reasons';
import catalog from '../lenders/catalog.json';
import { REJECTION_REASONS } from '../rules-engine/decision';
import {
  AMOUNT,
  codeWords,
  DATE,
  enumOf,
  FILES,
  INSTANT,
  LIST,
  NUMBER,
  numberIn,
  TEXT,
  YES_NO_FORMAT,
  formatValue,
  type Format,
  type Labels,
} from './format';
import {
  additionalBankTitle,
  ADDRESS_LABELS,
  APPLICATION_LABELS,
  ASSET_DOCUMENT_LABELS,
  BANK_LABELS,
  BUSINESS_LABELS,
  CASE_LABELS,
  EMPLOYMENT_LABELS,
  FIRST_STEP_LABELS,
  KFS_LABELS,
  LENDER_ACTION_LABELS,
  OFFER_LABELS,
  PERSON_LABELS,
  REFERENCE_LABELS,
} from './labels';

/*
 * Every stored field of an application, section by section in the wizard's screen order: its
 * label (./labels.ts, the forms' words) and its format (./format.ts). Internal fields (ids, the
 * rules' bookkeeping, stage markers, attribution) have no entry in `fields` and are named in
 * `internal`: they are never shown (docs/decisions.md, issue 29).
 */

export interface FieldSpec {
  label: string;
  format: Format;
}

/** Where a field sits: a capture step, or what the application and its lender actions record. */
export type SectionId =
  | 'application'
  | 'first-step'
  | 'personal'
  | 'employment'
  | 'business'
  | 'co-applicant'
  | 'reference'
  | 'asset-documents'
  | 'offer'
  | 'lender'
  | 'kfs'
  | 'case';

interface SectionSpec {
  fields: Readonly<Record<string, FieldSpec>>;
  internal: readonly string[];
}

const spec = (label: string, format: Format = TEXT): FieldSpec => ({ label, format });

/** The rules engine's reasons in the rejection screen's words. */
export const REJECTION_REASON_LABELS: Labels = Object.fromEntries(
  REJECTION_REASONS.map((reason) => [
    reason,
    rejectionReasonText(reason, { overdueAmount: 0 }).title,
  ]),
);

/** A lender's id in words: its name in the lenders catalog. */
export const LENDER_NAMES: Labels = Object.fromEntries(
  (catalog as ReadonlyArray<{ id: string; name: string }>).map((lender) => [
    lender.id,
    lender.name,
  ]),
);

const address = (prefix: string, of: string) => ({
  [`${prefix}pincode`]: spec(`${of} ${ADDRESS_LABELS.pincode}`),
  [`${prefix}city`]: spec(`${of} ${ADDRESS_LABELS.city}`),
  [`${prefix}state`]: spec(`${of} ${ADDRESS_LABELS.state}`),
  [`${prefix}address`]: spec(`${of} ${ADDRESS_LABELS.address}`),
  [`${prefix}address_type`]: spec(
    `${of} ${ADDRESS_LABELS.address_type}`,
    enumOf(ADDRESS_TYPE_LABELS),
  ),
});

const bank = (suffix: '' | 1 | 2) => {
  const label = (words: string) =>
    suffix === '' ? words : `${words} (${additionalBankTitle(suffix)})`;
  return {
    [`bank_name${suffix}`]: spec(label(BANK_LABELS.bank_name)),
    [`bank_statement${suffix}`]: spec(label(BANK_LABELS.bank_statement), FILES),
    [`bank_statement_pwd${suffix}`]: spec(label(BANK_LABELS.bank_statement_pwd)),
    [`bank_account_type${suffix}`]: spec(
      label(BANK_LABELS.bank_account_type),
      enumOf(BANK_ACCOUNT_TYPE_LABELS),
    ),
    [`credit_limit${suffix}`]: spec(label(BANK_LABELS.credit_limit), AMOUNT),
  };
};

const document = (field: string): FieldSpec => spec(documentFieldOf(field)?.label ?? field, FILES);
const documents = (...fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, document(field)]));

const family = {
  dob: spec(PERSON_LABELS.dob, DATE),
  gender: spec(PERSON_LABELS.gender, enumOf(GENDER_LABELS)),
  marital_status: spec(PERSON_LABELS.marital_status, enumOf(MARITAL_STATUS_LABELS)),
  spouse_name: spec(PERSON_LABELS.spouse_name),
  mothers_name: spec(PERSON_LABELS.mothers_name),
};

const home = {
  pincode: spec(PERSON_LABELS.pincode),
  city: spec(PERSON_LABELS.city),
  state: spec(PERSON_LABELS.state),
  address: spec(PERSON_LABELS.address),
};

const residence = {
  years_of_residence: spec(PERSON_LABELS.years_of_residence, numberIn('years')),
  address_type: spec(PERSON_LABELS.address_type, enumOf(ADDRESS_TYPE_LABELS)),
};

/** Every bank's list selection: the bank's id in the bank list, beside its name. */
const BANK_IDS = ['statement_bank_id', 'statement_bank_id1', 'statement_bank_id2'];

export const SECTIONS: Readonly<Record<SectionId, SectionSpec>> = {
  application: {
    fields: {
      tracker_id: spec(APPLICATION_LABELS.tracker_id),
      status: spec(APPLICATION_LABELS.status, enumOf(APPLICATION_STATUS_LABELS)),
      created_at: spec(APPLICATION_LABELS.created_at, INSTANT),
      remarks: spec(APPLICATION_LABELS.remarks),
      rejection_reason: spec(APPLICATION_LABELS.rejection_reason, {
        kind: 'enums',
        labels: REJECTION_REASON_LABELS,
      }),
      employment_info: spec('Employment Details', FILES),
      business_info: spec('Business Details', FILES),
      loan_offer: spec('Loan Offer', FILES),
    },
    internal: ['id', 'stage', 'updated_at', 'family', 'partner_id', 'brand'],
  },
  'first-step': {
    fields: {
      mobile: spec(FIRST_STEP_LABELS.mobile),
      name: spec(FIRST_STEP_LABELS.name),
      pan_number: spec(FIRST_STEP_LABELS.pan_number),
      job_type: spec(FIRST_STEP_LABELS.job_type, enumOf(EMPLOYMENT_TYPE_LABELS)),
      loan_type: spec(FIRST_STEP_LABELS.loan_type, enumOf(LOAN_TYPE_LABELS)),
      required_amount: spec(FIRST_STEP_LABELS.required_amount, AMOUNT),
      purpose: spec(FIRST_STEP_LABELS.purpose),
      referral_code: spec(FIRST_STEP_LABELS.referral_code),
      terms_accepted: spec(FIRST_STEP_LABELS.terms_accepted, YES_NO_FORMAT),
      bureau_consent: spec(FIRST_STEP_LABELS.bureau_consent, YES_NO_FORMAT),
    },
    internal: ['consent_lang', 'utm_id', 'utm_details', 'utm_link_id', 'tracker_id'],
  },
  personal: {
    fields: {
      name: spec(PERSON_LABELS.name),
      email: spec(PERSON_LABELS.email),
      ...family,
      ...home,
      ...residence,
      ...documents('pan', 'aadhaar_front', 'aadhaar_back'),
      ...bank(''),
      ...bank(1),
    },
    internal: ['id', ...BANK_IDS],
  },
  employment: {
    fields: {
      company_name: spec(EMPLOYMENT_LABELS.company_name),
      designation: spec(EMPLOYMENT_LABELS.designation),
      official_email: spec(EMPLOYMENT_LABELS.official_email),
      monthly_in_hand_salary: spec(EMPLOYMENT_LABELS.monthly_in_hand_salary, AMOUNT),
      work_experience_years: spec(EMPLOYMENT_LABELS.work_experience_years, NUMBER),
      work_experience_months: spec(EMPLOYMENT_LABELS.work_experience_months, NUMBER),
      company_sector: spec(EMPLOYMENT_LABELS.company_sector, enumOf(INDUSTRY_LABELS)),
      company_website_link: spec(EMPLOYMENT_LABELS.company_website_link),
      ...address('company_', 'Company'),
      ...documents('company_id_card', 'salary_slip1', 'salary_slip2', 'salary_slip3'),
    },
    internal: ['id'],
  },
  business: {
    fields: {
      business_name: spec(BUSINESS_LABELS.business_name),
      business_type: spec(BUSINESS_LABELS.business_type, enumOf(BUSINESS_TYPE_LABELS)),
      number_of_partners_or_directors: spec(
        BUSINESS_LABELS.number_of_partners_or_directors,
        NUMBER,
      ),
      shareholding_percentage: spec(BUSINESS_LABELS.shareholding_percentage, numberIn('%')),
      business_pan: spec(BUSINESS_LABELS.business_pan),
      business_pan_file: document('business_pan_file'),
      is_gst_available: spec(BUSINESS_LABELS.is_gst_available, YES_NO_FORMAT),
      gst_number: spec(BUSINESS_LABELS.gst_number),
      business_industry: spec(BUSINESS_LABELS.business_industry, enumOf(INDUSTRY_LABELS)),
      nature_of_business: spec(BUSINESS_LABELS.nature_of_business, enumOf(INDUSTRY_NATURE_LABELS)),
      vintage_of_business: spec(BUSINESS_LABELS.vintage_of_business, NUMBER),
      present_business_experience: spec(BUSINESS_LABELS.present_business_experience, NUMBER),
      total_work_experience: spec(BUSINESS_LABELS.total_work_experience, NUMBER),
      ...address('business_', 'Business'),
      years_at_business_address: spec(BUSINESS_LABELS.years_at_business_address, NUMBER),
      business_proof_type: spec(
        BUSINESS_LABELS.business_proof_type,
        enumOf(BUSINESS_DOCUMENT_LABELS),
      ),
      ...documents('business_proof', 'upload_business_proof', 'gstr_3b', 'financial_file'),
      // Each year's turnover and profit (financialYearFields): one field per figure.
      business_financials: spec('Financials', FILES),
      ...bank(''),
      ...bank(1),
      ...bank(2),
      ...documents('others1', 'others2', 'others3'),
      remarks: spec(BUSINESS_LABELS.remarks),
    },
    internal: ['id', ...BANK_IDS],
  },
  'co-applicant': {
    fields: {
      name: spec(PERSON_LABELS.name),
      mobile: spec(PERSON_LABELS.mobile),
      email: spec(PERSON_LABELS.email),
      shareholding_percentage: spec(PERSON_LABELS.shareholding_percentage, numberIn('%')),
      ...family,
      ...home,
      ...residence,
      pan_number: spec(PERSON_LABELS.pan_number),
      ...documents('pan', 'aadhaar_front', 'aadhaar_back'),
      ...bank(''),
      purpose: spec(PERSON_LABELS.purpose),
    },
    internal: ['id', 'co_applicant_id', ...BANK_IDS],
  },
  reference: {
    fields: {
      type: spec(REFERENCE_LABELS.type, enumOf(REFERENCE_TYPE_LABELS)),
      company_name: spec(REFERENCE_LABELS.company_name),
      name: spec(REFERENCE_LABELS.name),
      phone: spec(REFERENCE_LABELS.phone),
      address: spec(REFERENCE_LABELS.address),
    },
    internal: ['id'],
  },
  'asset-documents': {
    fields: {
      ...documents(
        'al_vehicle_images',
        'al_pre_purchase_invoice',
        'al_down_payment_receipt',
        'al_full_pre_purchase_invoice',
        'al_rc_photo',
        'al_insurance_file',
        'al_puc_file',
        'gl_article_photo',
        'gl_invoice_and_certificate_photo',
        'gl_article_valuation_document',
      ),
      gl_valuer_comment: spec(ASSET_DOCUMENT_LABELS.gl_valuer_comment),
    },
    internal: ['is_al_gl_present'],
  },
  offer: {
    fields: {
      bre_score: spec(OFFER_LABELS.bre_score, NUMBER),
      decision: spec(OFFER_LABELS.decision, enumOf(DECISION_LABELS)),
      interest_rate: spec(OFFER_LABELS.interest_rate, numberIn('% p.a.')),
      final_emi: spec(OFFER_LABELS.final_emi, AMOUNT),
      total_processing_fee_amount: spec(OFFER_LABELS.total_processing_fee_amount, AMOUNT),
      insurance_fee: spec(OFFER_LABELS.insurance_fee, AMOUNT),
      selected_loan_amount: spec(OFFER_LABELS.selected_loan_amount, AMOUNT),
      max_tenure_allowed: spec(OFFER_LABELS.max_tenure_allowed, numberIn('months')),
      disbursement_date: spec(OFFER_LABELS.disbursement_date, DATE),
      emi_start_date: spec(OFFER_LABELS.emi_start_date, DATE),
      reasons: spec(OFFER_LABELS.reasons, { kind: 'enums', labels: REJECTION_REASON_LABELS }),
    },
    // The rules' bookkeeping: what the offer was worked out from and may be edited within.
    internal: [
      'suggested_loan_amount',
      'required_amount',
      'tenure_limit',
      'is_accepted',
      'check_values',
    ],
  },
  lender: {
    fields: {
      lender_id: spec(LENDER_ACTION_LABELS.lender_id, enumOf(LENDER_NAMES)),
      lender_ref_id: spec(LENDER_ACTION_LABELS.lender_ref_id),
      status: spec(LENDER_ACTION_LABELS.status, enumOf(DECISION_LABELS)),
      to: spec(LENDER_ACTION_LABELS.to),
      attachments: spec(LENDER_ACTION_LABELS.attachments, LIST),
      linked: spec(LENDER_ACTION_LABELS.linked, NUMBER),
      documents: spec(LENDER_ACTION_LABELS.documents, FILES),
      file_name: spec(LENDER_ACTION_LABELS.file_name),
    },
    internal: [],
  },
  kfs: {
    fields: {
      issued_on: spec(KFS_LABELS.issued_on, DATE),
      valid_until: spec(KFS_LABELS.valid_until, DATE),
      acknowledged_at: spec(KFS_LABELS.acknowledged_at, INSTANT),
    },
    internal: ['version', 'proposal_number'],
  },
  case: {
    fields: {
      name: spec(CASE_LABELS.name),
      loan_type: spec(CASE_LABELS.loan_type, enumOf(LOAN_TYPE_LABELS)),
      required_amount: spec(CASE_LABELS.required_amount, AMOUNT),
      remarks: spec(CASE_LABELS.remarks),
      lender_info: spec(CASE_LABELS.lender_info, FILES),
    },
    internal: ['case_id'],
  },
};

/** Internal wherever they appear: ids, the rules' and the server's bookkeeping. */
const ALWAYS_INTERNAL = new Set([
  'id',
  'check_values',
  'proposal_number',
  'version',
  'stage',
  'created_at',
  'updated_at',
  'co_applicant_id',
  'case_id',
  'file_id',
  'utm_details',
  'utm_link_id',
  'utm_id',
  'consent_lang',
]);

/** Whether the field is internal to this section: never shown. */
export function isInternal(section: SectionId, field: string): boolean {
  const { fields, internal } = SECTIONS[section];
  if (field in fields) return false;
  return internal.includes(field) || ALWAYS_INTERNAL.has(field);
}

/** A key this build does not know, as words (never shown with its underscores). */
function unknownLabel(field: string): string {
  const words = field.replace(/[_.[\]]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The field's label and format in this section; null for an internal field. A document field
 * (the forms' upload names) reads as its document; a file type alone as its words; a key this
 * build does not know as words.
 */
export function fieldSpecOf(section: SectionId, field: string): FieldSpec | null {
  if (isInternal(section, field)) return null;
  const known = SECTIONS[section].fields[field];
  if (known) return known;
  const document = documentFieldOf(field);
  if (document) return spec(document.label, FILES);
  const fileType = (FILE_TYPE_LABELS as Readonly<Record<string, string>>)[field];
  if (fileType) return spec(fileType, FILES);
  return spec(/^[A-Z0-9_]+$/.test(field) ? codeWords(field) : unknownLabel(field));
}

/** One stored value of this section's field as a person reads it; null when not shown. */
export function presentValue(section: SectionId, field: string, value: unknown): string | null {
  const spec = fieldSpecOf(section, field);
  return spec ? formatValue(spec.format, value, field) : null;
}

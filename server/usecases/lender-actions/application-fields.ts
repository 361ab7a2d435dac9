import { normaliseDate } from '../../../src/domain/dates';
import type { Application } from '../applications/view';

/*
 * The application's fields a lender receives, typed, once: the email's summary prints them
 * (₹ Indian grouping, DD-MM-YYYY) and the export workbook writes them as cells (amounts as
 * numbers, dates as dates), each lender in its own column order (./export-columns.ts).
 */

export type FieldValue =
  | { kind: 'text'; value: string | null }
  /** Whole rupees. */
  | { kind: 'amount'; value: number | null }
  | { kind: 'number'; value: number | null }
  /** A calendar date, 'YYYY-MM-DD'. */
  | { kind: 'date'; value: string | null };

export const FIELD_KEYS = [
  'tracker_id',
  'name',
  'mobile',
  'email',
  'pan_number',
  'dob',
  'gender',
  'job_type',
  'loan_type',
  'required_amount',
  'status',
  'applied_on',
  'address',
  'city',
  'state',
  'pincode',
  'employer',
  'monthly_income',
  'offer_amount',
  'interest_rate',
  'tenure_months',
  'emi',
  'disbursement_date',
  'co_applicants',
] as const;

export type FieldKey = (typeof FIELD_KEYS)[number];

export interface Field {
  key: FieldKey;
  label: string;
  read(application: Application): FieldValue;
}

const text = (value: string | null | undefined): FieldValue => ({
  kind: 'text',
  value: value ? value : null,
});
const amount = (value: number | null | undefined): FieldValue => ({
  kind: 'amount',
  value: typeof value === 'number' && Number.isFinite(value) ? value : null,
});
const number = (value: number | null | undefined): FieldValue => ({
  kind: 'number',
  value: typeof value === 'number' && Number.isFinite(value) ? value : null,
});
const date = (value: string | null | undefined): FieldValue => ({
  kind: 'date',
  value: value ? normaliseDate(value) : null,
});

/** LOAN_TYPE → 'LOAN TYPE', as the portal shows codes (underscores as spaces, §2). */
const words = (code: string | null | undefined) => text(code ? code.replaceAll('_', ' ') : null);

/** The calendar date (server's local time, India's in a deployment) of an instant. */
function localDateOf(instant: string): string {
  const at = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

const LABELS: Readonly<Record<FieldKey, string>> = {
  tracker_id: 'Tracker ID',
  name: 'Applicant name',
  mobile: 'Mobile',
  email: 'Email',
  pan_number: 'PAN',
  dob: 'Date of birth',
  gender: 'Gender',
  job_type: 'Job type',
  loan_type: 'Loan type',
  required_amount: 'Required amount',
  status: 'Status',
  applied_on: 'Applied on',
  address: 'Address',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  employer: 'Employer / business',
  monthly_income: 'Monthly in-hand salary',
  offer_amount: 'Offered loan amount',
  interest_rate: 'Interest rate (% p.a.)',
  tenure_months: 'Tenure (months)',
  emi: 'EMI',
  disbursement_date: 'Disbursement date',
  co_applicants: 'Co-applicants',
};

const READS: Readonly<Record<FieldKey, (application: Application) => FieldValue>> = {
  tracker_id: (a) => text(a.tracker_id),
  name: (a) => text(a.personal_info?.name ?? a.name),
  mobile: (a) => text(a.mobile),
  email: (a) => text(a.personal_info?.email),
  pan_number: (a) => text(a.pan_number),
  dob: (a) => date(a.personal_info?.dob),
  gender: (a) => words(a.personal_info?.gender),
  job_type: (a) => words(a.job_type),
  loan_type: (a) => words(a.loan_type),
  required_amount: (a) => amount(a.required_amount),
  status: (a) => words(a.status),
  applied_on: (a) => date(localDateOf(a.created_at)),
  address: (a) => text(a.personal_info?.address),
  city: (a) => text(a.personal_info?.city),
  state: (a) => text(a.personal_info?.state),
  pincode: (a) => text(a.personal_info?.pincode),
  employer: (a) => text(a.employment_info?.company_name ?? a.business_info?.business_name),
  monthly_income: (a) => amount(a.employment_info?.monthly_in_hand_salary),
  offer_amount: (a) => amount(a.loan_offer?.selected_loan_amount),
  interest_rate: (a) => number(a.loan_offer?.interest_rate),
  tenure_months: (a) => number(a.loan_offer?.max_tenure_allowed),
  emi: (a) => amount(a.loan_offer?.final_emi),
  disbursement_date: (a) => date(a.loan_offer?.disbursement_date),
  co_applicants: (a) => text(a.co_applicants.map((co) => co.name).join(', ')),
};

/** Every field, in the default order (lenders without an order of their own get this one). */
export const FIELDS: readonly Field[] = FIELD_KEYS.map((key) => ({
  key,
  label: LABELS[key],
  read: READS[key],
}));

const BY_KEY = new Map(FIELDS.map((field) => [field.key, field]));

export function fieldOf(key: FieldKey): Field {
  const field = BY_KEY.get(key);
  if (!field) throw new Error(`No application field "${key}"`);
  return field;
}

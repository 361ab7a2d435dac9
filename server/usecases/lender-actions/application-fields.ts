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

/** Every field, in the default order (lenders without an order of their own get this one). */
export const FIELDS: readonly Field[] = [
  { key: 'tracker_id', label: 'Tracker ID', read: (a) => text(a.tracker_id) },
  { key: 'name', label: 'Applicant name', read: (a) => text(a.personal_info?.name ?? a.name) },
  { key: 'mobile', label: 'Mobile', read: (a) => text(a.mobile) },
  { key: 'email', label: 'Email', read: (a) => text(a.personal_info?.email) },
  { key: 'pan_number', label: 'PAN', read: (a) => text(a.pan_number) },
  { key: 'dob', label: 'Date of birth', read: (a) => date(a.personal_info?.dob) },
  { key: 'gender', label: 'Gender', read: (a) => words(a.personal_info?.gender) },
  { key: 'job_type', label: 'Job type', read: (a) => words(a.job_type) },
  { key: 'loan_type', label: 'Loan type', read: (a) => words(a.loan_type) },
  { key: 'required_amount', label: 'Required amount', read: (a) => amount(a.required_amount) },
  { key: 'status', label: 'Status', read: (a) => words(a.status) },
  { key: 'applied_on', label: 'Applied on', read: (a) => date(localDateOf(a.created_at)) },
  { key: 'address', label: 'Address', read: (a) => text(a.personal_info?.address) },
  { key: 'city', label: 'City', read: (a) => text(a.personal_info?.city) },
  { key: 'state', label: 'State', read: (a) => text(a.personal_info?.state) },
  { key: 'pincode', label: 'Pincode', read: (a) => text(a.personal_info?.pincode) },
  {
    key: 'employer',
    label: 'Employer / business',
    read: (a) => text(a.employment_info?.company_name ?? a.business_info?.business_name),
  },
  {
    key: 'monthly_income',
    label: 'Monthly in-hand salary',
    read: (a) => amount(a.employment_info?.monthly_in_hand_salary),
  },
  {
    key: 'offer_amount',
    label: 'Offered loan amount',
    read: (a) => amount(a.loan_offer?.selected_loan_amount),
  },
  {
    key: 'interest_rate',
    label: 'Interest rate (% p.a.)',
    read: (a) => number(a.loan_offer?.interest_rate),
  },
  {
    key: 'tenure_months',
    label: 'Tenure (months)',
    read: (a) => number(a.loan_offer?.max_tenure_allowed),
  },
  { key: 'emi', label: 'EMI', read: (a) => amount(a.loan_offer?.final_emi) },
  {
    key: 'disbursement_date',
    label: 'Disbursement date',
    read: (a) => date(a.loan_offer?.disbursement_date),
  },
  {
    key: 'co_applicants',
    label: 'Co-applicants',
    read: (a) => text(a.co_applicants.map((co) => co.name).join(', ')),
  },
];

const BY_KEY = new Map(FIELDS.map((field) => [field.key, field]));

export function fieldOf(key: FieldKey): Field {
  const field = BY_KEY.get(key);
  if (!field) throw new Error(`No application field "${key}"`);
  return field;
}

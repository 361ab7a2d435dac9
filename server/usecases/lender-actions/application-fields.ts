import { normaliseDate } from '../../../src/domain/dates';
import { presentValue, type SectionId } from '../../../src/domain/presenter/fields';
import {
  APPLICATION_LABELS,
  EMPLOYMENT_LABELS,
  FIRST_STEP_LABELS,
  OFFER_LABELS,
  PERSON_LABELS,
} from '../../../src/domain/presenter/labels';
import type { Application } from '../applications/view';

/*
 * The application's fields a lender's export workbook holds, typed: amounts as numbers, dates
 * as dates, each lender in its own column order (./export-columns.ts). Each column is headed
 * with the presenter's label (src/domain/presenter/labels.ts, the forms' words), its unit added
 * where the cell is a bare number; enums read as their option labels. The e-mail shows the
 * whole application through the presenter itself (./summary.ts).
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

/** A code in the presenter's words: LOAN_TYPE's option label ('Personal Loan'). */
const words = (section: SectionId, field: string, code: string | null | undefined) =>
  text(code ? presentValue(section, field, code) : null);

/** The calendar date (server's local time, India's in a deployment) of an instant. */
function localDateOf(instant: string): string {
  const at = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** A number's unit in its column's header ('Tenure (months)'): the cell holds the bare number. */
const withUnit = (label: string, unit: string) => `${label} (${unit})`;

const LABELS: Readonly<Record<FieldKey, string>> = {
  tracker_id: APPLICATION_LABELS.tracker_id,
  name: FIRST_STEP_LABELS.name,
  mobile: FIRST_STEP_LABELS.mobile,
  email: PERSON_LABELS.email,
  pan_number: FIRST_STEP_LABELS.pan_number,
  dob: PERSON_LABELS.dob,
  gender: PERSON_LABELS.gender,
  job_type: FIRST_STEP_LABELS.job_type,
  loan_type: FIRST_STEP_LABELS.loan_type,
  required_amount: FIRST_STEP_LABELS.required_amount,
  status: APPLICATION_LABELS.status,
  applied_on: APPLICATION_LABELS.created_at,
  address: PERSON_LABELS.address,
  city: PERSON_LABELS.city,
  state: PERSON_LABELS.state,
  pincode: PERSON_LABELS.pincode,
  employer: APPLICATION_LABELS.employer,
  monthly_income: EMPLOYMENT_LABELS.monthly_in_hand_salary,
  offer_amount: OFFER_LABELS.selected_loan_amount,
  interest_rate: withUnit(OFFER_LABELS.interest_rate, '% p.a.'),
  tenure_months: withUnit(OFFER_LABELS.max_tenure_allowed, 'months'),
  emi: OFFER_LABELS.final_emi,
  disbursement_date: OFFER_LABELS.disbursement_date,
  co_applicants: APPLICATION_LABELS.co_applicants,
};

const READS: Readonly<Record<FieldKey, (application: Application) => FieldValue>> = {
  tracker_id: (a) => text(a.tracker_id),
  name: (a) => text(a.name),
  mobile: (a) => text(a.mobile),
  email: (a) => text(a.personal_info?.email),
  pan_number: (a) => text(a.pan_number),
  dob: (a) => date(a.personal_info?.dob),
  gender: (a) => words('personal', 'gender', a.personal_info?.gender),
  job_type: (a) => words('first-step', 'job_type', a.job_type),
  loan_type: (a) => words('first-step', 'loan_type', a.loan_type),
  required_amount: (a) => amount(a.required_amount),
  status: (a) => words('application', 'status', a.status),
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

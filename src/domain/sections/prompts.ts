/*
 * What an empty required field says (issue 18, after the GOV.UK Design System's error messages):
 * what to do, in the partner's words ("Enter the borrower's PAN"), where a wrong value keeps the
 * spec's message ("Invalid pan number"). Only the forms use these: the API keeps the spec's
 * messages, which outside clients are written against.
 */

/** Whom a form's person fields are about. */
export type PromptSubject = 'borrower' | 'co-applicant';

/** `{whose}` becomes "borrower's" or "co-applicant's", `{who}` the subject itself. */
const PROMPTS: Readonly<Record<string, string>> = {
  mobile: 'Enter the {whose} mobile number',
  name: 'Enter the {whose} full name',
  pan_number: 'Enter the {whose} PAN',
  job_type: 'Select the {whose} job type',
  loan_type: 'Select the loan type',
  dob: 'Enter the {whose} date of birth',
  gender: 'Select the {whose} gender',
  marital_status: 'Select the {whose} marital status',
  pincode: 'Enter the {whose} pincode',
  city: 'Enter the city',
  state: 'Enter the state',
  address: 'Enter the {whose} address',
  years_of_residence: 'Enter how many years the {who} has lived at this address',
  address_type: 'Select the address ownership type',
  shareholding_percentage: 'Enter the {whose} shareholding percentage',
  pan: 'Upload the {whose} PAN card',
  aadhaar_front: 'Upload the front of the {whose} Aadhaar card',
  aadhaar_back: 'Upload the back of the {whose} Aadhaar card',
  bank_name: 'Select the bank',
  statement_bank_id: 'Select the bank',
  bank_statement: 'Upload the bank statement',
  company_address_type: 'Select the company address type',
  business_name: 'Enter the business name',
  business_type: 'Select the business type',
  business_industry: 'Select the business industry',
  gst_number: 'Enter the GST number',
  vintage_of_business: 'Enter the vintage of business in years',
  present_business_experience: 'Enter the present business experience in years',
  total_work_experience: 'Enter the total work experience in years',
  business_pincode: 'Enter the business pincode',
  business_city: 'Enter the business city',
  business_state: 'Enter the business state',
  business_address: 'Enter the business address',
  business_address_type: 'Select the business address type',
  years_at_business_address: 'Enter the years at the business address',
  business_proof_type: 'Select the business proof type',
  business_proof: 'Upload the business proof',
};

/** A reference's fields (references.<n>.<field>): about the reference, whoever the form is for. */
const REFERENCE_PROMPTS: Readonly<Record<string, string>> = {
  type: 'Select the reference type',
  name: "Enter the reference's name",
  phone: "Enter the reference's mobile number",
  address: "Enter the reference's address",
};

const REFERENCE_PATH = /^references\.\d+\.(\w+)$/;
/** An extra bank's fields carry its number (bank_name1): they read like the primary bank's. */
const EXTRA_BANK_SUFFIX = /(?<=^(?:bank_name|statement_bank_id|bank_statement))\d+$/;

/**
 * What to tell the partner when the required field at `path` is empty, or null to keep the
 * schema's message (a field with no prompt, a checkbox whose message already says what to do).
 */
export function emptyFieldPrompt(path: string, subject: PromptSubject = 'borrower'): string | null {
  const reference = REFERENCE_PATH.exec(path);
  if (reference) return REFERENCE_PROMPTS[reference[1] ?? ''] ?? null;
  const template = PROMPTS[path.replace(EXTRA_BANK_SUFFIX, '')];
  if (!template) return null;
  return template.replaceAll('{whose}', `${subject}'s`).replaceAll('{who}', subject);
}

/*
 * Issue 29 item 2: every field's name in the spec's words, written once. The capture wizard's
 * forms label their fields with these, and the presenter (./fields.ts) names stored values with
 * the same words wherever an application is shown: the expanded row, History, the lender's
 * e-mail and the export's header row. Plain strings only: the wizard's chunks import this file.
 * A form may add a hint to a label (' (optional)', ' (₹)'); the words themselves live here.
 */

/** The steps' titles, as the wizard's steps are headed and the expanded row groups them. */
export const STEP_TITLES = {
  'first-step': 'Basic Details',
  personal: 'Personal Details',
  employment: 'Employment Details',
  business: 'Business Details',
  'co-applicant': 'Co-applicant',
  reference: 'Reference',
  'asset-documents': 'Asset Documents',
  offer: 'Loan Offer',
} as const;

/** The first step (capture-app §3: the mobile, who the borrower is and what they ask for). */
export const FIRST_STEP_LABELS = {
  mobile: 'Mobile Number',
  name: 'Full Name (as per PAN)',
  pan_number: 'PAN Number',
  job_type: 'Job Type',
  loan_type: 'Loan Type',
  required_amount: 'Required Loan Amount',
  purpose: 'Purpose of Loan',
  referral_code: 'Referral Code',
  terms_accepted: 'Terms and Conditions',
  bureau_consent: 'Lenders Consent',
} as const;

/** An address's parts; prefixed by whose address it is ('Company Pincode'). */
export const ADDRESS_LABELS = {
  pincode: 'Pincode',
  city: 'City',
  state: 'State',
  address: 'Address',
  address_type: 'Address Type',
} as const;

/** A person's fields wherever the wizard asks about one (the applicant, a co-applicant). */
export const PERSON_LABELS = {
  name: 'Full Name',
  mobile: 'Mobile Number',
  email: 'Email',
  dob: 'Date of Birth',
  gender: 'Gender',
  marital_status: 'Marital Status',
  spouse_name: 'Spouse Name',
  mothers_name: "Mother's Name",
  pincode: ADDRESS_LABELS.pincode,
  city: ADDRESS_LABELS.city,
  state: ADDRESS_LABELS.state,
  address: ADDRESS_LABELS.address,
  years_of_residence: 'Years of Residence',
  address_type: 'Address Ownership Type',
  pan_number: 'PAN Number',
  shareholding_percentage: 'Shareholding Percentage',
  purpose: 'Purpose',
} as const;

/** A bank's fields (spec §3), without the suffix of an extra bank. */
export const BANK_LABELS = {
  bank_name: 'Bank Name',
  bank_statement: 'Bank Statements',
  bank_statement_pwd: 'Statement Password',
  bank_account_type: 'Account Type',
  credit_limit: 'Credit Limit',
} as const;

/** Where an extra bank's fields are named ('Additional Bank 1'). */
export const additionalBankTitle = (suffix: number | string) => `Additional Bank ${suffix}`;

/** Employment details of a salaried borrower (the company address: ADDRESS_LABELS of 'Company'). */
export const EMPLOYMENT_LABELS = {
  company_name: 'Company Name',
  designation: 'Designation',
  official_email: 'Official Email',
  monthly_in_hand_salary: 'Monthly In-hand Salary',
  work_experience_years: 'Work Experience (Years)',
  work_experience_months: 'Work Experience (Months)',
  company_sector: 'Company Sector',
  company_website_link: 'Company Website',
} as const;

/** Business details of a self-employed borrower (the address: ADDRESS_LABELS of 'Business'). */
export const BUSINESS_LABELS = {
  business_name: 'Business Name',
  business_type: 'Business Type',
  number_of_partners_or_directors: 'Number of Partners/Directors',
  shareholding_percentage: 'Shareholding Percentage',
  business_pan: 'Business PAN',
  is_gst_available: 'GST Available',
  gst_number: 'GST Number',
  business_industry: 'Business Industry',
  nature_of_business: 'Nature of Business',
  vintage_of_business: 'Vintage of Business (Years)',
  present_business_experience: 'Present Business Experience (Years)',
  total_work_experience: 'Total Work Experience (Years)',
  years_at_business_address: 'Years at Business Address',
  business_proof_type: 'Business Proof Type',
  remarks: 'Remarks',
} as const;

/** A business's figures for one financial year ('Turnover FY 2024-25'). */
export const turnoverLabel = (fy: string) => `Turnover FY ${fy}`;
export const profitLabel = (fy: string) => `Profit FY ${fy}`;

/** One reference (capture-app §3). */
export const REFERENCE_LABELS = {
  type: 'Reference Type',
  company_name: 'Company Name',
  name: 'Name',
  phone: 'Phone Number',
  address: 'Address',
} as const;

/** The gold loan's text beside its documents. */
export const ASSET_DOCUMENT_LABELS = {
  gl_valuer_comment: 'Valuer Comment',
} as const;

/** The loan offer's rows (capture-app §6), as the offer step shows them. */
export const OFFER_LABELS = {
  bre_score: 'Credit score',
  decision: 'Decision',
  interest_rate: 'Interest Rate',
  final_emi: 'EMI',
  total_processing_fee_amount: 'Processing Fee',
  insurance_fee: 'Insurance Fee',
  selected_loan_amount: 'Loan Amount',
  max_tenure_allowed: 'Tenure',
  disbursement_date: 'Disbursement Date',
  emi_start_date: 'EMI Start Date',
  reasons: 'Rejection Reasons',
} as const;

/** What the application itself carries besides its steps (the list's columns, its status). */
export const APPLICATION_LABELS = {
  tracker_id: 'Tracker ID',
  status: 'Status',
  created_at: 'Applied On',
  remarks: 'Remarks',
  rejection_reason: 'Rejection Reason',
  employer: 'Company or Business Name',
  co_applicants: 'Co-applicants',
} as const;

/** What the lender actions record (lender-portal: Send, Upload, Email, Export, a lender's answer). */
export const LENDER_ACTION_LABELS = {
  lender_id: 'Lender',
  lender_ref_id: 'Lender Reference',
  status: 'Lender Status',
  to: 'Recipient',
  attachments: 'Attachments',
  linked: 'Files Sent as Links',
  documents: 'Documents',
  file_name: 'File',
} as const;

/** What an offline case records (partner-portal: Record Offline Disbursement). */
export const CASE_LABELS = {
  name: 'Borrower Name',
  loan_type: 'Loan Type',
  required_amount: 'Amount',
  remarks: 'Remarks',
  lender_info: 'Lenders',
} as const;

/** The Key Fact Statement's dates (issue 21). */
export const KFS_LABELS = {
  issued_on: 'Key Fact Statement Issued On',
  valid_until: 'Key Fact Statement Valid Until',
  acknowledged_at: 'Key Fact Statement Acknowledged At',
} as const;

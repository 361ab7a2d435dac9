import type { MessageDescriptor } from '@lingui/core';

/*
 * What an empty required field says (sections/prompts.ts emptyFieldPrompt, issue 18), as
 * descriptors (issue 32): one for each field and subject, since Hindi words "borrower's" by
 * the noun that follows. Keyed '<field>' for the borrower, '<field>@co-applicant' for a
 * co-applicant, 'references.<field>' for a reference's.
 */

type Descriptor = MessageDescriptor & { id: string; message: string };

export const PROMPT_MESSAGES = {
  mobile: /*i18n*/ { id: 'PROMPT.mobile', message: "Enter the borrower's mobile number" },
  'mobile@co-applicant': /*i18n*/ {
    id: 'PROMPT.mobile.CO_APPLICANT',
    message: "Enter the co-applicant's mobile number",
  },
  name: /*i18n*/ { id: 'PROMPT.name', message: "Enter the borrower's full name" },
  'name@co-applicant': /*i18n*/ {
    id: 'PROMPT.name.CO_APPLICANT',
    message: "Enter the co-applicant's full name",
  },
  pan_number: /*i18n*/ { id: 'PROMPT.pan_number', message: "Enter the borrower's PAN" },
  'pan_number@co-applicant': /*i18n*/ {
    id: 'PROMPT.pan_number.CO_APPLICANT',
    message: "Enter the co-applicant's PAN",
  },
  job_type: /*i18n*/ { id: 'PROMPT.job_type', message: "Select the borrower's job type" },
  'job_type@co-applicant': /*i18n*/ {
    id: 'PROMPT.job_type.CO_APPLICANT',
    message: "Select the co-applicant's job type",
  },
  loan_type: /*i18n*/ { id: 'PROMPT.loan_type', message: 'Select the loan type' },
  dob: /*i18n*/ { id: 'PROMPT.dob', message: "Enter the borrower's date of birth" },
  'dob@co-applicant': /*i18n*/ {
    id: 'PROMPT.dob.CO_APPLICANT',
    message: "Enter the co-applicant's date of birth",
  },
  gender: /*i18n*/ { id: 'PROMPT.gender', message: "Select the borrower's gender" },
  'gender@co-applicant': /*i18n*/ {
    id: 'PROMPT.gender.CO_APPLICANT',
    message: "Select the co-applicant's gender",
  },
  marital_status: /*i18n*/ {
    id: 'PROMPT.marital_status',
    message: "Select the borrower's marital status",
  },
  'marital_status@co-applicant': /*i18n*/ {
    id: 'PROMPT.marital_status.CO_APPLICANT',
    message: "Select the co-applicant's marital status",
  },
  pincode: /*i18n*/ { id: 'PROMPT.pincode', message: "Enter the borrower's pincode" },
  'pincode@co-applicant': /*i18n*/ {
    id: 'PROMPT.pincode.CO_APPLICANT',
    message: "Enter the co-applicant's pincode",
  },
  city: /*i18n*/ { id: 'PROMPT.city', message: 'Enter the city' },
  state: /*i18n*/ { id: 'PROMPT.state', message: 'Enter the state' },
  address: /*i18n*/ { id: 'PROMPT.address', message: "Enter the borrower's address" },
  'address@co-applicant': /*i18n*/ {
    id: 'PROMPT.address.CO_APPLICANT',
    message: "Enter the co-applicant's address",
  },
  years_of_residence: /*i18n*/ {
    id: 'PROMPT.years_of_residence',
    message: 'Enter how many years the borrower has lived at this address',
  },
  'years_of_residence@co-applicant': /*i18n*/ {
    id: 'PROMPT.years_of_residence.CO_APPLICANT',
    message: 'Enter how many years the co-applicant has lived at this address',
  },
  address_type: /*i18n*/ {
    id: 'PROMPT.address_type',
    message: 'Select the address ownership type',
  },
  shareholding_percentage: /*i18n*/ {
    id: 'PROMPT.shareholding_percentage',
    message: "Enter the borrower's shareholding percentage",
  },
  'shareholding_percentage@co-applicant': /*i18n*/ {
    id: 'PROMPT.shareholding_percentage.CO_APPLICANT',
    message: "Enter the co-applicant's shareholding percentage",
  },
  pan: /*i18n*/ { id: 'PROMPT.pan', message: "Upload the borrower's PAN card" },
  'pan@co-applicant': /*i18n*/ {
    id: 'PROMPT.pan.CO_APPLICANT',
    message: "Upload the co-applicant's PAN card",
  },
  aadhaar_front: /*i18n*/ {
    id: 'PROMPT.aadhaar_front',
    message: "Upload the front of the borrower's Aadhaar card",
  },
  'aadhaar_front@co-applicant': /*i18n*/ {
    id: 'PROMPT.aadhaar_front.CO_APPLICANT',
    message: "Upload the front of the co-applicant's Aadhaar card",
  },
  aadhaar_back: /*i18n*/ {
    id: 'PROMPT.aadhaar_back',
    message: "Upload the back of the borrower's Aadhaar card",
  },
  'aadhaar_back@co-applicant': /*i18n*/ {
    id: 'PROMPT.aadhaar_back.CO_APPLICANT',
    message: "Upload the back of the co-applicant's Aadhaar card",
  },
  bank_name: /*i18n*/ { id: 'PROMPT.bank_name', message: 'Select the bank' },
  bank_statement: /*i18n*/ { id: 'PROMPT.bank_statement', message: 'Upload the bank statement' },
  company_address_type: /*i18n*/ {
    id: 'PROMPT.company_address_type',
    message: 'Select the company address type',
  },
  business_name: /*i18n*/ { id: 'PROMPT.business_name', message: 'Enter the business name' },
  business_type: /*i18n*/ { id: 'PROMPT.business_type', message: 'Select the business type' },
  business_industry: /*i18n*/ {
    id: 'PROMPT.business_industry',
    message: 'Select the business industry',
  },
  gst_number: /*i18n*/ { id: 'PROMPT.gst_number', message: 'Enter the GST number' },
  vintage_of_business: /*i18n*/ {
    id: 'PROMPT.vintage_of_business',
    message: 'Enter the vintage of business in years',
  },
  present_business_experience: /*i18n*/ {
    id: 'PROMPT.present_business_experience',
    message: 'Enter the present business experience in years',
  },
  total_work_experience: /*i18n*/ {
    id: 'PROMPT.total_work_experience',
    message: 'Enter the total work experience in years',
  },
  business_pincode: /*i18n*/ {
    id: 'PROMPT.business_pincode',
    message: 'Enter the business pincode',
  },
  business_city: /*i18n*/ { id: 'PROMPT.business_city', message: 'Enter the business city' },
  business_state: /*i18n*/ { id: 'PROMPT.business_state', message: 'Enter the business state' },
  business_address: /*i18n*/ {
    id: 'PROMPT.business_address',
    message: 'Enter the business address',
  },
  business_address_type: /*i18n*/ {
    id: 'PROMPT.business_address_type',
    message: 'Select the business address type',
  },
  years_at_business_address: /*i18n*/ {
    id: 'PROMPT.years_at_business_address',
    message: 'Enter the years at the business address',
  },
  business_proof_type: /*i18n*/ {
    id: 'PROMPT.business_proof_type',
    message: 'Select the business proof type',
  },
  business_proof: /*i18n*/ { id: 'PROMPT.business_proof', message: 'Upload the business proof' },
  'references.type': /*i18n*/ {
    id: 'PROMPT.references.type',
    message: 'Select the reference type',
  },
  'references.name': /*i18n*/ {
    id: 'PROMPT.references.name',
    message: "Enter the reference's name",
  },
  'references.phone': /*i18n*/ {
    id: 'PROMPT.references.phone',
    message: "Enter the reference's mobile number",
  },
  'references.address': /*i18n*/ {
    id: 'PROMPT.references.address',
    message: "Enter the reference's address",
  },
} as const satisfies Record<string, Descriptor>;

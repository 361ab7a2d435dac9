import type { MessageDescriptor } from '@lingui/core';

/*
 * Every refusal a schema or a rule of src/domain says (issue 32), by its stable id: the id is the
 * API's `code`, the English is exactly what the schema says (see ./lookup.ts), the Hindi is in
 * the `domain` catalog. A place such as `{max}` stands for a figure the code puts in.
 */

type Descriptor = MessageDescriptor & { id: string; message: string };

export const VALIDATION_MESSAGES = {
  INVALID_INPUT: /*i18n*/ { id: 'INVALID_INPUT', message: 'Invalid input' },
  MOBILE_NUMBER_INVALID: /*i18n*/ { id: 'MOBILE_NUMBER_INVALID', message: 'Invalid mobile number' },
  MOBILE_INVALID: /*i18n*/ { id: 'MOBILE_INVALID', message: 'Invalid mobile' },
  EMAIL_INVALID: /*i18n*/ { id: 'EMAIL_INVALID', message: 'Invalid email' },
  EMAIL_TOO_LONG: /*i18n*/ {
    id: 'EMAIL_TOO_LONG',
    message: 'Email must be at most {max} characters',
  },
  PINCODE_INVALID: /*i18n*/ { id: 'PINCODE_INVALID', message: 'Invalid pincode' },
  PAN_INVALID: /*i18n*/ { id: 'PAN_INVALID', message: 'Invalid pan number' },
  OTHER_ID_INVALID: /*i18n*/ { id: 'OTHER_ID_INVALID', message: 'Invalid ID number' },
  IFSC_INVALID: /*i18n*/ { id: 'IFSC_INVALID', message: 'Invalid IFSC' },
  GST_NUMBER_INVALID: /*i18n*/ { id: 'GST_NUMBER_INVALID', message: 'Invalid GST number' },
  ACCOUNT_NUMBER_INVALID: /*i18n*/ {
    id: 'ACCOUNT_NUMBER_INVALID',
    message: 'Invalid account number',
  },
  NAME_INVALID: /*i18n*/ { id: 'NAME_INVALID', message: 'Invalid name' },
  NAME_TOO_LONG: /*i18n*/ { id: 'NAME_TOO_LONG', message: 'Name must be at most {max} characters' },
  ADDRESS_INVALID: /*i18n*/ { id: 'ADDRESS_INVALID', message: 'Invalid address' },
  ADDRESS_TOO_LONG: /*i18n*/ {
    id: 'ADDRESS_TOO_LONG',
    message: 'Address must be at most {max} characters',
  },
  PURPOSE_TOO_LONG: /*i18n*/ {
    id: 'PURPOSE_TOO_LONG',
    message: 'Purpose of loan must be at most {max} characters',
  },
  OTP_INVALID: /*i18n*/ { id: 'OTP_INVALID', message: 'Invalid OTP' },
  OTP_VERIFY_FAILED: /*i18n*/ {
    id: 'OTP_VERIFY_FAILED',
    message: 'Invalid OTP. Please try again.',
  },
  OTP_VERIFY_ERROR: /*i18n*/ {
    id: 'OTP_VERIFY_ERROR',
    message: 'Failed to verify OTP. Please try again.',
  },
  OTP_EXPIRED: /*i18n*/ {
    id: 'OTP_EXPIRED',
    message: 'OTP has expired. Please request a new one.',
  },
  OTP_TOO_MANY_ATTEMPTS: /*i18n*/ {
    id: 'OTP_TOO_MANY_ATTEMPTS',
    message: 'Too many wrong attempts. Please request a new OTP.',
  },
  SESSION_INVALID: /*i18n*/ { id: 'SESSION_INVALID', message: 'Invalid session' },
  REQUEST_ORIGIN_INVALID: /*i18n*/ {
    id: 'REQUEST_ORIGIN_INVALID',
    message: 'Invalid request origin',
  },
  PROPOSAL_NUMBER_INVALID: /*i18n*/ {
    id: 'PROPOSAL_NUMBER_INVALID',
    message: 'Invalid proposal number',
  },
  UNKNOWN_FIELD: /*i18n*/ { id: 'UNKNOWN_FIELD', message: 'Unknown field: {field}' },
  APPLICATION_DATA_INVALID: /*i18n*/ {
    id: 'APPLICATION_DATA_INVALID',
    message: 'Invalid application data',
  },
  AMOUNT_INVALID: /*i18n*/ { id: 'AMOUNT_INVALID', message: 'Must be a valid number' },
  DOB_AGE: /*i18n*/ { id: 'DOB_AGE', message: 'Age not acceptable as per provided DOB' },
  DOB_INVALID: /*i18n*/ { id: 'DOB_INVALID', message: 'Invalid date of birth' },
  HOSTNAME_INVALID: /*i18n*/ { id: 'HOSTNAME_INVALID', message: 'Invalid hostname' },
  PAGE_INVALID: /*i18n*/ { id: 'PAGE_INVALID', message: 'Invalid page: a whole number from 0' },
  SIZE_INVALID: /*i18n*/ {
    id: 'SIZE_INVALID',
    message: 'Invalid size: a whole number from 1 to {max}',
  },
  UNKNOWN_QUERY_PARAMETER: /*i18n*/ {
    id: 'UNKNOWN_QUERY_PARAMETER',
    message: 'Unknown query parameter: {name}',
  },
  STATUS_SCOPE_INVALID: /*i18n*/ {
    id: 'STATUS_SCOPE_INVALID',
    message: 'Invalid status: use ALL or one of {statuses}',
  },
  APPLICATION_ID_INVALID: /*i18n*/ {
    id: 'APPLICATION_ID_INVALID',
    message: 'Invalid application id',
  },
  APPLICATION_ID_MISSING: /*i18n*/ {
    id: 'APPLICATION_ID_MISSING',
    message: 'Missing application id',
  },
  TRACKER_ID_INVALID: /*i18n*/ { id: 'TRACKER_ID_INVALID', message: 'Invalid tracker id' },
  UTM_ID_INVALID: /*i18n*/ {
    id: 'UTM_ID_INVALID',
    message: 'UTM id must be text of at most {max} characters',
  },
  UTM_DETAILS_INVALID: /*i18n*/ { id: 'UTM_DETAILS_INVALID', message: 'Invalid UTM details' },
  TEXT_UNSTORABLE: /*i18n*/ {
    id: 'TEXT_UNSTORABLE',
    message: 'Text must not contain NUL, unpaired surrogate or bidirectional control characters',
  },
  FIELD_UNSTORABLE: /*i18n*/ {
    id: 'FIELD_UNSTORABLE',
    message: '{field} must not contain NUL, unpaired surrogate or bidirectional control characters',
  },
  NO_INCOMPLETE_APPLICATION: /*i18n*/ {
    id: 'NO_INCOMPLETE_APPLICATION',
    message: 'No Incomplete Application Found',
  },
  DOCUMENT_TYPE: /*i18n*/ { id: 'DOCUMENT_TYPE', message: 'Please choose a PNG, JPG or PDF file.' },
  DOCUMENT_TOO_LARGE: /*i18n*/ {
    id: 'DOCUMENT_TOO_LARGE',
    message: 'The file is larger than {mb} MB. Please choose a smaller one.',
  },
  DOCUMENT_NOT_WHAT_IT_SAYS: /*i18n*/ {
    id: 'DOCUMENT_NOT_WHAT_IT_SAYS',
    message:
      'This file is not a PNG, JPG or PDF, whatever its name says. Please choose a PNG, JPG or PDF file.',
  },
  DOCUMENT_EMPTY: /*i18n*/ {
    id: 'DOCUMENT_EMPTY',
    message: 'The file is empty. Please choose another one.',
  },
  DOCUMENT_CHOOSE_AGAIN: /*i18n*/ {
    id: 'DOCUMENT_CHOOSE_AGAIN',
    message: 'The upload was interrupted. Please choose the file again.',
  },
  IMAGE_TYPE: /*i18n*/ { id: 'IMAGE_TYPE', message: 'Please choose a PNG or JPG photo.' },
  TOO_MANY_FILES_AT_ONCE: /*i18n*/ {
    id: 'TOO_MANY_FILES_AT_ONCE',
    message: 'Please upload at most {max} files at once.',
  },
  UPLOAD_TYPE_INVALID: /*i18n*/ { id: 'UPLOAD_TYPE_INVALID', message: 'Invalid upload type' },
  FILE_TYPE_INVALID: /*i18n*/ { id: 'FILE_TYPE_INVALID', message: 'Invalid file type' },
  NAME_PREFIX_INVALID: /*i18n*/ { id: 'NAME_PREFIX_INVALID', message: 'Invalid name prefix' },
  RECORD_INDEX_INVALID: /*i18n*/ { id: 'RECORD_INDEX_INVALID', message: 'Invalid record index' },
  TOO_MANY_FILES_IN_DOCUMENT: /*i18n*/ {
    id: 'TOO_MANY_FILES_IN_DOCUMENT',
    message: 'At most {max} files can be attached to one document',
  },
  FILE_INVALID: /*i18n*/ { id: 'FILE_INVALID', message: 'Invalid file' },
  TERMS_NOT_ACCEPTED: /*i18n*/ {
    id: 'TERMS_NOT_ACCEPTED',
    message: 'You must accept the Terms & Conditions',
  },
  CONSENT_NOT_GIVEN: /*i18n*/ {
    id: 'CONSENT_NOT_GIVEN',
    message: 'You must accept the Lenders Consent',
  },
  JOB_TYPE_INVALID: /*i18n*/ { id: 'JOB_TYPE_INVALID', message: 'Invalid job type' },
  LOAN_TYPE_INVALID: /*i18n*/ { id: 'LOAN_TYPE_INVALID', message: 'Invalid loan type' },
  REFERRAL_CODE_TOO_LONG: /*i18n*/ {
    id: 'REFERRAL_CODE_TOO_LONG',
    message: 'Referral code must be at most {max} characters',
  },
  REQUIRED_AMOUNT_INVALID: /*i18n*/ {
    id: 'REQUIRED_AMOUNT_INVALID',
    message:
      'Enter an amount above ₹0, or leave it blank for the most the borrower is eligible for',
  },
  GENDER_REQUIRED: /*i18n*/ { id: 'GENDER_REQUIRED', message: 'Please select gender' },
  MARITAL_STATUS_REQUIRED: /*i18n*/ {
    id: 'MARITAL_STATUS_REQUIRED',
    message: 'Please select marital status',
  },
  CITY_INVALID: /*i18n*/ { id: 'CITY_INVALID', message: 'Invalid city' },
  STATE_INVALID: /*i18n*/ { id: 'STATE_INVALID', message: 'Invalid state' },
  CITY_TOO_LONG: /*i18n*/ { id: 'CITY_TOO_LONG', message: 'City must be at most {max} characters' },
  STATE_TOO_LONG: /*i18n*/ {
    id: 'STATE_TOO_LONG',
    message: 'State must be at most {max} characters',
  },
  YEARS_OF_RESIDENCE_INVALID: /*i18n*/ {
    id: 'YEARS_OF_RESIDENCE_INVALID',
    message: 'Years of residence must be greater than 0',
  },
  YEARS_OF_RESIDENCE_TOO_LARGE: /*i18n*/ {
    id: 'YEARS_OF_RESIDENCE_TOO_LARGE',
    message: 'Years of residence must be at most {max}',
  },
  ADDRESS_TYPE_REQUIRED: /*i18n*/ {
    id: 'ADDRESS_TYPE_REQUIRED',
    message: 'Please select address ownership type',
  },
  PAN_FILE_MISSING: /*i18n*/ { id: 'PAN_FILE_MISSING', message: 'Missing PAN' },
  AADHAAR_FRONT_MISSING: /*i18n*/ { id: 'AADHAAR_FRONT_MISSING', message: 'Missing aadhaar front' },
  AADHAAR_BACK_MISSING: /*i18n*/ { id: 'AADHAAR_BACK_MISSING', message: 'Missing aadhaar back' },
  SPOUSE_NAME_INVALID: /*i18n*/ { id: 'SPOUSE_NAME_INVALID', message: 'Invalid spouse name' },
  MOTHERS_NAME_INVALID: /*i18n*/ { id: 'MOTHERS_NAME_INVALID', message: "Invalid mother's name" },
  COMPANY_SECTOR_REQUIRED: /*i18n*/ {
    id: 'COMPANY_SECTOR_REQUIRED',
    message: 'Please select company sector',
  },
  WORK_EXPERIENCE_MONTHS_INVALID: /*i18n*/ {
    id: 'WORK_EXPERIENCE_MONTHS_INVALID',
    message: 'Work experience months must be between 0 and 11',
  },
  COMPANY_ADDRESS_TYPE_REQUIRED: /*i18n*/ {
    id: 'COMPANY_ADDRESS_TYPE_REQUIRED',
    message: 'Please select company address type',
  },
  COMPANY_NAME_INVALID: /*i18n*/ { id: 'COMPANY_NAME_INVALID', message: 'Invalid company name' },
  COMPANY_NAME_TOO_LONG: /*i18n*/ {
    id: 'COMPANY_NAME_TOO_LONG',
    message: 'Company name must be at most {max} characters',
  },
  DESIGNATION_INVALID: /*i18n*/ { id: 'DESIGNATION_INVALID', message: 'Invalid designation' },
  DESIGNATION_TOO_LONG: /*i18n*/ {
    id: 'DESIGNATION_TOO_LONG',
    message: 'Designation must be at most {max} characters',
  },
  WEBSITE_INVALID: /*i18n*/ { id: 'WEBSITE_INVALID', message: 'Invalid website' },
  WEBSITE_TOO_LONG: /*i18n*/ {
    id: 'WEBSITE_TOO_LONG',
    message: 'Website must be at most {max} characters',
  },
  WORK_EXPERIENCE_TOO_LARGE: /*i18n*/ {
    id: 'WORK_EXPERIENCE_TOO_LARGE',
    message: 'Work experience must be at most {max} years',
  },
  SALARY_SLIP_MISSING: /*i18n*/ {
    id: 'SALARY_SLIP_MISSING',
    message: 'Missing salary slip {number}',
  },
  COMPANY_ID_CARD_INVALID: /*i18n*/ {
    id: 'COMPANY_ID_CARD_INVALID',
    message: 'Invalid company ID card',
  },
  BUSINESS_NAME_TOO_SHORT: /*i18n*/ {
    id: 'BUSINESS_NAME_TOO_SHORT',
    message: 'Business name must be at least 3 characters',
  },
  BUSINESS_NAME_TOO_LONG: /*i18n*/ {
    id: 'BUSINESS_NAME_TOO_LONG',
    message: 'Business name must be at most {max} characters',
  },
  BUSINESS_TYPE_REQUIRED: /*i18n*/ {
    id: 'BUSINESS_TYPE_REQUIRED',
    message: 'Business type is required',
  },
  PARTNERS_INVALID: /*i18n*/ {
    id: 'PARTNERS_INVALID',
    message: 'Invalid number of partners or directors',
  },
  PARTNERS_TOO_LARGE: /*i18n*/ {
    id: 'PARTNERS_TOO_LARGE',
    message: 'Number of partners or directors must be at most {max}',
  },
  SHAREHOLDING_INVALID: /*i18n*/ {
    id: 'SHAREHOLDING_INVALID',
    message: 'Invalid number of Shareholding Percentage',
  },
  SHAREHOLDING_RANGE: /*i18n*/ {
    id: 'SHAREHOLDING_RANGE',
    message: 'Shareholding Percentage must be between 0 and 100',
  },
  GST_AVAILABLE_REQUIRED: /*i18n*/ {
    id: 'GST_AVAILABLE_REQUIRED',
    message: 'Please select GST availability',
  },
  BUSINESS_INDUSTRY_REQUIRED: /*i18n*/ {
    id: 'BUSINESS_INDUSTRY_REQUIRED',
    message: 'Business industry is required',
  },
  NATURE_OF_BUSINESS_REQUIRED: /*i18n*/ {
    id: 'NATURE_OF_BUSINESS_REQUIRED',
    message: 'Please select nature of business',
  },
  CITY_REQUIRED: /*i18n*/ { id: 'CITY_REQUIRED', message: 'City is required' },
  STATE_REQUIRED: /*i18n*/ { id: 'STATE_REQUIRED', message: 'State is required' },
  BUSINESS_ADDRESS_TOO_SHORT: /*i18n*/ {
    id: 'BUSINESS_ADDRESS_TOO_SHORT',
    message: 'Address must be at least 8 characters',
  },
  BUSINESS_ADDRESS_TYPE_REQUIRED: /*i18n*/ {
    id: 'BUSINESS_ADDRESS_TYPE_REQUIRED',
    message: 'Business address type is required',
  },
  BUSINESS_PROOF_TYPE_REQUIRED: /*i18n*/ {
    id: 'BUSINESS_PROOF_TYPE_REQUIRED',
    message: 'Business proof type is required',
  },
  BUSINESS_PROOF_REQUIRED: /*i18n*/ {
    id: 'BUSINESS_PROOF_REQUIRED',
    message: 'Business proof is required',
  },
  REMARKS_TOO_LONG: /*i18n*/ {
    id: 'REMARKS_TOO_LONG',
    message: 'Remarks must be at most {max} characters',
  },
  REMARKS_REQUIRED: /*i18n*/ { id: 'REMARKS_REQUIRED', message: 'Remarks are required' },
  BUSINESS_PAN_FILE_INVALID: /*i18n*/ {
    id: 'BUSINESS_PAN_FILE_INVALID',
    message: 'Invalid business PAN file',
  },
  GSTR_3B_FILES_INVALID: /*i18n*/ { id: 'GSTR_3B_FILES_INVALID', message: 'Invalid GSTR-3B files' },
  FINANCIAL_FILE_INVALID: /*i18n*/ {
    id: 'FINANCIAL_FILE_INVALID',
    message: 'Invalid financial statements file',
  },
  VINTAGE_TOO_LARGE: /*i18n*/ {
    id: 'VINTAGE_TOO_LARGE',
    message: 'Vintage of business must be at most {max} years',
  },
  BUSINESS_EXPERIENCE_TOO_LARGE: /*i18n*/ {
    id: 'BUSINESS_EXPERIENCE_TOO_LARGE',
    message: 'Present business experience must be at most {max} years',
  },
  TOTAL_WORK_EXPERIENCE_TOO_LARGE: /*i18n*/ {
    id: 'TOTAL_WORK_EXPERIENCE_TOO_LARGE',
    message: 'Total work experience must be at most {max} years',
  },
  YEARS_AT_BUSINESS_ADDRESS_TOO_LARGE: /*i18n*/ {
    id: 'YEARS_AT_BUSINESS_ADDRESS_TOO_LARGE',
    message: 'Years at business address must be at most {max} years',
  },
  FINANCIAL_YEAR_INVALID: /*i18n*/ {
    id: 'FINANCIAL_YEAR_INVALID',
    message: 'Invalid financial year',
  },
  FINANCIALS_REQUIRED: /*i18n*/ {
    id: 'FINANCIALS_REQUIRED',
    message: 'Enter turnover and profit for each of the last three financial years',
  },
  BANK_NAME_REQUIRED: /*i18n*/ { id: 'BANK_NAME_REQUIRED', message: 'Bank name is required' },
  BANK_NAME_TOO_LONG: /*i18n*/ {
    id: 'BANK_NAME_TOO_LONG',
    message: 'Bank name must be at most {max} characters',
  },
  BANK_SELECTION_REQUIRED: /*i18n*/ {
    id: 'BANK_SELECTION_REQUIRED',
    message: 'Bank selection is required',
  },
  BANK_STATEMENT_REQUIRED: /*i18n*/ {
    id: 'BANK_STATEMENT_REQUIRED',
    message: 'Bank statement is required',
  },
  BANK_ACCOUNT_TYPE_REQUIRED: /*i18n*/ {
    id: 'BANK_ACCOUNT_TYPE_REQUIRED',
    message: 'Please select account type',
  },
  CREDIT_LIMIT_INVALID: /*i18n*/ {
    id: 'CREDIT_LIMIT_INVALID',
    message: 'Credit limit must be greater than 0',
  },
  CREDIT_LIMIT_TOO_LARGE: /*i18n*/ {
    id: 'CREDIT_LIMIT_TOO_LARGE',
    message: 'Credit limit is too large',
  },
  STATEMENT_PASSWORD_INVALID: /*i18n*/ {
    id: 'STATEMENT_PASSWORD_INVALID',
    message: 'Invalid statement password',
  },
  STATEMENT_PASSWORD_TOO_LONG: /*i18n*/ {
    id: 'STATEMENT_PASSWORD_TOO_LONG',
    message: 'Statement password must be at most {max} characters',
  },
  CO_APPLICANT_PAN_FILE_INVALID: /*i18n*/ {
    id: 'CO_APPLICANT_PAN_FILE_INVALID',
    message: 'Invalid PAN file',
  },
  CO_APPLICANT_AADHAAR_FRONT_INVALID: /*i18n*/ {
    id: 'CO_APPLICANT_AADHAAR_FRONT_INVALID',
    message: 'Invalid aadhaar front',
  },
  CO_APPLICANT_AADHAAR_BACK_INVALID: /*i18n*/ {
    id: 'CO_APPLICANT_AADHAAR_BACK_INVALID',
    message: 'Invalid aadhaar back',
  },
  REFERENCE_TYPE_REQUIRED: /*i18n*/ {
    id: 'REFERENCE_TYPE_REQUIRED',
    message: 'Please select reference type',
  },
  REFERENCE_NAME_REQUIRED: /*i18n*/ { id: 'REFERENCE_NAME_REQUIRED', message: 'Name is required' },
  REFERENCE_PHONE_REQUIRED: /*i18n*/ {
    id: 'REFERENCE_PHONE_REQUIRED',
    message: 'Please enter mobile number',
  },
  REFERENCE_ADDRESS_REQUIRED: /*i18n*/ {
    id: 'REFERENCE_ADDRESS_REQUIRED',
    message: 'Address is required',
  },
  AT_LEAST_ONE_REFERENCE: /*i18n*/ {
    id: 'AT_LEAST_ONE_REFERENCE',
    message: 'At least one reference is required',
  },
  AT_MOST_REFERENCES: /*i18n*/ {
    id: 'AT_MOST_REFERENCES',
    message: 'At most {max} references can be added',
  },
  DUPLICATE_REFERENCE_PHONE: /*i18n*/ {
    id: 'DUPLICATE_REFERENCE_PHONE',
    message: 'Each reference needs a different mobile number',
  },
  REFERENCE_IS_BORROWER: /*i18n*/ {
    id: 'REFERENCE_IS_BORROWER',
    message: "A reference's mobile number cannot be the borrower's own",
  },
  REFERENCE_ID_INVALID: /*i18n*/ { id: 'REFERENCE_ID_INVALID', message: 'Invalid reference id' },
  AT_LEAST_ONE_DOCUMENT: /*i18n*/ {
    id: 'AT_LEAST_ONE_DOCUMENT',
    message: 'Please upload at least one document',
  },
  VALUER_COMMENT_INVALID: /*i18n*/ {
    id: 'VALUER_COMMENT_INVALID',
    message: 'Invalid valuer comment',
  },
  VALUER_COMMENT_TOO_LONG: /*i18n*/ {
    id: 'VALUER_COMMENT_TOO_LONG',
    message: 'Valuer comment must be at most {max} characters',
  },
  LENDER_REQUIRED: /*i18n*/ { id: 'LENDER_REQUIRED', message: 'Lender name is required' },
  CASE_NAME_REQUIRED: /*i18n*/ { id: 'CASE_NAME_REQUIRED', message: 'Case name is required' },
  LOAN_TYPE_REQUIRED: /*i18n*/ { id: 'LOAN_TYPE_REQUIRED', message: 'Loan type is required' },
  AMOUNT_NOT_A_NUMBER: /*i18n*/ { id: 'AMOUNT_NOT_A_NUMBER', message: 'Amount must be a number' },
  AMOUNT_REQUIRED: /*i18n*/ { id: 'AMOUNT_REQUIRED', message: 'Amount is required' },
  AMOUNT_WHOLE_RUPEES: /*i18n*/ {
    id: 'AMOUNT_WHOLE_RUPEES',
    message: 'Amount must be in whole rupees',
  },
  DISBURSEMENT_DATE_REQUIRED: /*i18n*/ {
    id: 'DISBURSEMENT_DATE_REQUIRED',
    message: 'Disbursement date is required',
  },
  DISBURSEMENT_DATE_INVALID: /*i18n*/ {
    id: 'DISBURSEMENT_DATE_INVALID',
    message: 'Invalid disbursement date',
  },
  INSURANCE_FEE_WAIVER_NOT_A_NUMBER: /*i18n*/ {
    id: 'INSURANCE_FEE_WAIVER_NOT_A_NUMBER',
    message: 'Insurance fee waiver must be a number',
  },
  PF_WAIVER_NOT_A_NUMBER: /*i18n*/ {
    id: 'PF_WAIVER_NOT_A_NUMBER',
    message: 'PF waiver percentage must be a number',
  },
  INTEREST_RATE_WAIVER_NOT_A_NUMBER: /*i18n*/ {
    id: 'INTEREST_RATE_WAIVER_NOT_A_NUMBER',
    message: 'Interest rate waiver must be a number',
  },
  PF_WAIVER_RANGE: /*i18n*/ {
    id: 'PF_WAIVER_RANGE',
    message: 'PF waiver percentage must be between 0 and 100',
  },
  INTEREST_RATE_WAIVER_RANGE: /*i18n*/ {
    id: 'INTEREST_RATE_WAIVER_RANGE',
    message: 'Interest rate waiver must be between 0 and 100',
  },
  INSURANCE_FEE_WAIVER_NEGATIVE: /*i18n*/ {
    id: 'INSURANCE_FEE_WAIVER_NEGATIVE',
    message: 'Insurance fee waiver cannot be negative',
  },
  PENDENCY_REQUIRED: /*i18n*/ { id: 'PENDENCY_REQUIRED', message: 'Pendency must be Yes or No' },
  PENDENCY_DESC_REQUIRED: /*i18n*/ {
    id: 'PENDENCY_DESC_REQUIRED',
    message: 'Pendency description is required',
  },
  PENDENCY_DESC_TOO_LONG: /*i18n*/ {
    id: 'PENDENCY_DESC_TOO_LONG',
    message: 'Pendency description must be at most {max} characters',
  },
  CASE_ID_TOO_LONG: /*i18n*/ {
    id: 'CASE_ID_TOO_LONG',
    message: 'Case ID must be at most {max} characters',
  },
  AT_LEAST_ONE_LENDER: /*i18n*/ { id: 'AT_LEAST_ONE_LENDER', message: 'Add at least one lender' },
  AT_MOST_LENDERS: /*i18n*/ {
    id: 'AT_MOST_LENDERS',
    message: 'At most {max} lenders can be added to one case',
  },
  LENDER_ADDED_TWICE: /*i18n*/ {
    id: 'LENDER_ADDED_TWICE',
    message: 'Each lender can be added to a case only once',
  },
  LOAN_AMOUNT_NOT_WHOLE: /*i18n*/ {
    id: 'LOAN_AMOUNT_NOT_WHOLE',
    message: 'Loan amount must be a whole number of rupees',
  },
  TENURE_NOT_WHOLE: /*i18n*/ {
    id: 'TENURE_NOT_WHOLE',
    message: 'Tenure must be a whole number of months',
  },
  EMI_START_DATE_INVALID: /*i18n*/ {
    id: 'EMI_START_DATE_INVALID',
    message: 'Invalid EMI start date',
  },
  DISBURSEMENT_DATE_PAST: /*i18n*/ {
    id: 'DISBURSEMENT_DATE_PAST',
    message: 'Disbursement date cannot be in the past',
  },
  DISBURSEMENT_DATE_TOO_LATE: /*i18n*/ {
    id: 'DISBURSEMENT_DATE_TOO_LATE',
    message: 'Disbursement date must be within {days} days',
  },
  DISBURSEMENT_DATE_NOT_WORKING_DAY: /*i18n*/ {
    id: 'DISBURSEMENT_DATE_NOT_WORKING_DAY',
    message: 'Disbursement date must be a working day (Monday to Friday)',
  },
  EMI_START_NOT_AFTER_DISBURSEMENT: /*i18n*/ {
    id: 'EMI_START_NOT_AFTER_DISBURSEMENT',
    message: 'EMI start date must be after the disbursement date',
  },
  OFFER_CHANGES_INVALID: /*i18n*/ {
    id: 'OFFER_CHANGES_INVALID',
    message: 'Invalid loan offer changes',
  },
  LOAN_AMOUNT_TOO_SMALL: /*i18n*/ {
    id: 'LOAN_AMOUNT_TOO_SMALL',
    message: 'Loan amount must be at least {amount}',
  },
  LOAN_AMOUNT_TOO_LARGE: /*i18n*/ {
    id: 'LOAN_AMOUNT_TOO_LARGE',
    message: 'Loan amount must be at most {amount}',
  },
  TENURE_TOO_SHORT: /*i18n*/ {
    id: 'TENURE_TOO_SHORT',
    message: 'Tenure must be at least {months} months',
  },
  TENURE_TOO_LONG: /*i18n*/ {
    id: 'TENURE_TOO_LONG',
    message: 'Tenure must be at most {months} months',
  },
  EMI_START_DATE_TOO_LATE: /*i18n*/ {
    id: 'EMI_START_DATE_TOO_LATE',
    message: 'EMI start date must be on or before {date}',
  },
  LOAN_ENDS_TOO_LATE: /*i18n*/ {
    id: 'LOAN_ENDS_TOO_LATE',
    message: 'The loan must end before the applicant turns 66: choose an earlier disbursement date',
  },
  ACCEPTED_OFFER_DATE_PASSED: /*i18n*/ {
    id: 'ACCEPTED_OFFER_DATE_PASSED',
    message:
      'The disbursement date of the accepted loan offer has passed. Choose a new disbursement date on the loan offer and accept it again, then submit.',
  },
  IS_ACCEPTED_INVALID: /*i18n*/ {
    id: 'IS_ACCEPTED_INVALID',
    message: 'is_accepted must be true or false',
  },
  SKIP_BRE_RERUN_INVALID: /*i18n*/ {
    id: 'SKIP_BRE_RERUN_INVALID',
    message: 'skip_bre_rerun must be true or false',
  },
  CONSENT_LANG_INVALID: /*i18n*/ {
    id: 'CONSENT_LANG_INVALID',
    message: 'consent_lang must be en or hi',
  },
  ASSET_FLAG_INVALID: /*i18n*/ {
    id: 'ASSET_FLAG_INVALID',
    message: 'is_al_gl_present must be true',
  },
  OFFER_ACCEPTED_LOCKED: /*i18n*/ {
    id: 'OFFER_ACCEPTED_LOCKED',
    message: 'The loan offer has been accepted and can no longer be changed',
  },
  OFFER_REJECTED_LOCKED: /*i18n*/ {
    id: 'OFFER_REJECTED_LOCKED',
    message: 'A rejected loan offer cannot be changed or accepted',
  },
  LINK_SORT_BY_INVALID: /*i18n*/ {
    id: 'LINK_SORT_BY_INVALID',
    message: 'Invalid sort_by: createdAt',
  },
  LINK_ORDER_BY_INVALID: /*i18n*/ {
    id: 'LINK_ORDER_BY_INVALID',
    message: 'Invalid order_by: asc or desc',
  },
  UTM_SOURCE_REQUIRED: /*i18n*/ {
    id: 'UTM_SOURCE_REQUIRED',
    message: 'Select a UTM source from the list',
  },
  UTM_MEDIUM_INVALID: /*i18n*/ { id: 'UTM_MEDIUM_INVALID', message: 'Invalid UTM medium' },
  UTM_MEDIUM_TOO_LONG: /*i18n*/ {
    id: 'UTM_MEDIUM_TOO_LONG',
    message: 'UTM medium must be at most {max} characters',
  },
  UTM_CAMPAIGN_INVALID: /*i18n*/ { id: 'UTM_CAMPAIGN_INVALID', message: 'Invalid UTM campaign' },
  UTM_CAMPAIGN_TOO_LONG: /*i18n*/ {
    id: 'UTM_CAMPAIGN_TOO_LONG',
    message: 'UTM campaign must be at most {max} characters',
  },
  UTM_CONTENT_INVALID: /*i18n*/ { id: 'UTM_CONTENT_INVALID', message: 'Invalid UTM content' },
  UTM_CONTENT_TOO_LONG: /*i18n*/ {
    id: 'UTM_CONTENT_TOO_LONG',
    message: 'UTM content must be at most {max} characters',
  },
  UTM_TERM_INVALID: /*i18n*/ { id: 'UTM_TERM_INVALID', message: 'Invalid UTM term' },
  UTM_TERM_TOO_LONG: /*i18n*/ {
    id: 'UTM_TERM_TOO_LONG',
    message: 'UTM term must be at most {max} characters',
  },
  APPLICATION_SOURCE_REQUIRED: /*i18n*/ {
    id: 'APPLICATION_SOURCE_REQUIRED',
    message: 'Select an application source: NORMAL or DIRECT_LEADS',
  },
  LINK_LOAN_TYPE_INVALID: /*i18n*/ {
    id: 'LINK_LOAN_TYPE_INVALID',
    message: 'Select a loan type from the list',
  },
  BASE_URL_INVALID: /*i18n*/ { id: 'BASE_URL_INVALID', message: 'Invalid base URL' },
  BASE_URL_NOT_THIS_SITE: /*i18n*/ {
    id: 'BASE_URL_NOT_THIS_SITE',
    message: "The base URL must be this site's own address.",
  },
  FIRST_NAME_INVALID: /*i18n*/ { id: 'FIRST_NAME_INVALID', message: 'Invalid first name' },
  LAST_NAME_INVALID: /*i18n*/ { id: 'LAST_NAME_INVALID', message: 'Invalid last name' },
  BUSINESS_NAME_INVALID: /*i18n*/ { id: 'BUSINESS_NAME_INVALID', message: 'Invalid business name' },
  BANK_NAME_INVALID: /*i18n*/ { id: 'BANK_NAME_INVALID', message: 'Invalid bank name' },
  CANCELLED_CHEQUE_MISSING: /*i18n*/ {
    id: 'CANCELLED_CHEQUE_MISSING',
    message: 'Missing cancelled cheque',
  },
  GST_FILE_INVALID: /*i18n*/ { id: 'GST_FILE_INVALID', message: 'Invalid GST file' },
  SHOP_PHOTO_INVALID: /*i18n*/ { id: 'SHOP_PHOTO_INVALID', message: 'Invalid shop photo' },
  COUNTER_PHOTO_INVALID: /*i18n*/ { id: 'COUNTER_PHOTO_INVALID', message: 'Invalid counter photo' },
  REFERRAL_CODE_INVALID: /*i18n*/ { id: 'REFERRAL_CODE_INVALID', message: 'Invalid referral code' },
  PHOTOS_NOT_ASKED: /*i18n*/ {
    id: 'PHOTOS_NOT_ASKED',
    message: 'Shop and counter photos are not asked for on this site.',
  },
  REJECTION_REASON_LENGTH: /*i18n*/ {
    id: 'REJECTION_REASON_LENGTH',
    message: 'Give a reason of {min} to {max} characters for the rejection',
  },
  JOIN_US_NOT_FOUND: /*i18n*/ {
    id: 'JOIN_US_NOT_FOUND',
    message: 'No partner registration found for this mobile number.',
  },
  LENDER_NOT_FOUND: /*i18n*/ { id: 'LENDER_NOT_FOUND', message: 'Lender not found' },
  LENDER_ID_INVALID: /*i18n*/ { id: 'LENDER_ID_INVALID', message: 'Invalid lender id' },
  LEAD_ID_INVALID: /*i18n*/ { id: 'LEAD_ID_INVALID', message: 'Invalid lead id' },
  RANGE_MIN_ABOVE_MAX: /*i18n*/ {
    id: 'RANGE_MIN_ABOVE_MAX',
    message: 'A range’s min must not exceed its max',
  },
  NO_CASES_FOR_KIND: /*i18n*/ {
    id: 'NO_CASES_FOR_KIND',
    message: 'Your partner account does not record offline disbursements.',
  },
} as const satisfies Record<string, Descriptor>;

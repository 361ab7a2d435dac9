import type { MessageDescriptor } from '@lingui/core';

/*
 * The other sentences src/domain says to a person (issue 32): a lender row's decision and
 * reasons (lenders/decision.ts), why a lender action is refused (lenders/actions.ts), a Join Us
 * request's status (join-us/review.ts), a rejection reason's words and advice
 * (rejection-reasons.ts; its advice is cut around amounts, each piece a message), and the
 * labels made with a number (document-fields.ts, presenter/labels.ts). A sentence naming a
 * loan type or an action has one message for each, as Hindi words it differently.
 */

type Descriptor = MessageDescriptor & { id: string; message: string };

export const TEXT_MESSAGES = {
  LENDER_DECISION_PENDING: /*i18n*/ {
    id: 'LENDER_DECISION_PENDING',
    message: 'Waiting for the loan offer: complete the application up to its loan offer step.',
  },
  LENDER_DECISION_REJECTED: /*i18n*/ {
    id: 'LENDER_DECISION_REJECTED',
    message: 'Not eligible with this lender',
  },
  LENDER_REASON_BUREAU_SCORE: /*i18n*/ {
    id: 'LENDER_REASON_BUREAU_SCORE',
    message: 'Bureau score {score} is below the minimum of {min}',
  },
  LENDER_REASON_INCOME: /*i18n*/ {
    id: 'LENDER_REASON_INCOME',
    message: 'Monthly income {income} is below the minimum of {min}',
  },
  LENDER_REASON_AGE: /*i18n*/ {
    id: 'LENDER_REASON_AGE',
    message: 'Age {age} is outside {min} to {max} years',
  },
  LENDER_REASON_OFFER_REJECTED: /*i18n*/ {
    id: 'LENDER_REASON_OFFER_REJECTED',
    message: 'No loan amount is eligible: the loan offer was rejected',
  },
  LENDER_REASON_AMOUNT: /*i18n*/ {
    id: 'LENDER_REASON_AMOUNT',
    message: 'Eligible amount {amount} is below the smallest loan of {min}',
  },
  LENDER_REASON_TENURE: /*i18n*/ {
    id: 'LENDER_REASON_TENURE',
    message:
      'The longest tenure possible ({months} months) is shorter than the minimum of {min} months',
  },
  LENDER_ELIGIBLE_UP_TO: /*i18n*/ {
    id: 'LENDER_ELIGIBLE_UP_TO',
    message: 'Eligible for up to {amount}',
  },
  LENDER_APPROVED_BY: /*i18n*/ { id: 'LENDER_APPROVED_BY', message: 'Approved by {lender}' },
  LENDER_REJECTED_BY: /*i18n*/ { id: 'LENDER_REJECTED_BY', message: 'Rejected by {lender}' },
  LENDER_GAVE_NO_REASON: /*i18n*/ {
    id: 'LENDER_GAVE_NO_REASON',
    message: '{lender} gave no reason',
  },
  LENDER_ACTION_PENDING: /*i18n*/ {
    id: 'LENDER_ACTION_PENDING',
    message: 'Complete the application and its loan offer before sending it to a lender.',
  },
  LENDER_FILES_ONLY_ONCE_APPROVED: /*i18n*/ {
    id: 'LENDER_FILES_ONLY_ONCE_APPROVED',
    message: '{lender} accepts files only once it has approved the application.',
  },
  LENDER_SEND_FIRST: /*i18n*/ {
    id: 'LENDER_SEND_FIRST',
    message: 'Send the application to {lender} first: files go with its lead.',
  },
  JOIN_US_PENDING: /*i18n*/ {
    id: 'JOIN_US_PENDING',
    message: 'Your partner registration has been received and is under review.',
  },
  JOIN_US_APPROVED: /*i18n*/ {
    id: 'JOIN_US_APPROVED',
    message: 'Your partner registration has been approved. Log in with your mobile number.',
  },
  JOIN_US_REJECTED: /*i18n*/ {
    id: 'JOIN_US_REJECTED',
    message: 'Your partner registration was rejected. Reason: {reason}',
  },
  'REJECTION.LOW_BUREAU_SCORE.TITLE': /*i18n*/ {
    id: 'REJECTION.LOW_BUREAU_SCORE.TITLE',
    message: 'Credit score too low',
  },
  'REJECTION.LOW_BUREAU_SCORE.ADVICE': /*i18n*/ {
    id: 'REJECTION.LOW_BUREAU_SCORE.ADVICE',
    message:
      "The bureau's credit score is below the {score} our lenders need; once EMIs and card bills paid on time have raised it, apply again.",
  },
  'REJECTION.OVERDUE_AMOUNT_PRESENT.TITLE': /*i18n*/ {
    id: 'REJECTION.OVERDUE_AMOUNT_PRESENT.TITLE',
    message: 'Overdue amount present',
  },
  'REJECTION.OVERDUE_AMOUNT_PRESENT.ADVICE_BEFORE': /*i18n*/ {
    id: 'REJECTION.OVERDUE_AMOUNT_PRESENT.ADVICE_BEFORE',
    message: 'The bureau shows ',
  },
  'REJECTION.OVERDUE_AMOUNT_PRESENT.ADVICE_AFTER': /*i18n*/ {
    id: 'REJECTION.OVERDUE_AMOUNT_PRESENT.ADVICE_AFTER',
    message: ' overdue; once it is cleared, apply again.',
  },
  'REJECTION.AGE_NOT_ELIGIBLE.TITLE': /*i18n*/ {
    id: 'REJECTION.AGE_NOT_ELIGIBLE.TITLE',
    message: 'Age not eligible',
  },
  'REJECTION.AGE_NOT_ELIGIBLE.ADVICE': /*i18n*/ {
    id: 'REJECTION.AGE_NOT_ELIGIBLE.ADVICE',
    message:
      'The borrower must be {min} to {max} years old, and at most {max} when the last EMI is paid; check the date of birth on the application, and if it is right, this borrower cannot take the loan.',
  },
  'REJECTION.INSUFFICIENT_INCOME.TITLE': /*i18n*/ {
    id: 'REJECTION.INSUFFICIENT_INCOME.TITLE',
    message: 'Income too low',
  },
  'REJECTION.INSUFFICIENT_INCOME.ADVICE_BEFORE': /*i18n*/ {
    id: 'REJECTION.INSUFFICIENT_INCOME.ADVICE_BEFORE',
    message: 'The income, after existing EMIs, does not support the smallest loan of ',
  },
  'REJECTION.INSUFFICIENT_INCOME.ADVICE_MIDDLE': /*i18n*/ {
    id: 'REJECTION.INSUFFICIENT_INCOME.ADVICE_MIDDLE',
    message: ' (at least ',
  },
  'REJECTION.INSUFFICIENT_INCOME.ADVICE_AFTER': /*i18n*/ {
    id: 'REJECTION.INSUFFICIENT_INCOME.ADVICE_AFTER',
    message:
      ' a month is needed); check the monthly income entered, or apply again once existing loans are paid off.',
  },
  'DOCUMENT_FIELD.BANK_STATEMENT_OF_BANK': /*i18n*/ {
    id: 'DOCUMENT_FIELD.BANK_STATEMENT_OF_BANK',
    message: 'Bank Statements (Additional Bank {bank})',
  },
  'DOCUMENT_FIELD.SALARY_SLIP_NUMBER': /*i18n*/ {
    id: 'DOCUMENT_FIELD.SALARY_SLIP_NUMBER',
    message: 'Salary Slip {number}',
  },
  'DOCUMENT_FIELD.OTHER_DOCUMENT_NUMBER': /*i18n*/ {
    id: 'DOCUMENT_FIELD.OTHER_DOCUMENT_NUMBER',
    message: 'Other Document {number}',
  },
  'FIELD.ADDITIONAL_BANK': /*i18n*/ {
    id: 'FIELD.ADDITIONAL_BANK',
    message: 'Additional Bank {number}',
  },
  'FIELD.TURNOVER_FY': /*i18n*/ { id: 'FIELD.TURNOVER_FY', message: 'Turnover FY {fy}' },
  'FIELD.PROFIT_FY': /*i18n*/ { id: 'FIELD.PROFIT_FY', message: 'Profit FY {fy}' },
  'LENDER_ACTION.SEND_TO_LENDER.APPLICATION_REJECTED': /*i18n*/ {
    id: 'LENDER_ACTION.SEND_TO_LENDER.APPLICATION_REJECTED',
    message: 'Send to Lender is not available: this application was rejected.',
  },
  'LENDER_ACTION.SEND_TO_LENDER.LENDER_REJECTED': /*i18n*/ {
    id: 'LENDER_ACTION.SEND_TO_LENDER.LENDER_REJECTED',
    message: 'Send to Lender is not available: {lender} rejected this application.',
  },
  'LENDER_ACTION.SEND_TO_LENDER.NOT_ACCEPTED': /*i18n*/ {
    id: 'LENDER_ACTION.SEND_TO_LENDER.NOT_ACCEPTED',
    message: '{lender} does not accept Send to Lender.',
  },
  'LENDER_ACTION.EMAIL_TO_LENDER.APPLICATION_REJECTED': /*i18n*/ {
    id: 'LENDER_ACTION.EMAIL_TO_LENDER.APPLICATION_REJECTED',
    message: 'Email to Lender is not available: this application was rejected.',
  },
  'LENDER_ACTION.EMAIL_TO_LENDER.LENDER_REJECTED': /*i18n*/ {
    id: 'LENDER_ACTION.EMAIL_TO_LENDER.LENDER_REJECTED',
    message: 'Email to Lender is not available: {lender} rejected this application.',
  },
  'LENDER_ACTION.EMAIL_TO_LENDER.NOT_ACCEPTED': /*i18n*/ {
    id: 'LENDER_ACTION.EMAIL_TO_LENDER.NOT_ACCEPTED',
    message: '{lender} does not accept Email to Lender.',
  },
  'LENDER_ACTION.EXPORT.APPLICATION_REJECTED': /*i18n*/ {
    id: 'LENDER_ACTION.EXPORT.APPLICATION_REJECTED',
    message: 'Export is not available: this application was rejected.',
  },
  'LENDER_ACTION.EXPORT.LENDER_REJECTED': /*i18n*/ {
    id: 'LENDER_ACTION.EXPORT.LENDER_REJECTED',
    message: 'Export is not available: {lender} rejected this application.',
  },
  'LENDER_ACTION.EXPORT.NOT_ACCEPTED': /*i18n*/ {
    id: 'LENDER_ACTION.EXPORT.NOT_ACCEPTED',
    message: '{lender} does not accept Export.',
  },
  'LENDER_ACTION.UPLOAD_FILES.APPLICATION_REJECTED': /*i18n*/ {
    id: 'LENDER_ACTION.UPLOAD_FILES.APPLICATION_REJECTED',
    message: 'Upload Files is not available: this application was rejected.',
  },
  'LENDER_ACTION.UPLOAD_FILES.LENDER_REJECTED': /*i18n*/ {
    id: 'LENDER_ACTION.UPLOAD_FILES.LENDER_REJECTED',
    message: 'Upload Files is not available: {lender} rejected this application.',
  },
  'LENDER_ACTION.UPLOAD_FILES.NOT_ACCEPTED': /*i18n*/ {
    id: 'LENDER_ACTION.UPLOAD_FILES.NOT_ACCEPTED',
    message: '{lender} does not accept Upload Files.',
  },
  'LENDER_REASON_LOAN_TYPE.PERSONAL_LOAN': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.PERSONAL_LOAN',
    message: '{lender} does not lend for Personal Loan',
  },
  'LENDER_REASON_LOAN_TYPE.PROFESSIONAL_LOANS': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.PROFESSIONAL_LOANS',
    message: '{lender} does not lend for Professional Loan',
  },
  'LENDER_REASON_LOAN_TYPE.HOME_LOAN': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.HOME_LOAN',
    message: '{lender} does not lend for Home Loan',
  },
  'LENDER_REASON_LOAN_TYPE.LAP': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.LAP',
    message: '{lender} does not lend for Loan Against Property',
  },
  'LENDER_REASON_LOAN_TYPE.LAS_MUTUAL_FUNDS': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.LAS_MUTUAL_FUNDS',
    message: '{lender} does not lend for Loan against Securities/MF',
  },
  'LENDER_REASON_LOAN_TYPE.OD_UNSECURED_LIMIT': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.OD_UNSECURED_LIMIT',
    message: '{lender} does not lend for OD Unsecured Limit',
  },
  'LENDER_REASON_LOAN_TYPE.AUTO_LOAN': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.AUTO_LOAN',
    message: '{lender} does not lend for Auto Loan',
  },
  'LENDER_REASON_LOAN_TYPE.GOLD_LOAN': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.GOLD_LOAN',
    message: '{lender} does not lend for Gold Loan',
  },
  'LENDER_REASON_LOAN_TYPE.EDUCATION_LOAN': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.EDUCATION_LOAN',
    message: '{lender} does not lend for Education Loan',
  },
  'LENDER_REASON_LOAN_TYPE.NEW_CAR_LOAN': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.NEW_CAR_LOAN',
    message: '{lender} does not lend for New Car Loan',
  },
  'LENDER_REASON_LOAN_TYPE.USED_CAR_LOAN': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.USED_CAR_LOAN',
    message: '{lender} does not lend for Used Car Loan',
  },
  'LENDER_REASON_LOAN_TYPE.DOD_UNSECURED': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.DOD_UNSECURED',
    message: '{lender} does not lend for DOD Unsecured',
  },
  'LENDER_REASON_LOAN_TYPE.SEP': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.SEP',
    message: '{lender} does not lend for SEP (Self-Employed Professional)',
  },
  'LENDER_REASON_LOAN_TYPE.SENP': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.SENP',
    message: '{lender} does not lend for SENP (Self-Employed Non-Professional)',
  },
  'LENDER_REASON_LOAN_TYPE.BUSINESS_LOAN': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.BUSINESS_LOAN',
    message: '{lender} does not lend for Business Loan',
  },
  'LENDER_REASON_LOAN_TYPE.SMALL_BUSINESS_LOAN': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.SMALL_BUSINESS_LOAN',
    message: '{lender} does not lend for Small Business Loan',
  },
  'LENDER_REASON_LOAN_TYPE.BILL_DISCOUNTING': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.BILL_DISCOUNTING',
    message: '{lender} does not lend for Bill Discounting',
  },
  'LENDER_REASON_LOAN_TYPE.EQUIPMENT_FINANCING': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.EQUIPMENT_FINANCING',
    message: '{lender} does not lend for Equipment Financing',
  },
  'LENDER_REASON_LOAN_TYPE.CONSTRUCTION_EQUIPMENT': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.CONSTRUCTION_EQUIPMENT',
    message: '{lender} does not lend for Construction Equipment',
  },
  'LENDER_REASON_LOAN_TYPE.OD_SECURED_LIMIT': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.OD_SECURED_LIMIT',
    message: '{lender} does not lend for OD Secured Limit',
  },
  'LENDER_REASON_LOAN_TYPE.OD_DOD_UNSECURED_LIMIT': /*i18n*/ {
    id: 'LENDER_REASON_LOAN_TYPE.OD_DOD_UNSECURED_LIMIT',
    message: '{lender} does not lend for OD/DOD Unsecured Limit',
  },
} as const satisfies Record<string, Descriptor>;

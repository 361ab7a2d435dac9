import type { LoanType } from '../../domain/enums';
import { LOAN_TYPE_LABELS } from '../../domain/enums';

/*
 * The Key Fact Statement's texts in English: what the screen and the PDF print beside the
 * figures of src/domain/kfs. The wording follows the circular's Annex A where it has a name
 * for the row. Hindi (hi.ts) must give every key.
 */
export const kfsEnglish = {
  title: 'Key Fact Statement',
  subtitle: 'Part 1: interest rate and fees and charges',
  proposalNumber: 'Proposal number',
  issuedOn: 'Date of issue',
  validUntil: 'Valid until',
  validityNote:
    'These terms are valid until {date}. After that date a new Key Fact Statement is issued.',
  loanType: 'Type of loan',
  sanctionedAmount: 'Sanctioned loan amount',
  upfrontCharges: 'Charges deducted from the loan',
  charge: {
    PROCESSING_FEE: 'Processing fee (GST included)',
    INSURANCE: 'Insurance charges',
    OTHER: 'Other charges',
  },
  noUpfrontCharges: 'None',
  totalUpfrontCharges: 'Total charges',
  netDisbursedAmount: 'Net disbursed amount',
  disbursementDate: 'Disbursement date',
  interestRate: 'Rate of interest (per annum)',
  interestType: 'Type of interest rate',
  fixedRate: 'Fixed',
  tenure: 'Loan term',
  months: '{count} months',
  instalmentCount: 'Number of instalments',
  instalmentAmount: 'Instalment amount (EMI)',
  firstDueDate: 'First instalment due on',
  totalInterest: 'Total interest',
  totalAmountPayable: 'Total amount to be paid by the borrower',
  apr: 'Annual Percentage Rate (APR)',
  aprNote:
    'The APR is the yearly cost of the loan including every charge: the interest and the charges deducted up front, as a rate on the amount you receive.',
  contingentCharges: 'Contingent charges',
  penalCharges: 'Penal charges',
  penalChargesText: '{percent}% a month of the overdue amount, for the days it is overdue',
  bounceCharge: 'Charge for each bounced instalment (before GST)',
  foreclosureCharges: 'Foreclosure charges',
  foreclosureText: '{percent}% of the principal outstanding',
  noForeclosureCharges: 'None',
  coolingOff: 'Cooling-off (look-up) period',
  coolingOffText:
    '{days} days from disbursement: you may exit the loan by repaying the principal and the interest for those days, with no other charge.',
  grievanceOfficer: 'Grievance redressal officer',
  schedule: 'Repayment schedule',
  scheduleColumns: {
    number: 'No.',
    dueDate: 'Due date',
    openingBalance: 'Opening balance',
    principal: 'Principal',
    interest: 'Interest',
    instalment: 'Instalment',
    closingBalance: 'Closing balance',
  },
  acknowledged: 'Acknowledged by the borrower on {date} with the code sent to +91 {mobile}.',
  notAcknowledged: 'Not yet acknowledged by the borrower.',
  loanTypes: LOAN_TYPE_LABELS as Readonly<Record<LoanType, string>>,
};

export type KfsTexts = typeof kfsEnglish;

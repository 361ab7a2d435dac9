import type { LoanType } from '../enums';
import { annualPercentageRate } from './apr';
import { CONTINGENT_CHARGES, COOLING_OFF_DAYS, type ContingentCharges } from './charges';
import { repaymentSchedule, type Instalment } from './schedule';
import { kfsValidUntil } from './working-days';

/*
 * The Key Fact Statement of an offer (RBI/2024-25/18, Annex A): every figure the borrower must
 * see before accepting, worked out from the offer the partner is about to accept. Pure: the
 * server stores the issue (number, version, date) and hands it in; the screen and the PDF only
 * print what this returns. docs/kfs.md works one example by hand.
 */

/** The offer's terms a KFS is made from (the contract's LoanOffer has them all). */
export interface KfsOffer {
  loan_type: LoanType;
  selected_loan_amount: number;
  /** Percent per annum, fixed. */
  interest_rate: number;
  /** Months. */
  max_tenure_allowed: number;
  final_emi: number;
  /** The processing fee with its GST. */
  total_processing_fee_amount: number;
  insurance_fee: number;
  disbursement_date: string;
  emi_start_date: string;
}

/** The figures of the offer its amounts come from (all but the loan type). */
type OfferTerms = Omit<KfsOffer, 'loan_type'>;

/** Which issue of the statement this is: the server's record. */
export interface KfsIssue {
  proposal_number: string;
  version: number;
  /** 'YYYY-MM-DD', Indian date. */
  issued_on: string;
}

export interface GrievanceOfficer {
  name: string;
  email: string;
  /** null: the officer is reached by email only. */
  phone: string | null;
}

export type UpfrontChargeKind = 'PROCESSING_FEE' | 'INSURANCE' | 'OTHER';

export interface UpfrontCharge {
  kind: UpfrontChargeKind;
  /** Rupees, GST included; deducted from the amount disbursed. */
  amount: number;
}

export interface KeyFactStatement extends KfsIssue {
  valid_until: string;
  loan_type: LoanType;
  sanctioned_amount: number;
  upfront_charges: UpfrontCharge[];
  total_upfront_charges: number;
  net_disbursed_amount: number;
  interest_rate: number;
  interest_type: 'FIXED';
  tenure_months: number;
  instalment_count: number;
  instalment_amount: number;
  disbursement_date: string;
  first_due_date: string;
  total_interest: number;
  /** Instalments plus up-front charges: everything the borrower pays over the loan. */
  total_amount_payable: number;
  /** Percent per annum, two decimals. */
  apr: number;
  contingent_charges: ContingentCharges;
  cooling_off_days: number;
  grievance_officer: GrievanceOfficer;
  schedule: Instalment[];
}

/** The up-front charges of an offer: processing fee (with GST) and insurance, when charged. */
function upfrontCharges(offer: OfferTerms): UpfrontCharge[] {
  const charges: UpfrontCharge[] = [
    { kind: 'PROCESSING_FEE', amount: offer.total_processing_fee_amount },
    { kind: 'INSURANCE', amount: offer.insurance_fee },
  ];
  return charges.filter((charge) => charge.amount > 0);
}

/** The offer's repayment schedule, one row a month (the statement's and its APR's). */
function scheduleOf(offer: OfferTerms): Instalment[] {
  return repaymentSchedule({
    principal: offer.selected_loan_amount,
    annualRate: offer.interest_rate,
    tenure: offer.max_tenure_allowed,
    emi: offer.final_emi,
    firstDueDate: offer.emi_start_date,
  });
}

/**
 * The APR the offer's statement states (percent per annum, two decimals): the same figure
 * wherever the offer is shown before acceptance, the confirmation included.
 */
export function offerApr(offer: OfferTerms): number {
  const totalCharges = upfrontCharges(offer).reduce((sum, charge) => sum + charge.amount, 0);
  return annualPercentageRate(
    offer.selected_loan_amount - totalCharges,
    scheduleOf(offer).map((row) => row.instalment),
  );
}

export function keyFactStatement(
  offer: KfsOffer,
  issue: KfsIssue,
  grievanceOfficer: GrievanceOfficer,
): KeyFactStatement {
  const schedule = scheduleOf(offer);
  const charges = upfrontCharges(offer);
  const totalCharges = charges.reduce((sum, charge) => sum + charge.amount, 0);
  const netDisbursed = offer.selected_loan_amount - totalCharges;
  const instalments = schedule.map((row) => row.instalment);
  const totalInterest = schedule.reduce((sum, row) => sum + row.interest, 0);
  return {
    ...issue,
    valid_until: kfsValidUntil(issue.issued_on),
    loan_type: offer.loan_type,
    sanctioned_amount: offer.selected_loan_amount,
    upfront_charges: charges,
    total_upfront_charges: totalCharges,
    net_disbursed_amount: netDisbursed,
    interest_rate: offer.interest_rate,
    interest_type: 'FIXED',
    tenure_months: offer.max_tenure_allowed,
    instalment_count: schedule.length,
    instalment_amount: offer.final_emi,
    disbursement_date: offer.disbursement_date,
    first_due_date: offer.emi_start_date,
    total_interest: totalInterest,
    total_amount_payable: offer.selected_loan_amount + totalInterest + totalCharges,
    apr: annualPercentageRate(netDisbursed, instalments),
    contingent_charges: CONTINGENT_CHARGES[offer.loan_type],
    cooling_off_days: COOLING_OFF_DAYS,
    grievance_officer: grievanceOfficer,
    schedule,
  };
}

/**
 * The terms that make a KFS what it is: a change to any of them is a new offer, so a new version
 * with a new proposal number (an unchanged offer keeps its number however often it is shown).
 */
export function kfsTermsKey(offer: KfsOffer): string {
  return [
    offer.loan_type,
    offer.selected_loan_amount,
    offer.interest_rate,
    offer.max_tenure_allowed,
    offer.final_emi,
    offer.total_processing_fee_amount,
    offer.insurance_fee,
    offer.disbursement_date,
    offer.emi_start_date,
  ].join('|');
}

/** The proposal number of an application's `version`th KFS: unique, and stable per version. */
export const proposalNumber = (trackerId: string, version: number): string =>
  `KFS-${trackerId}-${String(version).padStart(2, '0')}`;

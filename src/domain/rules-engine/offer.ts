import type { LoanType } from '../enums';
import { emiStartDateFor, nextWorkingDay } from './dates';
import { decisionOf, rejectionReasons, type OfferDecision, type RejectionReason } from './decision';
import { offerLimits, statedAmountOf, type OfferFacts, type OfferLimits } from './eligibility';
import { emiFor } from './emi';
import { feesFor } from './fees';
import { LOAN_PRODUCTS } from './loan-products';

/**
 * The offer as the contract's LoanOffer (bre_info) carries it. `max_tenure_allowed` is the
 * tenure of the offer, the spec's name for the "Tenure" row: the rules engine fills in the
 * longest allowed, and the agent may shorten it.
 */
export interface LoanOffer {
  bre_score: number;
  decision: OfferDecision;
  /** Percent per annum. */
  interest_rate: number;
  final_emi: number;
  total_processing_fee_amount: number;
  insurance_fee: number;
  selected_loan_amount: number;
  suggested_loan_amount: number;
  /**
   * The first step's Required Loan Amount the offer was worked out with; null when none was
   * stated, so the suggested amount is the most this borrower is eligible for.
   */
  required_amount: number | null;
  max_tenure_allowed: number;
  /** The longest tenure the rules allow for the offer's dates (0 when rejected). */
  tenure_limit: number;
  disbursement_date: string;
  emi_start_date: string;
  is_accepted: boolean;
  reasons: RejectionReason[];
  check_values: { overdue_amount: number };
}

/** What an agent chooses on the offer screen, within the limits. */
export interface OfferChoices {
  selected_loan_amount: number;
  max_tenure_allowed: number;
  disbursement_date: string;
  emi_start_date: string;
}

/** The figures that follow from the amount and tenure: what the offer screen's preview shows. */
export interface Quote {
  final_emi: number;
  total_processing_fee_amount: number;
  insurance_fee: number;
}

export function quoteFor(
  loanType: LoanType,
  interestRate: number,
  amount: number,
  tenure: number,
): Quote {
  const fees = feesFor(loanType, amount, tenure);
  return {
    final_emi: emiFor(amount, interestRate, tenure),
    total_processing_fee_amount: fees.total_processing_fee_amount,
    insurance_fee: fees.insurance_fee,
  };
}

/** An approved offer with the agent's choices, every figure computed here. */
export function approvedOffer(
  facts: OfferFacts,
  limits: OfferLimits,
  choices: OfferChoices,
  isAccepted = false,
): LoanOffer {
  return {
    bre_score: facts.bureau.score,
    decision: 'APPROVED',
    interest_rate: limits.interest_rate,
    ...quoteFor(
      facts.loan_type,
      limits.interest_rate,
      choices.selected_loan_amount,
      choices.max_tenure_allowed,
    ),
    ...choices,
    suggested_loan_amount: limits.suggested_loan_amount,
    required_amount: statedAmountOf(facts),
    tenure_limit: limits.max_tenure,
    is_accepted: isAccepted,
    reasons: [],
    check_values: { overdue_amount: facts.bureau.overdue_amount },
  };
}

/**
 * A rejected offer carries no loan: amounts, EMI, fees and rate 0, the tenure the loan type's
 * maximum (the contract needs one of at least a month), the dates the rule's. It cannot be
 * edited or accepted.
 */
function rejectedOffer(
  facts: OfferFacts,
  reasons: RejectionReason[],
  dates: Pick<OfferChoices, 'disbursement_date' | 'emi_start_date'>,
): LoanOffer {
  return {
    bre_score: facts.bureau.score,
    decision: 'REJECTED',
    interest_rate: 0,
    final_emi: 0,
    total_processing_fee_amount: 0,
    insurance_fee: 0,
    selected_loan_amount: 0,
    suggested_loan_amount: 0,
    required_amount: statedAmountOf(facts),
    max_tenure_allowed: LOAN_PRODUCTS[facts.loan_type].maxTenure,
    tenure_limit: 0,
    ...dates,
    is_accepted: false,
    reasons,
    check_values: { overdue_amount: facts.bureau.overdue_amount },
  };
}

/**
 * The rules engine's run on `today` ('YYYY-MM-DD'): the decision and, when approved, the offer
 * at the suggested amount and the longest tenure, disbursed on the next working day.
 */
export function runRules(facts: OfferFacts, today: string): LoanOffer {
  const disbursement_date = nextWorkingDay(today);
  const emi_start_date = emiStartDateFor(disbursement_date);
  const limits = offerLimits(facts, emi_start_date);
  const reasons = rejectionReasons(facts, limits, today);
  if (decisionOf(reasons) === 'REJECTED') {
    return rejectedOffer(facts, reasons, { disbursement_date, emi_start_date });
  }
  return approvedOffer(facts, limits, {
    selected_loan_amount: limits.suggested_loan_amount,
    max_tenure_allowed: limits.max_tenure,
    disbursement_date,
    emi_start_date,
  });
}

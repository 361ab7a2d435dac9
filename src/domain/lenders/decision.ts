import { LOAN_TYPE_LABELS } from '../enums';
import { formatRupees } from '../money';
import { ageOn } from '../rules-engine/dates';
import type { OfferFacts } from '../rules-engine/eligibility';
import type { LoanOffer } from '../rules-engine/offer';
import { LENDERS } from './catalog';
import type { Lender, LenderDecision, Range, SupportedAction } from './policy';

/*
 * Each lender's decision on an application, from its policy and what the rules engine
 * gathered (offer_facts) and offered (loan_offer). Pure: the server calls it on every read of
 * the lenders table, so a policy change shows at once. docs/lender-policies.md walks through
 * one example of each decision; tests/unit/domain/lender-decision.test.ts checks the same
 * numbers.
 */

/** One row of the lenders table (the contract's LenderOffer). */
export interface LenderOffer {
  lender_id: string;
  lender_name: string;
  is_preferred: boolean;
  loan_amount_range: Range;
  interest_rate_range: Range;
  tenure_range: Range;
  processing_fee_range: Range;
  insurance_fee_range: Range;
  decision: LenderDecision;
  supportedAction: SupportedAction[];
  message: string | null;
  reasons: string[];
}

/** What the lenders decide on: null facts mean the rules engine has not run (no offer yet). */
export interface LenderDecisionInput {
  facts: OfferFacts | null;
  offer: Pick<LoanOffer, 'decision' | 'suggested_loan_amount' | 'tenure_limit'> | null;
  /** 'YYYY-MM-DD': the day ages are reckoned on. */
  today: string;
}

export const PENDING_MESSAGE =
  'Waiting for the loan offer: complete the application up to its loan offer step.';
export const REJECTED_MESSAGE = 'Not eligible with this lender';

const clipMax = (range: Range, max: number): Range => ({
  min: range.min,
  max: Math.min(range.max, max),
});

/** Why this lender says no, in the order the row lists them; empty when it says yes. */
function reasonsOf(lender: Lender, facts: OfferFacts, input: LenderDecisionInput): string[] {
  const { policy } = lender;
  const reasons: string[] = [];
  if (!policy.loanTypes.includes(facts.loan_type)) {
    reasons.push(`${lender.name} does not lend for ${LOAN_TYPE_LABELS[facts.loan_type]}`);
  }
  if (facts.bureau.score < policy.minBureauScore) {
    reasons.push(
      `Bureau score ${facts.bureau.score} is below the minimum of ${policy.minBureauScore}`,
    );
  }
  if (facts.monthly_income < policy.minMonthlyIncome) {
    reasons.push(
      `Monthly income ${formatRupees(facts.monthly_income)} is below the minimum of ${formatRupees(policy.minMonthlyIncome)}`,
    );
  }
  const age = ageOn(facts.dob, input.today);
  if (age < policy.age.min || age > policy.age.max) {
    reasons.push(`Age ${age} is outside ${policy.age.min} to ${policy.age.max} years`);
  }
  const offer = input.offer;
  if (offer?.decision === 'REJECTED') {
    reasons.push('No loan amount is eligible: the loan offer was rejected');
  } else if (offer && offer.suggested_loan_amount < policy.amount.min) {
    reasons.push(
      `Eligible amount ${formatRupees(offer.suggested_loan_amount)} is below the smallest loan of ${formatRupees(policy.amount.min)}`,
    );
  } else if (offer && offer.tenure_limit < policy.tenure.min) {
    reasons.push(
      `The longest tenure possible (${offer.tenure_limit} months) is shorter than the minimum of ${policy.tenure.min} months`,
    );
  }
  return reasons;
}

/**
 * One lender's row. The ranges are the policy's; when approved, the amount's and tenure's
 * maximum are lowered to what this borrower can get (the offer's suggested amount and tenure
 * limit), so the row never promises more than the rules engine allows. Rates and fees stay the
 * policy's ranges: the lender prices within them after its own checks.
 */
export function decideLender(lender: Lender, input: LenderDecisionInput): LenderOffer {
  const { policy } = lender;
  const row = {
    lender_id: lender.id,
    lender_name: lender.name,
    is_preferred: lender.isPreferred,
    loan_amount_range: { ...policy.amount },
    interest_rate_range: { ...policy.interestRate },
    tenure_range: { ...policy.tenure },
    processing_fee_range: { ...policy.processingFee },
    insurance_fee_range: { ...policy.insuranceFee },
    supportedAction: [...lender.supportedActions],
  };
  if (!input.facts || !input.offer) {
    return { ...row, decision: 'PENDING', message: PENDING_MESSAGE, reasons: [] };
  }
  const reasons = reasonsOf(lender, input.facts, input);
  if (reasons.length > 0) {
    return { ...row, decision: 'REJECTED', message: REJECTED_MESSAGE, reasons };
  }
  const loan_amount_range = clipMax(policy.amount, input.offer.suggested_loan_amount);
  return {
    ...row,
    loan_amount_range,
    tenure_range: clipMax(policy.tenure, input.offer.tenure_limit),
    decision: 'APPROVED',
    message: `Eligible for up to ${formatRupees(loan_amount_range.max)}`,
    reasons: [],
  };
}

/** Every lender's row, preferred lenders first, otherwise in the catalog's order. */
export function decideLenders(
  input: LenderDecisionInput,
  lenders: readonly Lender[] = LENDERS,
): LenderOffer[] {
  const ordered = [
    ...lenders.filter((l) => l.isPreferred),
    ...lenders.filter((l) => !l.isPreferred),
  ];
  return ordered.map((lender) => decideLender(lender, input));
}

/** What the lender itself said once a lead was sent: its status word and, if any, its reasons. */
export interface LenderAnswer {
  status: string;
  reasons: readonly string[];
}

export const LENDER_REJECTED = 'REJECTED';

/** A lender's status word as a person reads it: 'UNDER_REVIEW' → 'Under review'. */
export function lenderAnswerWords(status: string): string {
  const words = status.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
const LENDER_APPROVED_ANSWER = 'APPROVED';

/**
 * The lender's own answer outranks the portal's reading of its policy (issue 29 item 4): its
 * REJECTED shows with the lender's reasons (or says the lender gave none), and its actions are
 * refused like any rejected row; its APPROVED is the row's decision, whatever the policy read.
 * Any other status (UNDER_REVIEW…) is no decision yet and leaves the row as decided.
 */
export function withLenderAnswer(offer: LenderOffer, answer: LenderAnswer | null): LenderOffer {
  if (answer?.status === LENDER_APPROVED_ANSWER) {
    return {
      ...offer,
      decision: 'APPROVED',
      message: `Approved by ${offer.lender_name}`,
      reasons: [],
    };
  }
  if (answer?.status !== LENDER_REJECTED) return offer;
  return {
    ...offer,
    decision: 'REJECTED',
    message: `Rejected by ${offer.lender_name}`,
    reasons:
      answer.reasons.length > 0 ? [...answer.reasons] : [`${offer.lender_name} gave no reason`],
  };
}

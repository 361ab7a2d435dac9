import { humaniseStatus } from './enums';
import {
  MAX_APPLICANT_AGE,
  MIN_APPLICANT_AGE,
  MIN_BUREAU_SCORE,
  MIN_LOAN_AMOUNT,
  MIN_MONTHLY_INCOME,
} from './rules-engine/constants';
import { REJECTION_REASONS, type RejectionReason } from './rules-engine/decision';

/*
 * What each of the rules engine's rejection reasons means to a partner at the counter (issue 18
 * §5): the reason in plain words, then what can be done about it. The codes are the engine's
 * (rules-engine/decision.ts); the screen shows these words instead of the spec's "underscores
 * as spaces", which left the partner with capitals and no way forward.
 */

/**
 * A piece of the advice: words, or an amount in rupees. Amounts stay numbers so the screen can
 * keep each formatted amount on one line (an amount never breaks across lines).
 */
export type AdvicePart = string | { rupees: number };

export interface ReasonText {
  /** The reason in plain words ('Overdue amount present'). */
  title: string;
  /** What the bureau or the rules found, and what the partner can do about it. */
  advice: readonly AdvicePart[];
}

/** What the rejection's answer says beside its reasons (check_values). */
export interface RejectionFacts {
  /** The bureau's overdue amount, in rupees. */
  overdueAmount: number;
}

/** Every code the engine can give has its words: the Record makes a missing one a type error. */
export const REJECTION_REASON_TEXTS: Record<
  RejectionReason,
  (facts: RejectionFacts) => ReasonText
> = {
  LOW_BUREAU_SCORE: () => ({
    title: 'Credit score too low',
    advice: [
      `The bureau's credit score is below the ${MIN_BUREAU_SCORE} our lenders need; once EMIs and card bills paid on time have raised it, apply again.`,
    ],
  }),
  OVERDUE_AMOUNT_PRESENT: ({ overdueAmount }) => ({
    title: 'Overdue amount present',
    advice: [
      'The bureau shows ',
      { rupees: overdueAmount },
      ' overdue; once it is cleared, apply again.',
    ],
  }),
  AGE_NOT_ELIGIBLE: () => ({
    title: 'Age not eligible',
    advice: [
      `The borrower must be ${MIN_APPLICANT_AGE} to ${MAX_APPLICANT_AGE} years old, and at most ${MAX_APPLICANT_AGE} when the last EMI is paid; check the date of birth on the application, and if it is right, this borrower cannot take the loan.`,
    ],
  }),
  INSUFFICIENT_INCOME: () => ({
    title: 'Income too low',
    advice: [
      'The income, after existing EMIs, does not support the smallest loan of ',
      { rupees: MIN_LOAN_AMOUNT },
      ' (at least ',
      { rupees: MIN_MONTHLY_INCOME },
      ' a month is needed); check the monthly income entered, or apply again once existing loans are paid off.',
    ],
  }),
};

const isKnownReason = (reason: string): reason is RejectionReason =>
  (REJECTION_REASONS as readonly string[]).includes(reason);

/**
 * A reason as the rejection screen says it. A code this build does not know (a newer server)
 * still reads as words: its underscores as spaces, without advice.
 */
export function rejectionReasonText(reason: string, facts: RejectionFacts): ReasonText {
  if (isKnownReason(reason)) return REJECTION_REASON_TEXTS[reason](facts);
  const words = humaniseStatus(reason).toLowerCase();
  return { title: words.charAt(0).toUpperCase() + words.slice(1), advice: [] };
}

import { validate } from '../validation';
import { disbursementDatePassed, emiStartDateFor, nextWorkingDay } from './dates';
import { offerLimits, type OfferFacts } from './eligibility';
import { approvedOffer, runRules, type LoanOffer, type OfferChoices } from './offer';
import { offerEditSchema, type OfferEdit } from './offer-edit-schema';

export const ACCEPTED_OFFER_MESSAGE =
  'The loan offer has been accepted and can no longer be changed';
export const REJECTED_OFFER_MESSAGE = 'A rejected loan offer cannot be changed or accepted';

/**
 * Editing is allowed until acceptance (capture-app §6), and only for an approved offer. An
 * accepted offer whose disbursement date has passed is open again (issue 19 item 5): the final
 * submit refuses it, and the partner chooses a new date and accepts it again.
 */
export const canEdit = (
  offer: { decision: string; is_accepted: boolean; disbursement_date: string },
  today: string,
): boolean =>
  offer.decision === 'APPROVED' &&
  (!offer.is_accepted || disbursementDatePassed(offer.disbursement_date, today));

export type EditResult =
  | { ok: true; offer: LoanOffer }
  /** `locked`: the offer can no longer change (the server's 409); `invalid`: a 400. */
  | { ok: false; kind: 'locked' | 'invalid'; message: string };

/**
 * The choices after an edit: what was sent, else what the offer holds. A kept disbursement date
 * that has passed moves to the next working day; whenever the disbursement date changes and no
 * EMI start date was sent, the EMI start date follows the rule again.
 */
export function choicesAfter(offer: LoanOffer, edit: OfferEdit, today: string): OfferChoices {
  const keptDate =
    offer.disbursement_date < today ? nextWorkingDay(today) : offer.disbursement_date;
  const disbursement_date = edit.disbursement_date ?? keptDate;
  const emi_start_date =
    edit.emi_start_date ??
    (disbursement_date === offer.disbursement_date
      ? offer.emi_start_date
      : emiStartDateFor(disbursement_date));
  return {
    selected_loan_amount: edit.selected_loan_amount ?? offer.selected_loan_amount,
    max_tenure_allowed: edit.max_tenure_allowed ?? offer.max_tenure_allowed,
    disbursement_date,
    emi_start_date,
  };
}

/**
 * PATCH of the offer (update and/or accept), as a pure function of what the server holds: the
 * facts the rules ran on, the stored offer, the edit (already shaped by BreUpdateRequestSchema)
 * and today. Only the agent's choices come from the request; the rate, the limits, the EMI and
 * the fees are recomputed here from the facts, whatever the request says. The choices, edited
 * or kept, must fit the limits for the chosen dates (a later date can shorten an older
 * applicant's tenure). With `accept`, the result is the accepted offer.
 *
 * With `rerun` (the request did not ask to skip_bre_rerun) the decision is made again first, on
 * the facts given (the server may have pulled the bureau again) and the rule's dates, as the
 * first run made it, so a date the agent picks never decides it. Should it now be REJECTED, that
 * rejected offer is the result: not accepted, whatever was asked.
 */
export function editOffer(input: {
  facts: OfferFacts;
  offer: LoanOffer;
  edit: OfferEdit | undefined;
  accept: boolean;
  rerun: boolean;
  today: string;
}): EditResult {
  const { facts, offer, today } = input;
  if (!canEdit(offer, today)) {
    const message = offer.is_accepted ? ACCEPTED_OFFER_MESSAGE : REJECTED_OFFER_MESSAGE;
    return { ok: false, kind: 'locked', message };
  }
  if (input.rerun) {
    const fresh = runRules(facts, today);
    if (fresh.decision === 'REJECTED') return { ok: true, offer: fresh };
  }
  const choices = choicesAfter(offer, input.edit ?? {}, today);
  const limits = offerLimits(facts, choices.emi_start_date);
  const checked = validate(
    offerEditSchema({
      today,
      suggested_loan_amount: limits.suggested_loan_amount,
      max_tenure: limits.max_tenure,
    }),
    choices,
  );
  if (!checked.ok) return { ok: false, kind: 'invalid', message: checked.message };
  return { ok: true, offer: approvedOffer(facts, limits, choices, input.accept) };
}

import { formatDate } from '../../domain/dates';
import {
  disbursementDatePassed,
  emiStartDateFor,
  nextWorkingDay,
} from '../../domain/rules-engine/dates';
import { canEdit } from '../../domain/rules-engine/offer-edit';
import { quoteFor } from '../../domain/rules-engine/offer';
import {
  offerEditBodyFrom,
  offerEditFormSchema,
  type OfferEdit,
} from '../../domain/rules-engine/offer-edit-schema';
import { dateFrom, numberFrom } from '../../domain/sections/typed-values';
import { allIssues } from '../../domain/validation';
import type { LoanType } from '../../domain/enums';
import type { Offer, OfferField, OfferIssues, OfferPreview, OfferValues } from './types';

/*
 * The offer's typed values and what follows from them, as pure functions of the chart's
 * context: the guards and actions of the chart and its selectors share them.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The device's calendar date, 'YYYY-MM-DD' (the offer screen's "today", rules-engine §9). */
export function deviceToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The chart's today: the fixed one it was given, else the device's now. */
export const todayOf = (context: { today: string | null }): string =>
  context.today ?? deviceToday();

/**
 * The fields as the offer fills them. On an offer that may still change, a disbursement date
 * that has passed starts at the next working day, as the server would move it (rules-engine §9,
 * step 3), so an offer made days ago does not open with an issue; an accepted one shows its own.
 */
export function valuesOf(offer: Offer, today: string): OfferValues {
  // An accepted offer whose date has passed may change too (canEdit), and moves the same way.
  const date =
    canEdit(offer, today) && disbursementDatePassed(offer.disbursement_date, today)
      ? nextWorkingDay(today)
      : offer.disbursement_date;
  return {
    selected_loan_amount: String(offer.selected_loan_amount),
    max_tenure_allowed: String(offer.max_tenure_allowed),
    disbursement_date: formatDate(date),
  };
}

/** The offer's fields in screen order: focus goes to the first with a message. */
export const OFFER_FIELDS: readonly OfferField[] = [
  'selected_loan_amount',
  'max_tenure_allowed',
  'disbursement_date',
];

const isOfferField = (field: string | null): field is OfferField =>
  (OFFER_FIELDS as readonly (string | null)[]).includes(field);

/** Every field's message for the typed values against the offer's limits (the server's schema). */
export function issuesOf(offer: Offer | null, values: OfferValues, today: string): OfferIssues {
  if (!offer) return {};
  const schema = offerEditFormSchema({
    today,
    suggested_loan_amount: offer.suggested_loan_amount,
    max_tenure: offer.tenure_limit,
  });
  const found: OfferIssues = {};
  for (const { field, message } of allIssues(schema, values)) {
    if (isOfferField(field)) found[field] ??= message;
  }
  return found;
}

export const hasIssues = (found: OfferIssues): boolean => Object.keys(found).length > 0;

/** A whole DD-MM-YYYY is ten characters, the date field's most. */
const WHOLE_DATE_LENGTH = 10;

/**
 * The messages shown as typed, before any press: those that typing more cannot put right. An
 * amount or a tenure over its limit only grows with more digits; a whole date cannot take
 * another. A figure below its minimum or half typed may still become right ('5' on the way to
 * '50000'), so its message waits for Update or Accept.
 */
export function typedIssuesOf(
  offer: Offer | null,
  values: OfferValues,
  today: string,
): OfferIssues {
  if (!offer) return {};
  const found = issuesOf(offer, values, today);
  const amount = countOf(values.selected_loan_amount);
  const tenure = countOf(values.max_tenure_allowed);
  const final: Record<OfferField, boolean> = {
    selected_loan_amount: amount !== null && amount > offer.suggested_loan_amount,
    max_tenure_allowed: tenure !== null && tenure > offer.tenure_limit,
    disbursement_date: values.disbursement_date.length >= WHOLE_DATE_LENGTH,
  };
  const shown: OfferIssues = {};
  for (const field of OFFER_FIELDS) {
    const message = found[field];
    if (message !== undefined && final[field]) shown[field] = message;
  }
  return shown;
}

/**
 * The values the preview and the table show: each field as typed while it passes, else the last
 * value of it that did, so an amount over the limit never prices a loan that cannot be had.
 */
export function lastValidValues(
  offer: Offer | null,
  kept: OfferValues,
  values: OfferValues,
  today: string,
): OfferValues {
  const found = issuesOf(offer, values, today);
  const next = { ...kept };
  for (const field of OFFER_FIELDS) {
    if (found[field] === undefined) next[field] = values[field];
  }
  return next;
}

/** The typed values as the PATCH's updated_info (numbers, 'YYYY-MM-DD'). */
export const editOf = (values: OfferValues): OfferEdit =>
  offerEditBodyFrom({ ...values }) as OfferEdit;

/** Only the figures that differ from the offer; undefined when none does. */
export function changedEdit(offer: Offer, values: OfferValues): OfferEdit | undefined {
  const edit = editOf(values);
  const changed: OfferEdit = {};
  if (edit.selected_loan_amount !== offer.selected_loan_amount) {
    changed.selected_loan_amount = edit.selected_loan_amount;
  }
  if (edit.max_tenure_allowed !== offer.max_tenure_allowed) {
    changed.max_tenure_allowed = edit.max_tenure_allowed;
  }
  if (edit.disbursement_date !== offer.disbursement_date) {
    changed.disbursement_date = edit.disbursement_date;
  }
  return Object.keys(changed).length > 0 ? changed : undefined;
}

/** A whole number of at least 1 as typed, else null. */
function countOf(typed: string): number | null {
  const value = numberFrom(typed);
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** 'DD-MM-YYYY' as typed → 'YYYY-MM-DD', else null. */
function isoOf(typed: string): string | null {
  const value = dateFrom(typed);
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/**
 * What the typed values make of the offer: EMI and fees by the same functions as the server
 * (quoteFor, at the offer's rate), and the EMI start date following the disbursement date as the
 * server moves it when only that date is sent (rules-engine §9, step 3).
 */
export function previewOf(loanType: LoanType, offer: Offer, values: OfferValues): OfferPreview {
  const amount = countOf(values.selected_loan_amount);
  const tenure = countOf(values.max_tenure_allowed);
  const quote =
    amount !== null && tenure !== null
      ? quoteFor(loanType, offer.interest_rate, amount, tenure)
      : null;
  const date = isoOf(values.disbursement_date);
  return {
    final_emi: quote?.final_emi ?? null,
    total_processing_fee_amount: quote?.total_processing_fee_amount ?? null,
    insurance_fee: quote?.insurance_fee ?? null,
    emi_start_date:
      date === null
        ? null
        : date === offer.disbursement_date
          ? offer.emi_start_date
          : emiStartDateFor(date),
  };
}

/** The offer's own figures, as the preview names them (an accepted or rejected offer). */
export const figuresOf = (offer: Offer): OfferPreview => ({
  final_emi: offer.final_emi,
  total_processing_fee_amount: offer.total_processing_fee_amount,
  insurance_fee: offer.insurance_fee,
  emi_start_date: offer.emi_start_date,
});

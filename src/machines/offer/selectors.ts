import type { SnapshotFrom } from 'xstate';
import type { OfferMachine } from './machine';
import { offerApr } from '../../domain/kfs/statement';
import { latestDisbursementDate } from '../../domain/rules-engine/dates';
import { changedEdit, figuresOf, OFFER_FIELDS, previewOf, todayOf } from './offer-values';
import type { OfferField, OfferIssues, OfferPreview } from './types';

type OfferSnapshot = SnapshotFrom<OfferMachine>;

/** The offer as the server last answered it (null while the first answer is awaited). */
export const selectOffer = (snapshot: OfferSnapshot) => snapshot.context.offer;
/** The amount, tenure and disbursement date as typed. */
export const selectValues = (snapshot: OfferSnapshot) => snapshot.context.values;
/**
 * The amount, tenure and date the table and the preview show: the last valid values while the
 * offer may change (a refused figure is not priced), the offer's own once accepted or rejected.
 */
export const selectShownValues = (snapshot: OfferSnapshot) => snapshot.context.lastValid;
const NO_ISSUES: OfferIssues = {};
/**
 * Each field's message, while the state says so (tag `error`): as typed, the limits typing more
 * cannot put right; after a press, every field's. Compare with shallowEqual.
 */
export const selectIssues = (snapshot: OfferSnapshot): OfferIssues =>
  snapshot.hasTag('error') ? snapshot.context.issues : NO_ISSUES;
/** The first field with a message, in screen order: where focus goes after a press. */
export const selectFirstIssueField = (snapshot: OfferSnapshot): OfferField | null =>
  OFFER_FIELDS.find((field) => selectIssues(snapshot)[field] !== undefined) ?? null;
/** Why the offer could not be loaded, updated or accepted. */
export const selectError = (snapshot: OfferSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;
/*
 * Busy and failed come from the chart's tags (`busy`, `error`), never from its state names;
 * which call is busy or failed is told by what is on screen: no offer yet (the first fetch), the
 * confirmation open (the acceptance), else the update.
 */
export const selectIsBusy = (snapshot: OfferSnapshot) => snapshot.hasTag('busy');
/** The first fetch is on its way (no offer yet). */
export const selectIsLoading = (snapshot: OfferSnapshot) =>
  snapshot.hasTag('busy') && snapshot.context.offer === null;
/** The first fetch failed (no offer yet): its text and Try again. */
export const selectLoadFailed = (snapshot: OfferSnapshot) =>
  snapshot.hasTag('error') && snapshot.context.offer === null;
/** The dialog 'Confirm Loan Acceptance' is open (it stays, busy, while accepting). */
export const selectIsConfirming = (snapshot: OfferSnapshot) => snapshot.hasTag('confirming');
/**
 * The APR of the offer being accepted, as its Key Fact Statement states it, while the
 * confirmation is open (Accept waits for the offer's own figures, so these are the statement's).
 */
export const selectConfirmedApr = (snapshot: OfferSnapshot) =>
  selectIsConfirming(snapshot) && snapshot.context.offer ? offerApr(snapshot.context.offer) : null;
export const selectIsAccepting = (snapshot: OfferSnapshot) =>
  snapshot.hasTag('busy') && selectIsConfirming(snapshot);
export const selectIsUpdating = (snapshot: OfferSnapshot) =>
  snapshot.hasTag('busy') && snapshot.context.offer !== null && !selectIsConfirming(snapshot);
/** The fields take typing only while the offer is reviewed. */
export const selectCanEdit = (snapshot: OfferSnapshot) => snapshot.matches('reviewing');
export const selectIsAccepted = (snapshot: OfferSnapshot) => snapshot.matches('accepted');
export const selectIsRejected = (snapshot: OfferSnapshot) => snapshot.matches('rejected');

/**
 * EMI, fees and EMI start date for the last valid values, while the offer may change
 * (reviewing, the confirmation, the requests); an accepted or rejected offer shows its own
 * figures. Computed, never stored. Compare with shallowEqual.
 */
export function selectPreview(snapshot: OfferSnapshot): OfferPreview | null {
  const { offer, lastValid, loanType } = snapshot.context;
  if (!offer) return null;
  if (snapshot.matches('accepted') || snapshot.matches('rejected')) return figuresOf(offer);
  return previewOf(loanType, offer, lastValid);
}

/** The days a disbursement date may be picked from ('YYYY-MM-DD'): today to 30 days ahead. */
export function selectDisbursementWindow(snapshot: OfferSnapshot) {
  const today = todayOf(snapshot.context);
  return { min: today, max: latestDisbursementDate(today) };
}

/**
 * The figures typed differ from the offer as last answered: its Key Fact Statement is the
 * answered offer's, so Accept waits for Update Loan Offer (docs/decisions.md).
 */
export const selectHasUnsavedChange = (snapshot: OfferSnapshot): boolean => {
  const { offer, values } = snapshot.context;
  return offer !== null && changedEdit(offer, values) !== undefined;
};

import type { LoanType } from '../../domain/enums';
import type { OfferEdit } from '../../domain/rules-engine/offer-edit-schema';
import type { components } from '../../services/api/schema';

/**
 * The rules engine's offer, the contract's LoanOffer (bre_info) as the services hand it over.
 * Taken from the generated contract types (a type-only import: machines never reach the API
 * client), so the chart reads exactly what the server answers.
 */
export type Offer = components['schemas']['LoanOffer'];

/** The three fields the agent may edit, as typed: digit strings and 'DD-MM-YYYY'. */
export interface OfferValues {
  selected_loan_amount: string;
  max_tenure_allowed: string;
  disbursement_date: string;
}

export type OfferField = keyof OfferValues;

/** Each field's message (field → message); a field without one is absent. */
export type OfferIssues = Partial<Record<OfferField, string>>;

export interface OfferInput {
  applicationId: string;
  /** The application's loan type: its fees are part of the preview (quoteFor). */
  loanType: LoanType;
  /** 'YYYY-MM-DD' the checks take as today; absent: the device's date at each check. */
  today?: string | null;
}

export interface OfferContext {
  applicationId: string;
  loanType: LoanType;
  /** A fixed today (tests); null: the device's date, read at each check. */
  today: string | null;
  /** The offer as the server last answered it. */
  offer: Offer | null;
  /** The fields as typed. */
  values: OfferValues;
  /**
   * Each field as typed while it passes the offer's checks, else the last value of it that did:
   * what the preview prices and the table shows.
   */
  lastValid: OfferValues;
  /** The fields' messages, shown while the state is tagged `error`. */
  issues: OfferIssues;
  /** Why the offer could not be loaded, updated or accepted (the server's words or the spec's). */
  error: string | null;
}

export type OfferEvent =
  | { type: 'field.change'; field: OfferField; value: string }
  /** Update Loan Offer. */
  | { type: 'offer.update' }
  /** Accept Offer: opens the confirmation. */
  | { type: 'offer.accept' }
  /** The confirmation's Confirm. */
  | { type: 'offer.confirm' }
  /** The confirmation closed without accepting. */
  | { type: 'offer.cancel' }
  /** Loading the offer failed: try again. */
  | { type: 'offer.retry' };

export interface LoadOfferInput {
  applicationId: string;
}

export interface ChangeOfferInput {
  applicationId: string;
  /** The changed figures, converted to the body's numbers and dates; absent: none changed. */
  edit?: OfferEdit;
}

/** How the offer step ended: the wizard goes on to final submit, or to the rejection screen. */
export type OfferOutput = { kind: 'accepted'; offer: Offer } | { kind: 'rejected'; offer: Offer };

/**
 * The figures that follow from the typed amount, tenure and date: what the table shows while
 * the agent edits. A figure is null while what it follows from is not a number (or a date).
 */
export interface OfferPreview {
  final_emi: number | null;
  total_processing_fee_amount: number | null;
  insurance_fee: number | null;
  /** 'YYYY-MM-DD'. */
  emi_start_date: string | null;
}

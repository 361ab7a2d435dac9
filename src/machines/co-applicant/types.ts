import type { FormTyped, FormValues } from '../form/types';

/** The co-applicant whose form is open: an existing one by id, or a new one by its number. */
export interface OpenCoApplicant {
  /** The route's record_index: the co-applicant's id, or the new one's number ('2'). */
  recordIndex: string;
  id: string | null;
}

export interface CoApplicantInput {
  /** The application the co-applicant belongs to. */
  applicationId: string | null;
  coApplicant: OpenCoApplicant;
  /** The co-applicant's details as listed (an existing one), null for a new one. */
  listed: FormValues | null;
  /** What was typed for this co-applicant on this device and not saved, if anything. */
  draft: FormValues | null;
  /** Remove is offered: a listed co-applicant, before the offer is accepted (issue 18). */
  removable?: boolean;
}

export interface CoApplicantContext extends CoApplicantInput {
  /** The co-applicant was removed from their form. */
  removed: boolean;
}

export type CoApplicantEvent =
  /** Its form tells what it holds now. */
  | FormTyped
  /** Remove on the form: the confirmation opens. */
  | { type: 'coApplicant.remove' };

/**
 * How the form ended: saved (added or updated: which one, and whether it was added, a stage of
 * its own), or the co-applicant was removed.
 */
export type CoApplicantOutput =
  { kind: 'saved'; recordIndex: string; isNew: boolean } | { kind: 'removed'; recordIndex: string };

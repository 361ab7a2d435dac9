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
}

export type CoApplicantContext = CoApplicantInput;

/** Its form only speaks to it: what it holds now. */
export type CoApplicantEvent = FormTyped;

/** The co-applicant was saved: which one, and whether it was added (a stage of its own). */
export interface CoApplicantOutput {
  recordIndex: string;
  isNew: boolean;
}

/** Which co-applicant is to be removed, and from which application. */
export interface RemoveCoApplicantInput {
  applicationId: string;
  coApplicantId: string;
}

export interface CoApplicantRemovalInput extends RemoveCoApplicantInput {
  /** Their name, as the confirmation names them. */
  name: string;
}

export interface CoApplicantRemovalContext extends CoApplicantRemovalInput {
  /** Why the removal failed (the server's refusal, else the chart's words); null otherwise. */
  error: string | null;
  /** The server removed them. */
  removed: boolean;
}

export type CoApplicantRemovalEvent =
  /** Remove, in the confirmation (again after a failure). */
  | { type: 'removal.confirm' }
  /** Cancel, Close or Escape: nothing is removed. */
  | { type: 'removal.cancel' };

/** How it ended: removed, or left as it was; and whom it was about. */
export interface CoApplicantRemovalOutput {
  removed: boolean;
  coApplicantId: string;
}

/** `busy` while the server is asked; `error` while its failure shows. */
export type CoApplicantRemovalTag = 'busy' | 'error';

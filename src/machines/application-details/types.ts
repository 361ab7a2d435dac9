/** A file the application holds: opened through its signed link (GET …/presigned-url). */
export interface DetailDocument {
  /** The document's name, with whose it is beyond the applicant's ('PAN Card, Co-applicant 1'). */
  label: string;
  fileId: string;
}

/** One step's block of an expanded row, its fields in words (src/domain/presenter). */
export interface DetailSection {
  title: string;
  fields: readonly { label: string; value: string }[];
}

/** A lender's answer about the application (Application.lender_statuses), in words. */
export interface DetailLenderStatus {
  lenderId: string;
  /** The lender's name. */
  lender: string;
  /** Its status in words ('Approved'). */
  status: string;
  reference: string | null;
}

/** What an expanded row shows of the whole application (GET /v1/loan-application/{id}). */
export interface ApplicationDetails {
  /** Grouped by the step that captured them, in the wizard's order. */
  sections: readonly DetailSection[];
  /** Every uploaded file, as one list. */
  documents: readonly DetailDocument[];
  lenderStatuses: readonly DetailLenderStatus[];
}

/** Which application's details to load. */
export interface DetailsQuery {
  id: string;
}

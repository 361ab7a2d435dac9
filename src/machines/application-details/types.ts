/** A file the application holds: opened through its signed link (GET …/presigned-url). */
export interface DetailDocument {
  label: string;
  fileId: string;
}

/** One block of an expanded row: personal, employment or business, a co-applicant, a reference. */
export interface DetailSection {
  title: string;
  fields: readonly { label: string; value: string }[];
  documents: readonly DetailDocument[];
}

/** A lender's answer about the application (Application.lender_statuses). */
export interface DetailLenderStatus {
  lenderId: string;
  status: string;
  reference: string | null;
}

/** What an expanded row shows of the whole application (GET /v1/loan-application/{id}). */
export interface ApplicationDetails {
  sections: readonly DetailSection[];
  lenderStatuses: readonly DetailLenderStatus[];
}

/** Which application's details to load. */
export interface DetailsQuery {
  id: string;
}

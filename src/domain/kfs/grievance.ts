import type { GrievanceOfficer } from './statement';

/*
 * The grievance redressal officer a KFS names, per brand (RBI/2024-25/18 Annex A item 13; the
 * Digital Lending Directions ask the same). Kept here, not in the brand catalog, because the
 * catalog is in every page's first load and only the KFS needs these. A brand without its own
 * entry shows Rinn's officer: a partner's brand is operated by Rinn, which answers for it.
 */
const RINN: GrievanceOfficer = {
  name: 'Grievance Redressal Officer, Rinn',
  email: 'grievance@rinn.in',
  // No telephone line is run for the reference product: the KFS then gives the email alone.
  phone: null,
};

const OFFICERS: Readonly<Record<string, GrievanceOfficer>> = {
  rinn: RINN,
};

export const grievanceOfficerOf = (brandKey: string): GrievanceOfficer =>
  OFFICERS[brandKey] ?? RINN;

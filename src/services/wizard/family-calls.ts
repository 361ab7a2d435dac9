import type { Family } from '../../machines/wizard/types';
import type { ApiClient } from '../api/client';
import type { paths } from '../api/schema';

/*
 * Each family's operations, chosen once (capture-app §7; partner-portal §3–§4): the partner's
 * capture (KYC) under /v1/loan-application with the login token, the borrower's own
 * (APPLY_LOAN) under /v1/apply-loan with the guest token. The calls (application-calls.ts,
 * section-calls.ts, the upload transfer) take their family's row and never ask which family
 * they serve; a new family-specific call is one line in each row. Paths are the contract's
 * literals, so the typed client still checks every call's method, parameters and answer; an
 * operation whose method differs between the families is a function instead of a path.
 */

type Path = keyof paths;

export interface FamilyCalls {
  /** GET the application, PATCH its first step. */
  application: Path;
  /** POST a new application. */
  create: Path;
  /**
   * The device makes the tracker id and the server checks it (the borrower's flow), rather than
   * the server making it.
   */
  trackerIdFromDevice: boolean;
  /**
   * The capture goes on with the token the borrower's OTP gave (the borrower's own flow); a
   * partner's capture keeps the partner's login (the borrower's token is not theirs).
   */
  keepsOtpToken: boolean;
  /** GET the newest application of a mobile; null where the family has none (borrowers). */
  lookup: Path | null;
  /** POST or PATCH the personal details. */
  personalInfo: Path;
  /** POST the employment details (the first time). */
  employmentInfo: Path;
  /** PATCH the employment details (the spec's own path name, employee-info). */
  employmentInfoUpdate: Path;
  /** GET, POST or PATCH the business details. */
  businessInfo: Path;
  /** GET the co-applicants. */
  coApplicants: Path;
  /** GET, PATCH or DELETE one co-applicant. */
  coApplicant: Path;
  /** POST a new co-applicant. */
  addCoApplicant: Path;
  /** POST or PATCH the references. */
  references: Path;
  /** PUT the asset documents; null where the contract has no route (borrowers). */
  assetDocuments: Path | null;
  /** GET a short-lived link to an uploaded file. */
  fileUrl: Path;
  /** POST a document; the upload's purpose (the family) tells the server whose it is. */
  uploadFile: Path;
  /** Ends the capture: the partner's final submit, the borrower's mark-completed. */
  submit: (client: ApiClient, id: string, signal?: AbortSignal) => Promise<unknown>;
}

export const FAMILY_CALLS = {
  KYC: {
    application: '/v1/loan-application/{id}',
    create: '/v1/loan-application/create',
    trackerIdFromDevice: false,
    keepsOtpToken: false,
    lookup: '/v1/loan-application/lookup/{mobile}',
    personalInfo: '/v1/loan-application/{id}/personal-info',
    employmentInfo: '/v1/loan-application/{id}/employment-info',
    employmentInfoUpdate: '/v1/loan-application/{id}/employee-info',
    businessInfo: '/v1/loan-application/{id}/business-info',
    coApplicants: '/v1/loan-application/co-applicant/list/{id}',
    coApplicant: '/v1/loan-application/co-applicant/{id}/{coApplicantId}',
    addCoApplicant: '/v1/loan-application/co-applicant/add/{id}',
    references: '/v1/loan-application/{id}/reference',
    assetDocuments: '/v1/loan-application/{id}/asset-documents',
    fileUrl: '/v1/loan-application/presigned-url',
    // The contract has one upload route for both families.
    uploadFile: '/v1/apply-loan/upload-file',
    submit: (client: ApiClient, id: string, signal?: AbortSignal) =>
      client.POST('/v1/loan-application/{id}/submit', { params: { path: { id } }, signal }),
  },
  APPLY_LOAN: {
    application: '/v1/apply-loan/{id}',
    create: '/v1/apply-loan/create',
    trackerIdFromDevice: true,
    keepsOtpToken: true,
    lookup: null,
    personalInfo: '/v1/apply-loan/{id}/personal-info',
    employmentInfo: '/v1/apply-loan/{id}/employment-info',
    employmentInfoUpdate: '/v1/apply-loan/{id}/employee-info',
    businessInfo: '/v1/apply-loan/{id}/business-info',
    coApplicants: '/v1/apply-loan/co-applicant/list/{id}',
    coApplicant: '/v1/apply-loan/co-applicant/{id}/{coApplicantId}',
    addCoApplicant: '/v1/apply-loan/co-applicant/add/{id}',
    references: '/v1/apply-loan/{id}/reference',
    assetDocuments: null,
    fileUrl: '/v1/apply-loan/presigned-url',
    uploadFile: '/v1/apply-loan/upload-file',
    submit: (client: ApiClient, id: string, signal?: AbortSignal) =>
      client.PATCH('/v1/apply-loan/{id}/mark-completed', { params: { path: { id } }, signal }),
  },
} as const satisfies Record<Family, FamilyCalls>;

/** One family's row: the literal paths of both families, so the client types each call. */
export type FamilyPaths = (typeof FAMILY_CALLS)[Family];

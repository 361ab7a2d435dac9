import type { MessageDescriptor } from '@lingui/core';
import type { CaptureFamily, CaptureStep } from '../../domain/capture-step-list';
import type { OfferState } from '../../domain/capture-steps';
import type { JobType, LoanType } from '../../domain/enums';
import type { OpenCoApplicant } from '../co-applicant/types';
import type { FormFound, FormOutput, FormTyped, FormValues } from '../form/types';
import type { OtpOutput } from '../otp/types';

/**
 * The two capture families (spec §1): a partner's KYC flow under /application with the login
 * token, and a borrower's own APPLY_LOAN flow under /apply-loan with a guest token.
 */
export type Family = CaptureFamily;

/** The wizard's steps, named as the routes name them. */
export type WizardStep = CaptureStep;

/** The steps that are forms, their values kept as drafts (a co-applicant's by its record). */
export type FormStep =
  'mobile' | 'kyc' | 'employment' | 'business' | 'reference-details' | 'loan-doc';

/** The rules engine's decision as the outcome screens need it. */
export interface OfferFacts extends OfferState {
  /** Rejection reasons (LOW_BUREAU_SCORE, OVERDUE_AMOUNT_PRESENT…). */
  reasons: string[];
  /** The bureau's overdue amount, shown beside OVERDUE_AMOUNT_PRESENT. */
  overdueAmount: number;
  /**
   * 'YYYY-MM-DD': final submit says when it has passed (issue 19 item 5). Optional: a copy kept
   * on the device before it was added has none, and then the server's answer says so.
   */
  disbursementDate?: string;
}

/** A co-applicant as the list shows it and its form starts from. */
export interface CoApplicantEntry {
  id: string;
  name: string;
  mobile: string;
  values: FormValues;
}

/** What the first step's answer (the application's summary) tells of it. */
export interface SummaryFacts {
  id: string;
  trackerId: string;
  /** INCOMPLETE: returned for correction with `remarks`; DRAFT while being captured. */
  status: string;
  remarks: string | null;
  jobType: JobType | null;
  loanType: LoanType | null;
  /** Completed steps, as the server lists them (src/domain/stages.ts). */
  stages: string[];
}

/** What the wizard knows of the application once it exists. */
export interface ApplicationFacts extends SummaryFacts {
  hasReferences: boolean;
  hasAssetDocuments: boolean;
  /** The rules engine's offer once it has run. */
  offer: OfferFacts | null;
}

/** An application as loaded to resume it: its facts and each saved section as the form shows it. */
export interface LoadedApplication extends ApplicationFacts {
  sections: Partial<Record<FormStep, FormValues>>;
  coApplicants: CoApplicantEntry[];
}

/** Where the wizard was asked to open (the route: step, id and status from the query). */
export interface WizardRoute {
  step: WizardStep;
  id?: string | null;
  status?: string | null;
  /** The co-applicant form's record_index. */
  recordIndex?: string | null;
}

/** What a step's route shows: the step, the application and, for a co-applicant's form, which. */
export interface ShownStep {
  step: WizardStep;
  id: string | null;
  status: string | null;
  coApplicant?: OpenCoApplicant;
}

export interface WizardInput {
  family: Family;
  route?: WizardRoute | null;
  /** What a new application's first step starts with (the link's UTM parameters). */
  prefill?: FormValues;
}

export interface WizardContext {
  family: Family;
  /** What a new application's first step starts with. */
  prefill: FormValues;
  /** The step on screen (its route shows it). */
  step: WizardStep;
  /** The route asked for at the start or by Back/forward: honoured once it is reachable. */
  requested: WizardRoute | null;
  application: ApplicationFacts | null;
  /** Sections as the server had them when the application was loaded. */
  saved: Partial<Record<FormStep, FormValues>>;
  /** Sections as saved from this device, kept so Back shows them as they were typed. */
  drafts: Partial<Record<FormStep, FormValues>>;
  /** The application's co-applicants, as last listed. */
  coApplicants: CoApplicantEntry[];
  /** The co-applicant whose form is open (or was last). */
  coApplicant: OpenCoApplicant | null;
  /** Co-applicants' forms as typed on this device, by record index. */
  coApplicantDrafts: Record<string, FormValues>;
  /**
   * Resume mode only: the asset documents were saved, which leads back to co-applicants
   * (capture-app §4); their Continue then goes on to the offer instead of round again.
   */
  reviewedAssets: boolean;
  /** 'Application found with the given mobile number', or why a found one cannot be resumed. */
  notice: MessageDescriptor | string | null;
  /** What the open form holds now (it tells each change): its draft if it is left unsaved. */
  typed: FormValues | null;
  /** A refusal of the first step (create or update), of loading, or of the final submit. */
  error: string | null;
}

export type WizardEvent =
  /** Back/forward or a typed URL: honoured only when the step is reachable. */
  | { type: 'route.changed'; route: WizardRoute }
  /** The OTP modal was closed without verifying. */
  | { type: 'otp.cancel' }
  /** Loading the application (or the co-applicants) failed: try again. */
  | { type: 'load.retry' }
  /** The co-applicants list: add one, edit one, remove one, or go on. */
  | { type: 'coApplicant.add' }
  | { type: 'coApplicant.edit'; id: string }
  /** Remove on a listed co-applicant: its confirmation opens (issue 18). */
  | { type: 'coApplicant.remove'; id: string }
  | { type: 'coApplicants.continue' }
  /** The co-applicant list (its own chart, invoked as `list`) loaded them, or failed to. */
  | { type: 'coApplicants.loaded'; list: CoApplicantEntry[] }
  | { type: 'coApplicants.failed'; error: string }
  /** Final submit (partner) or complete application (borrower). */
  | { type: 'application.submit' }
  /** The open form (or co-applicant's form) holds these values now. */
  | FormTyped
  | FormFound;

export interface CreateApplicationInput {
  family: Family;
  values: FormValues;
}

export interface UpdateFirstStepInput {
  family: Family;
  applicationId: string;
  values: FormValues;
}

export interface LoadApplicationInput {
  family: Family;
  id: string;
}

/** The final submit's answer. */
export interface SubmittedApplication {
  trackerId: string;
  status: string;
}

/** What a mobile lookup found (the first step's lookup tells the wizard). */
export interface FoundApplication {
  id: string;
  trackerId: string;
  status: string;
  stages: string[];
  jobType: JobType | null;
}

export type { FormOutput, OpenCoApplicant, OtpOutput };

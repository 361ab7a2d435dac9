import type { JobType } from '../../domain/enums';
import type { ResumeStep } from '../../domain/resume';
import type { FormFound, FormOutput, FormValues } from '../form/types';
import type { OtpOutput } from '../otp/types';

/**
 * The two capture families (spec §1): a partner's KYC flow under /application with the login
 * token, and a borrower's own APPLY_LOAN flow under /apply-loan with a guest token.
 */
export type Family = 'KYC' | 'APPLY_LOAN';

/** The wizard's steps, named as the routes name them. */
export type WizardStep = ResumeStep;

/** The steps that are forms of this issue; co-applicants is a placeholder until the next. */
export type FormStep = 'mobile' | 'kyc' | 'employment' | 'business';

/** What the wizard knows of the application once it exists. */
export interface ApplicationFacts {
  id: string;
  trackerId: string;
  /** INCOMPLETE: returned for correction with `remarks`; DRAFT while being captured. */
  status: string;
  remarks: string | null;
  jobType: JobType | null;
  /** Completed steps, as the server lists them (src/domain/stages.ts). */
  stages: string[];
}

/** An application as loaded to resume it: its facts and each saved section as the form shows it. */
export interface LoadedApplication extends ApplicationFacts {
  sections: Partial<Record<FormStep, FormValues>>;
}

/** Where the wizard was asked to open (the route: step, id and status from the query). */
export interface WizardRoute {
  step: WizardStep;
  id?: string | null;
  status?: string | null;
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
  /** 'Application found with the given mobile number', or why a found one cannot be resumed. */
  notice: string | null;
  /** A refusal of the first step (create or update) or of loading: shown with the form. */
  error: string | null;
}

export type WizardEvent =
  /** Back/forward or a typed URL: honoured only when the step is reachable. */
  | { type: 'route.changed'; route: WizardRoute }
  /** The OTP modal was closed without verifying. */
  | { type: 'otp.cancel' }
  /** Loading the application failed: try again. */
  | { type: 'load.retry' }
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

/** What a mobile lookup found (the first step's lookup tells the wizard). */
export interface FoundApplication {
  id: string;
  trackerId: string;
  status: string;
  stages: string[];
  jobType: JobType | null;
}

export type { FormOutput, OtpOutput };

import type { ResumeInput, ResumeStep } from '../../domain/resume';
import type { OtpOutput } from '../otp/types';

/**
 * Who tracks (partner-portal §2): a logged-in partner at /track, whose Complete Application goes
 * straight to the capture wizard, or a visitor at /apply-loan/track, who first proves the
 * borrower's mobile with a guest OTP.
 */
export type TrackAudience = 'partner' | 'borrower';

export interface TrackInput {
  audience: TrackAudience;
  /** A tracker id to start with (the success screen's link, a reload): typed, not yet tracked. */
  trackerId?: string;
}

/** What the server said of the tracker id (GET /v1/track). */
export interface TrackAnswer {
  /** The answer's message: what the screen shows. */
  message: string;
  /** The application, when the server names it (it does when it needs completing). */
  applicationId: string | null;
  /** DRAFT, INCOMPLETE, SUBMITTED… */
  status: string | null;
}

export interface TrackContext {
  audience: TrackAudience;
  /** As typed. */
  trackerId: string;
  /** The last answer, while it is shown. */
  answer: TrackAnswer | null;
  /**
   * The one failure shown, null unless the state is tagged `error`: 'Invalid tracker id'
   * (`invalidId`), why tracking failed (`trackFailed`), or why the application cannot be
   * completed (`refused`). Tracking again clears it.
   */
  error: string | null;
  /** Where the application resumes, once it is found to open for this person. */
  resumeStep: ResumeStep | null;
}

/**
 * What views read, never the state names: `busy` and `error` as every chart, plus which call is
 * busy (`tracking`, `opening`), which failure is shown (`invalidId`, `trackFailed`, `refused`)
 * and whether the server's message is on screen (`answered`, also behind the OTP sheet).
 */
export type TrackTag =
  'busy' | 'error' | 'tracking' | 'opening' | 'invalidId' | 'trackFailed' | 'refused' | 'answered';

export type TrackEvent =
  | { type: 'tracker.change'; trackerId: string }
  | { type: 'tracker.submit' }
  /** Complete Application, shown when the message contains Remarks. */
  | { type: 'application.complete' }
  /** The borrower closed the OTP sheet. */
  | { type: 'otp.cancel' };

/** The track actor's input: the tracker id, trimmed and checked. */
export interface TrackRequest {
  trackerId: string;
}

/** The findApplication actor's input: may this person open the application? */
export interface FindApplicationInput {
  audience: TrackAudience;
  id: string;
}

/**
 * What the findApplication actor learnt besides that the application opens for this person: how
 * far it got, which says where it resumes.
 */
export type FoundApplication = Pick<ResumeInput, 'stages' | 'jobType'>;

/** Where Complete Application leads: the capture wizard on this application. */
export interface ResumedApplication {
  id: string;
  /** 'INCOMPLETE' when returned for correction (the wizard's resume mode), else null. */
  status: 'INCOMPLETE' | null;
  /**
   * The step it opens on: the first step when returned for correction (its remarks are there),
   * else where its stages lead, as a mobile lookup's resume.
   */
  step: ResumeStep;
}

export type { OtpOutput };

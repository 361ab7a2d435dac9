import type { JobType } from './enums';
import { isStage, Stage } from './stages';

export const NO_INCOMPLETE_APPLICATION = 'No Incomplete Application Found';

export type ResumeStep = 'mobile' | 'kyc' | 'employment' | 'business' | 'co-applicants';

export type ResumeRoute =
  | { kind: 'route'; step: ResumeStep; query?: { id: string; status: 'INCOMPLETE' } }
  | { kind: 'error'; message: typeof NO_INCOMPLETE_APPLICATION };

export type ResumeInput = {
  stages: readonly string[];
  jobType: JobType | null;
  status?: string | null;
  id?: string;
};

const NOT_FOUND: ResumeRoute = { kind: 'error', message: NO_INCOMPLETE_APPLICATION };

/**
 * Where a mobile lookup sends the user, from the application's completed stages (capture-app §4,
 * partner-portal §4). The stages are a set: order and repeats do not matter, and a marker that is
 * not one of the six makes the list unrecognisable (the error). Returns a step, not a URL.
 */
export function resumeRouteFor(input: ResumeInput): ResumeRoute {
  if (input.status === 'INCOMPLETE') {
    return input.id
      ? { kind: 'route', step: 'mobile', query: { id: input.id, status: 'INCOMPLETE' } }
      : { kind: 'route', step: 'mobile' };
  }
  if (!input.stages.every(isStage)) return NOT_FOUND;
  const done = new Set<string>(input.stages);
  const has = (stage: Stage) => done.has(stage);

  if (done.size === 0) return { kind: 'route', step: 'mobile' };
  if (done.size === 1 && has(Stage.CREATE_APPLICATION)) return { kind: 'route', step: 'kyc' };
  if (done.size === 2 && has(Stage.CREATE_APPLICATION) && has(Stage.PERSONAL_DETAILS)) {
    if (input.jobType === 'SALARIED') return { kind: 'route', step: 'employment' };
    if (input.jobType === 'SELF_EMPLOYED') return { kind: 'route', step: 'business' };
    return NOT_FOUND;
  }
  if (done.size === 3 && (has(Stage.BUSINESS_DETAILS) || has(Stage.EMPLOYMENT_DETAILS))) {
    return { kind: 'route', step: 'co-applicants' };
  }
  if (
    (done.size === 4 || done.size === 5) &&
    (has(Stage.CO_APPLICANT) || has(Stage.CO_APPLICANT_FORM))
  ) {
    return { kind: 'route', step: 'co-applicants' };
  }
  return NOT_FOUND;
}

/** The stage a saved step adds to the list. */
export const STAGE_OF_STEP = {
  mobile: Stage.CREATE_APPLICATION,
  kyc: Stage.PERSONAL_DETAILS,
  employment: Stage.EMPLOYMENT_DETAILS,
  business: Stage.BUSINESS_DETAILS,
} as const satisfies Record<Exclude<ResumeStep, 'co-applicants'>, Stage>;

/**
 * The job type that decides the step after personal details. A professional (the public flow's
 * third employment type) fills the employment step, as the spec's "SALARIED (Salaried/
 * Professional)" label says.
 */
export function stepJobType(jobType: unknown): JobType | null {
  if (jobType === 'SALARIED' || jobType === 'PROFESSIONAL') return 'SALARIED';
  if (jobType === 'SELF_EMPLOYED') return 'SELF_EMPLOYED';
  return null;
}

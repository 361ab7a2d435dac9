import type { Snapshot } from 'xstate';
import { stepProgress, type StepProgress } from '../../domain/capture-progress';
import { stepJobType } from '../../domain/resume';
import type { FormValues } from '../form/types';
import { shownStep } from './context';
import type { ShownStep, WizardContext } from './types';

/*
 * What the wizard's context says of the application it holds, for the step counter and for an
 * open draft offered elsewhere (home, Create Application): pure functions of the context, as
 * the live wizard has it or as the device kept it.
 */

/** The first step's values: as typed while it is open, else as left or as the server had them. */
export function firstStepValues(context: WizardContext): FormValues {
  if (context.step === 'mobile' && context.typed) return context.typed;
  return context.drafts.mobile ?? context.saved.mobile ?? {};
}

/**
 * Step N of M for the step on screen: the steps follow the application's job type and loan type,
 * as saved, else as chosen on the first step (the counter follows the choice as it is made).
 */
export function progressOf(context: WizardContext): StepProgress | null {
  const first = firstStepValues(context);
  const application = context.application;
  return stepProgress(context.family, context.step, {
    jobType: application?.jobType ?? stepJobType(first['job_type']),
    loanType: application?.loanType ?? first['loan_type'],
  });
}

/** An unfinished application kept on the device: whose it is and where it stands. */
export interface OpenDraft {
  /** The borrower's name as typed on the first step ('' until it is typed). */
  name: string;
  /** The borrower's mobile ('' until it is typed). */
  mobile: string;
  /** Where continuing it goes: its step's route (with the application's id once it exists). */
  shown: ShownStep;
  progress: StepProgress | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The draft a wizard holds, or null when there is nothing to continue: no application yet and
 * no borrower typed (a first step just opened), or an outcome (the wizard is over).
 */
export function openDraftOf(context: WizardContext): OpenDraft | null {
  if (context.step === 'success' || context.step === 'rejection') return null;
  const first = firstStepValues(context);
  const name = text(first['name']);
  const mobile = text(first['mobile']);
  if (!context.application && !name && !mobile) return null;
  return { name, mobile, shown: shownStep(context.step, context), progress: progressOf(context) };
}

/** Just enough of a wizard's context to read: the device's copy is JSON written by us. */
function isWizardContext(value: unknown): value is WizardContext {
  if (typeof value !== 'object' || value === null) return false;
  const context = value as Partial<Record<keyof WizardContext, unknown>>;
  return (
    typeof context.step === 'string' &&
    typeof context.family === 'string' &&
    typeof context.drafts === 'object' &&
    context.drafts !== null &&
    typeof context.saved === 'object' &&
    context.saved !== null
  );
}

/** The open draft of a wizard the device kept (its persisted snapshot), if it has one. */
export function openDraftIn(snapshot: Snapshot<unknown> | null): OpenDraft | null {
  const context = (snapshot as { context?: unknown } | null)?.context;
  return isWizardContext(context) ? openDraftOf(context) : null;
}

import type { Family, WizardStep } from '../../machines/wizard/types';

/*
 * The wizard's routes, apart from its links (paths.ts): the app's router is in the first load
 * and needs only these, and a module the first load imports is built into it whole.
 */

/** Where each family's wizard lives (capture-app §2; partner-portal §3). */
export const WIZARD_BASE: Record<Family, string> = {
  KYC: '/application',
  APPLY_LOAN: '/apply-loan',
};

export const WIZARD_STEPS: readonly WizardStep[] = [
  'mobile',
  'kyc',
  'employment',
  'business',
  'co-applicants',
];

/** The wizard's routes of a family, as one pattern: the screen stays mounted across steps. */
export function wizardPattern(family: Family): RegExp {
  const base = WIZARD_BASE[family].replace('/', '\\/');
  return new RegExp(`^${base}\\/(?<step>${WIZARD_STEPS.join('|')})\\/?$`);
}

import { CAPTURE_STEPS } from '../../domain/capture-step-list';
import type { Family } from '../../machines/wizard/types';

/*
 * The wizard's routes, apart from its links (paths.ts): the app's router is in the first load
 * and needs only these, and a module the first load imports is built into it whole.
 */

/** Where each family's wizard lives (capture-app §2; partner-portal §3). */
export const WIZARD_BASE: Record<Family, string> = {
  KYC: '/application',
  APPLY_LOAN: '/apply-loan',
};

/** Each family's step routes (src/domain/capture-steps.ts), and the Loan Offers success. */
export const LOAN_OFFERS_SUCCESS = 'success/loan-offers';

/** The wizard's routes of a family, as one pattern: the screen stays mounted across steps. */
export function wizardPattern(family: Family): RegExp {
  const steps = [...CAPTURE_STEPS[family], ...(family === 'KYC' ? [LOAN_OFFERS_SUCCESS] : [])];
  // A RegExp built from a string needs no escaped slashes; step names are letters and dashes.
  return new RegExp(`^${WIZARD_BASE[family]}/(?<step>${steps.join('|')})/?$`);
}

/**
 * The application an address names: `id`, or `app_id` on a co-applicant's form (capture-app §2).
 * Null for a new application.
 */
export function applicationIdIn(search: string): string | null {
  const query = new URLSearchParams(search);
  return query.get('id') ?? query.get('app_id');
}

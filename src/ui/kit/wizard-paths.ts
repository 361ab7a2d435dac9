import { CAPTURE_STEPS } from '../../domain/capture-step-list';
import type { Family, ShownStep, WizardRoute } from '../../machines/wizard/types';
import { applicationIdIn, LOAN_OFFERS_SUCCESS, WIZARD_BASE } from './wizard-routes';

/** The UTM parameters a link may carry to the first step (capture-app §2). */
export const UTM_KEYS = [
  'utm_id',
  'utm_source',
  'utm_campaign',
  'utm_medium',
  'utm_content',
  'utm_term',
] as const;

/**
 * A step's full href: the query is always written whole (id and status, or none), because the
 * hash router keeps the current query when a target has none and ids would leak between
 * applications. A co-applicant's form names which one as the spec does: a new one by its number
 * (`record_index=n`, with the application's id so a reload finds it), one being edited by
 * `app_id`, `record_index` (its id) and `status`. The success of a brand with the loan offers
 * flag is /success/loan-offers.
 */
export function wizardHref(
  family: Family,
  shown: ShownStep,
  options: { loanOffersSuccess?: boolean } = {},
): string {
  const search = new URLSearchParams();
  const editing = shown.coApplicant?.id ?? null;
  if (shown.id) search.set(editing ? 'app_id' : 'id', shown.id);
  if (shown.coApplicant) search.set('record_index', shown.coApplicant.recordIndex);
  if (shown.status) search.set('status', shown.status);
  const path =
    shown.step === 'success' && options.loanOffersSuccess && family === 'KYC'
      ? LOAN_OFFERS_SUCCESS
      : shown.step;
  return `${WIZARD_BASE[family]}/${path}?${search.toString()}`;
}

/** The route the address bar asks for. */
export function routeFrom(family: Family, step: string, search: string): WizardRoute {
  const query = new URLSearchParams(search);
  const asked = step === LOAN_OFFERS_SUCCESS ? 'success' : step;
  const steps: readonly string[] = CAPTURE_STEPS[family];
  return {
    step: steps.includes(asked) ? (asked as WizardRoute['step']) : 'mobile',
    id: applicationIdIn(search),
    status: query.get('status'),
    recordIndex: query.get('record_index'),
  };
}

/** The UTM parameters of the address, kept with the application (`utm_details`). */
export function utmFrom(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = query.get(key);
      return value ? [[key, value.slice(0, 100)]] : [];
    }),
  );
}

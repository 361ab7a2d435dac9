import type { Family, WizardRoute, WizardStep } from '../../machines/wizard/types';
import { WIZARD_BASE, WIZARD_STEPS } from './routes';

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
 * applications.
 */
export function wizardHref(
  family: Family,
  step: WizardStep,
  query: { id: string | null; status: string | null },
): string {
  const search = new URLSearchParams();
  if (query.id) search.set('id', query.id);
  if (query.status) search.set('status', query.status);
  return `${WIZARD_BASE[family]}/${step}?${search.toString()}`;
}

/** The route the address bar asks for. */
export function routeFrom(step: string, search: string): WizardRoute {
  const query = new URLSearchParams(search);
  return {
    step: (WIZARD_STEPS as readonly string[]).includes(step) ? (step as WizardStep) : 'mobile',
    id: query.get('id'),
    status: query.get('status'),
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

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Routes of the spec whose screens arrive with later issues. They exist now so that links,
 * guards and deep links behave as they will, and each says plainly that it is not built yet.
 */
export interface PlannedScreen {
  path: string;
  /** Worded with `i18n._` where shown. */
  title: MessageDescriptor;
  /** `partner`: login required; `public`: visitors only (logged-in partners go to /). */
  access: 'partner' | 'public';
}

const partner = (path: string, title: MessageDescriptor): PlannedScreen => ({
  path,
  title,
  access: 'partner',
});

export const plannedScreens: readonly PlannedScreen[] = [
  partner('/application/references', msg`References`),
  partner('/application/complete-application', msg`Complete Application`),
  partner('/application/track', msg`Track Application`),
];

export function plannedScreenAt(path: string): PlannedScreen | undefined {
  return plannedScreens.find((planned) => planned.path === path);
}

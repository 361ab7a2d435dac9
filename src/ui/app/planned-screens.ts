/**
 * Routes of the spec whose screens arrive with later issues. They exist now so that links,
 * guards and deep links behave as they will, and each says plainly that it is not built yet.
 */
export interface PlannedScreen {
  path: string;
  title: string;
  /** `partner`: login required; `public`: visitors only (logged-in partners go to /). */
  access: 'partner' | 'public';
}

const partner = (path: string, title: string): PlannedScreen => ({
  path,
  title,
  access: 'partner',
});

export const plannedScreens: readonly PlannedScreen[] = [
  partner('/application/references', 'References'),
  partner('/application/complete-application', 'Complete Application'),
  partner('/application/track', 'Track Application'),
];

export function plannedScreenAt(path: string): PlannedScreen | undefined {
  return plannedScreens.find((planned) => planned.path === path);
}

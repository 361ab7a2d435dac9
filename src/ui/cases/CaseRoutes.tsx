import { lazy, type ComponentType } from 'react';
import { useLocation } from 'wouter';

/*
 * The three case screens behind one small chunk: the entry, which every first load carries,
 * names only this module, and each screen's own list of chunks to preload lives here instead
 * (docs/decisions.md: one more round trip on opening a case screen, for the login route's budget).
 */
const SCREENS: Readonly<Record<string, ComponentType>> = {
  '/create-case': lazy(() => import('./CreateCaseScreen')),
  '/case-recorded-success': lazy(() => import('./CaseRecordedScreen')),
  '/disbursment-cases': lazy(() => import('./CasesScreen')),
};

/** The case screen at this address (AppRoutes sends only these three paths here). */
export default function CaseRoutes() {
  const [path] = useLocation();
  const Screen = SCREENS[path];
  return Screen ? <Screen /> : null;
}

import { lazy, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import type { PortalPath } from './route-table';

/*
 * The partner's screens besides home and the wizard (profile, tracking, applications, lenders,
 * cases) behind one small chunk: the entry, which every first load carries, names only this
 * module, and each screen's own list of chunks to preload lives here instead (docs/decisions.md:
 * one more round trip on opening one of them, for the login route's budget).
 */
// Typed by the route table: a path added there without a screen here does not compile.
const SCREENS: Readonly<Record<PortalPath, ComponentType>> = {
  '/profile': lazy(() => import('../profile/ProfileScreen')),
  '/track': lazy(() =>
    import('./track-screens').then((screens) => ({ default: screens.PartnerTrackScreen })),
  ),
  '/applications': lazy(() => import('../applications/ApplicationsScreen')),
  '/application/prefferred-lenders': lazy(() => import('../lenders/LendersScreen')),
  '/create-case': lazy(() => import('../cases/CreateCaseScreen')),
  '/case-recorded-success': lazy(() => import('../cases/CaseRecordedScreen')),
  '/disbursment-cases': lazy(() => import('../cases/CasesScreen')),
};

/** The portal screen at this address. */
export default function PortalRoutes() {
  const [path] = useLocation();
  const Screen = (SCREENS as Readonly<Record<string, ComponentType | undefined>>)[path];
  return Screen ? <Screen /> : null;
}

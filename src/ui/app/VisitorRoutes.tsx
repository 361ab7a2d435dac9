import { lazy, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import type { VisitorPath } from './route-table';

/*
 * A visitor's screens besides the landing and the apply flow (tracking an application, Join Us's
 * registration and its tracking) behind one small chunk, as PortalRoutes does for the partner's:
 * the entry, which every first load carries, names only this module (docs/decisions.md).
 */
// Typed by the route table: a path added there without a screen here does not compile.
const SCREENS: Readonly<Record<VisitorPath, ComponentType>> = {
  '/apply-loan/track': lazy(() =>
    import('./track-screens').then((screens) => ({ default: screens.PublicTrackScreen })),
  ),
  '/join-us': lazy(() => import('../join-us/RegistrationScreen')),
  // With the other tracking screens, whose chunk /apply-loan/track loads anyway.
  '/join-us/track': lazy(() =>
    import('./track-screens').then((screens) => ({ default: screens.JoinUsTrackScreen })),
  ),
};

/** The visitor's screen at this address. */
export default function VisitorRoutes() {
  const [path] = useLocation();
  const Screen = (SCREENS as Readonly<Record<string, ComponentType | undefined>>)[path];
  return Screen ? <Screen /> : null;
}

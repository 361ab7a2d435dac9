/*
 * The app's addresses as data, apart from the wizard's (../wizard/routes.ts), the planned
 * screens (planned-screens.ts) and the three the router names itself (the landing with its
 * sheets, home, the kit): the router (AppRoutes), the chunks that pick a screen by its address
 * (PortalRoutes, VisitorRoutes) and the browser walk over every route at 320 px
 * (tests/e2e/route-walk.test.ts) all read these lists, so a route added here is walked too.
 * The router is in the first load: plain strings only.
 */

/** The partner's screens besides home and the wizard, each its own chunk behind PortalRoutes. */
export const PORTAL_PATHS = [
  '/profile',
  '/track',
  '/applications',
  '/application/prefferred-lenders',
  '/create-case',
  '/case-recorded-success',
  '/disbursment-cases',
] as const;
export type PortalPath = (typeof PORTAL_PATHS)[number];

/** A visitor's screens besides the landing and the apply flow, behind VisitorRoutes. */
export const VISITOR_PATHS = ['/apply-loan/track', '/join-us', '/join-us/track'] as const;
export type VisitorPath = (typeof VISITOR_PATHS)[number];

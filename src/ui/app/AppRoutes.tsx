import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { FirstPaintHandoff } from '../first-paint/handoff';
import { Spinner } from '../kit/Spinner';
import { LoggedInOnly, LoggedOutOnly } from './guards';
import { wizardPattern } from '../kit/wizard-routes';
import { PORTAL_PATHS, VISITOR_PATHS } from './route-table';

interface Screen {
  component: ComponentType;
  /** Starts fetching the screen's code without rendering it. */
  preload: () => void;
}

// Every screen is its own chunk: the login route loads only what it shows.
function lazyScreen(load: () => Promise<{ default: ComponentType }>): Screen {
  return { component: lazy(load), preload: () => void load().catch(() => undefined) };
}

const LandingScreen = lazyScreen(() => import('../login/LandingScreen'));
const HomeScreen = lazyScreen(() => import('../home/HomeScreen'));
const FallbackScreen = lazyScreen(() => import('../placeholder/FallbackScreen'));
const Gallery = lazyScreen(() => import('../kit/GalleryRoute'));
const ApplicationWizardScreen = lazyScreen(() => import('../wizard/ApplicationWizardScreen'));
const ApplyLoanWizardScreen = lazyScreen(() => import('../wizard/ApplyLoanWizardScreen'));
/**
 * The partner's header and footer load with the partner's screens: the login route, the first
 * load, never shows them (the static first paint draws a signed-in partner's header meanwhile).
 */
const loadProtectedLayout = () =>
  import('./ProtectedLayout').then((module) => ({ default: module.ProtectedLayout }));
const ProtectedLayout = lazy(loadProtectedLayout);
/**
 * The partner's screens besides home and the wizard (profile, tracking, applications, lenders,
 * cases): one small chunk that loads the screen at the address (PortalRoutes), so the entry
 * names one module for all seven.
 */
const PortalScreens = lazyScreen(() => import('./PortalRoutes'));
/** A visitor's tracking and Join Us screens: one small chunk too (VisitorRoutes). */
const VisitorScreens = lazyScreen(() => import('./VisitorRoutes'));

/**
 * Fetches the route's screen while the session is still being checked, so its code and the
 * session answer travel together instead of one after the other. (A failed fetch is left to
 * the render, which shows the error page.)
 */
function usePreload(screen: Screen) {
  useEffect(() => screen.preload(), [screen]);
}

/** What shows while a screen's code loads. */
function Loading() {
  const { t } = useLingui();
  return <Spinner label={t`Loading`} />;
}

/** A lazily loaded screen; the static first paint stays up until the first one is shown. */
function Loaded({ screen }: { screen: Screen }) {
  const Component = screen.component;
  return (
    <Suspense fallback={<Loading />}>
      <Component />
      <FirstPaintHandoff />
    </Suspense>
  );
}

/** A screen for logged-in partners, inside the header and "Powered By" footer. */
function PartnerScreen({ screen }: { screen: Screen }) {
  usePreload(screen);
  useEffect(() => void loadProtectedLayout().catch(() => undefined), []);
  return (
    <LoggedInOnly>
      <Suspense fallback={<Loading />}>
        <ProtectedLayout>
          <Loaded screen={screen} />
        </ProtectedLayout>
      </Suspense>
    </LoggedInOnly>
  );
}

/**
 * A screen for visitors; a logged-in partner is sent home. A borrower's pages (apply, track)
 * put themselves in the brand's header (GuestLayout), so its code loads with them, not first.
 */
function VisitorScreen({ screen }: { screen: Screen }) {
  usePreload(screen);
  return (
    <LoggedOutOnly>
      <Loaded screen={screen} />
    </LoggedOutOnly>
  );
}

const route = (path: string, element: ReactNode) => (
  <Route key={path} path={path}>
    {element}
  </Route>
);

export function AppRoutes() {
  return (
    <Switch>
      {/* One route, so the landing stays mounted while its Login and Join Us sheets
          (/login/partner-login, /login/join-us) open and close, and focus returns to the
          button that opened them. */}
      {/* These three are walked by tests/e2e/route-walk.test.ts by name: keep them in step. */}
      {route('/login/:sheet?', <VisitorScreen screen={LandingScreen} />)}
      {route('/kit', <Loaded screen={Gallery} />)}
      {route('/', <PartnerScreen screen={HomeScreen} />)}
      {/* The route table, not PortalRoutes, which would bring every screen into the entry. */}
      {PORTAL_PATHS.map((path) => route(path, <PartnerScreen screen={PortalScreens} />))}
      {VISITOR_PATHS.map((path) => route(path, <VisitorScreen screen={VisitorScreens} />))}
      {/* One route per capture family, so the wizard stays mounted from step to step. */}
      <Route path={wizardPattern('KYC')}>
        <PartnerScreen screen={ApplicationWizardScreen} />
      </Route>
      <Route path={wizardPattern('APPLY_LOAN')}>
        <VisitorScreen screen={ApplyLoanWizardScreen} />
      </Route>
      {/* Planned routes of later issues (behind their guards) and unknown addresses. */}
      <Route>
        <Loaded screen={FallbackScreen} />
      </Route>
    </Switch>
  );
}

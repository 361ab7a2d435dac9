import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { FirstPaintHandoff } from '../first-paint/handoff';
import { Spinner } from '../kit/Spinner';
import { LoggedInOnly, LoggedOutOnly } from './guards';
import { plannedScreens } from './planned-screens';
import { ProtectedLayout } from './ProtectedLayout';

// Every screen is its own chunk: the login route loads only what it shows.
const LandingScreen = lazy(() => import('../login/LandingScreen'));
const JoinUsScreen = lazy(() => import('../join-us/JoinUsScreen'));
const HomeScreen = lazy(() => import('../home/HomeScreen'));
const ProfileScreen = lazy(() => import('../profile/ProfileScreen'));
const PlaceholderScreen = lazy(() => import('../placeholder/PlaceholderScreen'));
const NotFoundScreen = lazy(() => import('../placeholder/NotFoundScreen'));
const Gallery = lazy(() => import('../kit/Gallery'));

/** A lazily loaded screen; the static first paint stays up until the first one is shown. */
function Loaded({ screen: Screen }: { screen: ComponentType }) {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Screen />
      <FirstPaintHandoff />
    </Suspense>
  );
}

/** A screen for logged-in partners, inside the header and "Powered By" footer. */
function PartnerScreen({ screen }: { screen: ComponentType }) {
  return (
    <LoggedInOnly>
      <ProtectedLayout>
        <Loaded screen={screen} />
      </ProtectedLayout>
    </LoggedInOnly>
  );
}

/** A screen for visitors; a logged-in partner is sent home. */
function VisitorScreen({ screen }: { screen: ComponentType }) {
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
      {route('/login/:sheet?', <VisitorScreen screen={LandingScreen} />)}
      {route('/join-us', <VisitorScreen screen={JoinUsScreen} />)}
      {route('/kit', <Loaded screen={Gallery} />)}
      {route('/', <PartnerScreen screen={HomeScreen} />)}
      {route('/profile', <PartnerScreen screen={ProfileScreen} />)}
      {plannedScreens.map((planned) =>
        route(
          planned.path,
          planned.access === 'partner' ? (
            <PartnerScreen screen={PlaceholderScreen} />
          ) : (
            <VisitorScreen screen={PlaceholderScreen} />
          ),
        ),
      )}
      <Route>
        <Loaded screen={NotFoundScreen} />
      </Route>
    </Switch>
  );
}

import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { Spinner } from '../kit/Spinner';
import { LoggedInOnly, LoggedOutOnly } from './guards';
import { ProtectedLayout } from './ProtectedLayout';
import { plannedScreens } from './planned-screens';

// Every screen is its own chunk: the login route loads only what it shows.
const LandingScreen = lazy(() => import('../login/LandingScreen'));
const JoinUsScreen = lazy(() => import('../join-us/JoinUsScreen'));
const HomeScreen = lazy(() => import('../home/HomeScreen'));
const ProfileScreen = lazy(() => import('../profile/ProfileScreen'));
const PlaceholderScreen = lazy(() => import('../placeholder/PlaceholderScreen'));
const NotFoundScreen = lazy(() => import('../placeholder/NotFoundScreen'));
const Gallery = lazy(() => import('../kit/Gallery'));

function Loading() {
  return <Spinner label="Loading" />;
}

function screen(Screen: LazyExoticComponent<ComponentType>) {
  return function LoadedScreen() {
    return (
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    );
  };
}

const Landing = screen(LandingScreen);

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login">
        <LoggedOutOnly>
          <Landing />
        </LoggedOutOnly>
      </Route>
      <Route path="/login/partner-login">
        <LoggedOutOnly>
          <Landing />
        </LoggedOutOnly>
      </Route>
      <Route path="/login/join-us">
        <LoggedOutOnly>
          <Landing />
        </LoggedOutOnly>
      </Route>
      <Route path="/join-us">
        <LoggedOutOnly>
          <Suspense fallback={<Loading />}>
            <JoinUsScreen />
          </Suspense>
        </LoggedOutOnly>
      </Route>
      <Route path="/kit" component={screen(Gallery)} />

      {plannedScreens
        .filter((planned) => planned.access === 'public')
        .map((planned) => (
          <Route key={planned.path} path={planned.path}>
            <LoggedOutOnly>
              <Suspense fallback={<Loading />}>
                <PlaceholderScreen />
              </Suspense>
            </LoggedOutOnly>
          </Route>
        ))}

      <Route path="/">
        <LoggedInOnly>
          <ProtectedLayout>
            <Suspense fallback={<Loading />}>
              <HomeScreen />
            </Suspense>
          </ProtectedLayout>
        </LoggedInOnly>
      </Route>
      <Route path="/profile">
        <LoggedInOnly>
          <ProtectedLayout>
            <Suspense fallback={<Loading />}>
              <ProfileScreen />
            </Suspense>
          </ProtectedLayout>
        </LoggedInOnly>
      </Route>
      {plannedScreens
        .filter((planned) => planned.access === 'partner')
        .map((planned) => (
          <Route key={planned.path} path={planned.path}>
            <LoggedInOnly>
              <ProtectedLayout>
                <Suspense fallback={<Loading />}>
                  <PlaceholderScreen />
                </Suspense>
              </ProtectedLayout>
            </LoggedInOnly>
          </Route>
        ))}

      <Route>
        <Suspense fallback={<Loading />}>
          <NotFoundScreen />
        </Suspense>
      </Route>
    </Switch>
  );
}

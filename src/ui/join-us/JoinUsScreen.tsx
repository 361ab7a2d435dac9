import { lazy, Suspense } from 'react';
import { useParams } from 'wouter';
import { Spinner } from '../kit/Spinner';

const RegistrationScreen = lazy(() => import('./RegistrationScreen'));
// With the other tracking screens: a chunk of its own would cost the first load its name.
const JoinUsTrackScreen = lazy(() =>
  import('../track/TrackScreens').then((screens) => ({ default: screens.JoinUsTrackScreen })),
);
const FallbackScreen = lazy(() => import('../placeholder/FallbackScreen'));

/**
 * `/join-us` and `/join-us/track` (partner-portal §2): one route of the app's router, so its
 * first load names one module; each screen loads when shown (tracking needs none of the
 * registration's form). Any other address under /join-us is not found.
 */
export default function JoinUsScreen() {
  const { page } = useParams<{ page?: string }>();
  const Screen =
    page === undefined ? RegistrationScreen : page === 'track' ? JoinUsTrackScreen : FallbackScreen;
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Screen />
    </Suspense>
  );
}

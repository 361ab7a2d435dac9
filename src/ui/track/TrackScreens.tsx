import { GuestLayout } from '../app/GuestLayout';
import { Link } from 'wouter';
import { TrackView } from './TrackView';
import { standaloneLink } from '../kit/link.css';

export { JoinUsTrackScreen } from '../join-us/JoinUsTrackScreen';

/*
 * The tracking screens in one chunk (Join Us's too): they share everything but a line, and each lazy screen
 * costs the first load its import (the app's router is in the first load).
 */

/** `/track`: a logged-in partner tracks an application by its tracker id. */
export function PartnerTrackScreen() {
  return <TrackView audience="partner" />;
}

/**
 * `/apply-loan/track`: a borrower tracks their own application, without logging in (inside the
 * guest layout: the brand's header, its logo leading to the landing too).
 */
export function PublicTrackScreen() {
  return (
    <GuestLayout>
      <TrackView audience="borrower" />
      <p>
        <Link href="/login" className={standaloneLink}>
          Back to login
        </Link>
      </p>
    </GuestLayout>
  );
}

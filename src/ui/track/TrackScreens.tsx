import { Trans } from '@lingui/react/macro';
import { GuestLayout } from '../app/GuestLayout';
import { Link } from 'wouter';
import { TrackView } from './TrackView';
import { standaloneLink } from '../kit/link.css';

/*
 * The application tracking screens in one chunk: they share everything but a line. Join Us's
 * tracking is its own feature's (src/ui/join-us): features do not import each other, and the
 * tracking form they share is the kit's.
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
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </GuestLayout>
  );
}

import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { GuestLayout } from '../app/GuestLayout';
import { TrackerForm, type TrackerTexts } from '../kit/TrackerForm';
import { JoinUsTrackFlow } from './join-us-track-flow';
import { standaloneLink } from '../kit/link.css';

/** A Join Us request is tracked by the mobile it was made with (partner-portal §2, §5). */
const REQUEST_TEXTS: TrackerTexts = {
  title: msg`Track Your Partner Request`,
  label: msg`Mobile number`,
  hint: msg`The mobile number you registered with.`,
  answerTitle: msg`Request status`,
  inputMode: 'tel',
};

/**
 * `/join-us/track`: a visitor tracks their Join Us request by mobile and reads the server's
 * message (pending, approved, or rejected with the reason). A mobile in the query
 * (`?tracker_id=`, from the registration's success) is typed in for them. It loads with the
 * other tracking screens (TrackScreens), whose chunk the first load already names.
 */
export function JoinUsTrackScreen() {
  const search = useSearch();
  return (
    <GuestLayout>
      <JoinUsTrackFlow.Host
        page={undefined}
        input={{
          audience: 'borrower',
          trackerId: new URLSearchParams(search).get('tracker_id')?.slice(0, 10) ?? '',
        }}
      >
        <RequestTracker />
      </JoinUsTrackFlow.Host>
      <p>
        <Link href="/login" className={standaloneLink}>
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </GuestLayout>
  );
}

function RequestTracker() {
  return <TrackerForm tracking={JoinUsTrackFlow.useActorRef()} texts={REQUEST_TEXTS} />;
}

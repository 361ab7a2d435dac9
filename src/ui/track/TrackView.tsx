import type { MouseEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-hash-location';
import {
  selectFailure,
  selectFieldError,
  selectIsOpening,
  selectIsTracking,
  selectMessage,
  selectOpenFailure,
  selectOtp,
  selectResumed,
  selectTrackerId,
} from '../../machines/track/selectors';
import type { ResumedApplication, TrackAudience } from '../../machines/track/types';
import type { Family } from '../../machines/wizard/types';
import { Button } from '../kit/Button';
import { MessageLine } from '../kit/MessageLine';
import { Sheet } from '../kit/Sheet';
import { Spinner } from '../kit/Spinner';
import { TextField } from '../kit/TextField';
import { OtpForm } from '../login/OtpPanel';
import { wizardHref } from '../wizard/paths';
import { TrackFlow } from './track-flow';
import * as styles from './track.css';

/** Whose wizard Complete Application opens: the partner's capture, or the borrower's own. */
const FAMILY_OF: Record<TrackAudience, Family> = { partner: 'KYC', borrower: 'APPLY_LOAN' };

/**
 * The wizard on the application: `/application/mobile?id=…&status=INCOMPLETE` when returned for
 * correction, else the step it resumes at.
 */
function resumeHref(audience: TrackAudience, resumed: ResumedApplication): string {
  return wizardHref(FAMILY_OF[audience], resumed);
}

/**
 * The same route as an address a browser opens in a new tab: the wizard reads its id and status
 * from the page's query, before the hash route (see wouter's hash navigate).
 */
function newTabHref(href: string): string {
  const [path = '/', search = ''] = href.split('?');
  return `?${search}#${path}`;
}

/**
 * A tracking screen (partner-portal §2): the tracker id, Track, the server's message, and
 * Complete Application when the message contains Remarks. A tracker id in the query
 * (`?tracker_id=`) is typed in for the person.
 */
export function TrackView({ audience }: { audience: TrackAudience }) {
  const search = useSearch();
  // Read once, when the flow starts; navigation is the hash router's, as everywhere in the app.
  return (
    <TrackFlow.Host
      page={{ openApplication: (resumed) => navigate(resumeHref(audience, resumed)) }}
      input={{
        audience,
        trackerId: new URLSearchParams(search).get('tracker_id')?.slice(0, 20) ?? '',
      }}
    >
      <TrackForm audience={audience} />
    </TrackFlow.Host>
  );
}

function TrackForm({ audience }: { audience: TrackAudience }) {
  const tracking = TrackFlow.useActorRef();
  const trackerId = TrackFlow.useSelector(selectTrackerId);
  const fieldError = TrackFlow.useSelector(selectFieldError);
  const failure = TrackFlow.useSelector(selectFailure);
  const busy = TrackFlow.useSelector(selectIsTracking);
  const message = TrackFlow.useSelector(selectMessage);
  const resumed = TrackFlow.useSelector(
    selectResumed,
    (a, b) => a?.id === b?.id && a?.status === b?.status,
  );
  const otp = TrackFlow.useSelector(selectOtp);
  const opening = TrackFlow.useSelector(selectIsOpening);
  const openFailure = TrackFlow.useSelector(selectOpenFailure);

  const complete = (event?: MouseEvent) => {
    event?.preventDefault();
    tracking.send({ type: 'application.complete' });
  };

  return (
    <section className={styles.screen} aria-labelledby="track-title">
      <h1 id="track-title" className={styles.title}>
        Track Your Application
      </h1>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          tracking.send({ type: 'tracker.submit' });
        }}
      >
        <TextField
          label="Tracker ID"
          name="tracker_id"
          inputMode="numeric"
          autoComplete="off"
          value={trackerId}
          onChange={(event) =>
            tracking.send({ type: 'tracker.change', trackerId: event.target.value })
          }
          error={fieldError ?? undefined}
          hint="The 8-digit number given when the application was made."
        />
        {failure && <MessageLine tone="error">{failure}</MessageLine>}
        <Button type="submit" size="lg" fullWidth loading={busy}>
          Track
        </Button>
      </form>
      {message !== null && (
        <section className={styles.answer} aria-labelledby="track-answer-title">
          <h2 id="track-answer-title" className={styles.title}>
            Application status
          </h2>
          <p role="status" className={styles.message}>
            {message}
          </p>
          {resumed &&
            (audience === 'partner' ? (
              <a
                href={newTabHref(resumeHref(audience, resumed))}
                onClick={complete}
                aria-disabled={opening || undefined}
              >
                Complete Application
              </a>
            ) : (
              <Button
                variant="link"
                size="link"
                aria-haspopup="dialog"
                loading={opening}
                onClick={() => complete()}
              >
                Complete Application
              </Button>
            ))}
          {opening && audience === 'partner' && <Spinner label="Opening the application" />}
          {openFailure && <MessageLine tone="error">{openFailure}</MessageLine>}
        </section>
      )}
      <Sheet
        open={Boolean(otp)}
        onOpenChange={(open) => {
          if (!open) tracking.send({ type: 'otp.cancel' });
        }}
        title="Verify your mobile"
        description="Enter the mobile number you applied with; we will text you a code."
      >
        {otp && <OtpForm otp={otp} />}
      </Sheet>
    </section>
  );
}

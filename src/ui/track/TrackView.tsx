import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-hash-location';
import {
  selectIsOpening,
  selectOpenFailure,
  selectOtp,
  selectResumed,
} from '../../machines/track/selectors';
import type { ResumedApplication, TrackAudience } from '../../machines/track/types';
import type { Family } from '../../machines/wizard/types';
import { Button } from '../kit/Button';
import { MessageLine } from '../kit/MessageLine';
import { Sheet } from '../kit/Sheet';
import { Spinner } from '../kit/Spinner';
import { OtpForm } from '../kit/OtpPanel';
import { wizardHref } from '../kit/wizard-paths';
import { TrackerForm, type TrackerTexts } from '../kit/TrackerForm';
import { TrackFlow } from './track-flow';
import { standaloneLink } from '../kit/link.css';

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

/** An application's tracking: by its 8-digit tracker id. */
const APPLICATION_TEXTS: TrackerTexts = {
  title: msg`Track Your Application`,
  label: msg`Tracker ID`,
  hint: msg`The 8-digit number given when the application was made.`,
  answerTitle: msg`Application status`,
  inputMode: 'numeric',
};

function TrackForm({ audience }: { audience: TrackAudience }) {
  const { t } = useLingui();
  const tracking = TrackFlow.useActorRef();
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
    <>
      <TrackerForm tracking={tracking} texts={APPLICATION_TEXTS}>
        {resumed &&
          (audience === 'partner' ? (
            <a
              href={newTabHref(resumeHref(audience, resumed))}
              className={standaloneLink}
              onClick={complete}
              aria-disabled={opening || undefined}
            >
              <Trans>Complete Application</Trans>
            </a>
          ) : (
            <Button
              variant="link"
              size="link"
              aria-haspopup="dialog"
              loading={opening}
              onClick={() => complete()}
            >
              <Trans>Complete Application</Trans>
            </Button>
          ))}
        {opening && audience === 'partner' && <Spinner label={t`Opening the application`} />}
        {openFailure && <MessageLine tone="error">{openFailure}</MessageLine>}
      </TrackerForm>
      <Sheet
        open={Boolean(otp)}
        onOpenChange={(open) => {
          if (!open) tracking.send({ type: 'otp.cancel' });
        }}
        title={t`Verify your mobile`}
        description={t`Enter the mobile number you applied with; we will text you a code.`}
      >
        {otp && <OtpForm otp={otp} />}
      </Sheet>
    </>
  );
}

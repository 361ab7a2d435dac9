import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  selectFailure,
  selectFieldError,
  selectIsTracking,
  selectMessage,
  selectTrackerId,
} from '../../machines/track/selectors';
import type { TrackMachine } from '../../machines/track/machine';
import { Button } from './Button';
import { MessageLine } from './MessageLine';
import { TextField } from './TextField';
import * as styles from './tracker-form.css';

export type TrackActor = ActorRefFrom<TrackMachine>;

/** What a tracking screen calls things: an application's tracker id, or a Join Us mobile. */
export interface TrackerTexts {
  title: MessageDescriptor;
  label: MessageDescriptor;
  hint: MessageDescriptor;
  answerTitle: MessageDescriptor;
  inputMode: 'numeric' | 'tel';
}

/**
 * A tracking chart's screen (partner-portal §2): the field, Track, why tracking failed, and the
 * server's message, with `children` under it (Complete Application). Both instances of the
 * chart use it: an application's tracking and a Join Us request's.
 */
export function TrackerForm({
  tracking,
  texts,
  children,
}: {
  tracking: TrackActor;
  texts: TrackerTexts;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const trackerId = useSelector(tracking, selectTrackerId);
  const fieldError = useSelector(tracking, selectFieldError);
  const failure = useSelector(tracking, selectFailure);
  const busy = useSelector(tracking, selectIsTracking);
  const message = useSelector(tracking, selectMessage);

  return (
    <section className={styles.screen} aria-labelledby="track-title">
      <h1 id="track-title" className={styles.title}>
        {i18n._(texts.title)}
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
          label={i18n._(texts.label)}
          name="tracker_id"
          inputMode={texts.inputMode}
          autoComplete="off"
          value={trackerId}
          onChange={(event) =>
            tracking.send({ type: 'tracker.change', trackerId: event.target.value })
          }
          error={fieldError ?? undefined}
          hint={i18n._(texts.hint)}
        />
        {failure && <MessageLine tone="error">{failure}</MessageLine>}
        <Button type="submit" size="lg" fullWidth loading={busy}>
          <Trans>Track</Trans>
        </Button>
      </form>
      {message !== null && (
        <section className={styles.answer} aria-labelledby="track-answer-title">
          <h2 id="track-answer-title" className={styles.title}>
            {i18n._(texts.answerTitle)}
          </h2>
          <p role="status" className={styles.message}>
            {message}
          </p>
          {children}
        </section>
      )}
    </section>
  );
}

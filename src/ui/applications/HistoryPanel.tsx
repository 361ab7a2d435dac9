import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatTime } from '../../domain/dates';
import type { MessageDescriptor } from '@lingui/core';
import { domainMessage } from '../../domain/i18n/lookup';
import { sayHistory, saySentence } from '../../domain/presenter/history';
import {
  selectHistory,
  selectHistoryFailure,
  selectIsHistoryEmpty,
  selectIsLoadingHistory,
} from '../../machines/application-history/selectors';
import type { HistoryStep } from '../../machines/application-history/types';
import { FailedLoad } from '../kit/FailedLoad';
import { Spinner } from '../kit/Spinner';
import * as styles from './applications.css';
import { ApplicationHistoryFlow } from './history-flow';

/**
 * The History panel of an expanded row (issue 21 item 5): every write to the application in
 * order, who made it and when, and what changed. Its own chunk, loaded when a row opens.
 */
export default function HistoryPanel({ id }: { id: string }) {
  return (
    <ApplicationHistoryFlow.Host page={undefined} input={{ query: { id } }}>
      <History />
    </ApplicationHistoryFlow.Host>
  );
}

function History() {
  const history = ApplicationHistoryFlow.useActorRef();
  const steps = ApplicationHistoryFlow.useSelector(selectHistory);
  const loading = ApplicationHistoryFlow.useSelector(selectIsLoadingHistory);
  const failure = ApplicationHistoryFlow.useSelector(selectHistoryFailure);
  const empty = ApplicationHistoryFlow.useSelector(selectIsHistoryEmpty);
  const { t } = useLingui();
  return (
    <section aria-label={t`History`}>
      <h2 className={styles.sectionTitle}>
        <Trans>History</Trans>
      </h2>
      {loading ? <Spinner label={t`Loading the history`} /> : null}
      {failure ? (
        <FailedLoad message={failure} onRetry={() => history.send({ type: 'list.retry' })} />
      ) : null}
      {empty ? (
        <p className={styles.term}>
          <Trans>No changes recorded yet.</Trans>
        </p>
      ) : null}
      {steps && !empty ? (
        <ol className={styles.rows}>
          {steps.map((step) => (
            <Step key={step.sequence} step={step} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function Step({ step }: { step: HistoryStep }) {
  const { t, i18n } = useLingui();
  const say = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const action = i18n._(domainMessage(step.action));
  const sentences = step.sentences.map((sentence) => saySentence(sentence, say));
  return (
    <li className={styles.step}>
      <strong>{action}</strong>
      <span className={styles.term}>
        {sayHistory(step.actor, say)} ·{' '}
        <time dateTime={step.at}>{`${formatDate(step.at)} ${formatTime(step.at)}`}</time>
      </span>
      {sentences.length > 0 ? (
        <ul className={styles.changes} aria-label={t`${action}: changes`}>
          {sentences.map((sentence, index) => (
            <li key={`${index}-${sentence}`}>{sentence}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { domainMessage } from '../../domain/i18n/lookup';
import {
  selectDetails,
  selectDetailsFailure,
  selectIsLoadingDetails,
} from '../../machines/application-details/selectors';
import type { DetailSection } from '../../machines/application-details/types';
import { documentLink } from '../../services/applications.actors';
import { useSite } from '../app/site';
import { Button } from '../kit/Button';
import { FailedLoad } from '../kit/FailedLoad';
import { MessageLine } from '../kit/MessageLine';
import { Spinner } from '../kit/Spinner';
import { openInNewTab, VIEW_FAILED_MESSAGE } from '../kit/open-in-new-tab';
import { ApplicationDetailsFlow } from './applications-flow';
import * as styles from './applications.css';
import { lendersHref } from './list-address';

/** The History panel: its own chunk, fetched when a row first opens (never on the first load). */
const HistoryPanel = lazy(() => import('./HistoryPanel'));

/** An expanded row: the application's details, loaded when it opens (its own list chart). */
export function RowDetails({ id }: { id: string }) {
  return (
    <ApplicationDetailsFlow.Host page={undefined} input={{ query: { id } }}>
      <Details id={id} />
    </ApplicationDetailsFlow.Host>
  );
}

function Details({ id }: { id: string }) {
  const details = ApplicationDetailsFlow.useActorRef();
  const loaded = ApplicationDetailsFlow.useSelector(selectDetails);
  const loading = ApplicationDetailsFlow.useSelector(selectIsLoadingDetails);
  const failure = ApplicationDetailsFlow.useSelector(selectDetailsFailure);
  const open = useOpenDocument();
  const { t, i18n } = useLingui();

  return (
    <div className={styles.details}>
      {loading ? <Spinner label={t`Loading the application`} /> : null}
      {failure ? (
        <FailedLoad message={failure} onRetry={() => details.send({ type: 'list.retry' })} />
      ) : null}
      {open.error ? <MessageLine tone="error">{open.error}</MessageLine> : null}
      {loaded?.sections.map((section) => (
        <Section key={section.title} section={section} />
      ))}
      {loaded && loaded.documents.length > 0 ? (
        <section aria-label={t`Documents`}>
          <h2 className={styles.sectionTitle}>
            <Trans>Documents</Trans>
          </h2>
          <ul className={styles.documents}>
            {loaded.documents.map(({ fileId, label }) => (
              <li key={fileId}>
                <Button variant="outline" size="sm" onClick={() => open.view(fileId)}>
                  <ViewDocument label={i18n._(domainMessage(label))} />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {loaded ? (
        <section aria-label={t`Lender statuses`}>
          <h2 className={styles.sectionTitle}>
            <Trans>Lender statuses</Trans>
          </h2>
          {loaded.lenderStatuses.length === 0 ? (
            <p className={styles.term}>
              <Trans>Not sent to any lender yet.</Trans>
            </p>
          ) : (
            <dl className={styles.facts}>
              {loaded.lenderStatuses.map(({ lenderId, lender, status, reference }) => (
                <div key={lenderId} style={{ display: 'contents' }}>
                  <dt className={styles.term}>{lender}</dt>
                  <dd className={styles.value}>
                    {reference ? (
                      <Trans>
                        {status} (ref. {reference})
                      </Trans>
                    ) : (
                      status
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ) : null}
      <Link href={lendersHref(id)}>
        <Trans>Lenders</Trans>
      </Link>
      <Suspense fallback={<Spinner label={t`Loading the history`} />}>
        <HistoryPanel id={id} />
      </Suspense>
    </div>
  );
}

/** One step's fields, label and value in the presenter's words. */
function ViewDocument({ label }: { label: string }) {
  return <Trans>View {label}</Trans>;
}

function Section({ section }: { section: DetailSection }) {
  const { i18n } = useLingui();
  const title = i18n._(domainMessage(section.title));
  return (
    <section aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <dl className={styles.facts}>
        {section.fields.map((field) => (
          <div key={field.label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{i18n._(domainMessage(field.label))}</dt>
            <dd className={styles.value}>{field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** View: a document's signed link in a new tab (as the wizard's View opens it). */
function useOpenDocument() {
  const { runtime } = useSite();
  const [error, setError] = useState<string | null>(null);
  const view = async (fileId: string) => {
    setError(null);
    if (!(await openInNewTab(() => documentLink(runtime.client, fileId)))) {
      setError(VIEW_FAILED_MESSAGE);
    }
  };
  return { error, view: (fileId: string) => void view(fileId) };
}

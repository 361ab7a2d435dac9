import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { statusWords } from '../../domain/application-list';
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

  return (
    <div className={styles.details}>
      {loading ? <Spinner label="Loading the application" /> : null}
      {failure ? (
        <FailedLoad message={failure} onRetry={() => details.send({ type: 'list.retry' })} />
      ) : null}
      {open.error ? <MessageLine tone="error">{open.error}</MessageLine> : null}
      {loaded?.sections.map((section) => (
        <Section key={section.title} section={section} onOpen={open.view} />
      ))}
      {loaded ? (
        <section aria-label="Lender statuses">
          <h2 className={styles.sectionTitle}>Lender statuses</h2>
          {loaded.lenderStatuses.length === 0 ? (
            <p className={styles.term}>Not sent to any lender yet.</p>
          ) : (
            <dl className={styles.facts}>
              {loaded.lenderStatuses.map((lender) => (
                <div key={lender.lenderId} style={{ display: 'contents' }}>
                  <dt className={styles.term}>{lender.lenderId}</dt>
                  <dd className={styles.value}>
                    {statusWords(lender.status)}
                    {lender.reference ? ` (ref. ${lender.reference})` : ''}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ) : null}
      <Link href={lendersHref(id)}>Lenders</Link>
      <Suspense fallback={<Spinner label="Loading the history" />}>
        <HistoryPanel id={id} />
      </Suspense>
    </div>
  );
}

function Section({
  section,
  onOpen,
}: {
  section: DetailSection;
  onOpen: (fileId: string) => void;
}) {
  return (
    <section aria-label={section.title}>
      <h2 className={styles.sectionTitle}>{section.title}</h2>
      <dl className={styles.facts}>
        {section.fields.map((field) => (
          <div key={field.label} style={{ display: 'contents' }}>
            <dt className={styles.term}>{field.label}</dt>
            <dd className={styles.value}>{field.value}</dd>
          </div>
        ))}
      </dl>
      {section.documents.length > 0 ? (
        <ul className={styles.documents} aria-label={`${section.title} documents`}>
          {section.documents.map((document) => (
            <li key={document.fileId}>
              <Button variant="outline" size="sm" onClick={() => onOpen(document.fileId)}>
                View {document.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
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

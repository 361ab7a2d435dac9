import * as v from 'valibot';
import { Link, useSearch } from 'wouter';
import { ApplicationIdSchema } from '../../domain/application-ids';
import { selectFailure, selectIsEmpty, selectIsLoading } from '../../machines/list/selectors';
import {
  selectApplication,
  selectDecisions,
  selectPage,
  selectPageCount,
  selectShownRows,
} from '../../machines/lenders/selectors';
import type { LenderDecisionsMachine } from '../../machines/lenders/decisions';
import type { RowActionNotice } from '../../machines/row-action/types';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { Button } from '../kit/Button';
import { FailedLoad } from '../kit/FailedLoad';
import { MessageLine } from '../kit/MessageLine';
import { Spinner } from '../kit/Spinner';
import { notify } from '../kit/toasts';
import { LenderCard } from './LenderCard';
import { LendersFlow } from './lenders-flow';
import * as styles from './lenders.css';

/** A row action's outcome as the kit's toast (partner-portal §8, §9 durations). */
function toast({ tone, message }: RowActionNotice) {
  if (tone === 'success') notify.success(message);
  else notify.error(message);
}

/** The browser downloads the file at `url` (Export's signed link), staying on the page. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

const PAGE = { notify: toast, download };

/**
 * `/application/prefferred-lenders?id=…` (the spec's spelling): the lenders of one application,
 * named in the address so a reload or a shared link opens the same one.
 */
export default function LendersScreen() {
  const id = new URLSearchParams(useSearch()).get('id');
  if (!id || !v.is(ApplicationIdSchema, id)) {
    return (
      <>
        <h1>Lenders</h1>
        <MessageLine tone="warning">
          This address names no application. Open one from your applications.
        </MessageLine>
        <Link href="/applications">View Applications</Link>
      </>
    );
  }
  // Keyed by the application: another id in the address starts another flow.
  return (
    <LendersFlow.Host key={id} page={PAGE} input={{ applicationId: id }}>
      <Lenders />
    </LendersFlow.Host>
  );
}

function Lenders() {
  const application = LendersFlow.useSelector(selectApplication);
  const decisions = LendersFlow.useSelector(selectDecisions);
  return (
    <>
      {/* Back to where lenders pages are opened from (issue 29 item 8). */}
      <Link href="/applications" className={styles.back}>
        ← Back to Applications
      </Link>
      <h1>Lenders</h1>
      {application && (
        <p className={styles.intro}>
          {application.name} · Tracker ID {application.trackerId}
        </p>
      )}
      {decisions && <LenderTable decisions={decisions} />}
    </>
  );
}

function LenderTable({ decisions }: { decisions: ActorRefFrom<LenderDecisionsMachine> }) {
  const loading = useSelector(decisions, selectIsLoading);
  const failure = useSelector(decisions, selectFailure);
  const empty = useSelector(decisions, selectIsEmpty);
  const rows = LendersFlow.useSelector(selectShownRows);
  if (loading) return <Spinner label="Loading lenders" />;
  if (failure) {
    return <FailedLoad message={failure} onRetry={() => decisions.send({ type: 'list.retry' })} />;
  }
  if (empty) return <MessageLine>No lenders found</MessageLine>;
  return (
    <>
      <ul className={styles.list} aria-label="Lenders">
        {rows.map((row) => (
          <li key={row.lenderId}>
            <LenderCard row={row} />
          </li>
        ))}
      </ul>
      <Pager />
    </>
  );
}

/** Client paging at 10 (§9), shown when there is more than one page. */
function Pager() {
  const lenders = LendersFlow.useActorRef();
  const page = LendersFlow.useSelector(selectPage);
  const pages = LendersFlow.useSelector(selectPageCount);
  if (pages <= 1) return null;
  const go = (to: number) => lenders.send({ type: 'lenders.page', page: to });
  return (
    <nav className={styles.pager} aria-label="Pages of lenders">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

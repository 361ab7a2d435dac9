import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
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
  // The chart's own words are a descriptor, said in the language shown (issue 32).
  const words = typeof message === 'string' ? message : i18n._(message);
  if (tone === 'success') notify.success(words);
  else notify.error(words);
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
        <h1>
          <Trans>Lenders</Trans>
        </h1>
        <MessageLine tone="warning">
          <Trans>This address names no application. Open one from your applications.</Trans>
        </MessageLine>
        <Link href="/applications">
          <Trans>View Applications</Trans>
        </Link>
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
        ← <Trans>Back to Applications</Trans>
      </Link>
      <h1>
        <Trans>Lenders</Trans>
      </h1>
      {application && (
        <p className={styles.intro}>
          {application.name} · <TrackerId id={application.trackerId} />
        </p>
      )}
      {decisions && <LenderTable decisions={decisions} />}
    </>
  );
}

function TrackerId({ id }: { id: string }) {
  return <Trans>Tracker ID {id}</Trans>;
}

function LenderTable({ decisions }: { decisions: ActorRefFrom<LenderDecisionsMachine> }) {
  const loading = useSelector(decisions, selectIsLoading);
  const failure = useSelector(decisions, selectFailure);
  const empty = useSelector(decisions, selectIsEmpty);
  const rows = LendersFlow.useSelector(selectShownRows);
  const { t } = useLingui();
  if (loading) return <Spinner label={t`Loading lenders`} />;
  if (failure) {
    return <FailedLoad message={failure} onRetry={() => decisions.send({ type: 'list.retry' })} />;
  }
  if (empty)
    return (
      <MessageLine>
        <Trans>No lenders found</Trans>
      </MessageLine>
    );
  return (
    <>
      <ul className={styles.list} aria-label={t`Lenders`}>
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
  const { t } = useLingui();
  if (pages <= 1) return null;
  const go = (to: number) => lenders.send({ type: 'lenders.page', page: to });
  return (
    <nav className={styles.pager} aria-label={t`Pages of lenders`}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LIST_SCOPES, statusWords, type ListScope } from '../../domain/application-list';
import { formatDate } from '../../domain/dates';
import { domainMessage } from '../../domain/i18n/lookup';
import { LOAN_TYPE_LABELS, type LoanType } from '../../domain/enums';
import { formatRupees } from '../../domain/money';
import {
  selectIsListEmpty,
  selectIsLoadingList,
  selectListFailure,
  selectListPage,
  selectListStatus,
  selectRows,
  selectTotalElements,
  selectTotalPages,
} from '../../machines/applications/selectors';
import type { ApplicationRow } from '../../machines/applications/types';
import { Button } from '../kit/Button';
import { EmptyList } from '../kit/EmptyList';
import { FailedLoad } from '../kit/FailedLoad';
import { Spinner } from '../kit/Spinner';
import { wizardHref } from '../kit/wizard-paths';
import { ApplicationsFlow } from './applications-flow';
import * as styles from './applications.css';
import { listHref, placeFrom, resumeHrefOf } from './list-address';
import { RowDetails } from './RowDetails';

/** A new application's first step (Create Application, as on home). */
const NEW_APPLICATION = wizardHref('KYC', { step: 'mobile', id: null, status: null });

/**
 * `/applications`: the partner's applications, the filter and page read from the address. The
 * hash router keeps a query in the page's own query (`/?status=DRAFT&page=2#/applications`).
 */
export default function ApplicationsScreen() {
  // The chart starts at the address's place; later changes of the address are followed.
  const [first] = useState(() => placeFrom(window.location.search));
  return (
    <ApplicationsFlow.Host
      page={undefined}
      input={{ query: { status: first.status }, page: first.page }}
    >
      <ApplicationsList />
    </ApplicationsFlow.Host>
  );
}

/**
 * The address is the place: Back, reload and a typed URL change it, and the chart follows
 * (another status: list.query, back to page 1; another page: list.page). The filter and the
 * pager only write the address.
 */
function useFollowAddress() {
  const list = ApplicationsFlow.useActorRef();
  const status = ApplicationsFlow.useSelector(selectListStatus);
  const page = ApplicationsFlow.useSelector(selectListPage);
  const place = placeFrom(useSearch());
  useEffect(() => {
    if (place.status !== status) {
      list.send({ type: 'list.query', query: { status: place.status } });
      if (place.page !== 1) list.send({ type: 'list.page', page: place.page });
    } else if (place.page !== page) {
      list.send({ type: 'list.page', page: place.page });
    }
  }, [list, place.status, place.page, status, page]);
  return place;
}

function ApplicationsList() {
  const [, navigate] = useLocation();
  const place = useFollowAddress();
  const list = ApplicationsFlow.useActorRef();
  const rows = ApplicationsFlow.useSelector(selectRows);
  const loading = ApplicationsFlow.useSelector(selectIsLoadingList);
  const failure = ApplicationsFlow.useSelector(selectListFailure);
  const empty = ApplicationsFlow.useSelector(selectIsListEmpty);
  const totalPages = ApplicationsFlow.useSelector(selectTotalPages);
  const total = ApplicationsFlow.useSelector(selectTotalElements);
  const filterId = useId();
  // The application to show opened (View application after a submit: `?open=<id>`).
  const openId = new URLSearchParams(useSearch()).get('open');

  const { t, i18n } = useLingui();
  const say = (text: string) => i18n._(domainMessage(text));
  const go = (status: ListScope, page: number) => navigate(listHref({ status, page }));
  const shownPage = place.page;
  const statusName = say(statusWords(place.status));

  return (
    <section className={styles.screen} aria-labelledby="applications-title">
      <h1 id="applications-title">
        <Trans>Applications</Trans>
      </h1>
      <div className={styles.filter}>
        <label htmlFor={filterId}>
          <Trans>Status</Trans>
        </label>
        <select
          id={filterId}
          className={styles.select}
          value={place.status}
          onChange={(event) => go(event.target.value as ListScope, 1)}
        >
          {LIST_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {scope === 'ALL' ? t`All` : say(statusWords(scope))}
            </option>
          ))}
        </select>
      </div>
      {loading ? <Spinner label={t`Loading applications`} /> : null}
      {failure ? (
        <FailedLoad message={failure} onRetry={() => list.send({ type: 'list.retry' })} />
      ) : empty ? (
        <EmptyList
          message={
            place.status === 'ALL'
              ? t`You have no applications yet.`
              : t`You have no applications with the status ${statusName}.`
          }
        >
          <Button onClick={() => navigate(NEW_APPLICATION)}>
            <Trans>Create Application</Trans>
          </Button>
        </EmptyList>
      ) : (
        <ul className={styles.rows} aria-label={t`Applications`} aria-busy={loading}>
          {rows.map((row) => (
            <ApplicationCard key={row.id} row={row} opened={row.id === openId} />
          ))}
        </ul>
      )}
      {totalPages > 0 ? (
        <nav className={styles.pager} aria-label={t`Pages`}>
          <Button
            variant="outline"
            size="sm"
            disabled={place.page <= 1}
            onClick={() => go(place.status, place.page - 1)}
          >
            <Trans>Previous</Trans>
          </Button>
          <span aria-live="polite">
            {t`Page ${shownPage} of ${totalPages} (${plural(total, {
              one: '# application',
              other: '# applications',
            })})`}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={place.page >= totalPages}
            onClick={() => go(place.status, place.page + 1)}
          >
            <Trans>Next</Trans>
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

const loanTypeWords = (loanType: string) =>
  LOAN_TYPE_LABELS[loanType as LoanType] ?? statusWords(loanType);

/** §2's status cell: DRAFT resumes, INCOMPLETE resumes with its remarks, others in words. */
function StatusCell({ row }: { row: ApplicationRow }) {
  const { i18n } = useLingui();
  if (row.source === 'PARTNER' && row.status === 'DRAFT') {
    return (
      <Link href={resumeHrefOf(row)}>
        <Trans>Complete Application</Trans>
      </Link>
    );
  }
  if (row.source === 'PARTNER' && row.status === 'INCOMPLETE') {
    return (
      <Link href={resumeHrefOf(row)}>
        <Trans>Incomplete Application</Trans>
      </Link>
    );
  }
  return <>{i18n._(domainMessage(statusWords(row.status)))}</>;
}

function ApplicationCard({ row, opened }: { row: ApplicationRow; opened: boolean }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(opened);
  const { trackerId, remarks } = row;
  const detailsId = useId();
  const card = useRef<HTMLLIElement>(null);
  // Asked for by the address: shown where the eye lands, its details open.
  useEffect(() => {
    if (opened) card.current?.scrollIntoView({ block: 'start' });
  }, [opened]);
  return (
    <li ref={card} className={styles.row} aria-label={t`Application ${trackerId}`}>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Tracker ID</Trans>
        </dt>
        <dd className={styles.value}>{row.trackerId}</dd>
        <dt className={styles.term}>
          <Trans>Borrower</Trans>
        </dt>
        <dd className={styles.value}>{row.name}</dd>
        <dt className={styles.term}>
          <Trans>Loan type</Trans>
        </dt>
        <dd className={styles.value}>{i18n._(domainMessage(loanTypeWords(row.loanType)))}</dd>
        <dt className={styles.term}>
          <Trans>Amount</Trans>
        </dt>
        <dd className={styles.value}>{row.amount === null ? '—' : formatRupees(row.amount)}</dd>
        <dt className={styles.term}>
          <Trans>Status</Trans>
        </dt>
        <dd className={styles.value} data-testid="status-cell">
          <StatusCell row={row} />
        </dd>
        <dt className={styles.term}>
          <Trans>Date</Trans>
        </dt>
        <dd className={styles.value}>{formatDate(row.createdAt)}</dd>
      </dl>
      {row.status === 'INCOMPLETE' && row.remarks ? (
        <p className={styles.remarks}>
          <Trans>Remarks: {remarks}</Trans>
        </p>
      ) : null}
      {row.source !== 'PARTNER' ? (
        <p className={styles.term}>
          {row.source === 'REFERRAL'
            ? t`Applied by the borrower with your referral code.`
            : t`Applied by the borrower through your link.`}
        </p>
      ) : (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? t`Hide details` : t`Show details`}
          </Button>
          <div id={detailsId} hidden={!open}>
            {open ? <RowDetails id={row.id} /> : null}
          </div>
        </>
      )}
    </li>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { formatDate } from '../../domain/dates';
import type { CaseRow } from '../../machines/cases/machine';
import {
  selectCasePage,
  selectCasePages,
  selectCaseRows,
  selectCasesEmpty,
  selectCasesFailure,
  selectCasesLoading,
} from '../../machines/cases/selectors';
import { Amount } from '../kit/Amount';
import { Button } from '../kit/Button';
import { EmptyList } from '../kit/EmptyList';
import { FailedLoad } from '../kit/FailedLoad';
import { Pager } from '../kit/Pager';
import { Spinner } from '../kit/Spinner';
import { CasesFlow } from './case-flows';
import * as styles from './cases.css';
import { RecordsCases } from './RecordsCases';

/** The page in the address (`?page=2`, from 1), so Back and a reload keep the place. */
function pageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * `/disbursment-cases` (partner-portal §2, §9): the partner's offline disbursements, ten a page,
 * newest first — Case ID, borrower, lender, amount and disbursement date; what is missing and Record Offline Disbursement when none.
 */
export default function CasesScreen() {
  const search = useSearch();
  const { t } = useLingui();
  return (
    <RecordsCases title={t`Offline Disbursements`}>
      <CasesFlow.Host page={undefined} input={{ query: undefined, page: pageFrom(search) }}>
        <Cases />
      </CasesFlow.Host>
    </RecordsCases>
  );
}

function Cases() {
  const [, navigate] = useLocation();
  const cases = CasesFlow.useActorRef();
  const rows = CasesFlow.useSelector(selectCaseRows);
  const page = CasesFlow.useSelector(selectCasePage);
  const pages = CasesFlow.useSelector(selectCasePages);
  const loading = CasesFlow.useSelector(selectCasesLoading);
  const empty = CasesFlow.useSelector(selectCasesEmpty);
  const failure = CasesFlow.useSelector(selectCasesFailure);
  const { t } = useLingui();
  const go = (next: number) => {
    cases.send({ type: 'list.page', page: next });
    navigate(`/disbursment-cases?page=${next}`, { replace: true });
  };

  return (
    <section className={styles.screen} aria-labelledby="cases-title" aria-busy={loading}>
      <h1 id="cases-title" className={styles.title}>
        <Trans>Offline Disbursements</Trans>
      </h1>
      {loading && rows.length === 0 ? <Spinner label={t`Loading your cases`} /> : null}
      {failure ? (
        <FailedLoad message={failure} onRetry={() => cases.send({ type: 'list.retry' })} />
      ) : null}
      {empty ? (
        <EmptyList message={t`You have recorded no offline disbursements yet.`}>
          <Button onClick={() => navigate('/create-case')}>
            <Trans>Record Offline Disbursement</Trans>
          </Button>
        </EmptyList>
      ) : null}
      {!empty && !failure && rows.length > 0 ? (
        <ul className={styles.rows} aria-label={t`Cases`}>
          {rows.map((row) => (
            <CaseItem key={row.id} row={row} />
          ))}
        </ul>
      ) : null}
      <Pager page={page} pages={pages} busy={loading} onPage={go} />
      {empty ? null : (
        <Button fullWidth onClick={() => navigate('/create-case')}>
          <Trans>Record Offline Disbursement</Trans>
        </Button>
      )}
    </section>
  );
}

function CaseItem({ row }: { row: CaseRow }) {
  return (
    <li>
      <dl className={styles.row}>
        <dt className={styles.term}>
          <Trans>Case ID</Trans>
        </dt>
        <dd>{row.caseId ?? '—'}</dd>
        <dt className={styles.term}>
          <Trans>Borrower</Trans>
        </dt>
        <dd>{row.borrower}</dd>
        <dt className={styles.term}>
          <Trans>Lender</Trans>
        </dt>
        <dd>{row.lenders}</dd>
        <dt className={styles.term}>
          <Trans>Amount</Trans>
        </dt>
        <dd>
          <Amount rupees={row.amount} />
        </dd>
        <dt className={styles.term}>
          <Trans>Disbursement Date</Trans>
        </dt>
        <dd>{formatDate(row.disbursementDate)}</dd>
      </dl>
    </li>
  );
}

import { useSelector } from '@xstate/react';
import { Fragment, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { humaniseStatus } from '../../domain/enums';
import { SUPPORTED_ACTION_LABELS, type SupportedAction } from '../../domain/lenders/policy';
import { selectRowAction } from '../../machines/lenders/selectors';
import type { LenderRow } from '../../machines/lenders/types';
import type { RowActionMachine } from '../../machines/row-action/machine';
import {
  selectActionFailure,
  selectIsWorking,
  selectRefusal,
} from '../../machines/row-action/selectors';
import { Button } from '../kit/Button';
import { card } from '../kit/card.css';
import { figure } from '../kit/figure.css';
import { LendersFlow } from './lenders-flow';
import * as styles from './lenders.css';
import { monthRange, percentRange, rupeeRange } from './ranges';

const DECISION_WORDS = { APPROVED: 'Approved', REJECTED: 'Rejected', PENDING: 'Pending' } as const;
const DECISION_STYLES = {
  APPROVED: styles.approved,
  REJECTED: styles.rejected,
  PENDING: styles.pending,
} as const;

/** One lender's row as a card: its offer, decision, the lead sent, and its actions. */
export function LenderCard({ row }: { row: LenderRow }) {
  const headingId = useId();
  const terms: [string, string][] = [
    ['Loan amount', rupeeRange(row.amount)],
    ['Interest rate', `${percentRange(row.interestRate)} p.a.`],
    ['Tenure', monthRange(row.tenure)],
    ['Processing fee', percentRange(row.processingFee)],
    ['Insurance fee', percentRange(row.insuranceFee)],
  ];
  return (
    // A row of the table as a card: the app is a phone-wide column at every size.
    <article className={card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.lenderName}>
          {row.lenderName}
        </h2>
        {row.isPreferred && <span className={styles.badge}>Preferred</span>}
      </div>
      <p className={styles.decision}>
        Decision:{' '}
        <span className={DECISION_STYLES[row.decision]}>{DECISION_WORDS[row.decision]}</span>
      </p>
      <dl className={styles.terms}>
        {terms.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={`${styles.termValue} ${figure}`}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {row.message && <p className={styles.note}>{row.message}</p>}
      {row.decision === 'REJECTED' && row.reasons.length > 0 && (
        <ul className={styles.reasons} aria-label={`Why ${row.lenderName} rejected it`}>
          {row.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {row.lenderStatus && (
        <p className={styles.lead} data-testid="lender-status">
          Lender status: <strong>{humaniseStatus(row.lenderStatus)}</strong>
          {row.reference && (
            <>
              {' · '}Reference: <strong>{row.reference}</strong>
            </>
          )}
        </p>
      )}
      {row.actions.length > 0 && (
        <div className={styles.actions}>
          {row.actions.map((action) => (
            <RowAction key={action} action={action} lenderId={row.lenderId} />
          ))}
        </div>
      )}
    </article>
  );
}

function RowAction({ action, lenderId }: { action: SupportedAction; lenderId: string }) {
  const actor = LendersFlow.useSelector(selectRowAction(action, lenderId));
  if (!actor) return null;
  return <RowActionButton actor={actor} label={SUPPORTED_ACTION_LABELS[action]} />;
}

/** The action's button: busy while working, disabled with the lender rule's words, its failure. */
function RowActionButton({
  actor,
  label,
}: {
  actor: ActorRefFrom<RowActionMachine<unknown>>;
  label: string;
}) {
  const whyId = useId();
  const working = useSelector(actor, selectIsWorking);
  const failure = useSelector(actor, selectActionFailure);
  const refusal = useSelector(actor, selectRefusal);
  return (
    <div>
      <Button
        variant="outline"
        fullWidth
        loading={working}
        disabled={refusal !== null}
        aria-describedby={refusal || failure ? whyId : undefined}
        onClick={() => actor.send({ type: failure ? 'action.retry' : 'action.start' })}
      >
        {label}
      </Button>
      {refusal ? (
        <p id={whyId} className={styles.why}>
          {refusal}
        </p>
      ) : (
        failure && (
          <p id={whyId} className={styles.failure}>
            {failure}
          </p>
        )
      )}
    </div>
  );
}

import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Fragment, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { PENDING_REFUSAL } from '../../domain/lenders/actions';
import { domainMessage } from '../../domain/i18n/lookup';
import { lenderAnswerWords } from '../../domain/lenders/decision';
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
import { monthSpan, percentRange, rupeeRange } from './ranges';

/**
 * Upload Files' question, fetched when first asked: the sheet's code is a chunk the login route's
 * first load would otherwise list among this page's dependencies (its 90 KB budget).
 */
const ConfirmFiles = lazy(() => import('./ConfirmFiles'));

const DECISION_WORDS = {
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  PENDING: msg`Pending`,
} as const;
const DECISION_STYLES = {
  APPROVED: styles.approved,
  REJECTED: styles.rejected,
  PENDING: styles.pending,
} as const;

/** One lender's row as a card: its decision (the lender's own once it answered), terms, actions. */
export function LenderCard({ row }: { row: LenderRow }) {
  const headingId = useId();
  const pendingId = useId();
  const { t, i18n } = useLingui();
  const say = (text: string) => i18n._(domainMessage(text));
  const rate = percentRange(row.interestRate);
  const months = monthSpan(row.tenure);
  const lastMonth = row.tenure.max;
  const lenderName = row.lenderName;
  const terms: [string, string][] = [
    [t`Loan amount`, rupeeRange(row.amount)],
    [t`Interest rate`, t`${rate} p.a.`],
    [t`Tenure`, t`${months} ${plural(lastMonth, { one: 'month', other: 'months' })}`],
    [t`Processing fee`, percentRange(row.processingFee)],
    [t`Insurance fee`, percentRange(row.insuranceFee)],
  ];
  // A PENDING row's actions share one reason, said once for the row (issue 29 item 4).
  const pending = row.decision === 'PENDING' && row.actions.length > 0;
  return (
    // A row of the table as a card: the app is a phone-wide column at every size.
    <article className={card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.lenderName} tabIndex={-1}>
          {row.lenderName}
        </h2>
        {row.isPreferred && (
          <span className={styles.badge}>
            <Trans>Preferred</Trans>
          </span>
        )}
      </div>
      <Decision row={row} />
      {row.decision === 'REJECTED' && row.reasons.length > 0 && (
        <ul className={styles.reasons} aria-label={t`Why ${lenderName} rejected it`}>
          {row.reasons.map((reason) => (
            <li key={reason}>{say(reason)}</li>
          ))}
        </ul>
      )}
      <dl className={styles.terms}>
        {terms.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={`${styles.termValue} ${figure}`}>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {pending && (
        <p id={pendingId} className={styles.why}>
          {say(PENDING_REFUSAL)}
        </p>
      )}
      {row.actions.length > 0 && (
        <div className={styles.actions}>
          {row.actions.map((action) => (
            <RowAction
              key={action}
              action={action}
              lenderId={row.lenderId}
              rowReasonId={pending ? pendingId : undefined}
              headingId={headingId}
            />
          ))}
        </div>
      )}
    </article>
  );
}

/**
 * The day of a moment, DD-MM-YYYY on the device's calendar. Not the domain's formatDate: its
 * date library would be one more chunk this page waits for, listed in the first load's map.
 */
function dayOf(iso: string): string {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getDate())}-${two(at.getMonth() + 1)}-${at.getFullYear()}`;
}

/**
 * The row's decision, said once: the lender's own answer (with its date and reference) once it
 * answered, else the policy's reading — "Eligible for up to ₹…" only while that is all there is.
 */
function Decision({ row }: { row: LenderRow }) {
  const { i18n } = useLingui();
  const { lenderName, reference } = row;
  const day = row.answeredAt ? dayOf(row.answeredAt) : null;
  if (row.lenderStatus) {
    const words = i18n._(domainMessage(lenderAnswerWords(row.lenderStatus)));
    const tone =
      row.lenderStatus === 'APPROVED'
        ? styles.approved
        : row.lenderStatus === 'REJECTED'
          ? styles.rejected
          : styles.pending;
    return (
      <p className={styles.decision} data-testid="lender-decision">
        {day ? (
          <Trans>
            Decision: <span className={tone}>{words}</span> by {lenderName} on {day}
          </Trans>
        ) : (
          <Trans>
            Decision: <span className={tone}>{words}</span> by {lenderName}
          </Trans>
        )}
        {reference && (
          <>
            <br />
            <span className={styles.lead}>
              <Trans>Reference: {reference}</Trans>
            </span>
          </>
        )}
      </p>
    );
  }
  return (
    <p className={styles.decision} data-testid="lender-decision">
      <Trans>Decision:</Trans>{' '}
      <span className={DECISION_STYLES[row.decision]}>{i18n._(DECISION_WORDS[row.decision])}</span>
      {row.decision === 'APPROVED' && row.message ? (
        <>
          <br />
          <span className={styles.note}>{i18n._(domainMessage(row.message))}</span>
        </>
      ) : null}
    </p>
  );
}

function RowAction({
  action,
  lenderId,
  rowReasonId,
  headingId,
}: {
  action: SupportedAction;
  lenderId: string;
  rowReasonId: string | undefined;
  headingId: string;
}) {
  const actor = LendersFlow.useSelector(selectRowAction(action, lenderId));
  const { i18n } = useLingui();
  if (!actor) return null;
  return (
    <RowActionButton
      actor={actor}
      label={i18n._(domainMessage(SUPPORTED_ACTION_LABELS[action]))}
      rowReasonId={rowReasonId}
      headingId={headingId}
      confirmFiles={action === 'UPLOAD_FILES'}
    />
  );
}

/**
 * The action's button: busy while working, disabled with the lender rule's words (the row's
 * when the whole row is PENDING), its failure. Focus stays on it once the work is done (a busy
 * button is disabled, and a disabled button drops focus to <body>); if it is disabled then, on
 * the row's heading. Upload Files first lists the files it will send and asks to confirm.
 */
function RowActionButton({
  actor,
  label,
  rowReasonId,
  headingId,
  confirmFiles,
}: {
  actor: ActorRefFrom<RowActionMachine<unknown>>;
  label: string;
  rowReasonId: string | undefined;
  headingId: string;
  confirmFiles: boolean;
}) {
  const whyId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const working = useSelector(actor, selectIsWorking);
  const failure = useSelector(actor, selectActionFailure);
  const refusal = useSelector(actor, selectRefusal);
  const [confirming, setConfirming] = useState(false);
  const { i18n } = useLingui();
  const wasWorking = useRef(false);
  useEffect(() => {
    if (wasWorking.current && !working) {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost) {
        if (button.current && !button.current.disabled) button.current.focus();
        else document.getElementById(headingId)?.focus();
      }
    }
    wasWorking.current = working;
  }, [working, headingId]);
  const run = () => actor.send({ type: failure ? 'action.retry' : 'action.start' });
  const sharedReason = refusal !== null && refusal === PENDING_REFUSAL ? rowReasonId : undefined;
  return (
    <div>
      <Button
        ref={button}
        variant="outline"
        fullWidth
        loading={working}
        disabled={refusal !== null}
        aria-describedby={sharedReason ?? (refusal || failure ? whyId : undefined)}
        onClick={() => (confirmFiles ? setConfirming(true) : run())}
      >
        {label}
      </Button>
      {refusal ? (
        sharedReason ? null : (
          <p id={whyId} className={styles.why}>
            {i18n._(domainMessage(refusal))}
          </p>
        )
      ) : (
        failure && (
          <p id={whyId} className={styles.failure}>
            {failure}
          </p>
        )
      )}
      {confirmFiles && confirming && (
        <Suspense fallback={null}>
          <ConfirmFiles
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={() => {
              setConfirming(false);
              run();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

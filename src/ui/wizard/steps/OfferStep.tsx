import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatDate, normaliseDate } from '../../../domain/dates';
import { DECISION_LABELS } from '../../../domain/enums';
import { OFFER_LABELS as LABELS } from '../../../domain/presenter/labels';
import { amountDigitsOnly, formatAmountDigits, formatRupees } from '../../../domain/money';
import {
  MAX_DISBURSEMENT_DAYS_AHEAD,
  MIN_TENURE_MONTHS,
} from '../../../domain/rules-engine/constants';
import type { OfferMachine } from '../../../machines/offer/machine';
import {
  selectCanEdit,
  selectDisbursementWindow,
  selectError,
  selectIsAccepted,
  selectIsAccepting,
  selectIsBusy,
  selectConfirmedApr,
  selectIsConfirming,
  selectIsLoading,
  selectIsRejected,
  selectIsUpdating,
  selectFirstIssueField,
  selectHasUnsavedChange,
  selectIssues,
  selectLoadFailed,
  selectOffer,
  selectPreview,
  selectShownValues,
  selectValues,
} from '../../../machines/offer/selectors';
import type { Offer, OfferField, OfferPreview, OfferValues } from '../../../machines/offer/types';
import { AmountField } from '../../kit/AmountField';
import { Button } from '../../kit/Button';
import { DateField } from '../../kit/DateField';
import { focusField } from '../../kit/focus-field';
import { MessageLine } from '../../kit/MessageLine';
import { Sheet } from '../../kit/Sheet';
import { Spinner } from '../../kit/Spinner';
import { TextField } from '../../kit/TextField';
import * as styles from './offer-step.css';

export type OfferActor = ActorRefFrom<OfferMachine>;

/** The Key Fact Statement: a chunk of its own, loaded when an open offer is shown. */
const KfsScreen = lazy(() => import('../kfs/KfsScreen'));

export interface OfferStepProps {
  /** The offer chart (the wizard's child), with its calls and announcements provided. */
  offer: OfferActor;
  /** The application's mobile: the Key Fact Statement's code goes there. */
  mobile: string;
  /** Beside Update and Accept (the wizard's Back; after acceptance, the way on). */
  actions?: ReactNode;
}

const NONE = '—';

const rupees = (amount: number | null) => (amount === null ? NONE : formatRupees(amount));

/**
 * The amount field's limit. With no amount stated on the first step the suggested amount is the
 * most this borrower is eligible for, and the screen says so (docs/decisions.md).
 */
function amountLimitText(offer: Offer): string {
  const limit = `Up to ${formatRupees(offer.suggested_loan_amount)}`;
  return offer.required_amount === null
    ? `${limit}: the most this borrower is eligible for, as no amount was stated`
    : limit;
}
const dateText = (iso: string | null) => (iso === null ? NONE : formatDate(iso));

/**
 * The figures the table shows: the last valid values while the offer may change (what the
 * preview prices), else the offer's.
 */
function figuresShown(offer: Offer, values: OfferValues, editable: boolean) {
  if (!editable) {
    return {
      amount: formatRupees(offer.selected_loan_amount),
      tenure: `${offer.max_tenure_allowed} months`,
      disbursement: formatDate(offer.disbursement_date),
    };
  }
  const tenure = values.max_tenure_allowed;
  const date = normaliseDate(values.disbursement_date);
  return {
    amount: formatAmountDigits(values.selected_loan_amount) || NONE,
    tenure: /^\d+$/.test(tenure) ? `${Number(tenure)} months` : NONE,
    disbursement: date === null ? NONE : formatDate(date),
  };
}

function rowsOf(offer: Offer, values: OfferValues, preview: OfferPreview, editable: boolean) {
  const shown = figuresShown(offer, values, editable);
  return [
    [LABELS.bre_score, String(offer.bre_score)],
    [LABELS.decision, DECISION_LABELS[offer.decision]],
    [LABELS.interest_rate, `${offer.interest_rate}% p.a.`],
    [LABELS.final_emi, rupees(preview.final_emi)],
    [LABELS.total_processing_fee_amount, rupees(preview.total_processing_fee_amount)],
    [LABELS.insurance_fee, rupees(preview.insurance_fee)],
    [LABELS.selected_loan_amount, shown.amount],
    [LABELS.max_tenure_allowed, shown.tenure],
    [LABELS.disbursement_date, shown.disbursement],
    [LABELS.emi_start_date, dateText(preview.emi_start_date)],
  ] as const;
}

const fieldId = (field: OfferField) => `offer-${field}`;

/**
 * The loan offer step (capture-app §2, §6): the rules engine's offer as a table in rupees and
 * DD-MM-YYYY; the amount, tenure and disbursement date editable until acceptance, with EMI and
 * fees following as typed; Update Loan Offer; Accept Offer through 'Confirm Loan Acceptance'.
 * A view of the offer chart only: it reads narrow selectors and sends what the agent does.
 */
export default function OfferStep({ offer: actor, mobile, actions }: OfferStepProps) {
  const loading = useSelector(actor, selectIsLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const error = useSelector(actor, selectError);
  const offer = useSelector(actor, selectOffer);

  let content: ReactNode;
  if (loading) content = <Spinner label="Loading the loan offer" />;
  else if (loadFailed) {
    content = (
      <>
        <MessageLine tone="error">{error}</MessageLine>
        <div className={styles.actions}>
          {actions}
          <Button variant="outline" onClick={() => actor.send({ type: 'offer.retry' })}>
            Try again
          </Button>
        </div>
      </>
    );
  } else if (offer) {
    content = <OfferReview actor={actor} offer={offer} mobile={mobile} actions={actions} />;
  }

  return (
    <section className={styles.step} aria-labelledby="offer-title">
      <h1 id="offer-title" className={styles.title}>
        Loan Offer
      </h1>
      {content}
    </section>
  );
}

function OfferReview({
  actor,
  offer,
  mobile,
  actions,
}: {
  actor: OfferActor;
  offer: Offer;
  mobile: string;
  actions: ReactNode;
}) {
  const values = useSelector(actor, selectValues);
  const shownValues = useSelector(actor, selectShownValues);
  const preview = useSelector(actor, selectPreview, shallowEqual);
  const issues = useSelector(actor, selectIssues, shallowEqual);
  const error = useSelector(actor, selectError);
  const canEdit = useSelector(actor, selectCanEdit);
  const pickable = useSelector(actor, selectDisbursementWindow, shallowEqual);
  const busy = useSelector(actor, selectIsBusy);
  const updating = useSelector(actor, selectIsUpdating);
  const accepted = useSelector(actor, selectIsAccepted);
  const rejected = useSelector(actor, selectIsRejected);
  const unsaved = useSelector(actor, selectHasUnsavedChange);
  const open = !accepted && !rejected;
  // After a press, focus moves to the first field with a message once it is on screen; messages
  // shown as typed leave focus where the agent is typing.
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  useEffect(() => {
    if (focusRequest) focusField(focusRequest.field);
  }, [focusRequest]);

  const press = (type: 'offer.update' | 'offer.accept') => {
    actor.send({ type });
    const field = selectFirstIssueField(actor.getSnapshot());
    if (field) setFocusRequest({ field: fieldId(field) });
  };
  const change = (field: OfferField, value: string) =>
    actor.send({ type: 'field.change', field, value });
  const errorOf = (field: OfferField) => issues[field];
  // The fields take typing only while the offer is reviewed; accepted, they stay read-only.
  const disabled = !canEdit;

  return (
    <>
      <table className={styles.table} aria-labelledby="offer-title">
        <tbody>
          {preview &&
            rowsOf(offer, shownValues, preview, open).map(([label, value]) => (
              <tr key={label} className={styles.row}>
                <th scope="row" className={styles.label}>
                  {label}
                </th>
                <td className={styles.value}>{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {rejected ? <MessageLine tone="error">Application Rejected!</MessageLine> : null}
      {accepted ? <MessageLine tone="success">Loan offer accepted</MessageLine> : null}
      {rejected ? null : (
        <fieldset className={styles.fields} disabled={disabled}>
          <legend className={styles.legend}>
            {accepted ? 'Accepted offer' : 'Change the offer'}
          </legend>
          <AmountField
            id={fieldId('selected_loan_amount')}
            label="Loan Amount"
            hint={open ? amountLimitText(offer) : undefined}
            value={values.selected_loan_amount}
            onChange={(digits) => change('selected_loan_amount', digits)}
            error={errorOf('selected_loan_amount')}
            disabled={disabled}
          />
          <TextField
            id={fieldId('max_tenure_allowed')}
            label="Tenure (months)"
            inputMode="numeric"
            autoComplete="off"
            hint={open ? `${MIN_TENURE_MONTHS} to ${offer.tenure_limit} months` : undefined}
            value={values.max_tenure_allowed}
            onChange={(event) => change('max_tenure_allowed', amountDigitsOnly(event.target.value))}
            error={errorOf('max_tenure_allowed')}
            disabled={disabled}
          />
          <DateField
            id={fieldId('disbursement_date')}
            label="Disbursement Date"
            hint={
              open
                ? `A working day (Monday to Friday) within ${MAX_DISBURSEMENT_DAYS_AHEAD} days`
                : undefined
            }
            value={values.disbursement_date}
            onChange={(typed) => change('disbursement_date', typed)}
            error={errorOf('disbursement_date')}
            disabled={disabled}
            min={pickable.min}
            max={pickable.max}
          />
        </fieldset>
      )}
      {error ? <MessageLine tone="error">{error}</MessageLine> : null}
      <div className={styles.actions}>
        {actions}
        {open ? (
          <>
            <Button
              variant="outline"
              loading={updating}
              disabled={busy}
              onClick={() => press('offer.update')}
            >
              Update Loan Offer
            </Button>
          </>
        ) : null}
      </div>
      {open ? (
        <Suspense fallback={<AcceptButton enabled={false} />}>
          {/* A new offer is a new statement: the screen starts again on each answer. */}
          <KfsScreen
            key={JSON.stringify(offer)}
            applicationId={actor.getSnapshot().context.applicationId}
            mobile={mobile}
            accept={(acknowledged) => (
              <>
                {unsaved ? (
                  <MessageLine tone="warning">
                    The figures typed are not the offer’s yet: Update Loan Offer, and the borrower
                    acknowledges its Key Fact Statement, before it is accepted.
                  </MessageLine>
                ) : null}
                <AcceptButton
                  enabled={acknowledged && !unsaved && !busy}
                  onClick={() => press('offer.accept')}
                />
              </>
            )}
          />
        </Suspense>
      ) : null}
      <ConfirmAcceptance actor={actor} offer={offer} values={shownValues} preview={preview} />
    </>
  );
}

/** Accept Offer: enabled once the borrower acknowledged the offer's Key Fact Statement. */
function AcceptButton({ enabled, onClick }: { enabled: boolean; onClick?: () => void }) {
  return (
    <Button disabled={!enabled} onClick={onClick}>
      Accept Offer
    </Button>
  );
}

/** What the confirmation lists: the figures that are accepted. */
const CONFIRMED_ROWS: ReadonlySet<string> = new Set([
  'Loan Amount',
  'Tenure',
  'Interest Rate',
  'EMI',
  'Processing Fee',
  'Insurance Fee',
  'Disbursement Date',
  'EMI Start Date',
]);

/** The confirmation's rows: the figures accepted, the APR after the interest rate. */
function confirmedRows(rows: readonly (readonly [string, string])[], apr: number | null) {
  return rows
    .filter(([label]) => CONFIRMED_ROWS.has(label))
    .flatMap((row) =>
      row[0] === 'Interest Rate' && apr !== null ? [row, ['APR', `${apr}%`] as const] : [row],
    );
}

/** 'Confirm Loan Acceptance': the figures that will be accepted, Cancel or Confirm. */
function ConfirmAcceptance({
  actor,
  offer,
  values,
  preview,
}: {
  actor: OfferActor;
  offer: Offer;
  values: OfferValues;
  preview: OfferPreview | null;
}) {
  const confirming = useSelector(actor, selectIsConfirming);
  const accepting = useSelector(actor, selectIsAccepting);
  const apr = useSelector(actor, selectConfirmedApr);
  const rows =
    confirming && preview ? confirmedRows(rowsOf(offer, values, preview, true), apr) : [];
  return (
    <Sheet
      open={confirming}
      onOpenChange={(open) => {
        if (!open && !accepting) actor.send({ type: 'offer.cancel' });
      }}
      title="Confirm Loan Acceptance"
      description="Accepting cannot be undone: the offer can no longer be changed."
    >
      <div className={styles.dialogBody}>
        <dl className={styles.summary}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.summaryRow}>
              <dt>{label}</dt>
              <dd className={styles.summaryValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Button
            variant="outline"
            disabled={accepting}
            onClick={() => actor.send({ type: 'offer.cancel' })}
          >
            Cancel
          </Button>
          <Button loading={accepting} onClick={() => actor.send({ type: 'offer.confirm' })}>
            Confirm
          </Button>
        </div>
      </div>
    </Sheet>
  );
}

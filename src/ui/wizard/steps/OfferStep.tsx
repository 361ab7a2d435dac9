import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatDate, normaliseDate } from '../../../domain/dates';
import { DECISION_LABELS } from '../../../domain/enums';
import { domainMessage } from '../../../domain/i18n/lookup';
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
function amountLimitText(i18n: I18n, offer: Offer): string {
  const amount = formatRupees(offer.suggested_loan_amount);
  return offer.required_amount === null
    ? i18n._(msg`Up to ${amount}: the most this borrower is eligible for, as no amount was stated`)
    : i18n._(msg`Up to ${amount}`);
}
const dateText = (iso: string | null) => (iso === null ? NONE : formatDate(iso));

/**
 * The figures the table shows: the last valid values while the offer may change (what the
 * preview prices), else the offer's.
 */
function figuresShown(i18n: I18n, offer: Offer, values: OfferValues, editable: boolean) {
  const monthsOf = (months: number) => i18n._(msg`${months} months`);
  if (!editable) {
    return {
      amount: formatRupees(offer.selected_loan_amount),
      tenure: monthsOf(offer.max_tenure_allowed),
      disbursement: formatDate(offer.disbursement_date),
    };
  }
  const tenure = values.max_tenure_allowed;
  const date = normaliseDate(values.disbursement_date);
  return {
    amount: formatAmountDigits(values.selected_loan_amount) || NONE,
    tenure: /^\d+$/.test(tenure) ? monthsOf(Number(tenure)) : NONE,
    disbursement: date === null ? NONE : formatDate(date),
  };
}

/** One row of the offer's table: which figure (OFFER_LABELS' key), its heading and its value. */
type OfferRow = readonly [key: string, label: string, value: string];

function rowsOf(
  i18n: I18n,
  offer: Offer,
  values: OfferValues,
  preview: OfferPreview,
  editable: boolean,
): OfferRow[] {
  const shown = figuresShown(i18n, offer, values, editable);
  const rate = offer.interest_rate;
  const rows: [keyof typeof LABELS, string][] = [
    ['bre_score', String(offer.bre_score)],
    ['decision', i18n._(domainMessage(DECISION_LABELS[offer.decision]))],
    ['interest_rate', i18n._(msg`${rate}% p.a.`)],
    ['final_emi', rupees(preview.final_emi)],
    ['total_processing_fee_amount', rupees(preview.total_processing_fee_amount)],
    ['insurance_fee', rupees(preview.insurance_fee)],
    ['selected_loan_amount', shown.amount],
    ['max_tenure_allowed', shown.tenure],
    ['disbursement_date', shown.disbursement],
    ['emi_start_date', dateText(preview.emi_start_date)],
  ];
  return rows.map(([key, value]) => [key, i18n._(domainMessage(LABELS[key])), value] as const);
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
  const { t } = useLingui();

  let content: ReactNode;
  if (loading) content = <Spinner label={t`Loading the loan offer`} />;
  else if (loadFailed) {
    content = (
      <>
        <MessageLine tone="error">{error}</MessageLine>
        <div className={styles.actions}>
          {actions}
          <Button variant="outline" onClick={() => actor.send({ type: 'offer.retry' })}>
            <Trans>Try again</Trans>
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
        <Trans>Loan Offer</Trans>
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
  const { t, i18n } = useLingui();
  const tenureLimit = offer.tenure_limit;
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
            rowsOf(i18n, offer, shownValues, preview, open).map(([key, label, value]) => (
              <tr key={key} className={styles.row}>
                <th scope="row" className={styles.label}>
                  {label}
                </th>
                <td className={styles.value}>{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
      {rejected ? (
        <MessageLine tone="error">
          <Trans>Application Rejected!</Trans>
        </MessageLine>
      ) : null}
      {accepted ? (
        <MessageLine tone="success">
          <Trans>Loan offer accepted</Trans>
        </MessageLine>
      ) : null}
      {rejected ? null : (
        <fieldset className={styles.fields} disabled={disabled}>
          <legend className={styles.legend}>
            {accepted ? <Trans>Accepted offer</Trans> : <Trans>Change the offer</Trans>}
          </legend>
          <AmountField
            id={fieldId('selected_loan_amount')}
            label={t`Loan Amount`}
            hint={open ? amountLimitText(i18n, offer) : undefined}
            value={values.selected_loan_amount}
            onChange={(digits) => change('selected_loan_amount', digits)}
            error={errorOf('selected_loan_amount')}
            disabled={disabled}
          />
          <TextField
            id={fieldId('max_tenure_allowed')}
            label={t`Tenure (months)`}
            inputMode="numeric"
            autoComplete="off"
            hint={open ? t`${MIN_TENURE_MONTHS} to ${tenureLimit} months` : undefined}
            value={values.max_tenure_allowed}
            onChange={(event) => change('max_tenure_allowed', amountDigitsOnly(event.target.value))}
            error={errorOf('max_tenure_allowed')}
            disabled={disabled}
          />
          <DateField
            id={fieldId('disbursement_date')}
            label={t`Disbursement Date`}
            hint={
              open
                ? t`A working day (Monday to Friday) within ${MAX_DISBURSEMENT_DAYS_AHEAD} days`
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
              <Trans>Update Loan Offer</Trans>
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
                    <Trans>
                      The figures typed are not the offer’s yet: Update Loan Offer, and the borrower
                      acknowledges its Key Fact Statement, before it is accepted.
                    </Trans>
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
      <Trans>Accept Offer</Trans>
    </Button>
  );
}

/** What the confirmation lists: the figures that are accepted (OFFER_LABELS' keys). */
const CONFIRMED_ROWS: ReadonlySet<string> = new Set([
  'selected_loan_amount',
  'max_tenure_allowed',
  'interest_rate',
  'final_emi',
  'total_processing_fee_amount',
  'insurance_fee',
  'disbursement_date',
  'emi_start_date',
]);

/** The confirmation's rows: the figures accepted, the APR after the interest rate. */
function confirmedRows(i18n: I18n, rows: readonly OfferRow[], apr: number | null): OfferRow[] {
  const aprRow: OfferRow = ['apr', i18n._(msg`APR`), `${apr}%`];
  return rows
    .filter(([key]) => CONFIRMED_ROWS.has(key))
    .flatMap((row) => (row[0] === 'interest_rate' && apr !== null ? [row, aprRow] : [row]));
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
  const { t, i18n } = useLingui();
  const rows =
    confirming && preview
      ? confirmedRows(i18n, rowsOf(i18n, offer, values, preview, true), apr)
      : [];
  return (
    <Sheet
      open={confirming}
      onOpenChange={(open) => {
        if (!open && !accepting) actor.send({ type: 'offer.cancel' });
      }}
      title={t`Confirm Loan Acceptance`}
      description={t`Accepting cannot be undone: the offer can no longer be changed.`}
    >
      <div className={styles.dialogBody}>
        <dl className={styles.summary}>
          {rows.map(([key, label, value]) => (
            <div key={key} className={styles.summaryRow}>
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
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={accepting} onClick={() => actor.send({ type: 'offer.confirm' })}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
      </div>
    </Sheet>
  );
}

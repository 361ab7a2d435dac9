import { useState, type ReactNode } from 'react';
import { formatDate } from '../../../domain/dates';
import { formatRupees } from '../../../domain/money';
import type { KfsTexts } from '../../../i18n/kfs';
import { kfsLines } from '../../../i18n/kfs/lines';
import { fill, LANGUAGE_NAMES, LANGUAGES } from '../../../i18n/language';
import {
  selectCanSendCode,
  selectError,
  selectIsAcknowledged,
  selectIsBusy,
  selectIsDownloading,
  selectIsExpired,
  selectIsLoading,
  selectLanguage,
  selectOtp,
  selectStatement,
  selectTexts,
} from '../../../machines/kfs/selectors';
import type { KeyFactStatement } from '../../../machines/kfs/types';
import { rememberedLanguage } from '../../../services/kfs';
import { Button } from '../../kit/Button';
import { MessageLine } from '../../kit/MessageLine';
import { Sheet } from '../../kit/Sheet';
import { Spinner } from '../../kit/Spinner';
import { OtpForm } from '../../login/OtpPanel';
import * as offerStyles from '../steps/offer-step.css';
import * as styles from './kfs.css';
import { KfsFlow } from './kfs-flow';

export interface KfsScreenProps {
  applicationId: string;
  /** The application's mobile: the code goes there. */
  mobile: string;
  /** Accept Offer, enabled by the caller only once the statement is acknowledged. */
  accept: (acknowledged: boolean) => ReactNode;
}

/** The browser saves `file` as `name` (the PDF the server made), staying on the page. */
function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The Key Fact Statement (issue 21 item 3), on the offer step after Update and before Accept: a
 * screen of its own, loaded when the offer step shows it, with its chart (src/machines/kfs).
 * The statement's words follow the language switch; the partner's buttons stay in English.
 */
export default function KfsScreen({ applicationId, mobile, accept }: KfsScreenProps) {
  const [page] = useState(() => ({ applicationId, save }));
  const [input] = useState(() => ({ applicationId, mobile, language: rememberedLanguage() }));
  return (
    <KfsFlow.Host page={page} input={input}>
      <KfsView accept={accept} />
    </KfsFlow.Host>
  );
}

function KfsView({ accept }: { accept: KfsScreenProps['accept'] }) {
  const kfs = KfsFlow.useActorRef();
  const loading = KfsFlow.useSelector(selectIsLoading);
  const statement = KfsFlow.useSelector(selectStatement);
  const texts = KfsFlow.useSelector(selectTexts);
  const error = KfsFlow.useSelector(selectError);
  const acknowledged = KfsFlow.useSelector(selectIsAcknowledged);

  let content: ReactNode = null;
  if (loading) content = <Spinner label="Loading the Key Fact Statement" />;
  else if (statement && texts) content = <Statement statement={statement} texts={texts} />;
  else if (error) {
    content = (
      <>
        <MessageLine tone="error">{error}</MessageLine>
        <Button variant="outline" onClick={() => kfs.send({ type: 'kfs.retry' })}>
          Try again
        </Button>
      </>
    );
  }
  return (
    <>
      <section className={styles.statement} aria-labelledby="kfs-title" lang={statement?.lang}>
        <h2 id="kfs-title" className={styles.heading}>
          {texts?.title ?? 'Key Fact Statement'}
        </h2>
        {content}
      </section>
      <div className={offerStyles.actions}>{accept(acknowledged)}</div>
    </>
  );
}

function Statement({ statement, texts }: { statement: KeyFactStatement; texts: KfsTexts }) {
  const kfs = KfsFlow.useActorRef();
  const language = KfsFlow.useSelector(selectLanguage);
  const busy = KfsFlow.useSelector(selectIsBusy);
  const downloading = KfsFlow.useSelector(selectIsDownloading);
  const expired = KfsFlow.useSelector(selectIsExpired);
  const canSendCode = KfsFlow.useSelector(selectCanSendCode);
  const error = KfsFlow.useSelector(selectError);
  const mobile = KfsFlow.useSelector((snapshot) => snapshot.context.mobile);
  const lines = kfsLines(statement, texts);

  return (
    <>
      <div className={styles.languages} role="group" aria-label="Language" lang="en">
        {LANGUAGES.map((choice) => (
          <Button
            key={choice}
            variant={choice === language ? 'default' : 'outline'}
            aria-pressed={choice === language}
            lang={choice}
            disabled={busy}
            onClick={() => {
              if (choice !== language) kfs.send({ type: 'language.choose', language: choice });
            }}
          >
            {LANGUAGE_NAMES[choice]}
          </Button>
        ))}
      </div>
      <table className={offerStyles.table} aria-labelledby="kfs-title">
        <tbody>
          {rowsOf(statement, texts, lines).map(([label, value]) => (
            <tr key={label} className={offerStyles.row}>
              <th scope="row" className={offerStyles.label}>
                {label}
              </th>
              <td className={offerStyles.value}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{texts.aprNote}</p>
      <p className={styles.note}>{lines.validity}</p>
      <Schedule statement={statement} texts={texts} />
      <p className={styles.note}>
        {statement.acknowledged_at
          ? fill(texts.acknowledged, {
              date: formatDate(new Date(statement.acknowledged_at)),
              mobile,
            })
          : texts.notAcknowledged}
      </p>
      {expired ? (
        <MessageLine tone="warning">
          This statement expired on {formatDate(statement.valid_until)}: issue a new one before the
          borrower acknowledges it.
        </MessageLine>
      ) : null}
      {error ? <MessageLine tone="error">{error}</MessageLine> : null}
      <div className={offerStyles.actions} lang="en">
        <Button
          variant="outline"
          loading={downloading}
          disabled={busy}
          onClick={() => kfs.send({ type: 'pdf.download' })}
        >
          Download PDF
        </Button>
        {canSendCode ? (
          <Button variant="outline" onClick={() => kfs.send({ type: 'code.send' })}>
            Send code to borrower
          </Button>
        ) : null}
        {expired ? (
          <Button variant="outline" onClick={() => kfs.send({ type: 'kfs.reissue' })}>
            Issue a new statement
          </Button>
        ) : null}
      </div>
      <CodeSheet />
    </>
  );
}

/** The app's OTP modal, on the application's mobile: the code acknowledges this statement. */
function CodeSheet() {
  const kfs = KfsFlow.useActorRef();
  const otp = KfsFlow.useSelector(selectOtp);
  return (
    <Sheet
      open={Boolean(otp)}
      onOpenChange={(open) => {
        if (!open) kfs.send({ type: 'code.cancel' });
      }}
      title="Borrower’s acknowledgement"
      description="The borrower receives a code naming the proposal number and the APR; typing it acknowledges this Key Fact Statement."
    >
      {otp && <OtpForm otp={otp} sendLabel="Send code" mobileFixed />}
    </Sheet>
  );
}

const percent = (value: number) => `${value.toFixed(2)}%`;

function rowsOf(
  statement: KeyFactStatement,
  texts: KfsTexts,
  lines: ReturnType<typeof kfsLines>,
): (readonly [string, string])[] {
  const officer = statement.grievance_officer;
  const charges = statement.upfront_charges.map(
    (charge) => [texts.charge[charge.kind], formatRupees(charge.amount)] as const,
  );
  return [
    [texts.proposalNumber, statement.proposal_number],
    [texts.issuedOn, formatDate(statement.issued_on)],
    [texts.validUntil, formatDate(statement.valid_until)],
    [texts.loanType, lines.loan_type],
    [texts.sanctionedAmount, formatRupees(statement.sanctioned_amount)],
    ...(charges.length > 0 ? charges : [[texts.upfrontCharges, texts.noUpfrontCharges] as const]),
    [texts.totalUpfrontCharges, formatRupees(statement.total_upfront_charges)],
    [texts.netDisbursedAmount, formatRupees(statement.net_disbursed_amount)],
    [texts.disbursementDate, formatDate(statement.disbursement_date)],
    [texts.interestRate, percent(statement.interest_rate)],
    [texts.interestType, texts.fixedRate],
    [texts.tenure, fill(texts.months, { count: statement.tenure_months })],
    [texts.instalmentCount, String(statement.instalment_count)],
    [texts.instalmentAmount, formatRupees(statement.instalment_amount)],
    [texts.firstDueDate, formatDate(statement.first_due_date)],
    [texts.totalInterest, formatRupees(statement.total_interest)],
    [texts.totalAmountPayable, formatRupees(statement.total_amount_payable)],
    [texts.apr, percent(statement.apr)],
    [texts.penalCharges, lines.penal_charges],
    [texts.bounceCharge, formatRupees(statement.contingent_charges.bounce_charge)],
    [texts.foreclosureCharges, lines.foreclosure_charges],
    [texts.coolingOff, lines.cooling_off],
    [
      texts.grievanceOfficer,
      [officer.name, officer.email, officer.phone].filter(Boolean).join(', '),
    ],
  ];
}

/** The repayment schedule, folded until opened: one row an instalment. */
function Schedule({ statement, texts }: { statement: KeyFactStatement; texts: KfsTexts }) {
  const columns = texts.scheduleColumns;
  return (
    <details>
      <summary className={styles.summary}>{texts.schedule}</summary>
      <div className={styles.scheduleFrame}>
        <table className={styles.schedule}>
          <thead>
            <tr>
              {[
                columns.number,
                columns.dueDate,
                columns.openingBalance,
                columns.principal,
                columns.interest,
                columns.instalment,
                columns.closingBalance,
              ].map((title) => (
                <th key={title} scope="col" className={styles.scheduleCell}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statement.schedule.map((row) => (
              <tr key={row.number}>
                <td className={styles.scheduleCell}>{row.number}</td>
                <td className={styles.scheduleCell}>{formatDate(row.due_date)}</td>
                <td className={styles.scheduleCell}>{formatRupees(row.opening_balance)}</td>
                <td className={styles.scheduleCell}>{formatRupees(row.principal)}</td>
                <td className={styles.scheduleCell}>{formatRupees(row.interest)}</td>
                <td className={styles.scheduleCell}>{formatRupees(row.instalment)}</td>
                <td className={styles.scheduleCell}>{formatRupees(row.closing_balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

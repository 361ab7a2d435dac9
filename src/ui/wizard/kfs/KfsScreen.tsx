import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { formatDate } from '../../../domain/dates';
import type { KfsTexts } from '../../../i18n/kfs';
import { kfsLines } from '../../../i18n/kfs/lines';
import { kfsScheduleCells, kfsScheduleColumns, kfsSummaryRows } from '../../../i18n/kfs/rows';
import { fill } from '../../../i18n/language';
import {
  selectCanSendCode,
  selectError,
  selectIsAcknowledged,
  selectIsBusy,
  selectIsDownloading,
  selectIsExpired,
  selectIsLoading,
  selectLoadFailure,
  selectLanguage,
  selectOtp,
  selectStatement,
  selectTexts,
} from '../../../machines/kfs/selectors';
import type { KeyFactStatement } from '../../../machines/kfs/types';
import { rememberedLanguage } from '../../../services/kfs';
import { Button } from '../../kit/Button';
import { FailedLoad } from '../../kit/FailedLoad';
import { LanguageSwitch } from '../../kit/LanguageSwitch';
import { MessageLine } from '../../kit/MessageLine';
import { Sheet } from '../../kit/Sheet';
import { Spinner } from '../../kit/Spinner';
import { OtpForm } from '../../kit/OtpPanel';
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
 * The statement's words follow the language switch; the partner's buttons and notes follow the
 * language the app is shown in.
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
  const failure = KfsFlow.useSelector(selectLoadFailure);
  const acknowledged = KfsFlow.useSelector(selectIsAcknowledged);
  const { t } = useLingui();

  // The list chart's shape: loading, the failure with Try again, or what was loaded.
  let content: ReactNode = null;
  if (loading) content = <Spinner label={t`Loading the Key Fact Statement`} />;
  else if (failure !== null) {
    content = <FailedLoad message={failure} onRetry={() => kfs.send({ type: 'kfs.retry' })} />;
  } else if (statement && texts) content = <Statement statement={statement} texts={texts} />;
  return (
    <>
      <section className={styles.statement} aria-labelledby="kfs-title" lang={statement?.lang}>
        <h2 id="kfs-title" className={styles.heading}>
          {texts?.title ?? t`Key Fact Statement`}
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
  const { i18n } = useLingui();

  return (
    <>
      <LanguageSwitch
        language={language}
        disabled={busy}
        onChoose={(choice) => kfs.send({ type: 'language.choose', language: choice })}
      />
      <div className={styles.summaryFrame}>
        {/* Explicit roles: a stacked table (display: block) stays a table to a screen reader. */}
        <table className={styles.summaryTable} role="table" aria-labelledby="kfs-title">
          <tbody className={styles.summaryBody} role="rowgroup">
            {kfsSummaryRows(statement, texts).map(([label, value]) => (
              <tr key={label} className={styles.summaryRow} role="row">
                <th scope="row" className={styles.summaryLabel} role="rowheader">
                  {label}
                </th>
                <td className={styles.summaryValue} role="cell">
                  {value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
          <Trans>
            This Key Fact Statement has changed or expired since it was shown. Read it again with
            the borrower before sending a code.
          </Trans>
        </MessageLine>
      ) : null}
      {error ? <MessageLine tone="error">{error}</MessageLine> : null}
      <div className={offerStyles.actions} lang={i18n.locale}>
        <Button
          variant="outline"
          loading={downloading}
          disabled={busy}
          onClick={() => kfs.send({ type: 'pdf.download' })}
        >
          <Trans>Download PDF</Trans>
        </Button>
        {canSendCode ? (
          <Button variant="outline" onClick={() => kfs.send({ type: 'code.send' })}>
            <Trans>Send code to borrower</Trans>
          </Button>
        ) : null}
        {expired ? (
          <Button variant="outline" onClick={() => kfs.send({ type: 'kfs.reissue' })}>
            <Trans>Read the statement again</Trans>
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
  const { t } = useLingui();
  return (
    <Sheet
      open={Boolean(otp)}
      onOpenChange={(open) => {
        if (!open) kfs.send({ type: 'code.cancel' });
      }}
      title={t`Borrower’s acknowledgement`}
      description={t`The borrower receives a code naming the proposal number and the APR; typing it acknowledges this Key Fact Statement.`}
    >
      {otp && <OtpForm otp={otp} sendLabel={t`Send code`} mobileFixed />}
    </Sheet>
  );
}

/** The repayment schedule, folded until opened: one row an instalment. */
function Schedule({ statement, texts }: { statement: KeyFactStatement; texts: KfsTexts }) {
  return (
    <details className={styles.scheduleDetails}>
      <summary className={styles.summary}>{texts.schedule}</summary>
      {/* Only the schedule may scroll sideways: a labelled box a keyboard can focus and scroll. */}
      <div className={styles.scheduleFrame} role="region" aria-label={texts.schedule} tabIndex={0}>
        <table className={styles.schedule}>
          <thead>
            <tr>
              {kfsScheduleColumns(texts).map((title) => (
                <th key={title} scope="col" className={styles.scheduleCell}>
                  {title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statement.schedule.map((instalment) => (
              <tr key={instalment.number}>
                {kfsScheduleCells(instalment).map((cell, column) => (
                  <td key={column} className={styles.scheduleCell}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

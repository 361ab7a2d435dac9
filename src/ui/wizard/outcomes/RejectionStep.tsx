import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { rejectionReasonText, type AdvicePart } from '../../../domain/rejection-reasons';
import { selectBorrower, selectOffer } from '../../../machines/wizard/selectors';
import { Amount } from '../../kit/Amount';
import { Button } from '../../kit/Button';
import { useWizard } from '../wizard-context';
import * as styles from './rejection.css';
import { TitledSection } from '../steps/titled-section';

/** The advice's words, with each amount kept on one line. */
function Advice({ parts }: { parts: readonly AdvicePart[] }) {
  return (
    <p className={styles.advice}>
      {parts.map((part, index) =>
        typeof part === 'string' ? part : <Amount key={index} rupees={part.rupees} />,
      )}
    </p>
  );
}

/**
 * The rules engine rejected the application (partner-portal §2, §3): each reason in plain words
 * with what the partner can do (the overdue amount in OVERDUE_AMOUNT_PRESENT's), then Change
 * Loan Type (a new application for the same borrower, loan type to choose again) or Start New
 * Application (an empty one), and Back. The application is closed, so its steps cannot open
 * again: Back leads home (the partner's home, or the brand's landing for a borrower).
 */
export default function RejectionStep() {
  const { wizard, startNew } = useWizard();
  const offer = useSelector(wizard, selectOffer);
  const reasons = offer?.reasons ?? [];
  const facts = { overdueAmount: offer?.overdueAmount ?? 0 };
  const { t } = useLingui();

  return (
    <TitledSection id="rejection" title={t`Application Rejected`}>
      {reasons.length > 0 ? (
        <ul className={styles.reasons} aria-label={t`Reasons`}>
          {reasons.map((reason) => {
            const text = rejectionReasonText(reason, facts);
            return (
              <li key={reason} className={styles.reason}>
                <span className={styles.reasonTitle}>{text.title}</span>
                {text.advice.length > 0 && <Advice parts={text.advice} />}
              </li>
            );
          })}
        </ul>
      ) : (
        <p>
          <Trans>The application did not meet the lending rules.</Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="button"
          variant="outline"
          onClick={() => startNew(selectBorrower(wizard.getSnapshot()))}
        >
          <Trans>Change Loan Type</Trans>
        </Button>
        <Button type="button" onClick={() => startNew()}>
          <Trans>Start New Application</Trans>
        </Button>
      </div>
      {/* `?` clears the address's query: the closed application's id stays behind with it. */}
      <Link href="/?" className={styles.back}>
        <Trans>Back</Trans>
      </Link>
    </TitledSection>
  );
}

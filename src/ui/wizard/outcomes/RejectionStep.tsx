import { useSelector } from '@xstate/react';
import { formatRupees } from '../../../domain/money';
import { selectBorrower, selectOffer } from '../../../machines/wizard/selectors';
import { Button } from '../../kit/Button';
import { useWizard } from '../wizard-context';
import * as styles from '../steps/co-applicants.css';
import { TitledSection } from '../steps/titled-section';

const OVERDUE_AMOUNT_PRESENT = 'OVERDUE_AMOUNT_PRESENT';

/** A reason as the screen says it: underscores as spaces (partner-portal §2). */
export const reasonText = (reason: string) => reason.replace(/_/g, ' ');

/**
 * The rules engine rejected the application (partner-portal §2, §3): the reasons, the bureau's
 * overdue amount beside OVERDUE_AMOUNT_PRESENT, then Change Loan Type (a new application for the
 * same borrower, loan type to choose again) or Start New Application (an empty one).
 */
export default function RejectionStep() {
  const { wizard, startNew } = useWizard();
  const offer = useSelector(wizard, selectOffer);
  const reasons = offer?.reasons ?? [];

  return (
    <TitledSection id="rejection" title="Application Rejected">
      {reasons.length > 0 ? (
        <ul className={styles.entries} aria-label="Reasons">
          {reasons.map((reason) => (
            <li key={reason} className={styles.entry}>
              <span>{reasonText(reason)}</span>
              {reason === OVERDUE_AMOUNT_PRESENT && offer && (
                <span className={styles.name}>{formatRupees(offer.overdueAmount)}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>The application did not meet the lending rules.</p>
      )}
      <div className={styles.actions}>
        <Button
          type="button"
          variant="outline"
          onClick={() => startNew(selectBorrower(wizard.getSnapshot()))}
        >
          Change Loan Type
        </Button>
        <Button type="button" onClick={() => startNew()}>
          Start New Application
        </Button>
      </div>
    </TitledSection>
  );
}

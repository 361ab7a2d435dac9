import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import {
  DISBURSEMENT_DATE_PASSED,
  disbursementDatePassed,
} from '../../../domain/rules-engine/dates';
import { deviceToday } from '../../../machines/offer/offer-values';
import {
  selectFamily,
  selectIsSubmitting,
  selectOffer,
  selectSubmitError,
} from '../../../machines/wizard/selectors';
import { Button } from '../../kit/Button';
import { MessageLine } from '../../kit/MessageLine';
import { BackButton } from '../BackButton';
import { useWizard } from '../wizard-context';
import * as styles from '../steps/co-applicants.css';
import { TitledSection } from '../steps/titled-section';

/**
 * The last step: the partner's final submit after the offer is accepted, or the borrower's
 * complete application after the references (partner-portal §2). Submitting is one action; a
 * refusal stays on screen with the button to try again.
 */
export default function FinalSubmitStep() {
  const { wizard } = useWizard();
  const family = useSelector(wizard, selectFamily);
  const submitting = useSelector(wizard, selectIsSubmitting);
  const error = useSelector(wizard, selectSubmitError);
  const offer = useSelector(wizard, selectOffer);
  const partner = family === 'KYC';
  const { t } = useLingui();
  // The accepted offer's disbursement date has passed (the server refuses the submit, and the
  // device's date may say so first): the way back is a new date on the offer (issue 19 item 5).
  const datePassed =
    error === DISBURSEMENT_DATE_PASSED ||
    (offer?.isAccepted === true &&
      offer.disbursementDate !== undefined &&
      disbursementDatePassed(offer.disbursementDate, deviceToday()));

  return (
    <TitledSection
      id="final-submit"
      title={partner ? t`Submit Application` : t`Complete Application`}
    >
      <MessageLine>
        {partner ? (
          <Trans>
            The loan offer is accepted. Submit the application to send it for processing.
          </Trans>
        ) : (
          <Trans>
            Your details are saved. Submit your application to send it to our lending partners.
          </Trans>
        )}
      </MessageLine>
      {datePassed && error !== DISBURSEMENT_DATE_PASSED && (
        <MessageLine tone="warning">{DISBURSEMENT_DATE_PASSED}</MessageLine>
      )}
      {error && <MessageLine tone="error">{error}</MessageLine>}
      <div className={styles.actions}>
        {!partner && <BackButton />}
        {datePassed && (
          <Button
            type="button"
            variant="outline"
            onClick={() => wizard.send({ type: 'route.changed', route: { step: 'loan-offer' } })}
          >
            <Trans>Choose a new date</Trans>
          </Button>
        )}
        <Button
          type="button"
          fullWidth
          loading={submitting}
          onClick={() => wizard.send({ type: 'application.submit' })}
        >
          <Trans>Submit Application</Trans>
        </Button>
      </div>
    </TitledSection>
  );
}

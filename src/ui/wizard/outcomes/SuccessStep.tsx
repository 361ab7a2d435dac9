import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import {
  selectApplicationId,
  selectFamily,
  selectTrackerId,
} from '../../../machines/wizard/selectors';
import { useSite } from '../../app/site';
import { Button } from '../../kit/Button';
import { MessageLine } from '../../kit/MessageLine';
import { useWizard } from '../wizard-context';
import * as styles from '../steps/co-applicants.css';
import { TitledSection } from '../steps/titled-section';

/** Tracking with this application's tracker id typed in (TrackView reads `tracker_id`). */
function trackHref(trackerId: string | null): string {
  const query = new URLSearchParams(trackerId ? { tracker_id: trackerId } : {});
  return `/apply-loan/track?${query.toString()}`;
}

/**
 * The application in the partner's list, its details open (ApplicationsScreen reads `open`):
 * the newest application is on the first page of All.
 */
function listHref(applicationId: string | null): string {
  const query = new URLSearchParams({ status: 'ALL', page: '1' });
  if (applicationId) query.set('open', applicationId);
  return `/applications?${query.toString()}`;
}

/**
 * Submitted (partner-portal §2): the partner's success shows the tracker id, View application
 * (the application in the list, its details open), Home and Create new (or, for a brand with the
 * loan offers flag, the Loan Offers message with the loan id); the borrower's says the details
 * were received, with the tracker id, View application (tracking with the tracker id typed in:
 * a borrower has no list) and Home (the brand's landing).
 */
export default function SuccessStep() {
  const { wizard, startNew } = useWizard();
  const { brand } = useSite();
  const family = useSelector(wizard, selectFamily);
  const trackerId = useSelector(wizard, selectTrackerId);
  const applicationId = useSelector(wizard, selectApplicationId);
  const { t } = useLingui();
  const loanId = trackerId ?? '';

  if (family === 'APPLY_LOAN') {
    return (
      <TitledSection id="success" title={t`Application Received`}>
        <MessageLine tone="success">
          <Trans>
            Thank you. We have received your details and our team will get in touch with you soon.
          </Trans>
        </MessageLine>
        <p>
          <Trans>Tracker ID: {trackerId}</Trans>
        </p>
        <p className={styles.mobile}>
          <Trans>Keep it to track your application.</Trans>
        </p>
        <p className={styles.actions}>
          <Link href={trackHref(trackerId)} className={styles.link}>
            <Trans>View application</Trans>
          </Link>
          {/* `?` clears the address's query: the application's id stays behind with it. */}
          <Link href="/?" className={styles.link}>
            <Trans>Home</Trans>
          </Link>
        </p>
      </TitledSection>
    );
  }

  return (
    <TitledSection
      id="success"
      title={brand.flags.showLoanOffersLink ? t`Loan Offers` : t`Application Submitted`}
    >
      <MessageLine tone="success">
        {brand.flags.showLoanOffersLink
          ? t`The application has been shared with our lending partners. Loan ID: ${loanId}`
          : t`The application has been submitted successfully.`}
      </MessageLine>
      <p>
        <Trans>Tracker ID: {trackerId}</Trans>
      </p>
      <p className={styles.actions}>
        <Link href={listHref(applicationId)} className={styles.link}>
          <Trans>View application</Trans>
        </Link>
        <Link href="/?" className={styles.link}>
          <Trans>Home</Trans>
        </Link>
      </p>
      <div className={styles.actions}>
        <Button type="button" variant="outline" fullWidth onClick={() => startNew()}>
          <Trans>Create new</Trans>
        </Button>
      </div>
    </TitledSection>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  selectCanAddCoApplicant,
  selectCanRemoveCoApplicants,
  selectCoApplicants,
  selectDetailsLocked,
  selectIsListingCoApplicants,
  selectListRemoval,
} from '../../../machines/wizard/selectors';
import { DETAILS_LOCKED_NOTE } from '../../../domain/capture-steps';
import { Button } from '../../kit/Button';
import { MessageLine } from '../../kit/MessageLine';
import { Spinner } from '../../kit/Spinner';
import { BackButton } from '../BackButton';
import { useWizard } from '../wizard-context';
import * as styles from './co-applicants.css';
import { RemoveCoApplicantDialog } from './RemoveCoApplicant';
import { TitledSection } from './titled-section';

/**
 * The co-applicants list (capture-app §2): each co-applicant's name and mobile with Edit and,
 * until the offer is accepted, Remove (after a confirmation); Add while no more than 4 exist, and
 * Continue (co-applicants are optional).
 */
export default function CoApplicantsStep() {
  const { wizard } = useWizard();
  const coApplicants = useSelector(wizard, selectCoApplicants);
  const listing = useSelector(wizard, selectIsListingCoApplicants);
  const canAdd = useSelector(wizard, selectCanAddCoApplicant);
  const canRemove = useSelector(wizard, selectCanRemoveCoApplicants);
  const removal = useSelector(wizard, selectListRemoval);
  // Once the offer is accepted: no Add, and each one opens read-only (View).
  const locked = useSelector(wizard, selectDetailsLocked);
  const { t } = useLingui();
  const open = locked ? t`View` : t`Edit`;

  return (
    <TitledSection id="co-applicants" title={t`Co-applicants`}>
      {locked && <MessageLine>{DETAILS_LOCKED_NOTE}</MessageLine>}
      {listing ? (
        <Spinner label={t`Loading co-applicants`} />
      ) : coApplicants.length === 0 ? (
        <MessageLine>
          {locked ? (
            <Trans>No co-applicants.</Trans>
          ) : (
            <Trans>No co-applicants yet. Add one, or continue without.</Trans>
          )}
        </MessageLine>
      ) : (
        <ul className={styles.entries}>
          {coApplicants.map((coApplicant, index) => {
            const number = index + 1;
            const name = coApplicant.name;
            return (
              <li key={coApplicant.id} className={styles.entry}>
                <span className={styles.who}>
                  <span className={styles.name}>{coApplicant.name}</span>
                  <span className={styles.mobile}>{coApplicant.mobile}</span>
                </span>
                <span className={styles.actions}>
                  <RowButton
                    label={
                      locked
                        ? t`View co-applicant ${number}, ${name}`
                        : t`Edit co-applicant ${number}, ${name}`
                    }
                    onClick={() => wizard.send({ type: 'coApplicant.edit', id: coApplicant.id })}
                  >
                    {open}
                  </RowButton>
                  {canRemove && (
                    <RowButton
                      label={t`Remove co-applicant ${number}, ${name}`}
                      onClick={() =>
                        wizard.send({ type: 'coApplicant.remove', id: coApplicant.id })
                      }
                    >
                      <Trans>Remove</Trans>
                    </RowButton>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.actions}>
        <BackButton />
        {canAdd && !locked && (
          <Button
            type="button"
            variant="outline"
            onClick={() => wizard.send({ type: 'coApplicant.add' })}
          >
            <Trans>Add Co-applicant</Trans>
          </Button>
        )}
        <Button
          type="button"
          fullWidth
          disabled={listing}
          onClick={() => wizard.send({ type: 'coApplicants.continue' })}
        >
          <Trans>Continue</Trans>
        </Button>
      </div>
      <RemoveCoApplicantDialog removal={removal} />
    </TitledSection>
  );
}

/** A row's action: small, outlined, named for its co-applicant to a screen reader. */
function RowButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button type="button" variant="outline" size="sm" aria-label={label} onClick={onClick}>
      {children}
    </Button>
  );
}

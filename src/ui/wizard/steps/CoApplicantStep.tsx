import { useLingui } from '@lingui/react/macro';
import { PURPOSE_MAX_LENGTH } from '../../../domain/names';
import { AddressFields } from '../../kit/address-fields';
import { BankFields } from './bank-fields';
import { Decimal, Digits, Text } from '../../kit/form-fields';
import { AddressType, FamilyFields, IdentityDocuments, YearsOfResidence } from './person-fields';
import { FieldGroup, StepForm, type StepViewProps } from '../../kit/step-form';
import { PERSON_LABELS } from '../../../domain/presenter/labels';

export { coApplicantFormSpec } from './co-applicant-form';

/**
 * A co-applicant (capture-app §3, §5), added or edited: who they are and their shareholding,
 * where they live (the pincode fills city and state), their PAN number, PAN card and Aadhaar,
 * an optional bank (all of it or none), and the purpose. Fields are in the schema's order, so
 * the one issue shown is the highest on the screen.
 */
export default function CoApplicantStep(props: StepViewProps) {
  const { t } = useLingui();
  return (
    <StepForm {...props} title={t`Co-applicant Details`}>
      <FieldGroup title={t`About the co-applicant`}>
        <Text name="name" label={PERSON_LABELS.name} autoComplete="off" />
        <Digits name="mobile" label={PERSON_LABELS.mobile} maxDigits={10} />
        <Text
          name="email"
          label={PERSON_LABELS.email}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <Decimal name="shareholding_percentage" label={PERSON_LABELS.shareholding_percentage} />
        <FamilyFields />
      </FieldGroup>
      <FieldGroup title={t`Residence`}>
        <AddressFields />
        <AddressType />
        <YearsOfResidence />
      </FieldGroup>
      <IdentityDocuments>
        <Text
          name="pan_number"
          label={PERSON_LABELS.pan_number}
          uppercase
          autoComplete="off"
          maxLength={10}
        />
      </IdentityDocuments>
      <BankFields suffix="" title={t`Bank details (optional)`} />
      <FieldGroup title={t`Purpose`}>
        <Text
          name="purpose"
          label={PERSON_LABELS.purpose}
          autoComplete="off"
          maxLength={PURPOSE_MAX_LENGTH}
        />
      </FieldGroup>
    </StepForm>
  );
}

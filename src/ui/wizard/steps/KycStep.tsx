import { useLingui } from '@lingui/react/macro';
import { MAX_EXTRA_BANKS } from '../../../domain/sections/extra-banks';
import { AddressFields } from '../../kit/address-fields';
import { BankFields, ExtraBanks } from './bank-fields';
import { Text } from '../../kit/form-fields';
import { AddressType, FamilyFields, IdentityDocuments, YearsOfResidence } from './person-fields';
import { FieldGroup, StepForm, type StepViewProps } from '../../kit/step-form';
import { PERSON_LABELS, STEP_TITLES } from '../../../domain/presenter/labels';

export { kycFormSpec } from './kyc-form';

/**
 * Personal and KYC details (capture-app §3, §5), step 1 of 2: who the borrower is, where they
 * live (the pincode fills city and state), their PAN and Aadhaar, and their bank with its
 * statements, plus one optional extra bank.
 */
export default function KycStep(props: StepViewProps) {
  const { t } = useLingui();
  return (
    <StepForm {...props} title={STEP_TITLES.personal}>
      <FieldGroup title={t`About the borrower`}>
        <Text name="name" label={PERSON_LABELS.name} autoComplete="off" />
        <Text
          name="email"
          label={PERSON_LABELS.email}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <FamilyFields />
      </FieldGroup>
      <FieldGroup title={t`Residence`}>
        <AddressFields />
        <YearsOfResidence />
        <AddressType />
      </FieldGroup>
      <IdentityDocuments />
      <BankFields suffix="" title={t`Bank details`} />
      <ExtraBanks max={MAX_EXTRA_BANKS.personal} />
    </StepForm>
  );
}

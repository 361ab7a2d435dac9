import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { canEditSpouseName } from '../../../domain/sections/spouse-name';
import {
  ADDRESS_TYPE_OPTIONS,
  GENDER_OPTIONS,
  MARITAL_STATUS_OPTIONS,
} from '../../kit/enum-options';
import { DateInput, Digits, Radios, Select, Text, Uploads } from '../../kit/form-fields';
import { FieldGroup, useStep } from '../../kit/step-form';
import { PERSON_LABELS } from '../../../domain/presenter/labels';

/*
 * The fields a person has wherever the wizard asks about one (the applicant on the kyc step, a
 * co-applicant on theirs): the same names, labels and rules (capture-app §3, §5), so each step
 * places the groups in its own schema's order.
 */

/** Date of birth, gender, marital status, the spouse's and the mother's names. */
export function FamilyFields() {
  const { t } = useLingui();
  return (
    <>
      <DateInput name="dob" label={PERSON_LABELS.dob} hint={t`DD-MM-YYYY`} />
      <Radios name="gender" label={PERSON_LABELS.gender} options={GENDER_OPTIONS} />
      <Select
        name="marital_status"
        label={PERSON_LABELS.marital_status}
        options={MARITAL_STATUS_OPTIONS}
      />
      <SpouseName />
      <Text name="mothers_name" label={PERSON_LABELS.mothers_name} autoComplete="off" />
    </>
  );
}

/** Read-only until a marital status is chosen (spec §5). */
function SpouseName() {
  const { values } = useStep();
  const editable = canEditSpouseName(values);
  const { t } = useLingui();
  return (
    <Text
      name="spouse_name"
      label={PERSON_LABELS.spouse_name}
      autoComplete="off"
      readOnly={!editable}
      hint={editable ? undefined : t`Choose the marital status first.`}
    />
  );
}

export function YearsOfResidence() {
  return (
    <Digits name="years_of_residence" label={PERSON_LABELS.years_of_residence} maxDigits={2} />
  );
}

export function AddressType() {
  return (
    <Select name="address_type" label={PERSON_LABELS.address_type} options={ADDRESS_TYPE_OPTIONS} />
  );
}

/**
 * The PAN card and both sides of the Aadhaar card, after what `children` adds (a co-applicant's
 * PAN number); hidden when none of them is asked for.
 */
export function IdentityDocuments({ children }: { children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <FieldGroup
      title={t`KYC documents`}
      fields={['pan_number', 'pan', 'aadhaar_front', 'aadhaar_back']}
    >
      {children}
      <Uploads names={['pan', 'aadhaar_front', 'aadhaar_back']} />
    </FieldGroup>
  );
}

import {
  GENDER_LABELS,
  GENDERS,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
} from '../../../domain/enums';
import { MAX_EXTRA_BANKS } from '../../../domain/sections/extra-banks';
import { canEditSpouseName } from '../../../domain/sections/spouse-name';
import { optionsOf } from '../../kit/SelectField';
import { BankFields, ExtraBanks, type BankListProps } from './bank-fields';
import { DateInput, Digits, LongText, Radios, Select, Text, Upload } from './fields';
import { ADDRESS_TYPE_OPTIONS } from './options';
import { FieldGroup, StepForm, useStep, type StepViewProps } from './step-form';

export { kycFormSpec } from './kyc-form';

const GENDER_OPTIONS = optionsOf(GENDERS, GENDER_LABELS);
const MARITAL_STATUS_OPTIONS = optionsOf(MARITAL_STATUSES, MARITAL_STATUS_LABELS);

export type KycStepProps = StepViewProps & BankListProps;

/**
 * Personal and KYC details (capture-app §3, §5), step 1 of 2: who the borrower is, where they
 * live (the pincode fills city and state), their PAN and Aadhaar, and their bank with its
 * statements, plus one optional extra bank.
 */
export default function KycStep({ bankList, ...props }: KycStepProps) {
  return (
    <StepForm {...props} title="Personal Details">
      <FieldGroup title="About the borrower">
        <Text name="name" label="Full Name" autoComplete="off" />
        <Text name="email" label="Email" type="email" inputMode="email" autoComplete="off" />
        <DateInput name="dob" label="Date of Birth" hint="DD-MM-YYYY" />
        <Radios name="gender" label="Gender" options={GENDER_OPTIONS} />
        <Select name="marital_status" label="Marital Status" options={MARITAL_STATUS_OPTIONS} />
        <SpouseName />
        <Text name="mothers_name" label="Mother's Name" autoComplete="off" />
      </FieldGroup>
      <FieldGroup title="Residence">
        <Digits name="pincode" label="Pincode" maxDigits={6} />
        <Text name="city" label="City" autoComplete="off" />
        <Text name="state" label="State" autoComplete="off" />
        <LongText name="address" label="Address" />
        <Digits name="years_of_residence" label="Years of Residence" maxDigits={2} />
        <Select name="address_type" label="Address Ownership Type" options={ADDRESS_TYPE_OPTIONS} />
      </FieldGroup>
      <FieldGroup title="KYC documents" fields={['pan', 'aadhaar_front', 'aadhaar_back']}>
        <Upload name="pan" label="PAN Card" />
        <Upload name="aadhaar_front" label="Aadhaar Front" />
        <Upload name="aadhaar_back" label="Aadhaar Back" />
      </FieldGroup>
      <BankFields suffix="" title="Bank details" bankList={bankList} />
      <ExtraBanks max={MAX_EXTRA_BANKS.personal} bankList={bankList} />
    </StepForm>
  );
}

/** Read-only until a marital status is chosen (spec §5). */
function SpouseName() {
  const { values } = useStep();
  const editable = canEditSpouseName(values);
  return (
    <Text
      name="spouse_name"
      label="Spouse Name"
      autoComplete="off"
      readOnly={!editable}
      hint={editable ? undefined : 'Choose the marital status first.'}
    />
  );
}

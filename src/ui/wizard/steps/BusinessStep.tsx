import { useLingui } from '@lingui/react/macro';
import { MAX_EXTRA_BANKS } from '../../../domain/sections/extra-banks';
import {
  BUSINESS_PROOF_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  INDUSTRY_NATURE_OPTIONS,
  INDUSTRY_OPTIONS,
  YES_NO_OPTIONS,
} from '../../kit/enum-options';
import { AddressFields } from '../../kit/address-fields';
import { BankFields, ExtraBanks } from './bank-fields';
import {
  Decimal,
  Digits,
  LongText,
  Radios,
  Select,
  Text,
  Upload,
  Uploads,
} from '../../kit/form-fields';
import { FinancialYears } from './financial-years';
import { FieldGroup, StepForm, type StepViewProps } from '../../kit/step-form';
import { BUSINESS_LABELS as LABELS, STEP_TITLES } from '../../../domain/presenter/labels';

export { businessFormSpec } from './business-form';

/**
 * Business details of a self-employed borrower (capture-app §3, §5): the business and its
 * address, proof and filings, the last three financial years, up to three banks, and other
 * documents. Partner and GST fields appear as the section's schema makes them visible.
 */
export default function BusinessStep(props: StepViewProps) {
  const { t } = useLingui();
  return (
    <StepForm {...props} title={STEP_TITLES.business}>
      <FieldGroup title={t`Business`}>
        <Text name="business_name" label={LABELS.business_name} autoComplete="off" />
        <Select name="business_type" label={LABELS.business_type} options={BUSINESS_TYPE_OPTIONS} />
        <Digits
          name="number_of_partners_or_directors"
          label={LABELS.number_of_partners_or_directors}
          maxDigits={3}
        />
        <Decimal name="shareholding_percentage" label={LABELS.shareholding_percentage} />
        <Text name="business_pan" label={LABELS.business_pan} uppercase autoComplete="off" />
        <Upload name="business_pan_file" />
        <Radios name="is_gst_available" label={LABELS.is_gst_available} options={YES_NO_OPTIONS} />
        <Text name="gst_number" label={LABELS.gst_number} uppercase autoComplete="off" />
        <Select
          name="business_industry"
          label={LABELS.business_industry}
          options={INDUSTRY_OPTIONS}
        />
        <Select
          name="nature_of_business"
          label={LABELS.nature_of_business}
          options={INDUSTRY_NATURE_OPTIONS}
        />
        <Digits name="vintage_of_business" label={LABELS.vintage_of_business} maxDigits={3} />
        <Digits
          name="present_business_experience"
          label={LABELS.present_business_experience}
          maxDigits={2}
        />
        <Digits name="total_work_experience" label={LABELS.total_work_experience} maxDigits={2} />
      </FieldGroup>
      <FieldGroup title={t`Business address`}>
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- which address (a key of the kit's labels), not a text */}
        <AddressFields prefix="business_" of="Business" withType />
        <Digits
          name="years_at_business_address"
          label={LABELS.years_at_business_address}
          maxDigits={2}
        />
      </FieldGroup>
      <FieldGroup title={t`Proof and filings`}>
        <Select
          name="business_proof_type"
          label={LABELS.business_proof_type}
          options={BUSINESS_PROOF_OPTIONS}
        />
        <Uploads names={['business_proof', 'gstr_3b', 'financial_file']} />
      </FieldGroup>
      <FinancialYears />
      <BankFields suffix="" title={t`Bank details`} />
      <ExtraBanks max={MAX_EXTRA_BANKS.business} />
      <FieldGroup title={t`Other documents`} fields={['others1', 'others2', 'others3', 'remarks']}>
        <Uploads names={['others1', 'others2', 'others3']} />
        <LongText name="remarks" label={LABELS.remarks} />
      </FieldGroup>
    </StepForm>
  );
}

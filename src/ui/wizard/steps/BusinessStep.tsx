import {
  BUSINESS_DOCUMENT_LABELS,
  BUSINESS_DOCUMENTS,
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  INDUSTRY_NATURE_LABELS,
  INDUSTRY_NATURES,
  YES_NO,
  YES_NO_LABELS,
} from '../../../domain/enums';
import { MAX_EXTRA_BANKS } from '../../../domain/sections/extra-banks';
import { optionsOf } from '../../kit/SelectField';
import { BankFields, ExtraBanks } from './bank-fields';
import { Decimal, Digits, LongText, Radios, Select, Text, Upload } from './fields';
import { FinancialYears } from './financial-years';
import { ADDRESS_TYPE_OPTIONS, INDUSTRY_OPTIONS } from './options';
import { FieldGroup, StepForm, type StepViewProps } from './step-form';

export { businessFormSpec } from './business-form';

const BUSINESS_TYPE_OPTIONS = optionsOf(BUSINESS_TYPES, BUSINESS_TYPE_LABELS);
const PROOF_OPTIONS = optionsOf(BUSINESS_DOCUMENTS, BUSINESS_DOCUMENT_LABELS);
const NATURE_OPTIONS = optionsOf(INDUSTRY_NATURES, INDUSTRY_NATURE_LABELS);
const YES_NO_OPTIONS = optionsOf(YES_NO, YES_NO_LABELS);

export type BusinessStepProps = StepViewProps;

/**
 * Business details of a self-employed borrower (capture-app §3, §5): the business and its
 * address, proof and filings, the last three financial years, up to three banks, and other
 * documents. Partner and GST fields appear as the section's schema makes them visible.
 */
export default function BusinessStep(props: BusinessStepProps) {
  return (
    <StepForm {...props} title="Business Details">
      <FieldGroup title="Business">
        <Text name="business_name" label="Business Name" autoComplete="off" />
        <Select name="business_type" label="Business Type" options={BUSINESS_TYPE_OPTIONS} />
        <Digits
          name="number_of_partners_or_directors"
          label="Number of Partners/Directors"
          maxDigits={3}
        />
        <Decimal name="shareholding_percentage" label="Shareholding Percentage" />
        <Text name="business_pan" label="Business PAN" uppercase autoComplete="off" />
        <Upload name="business_pan_file" label="Business PAN Card" />
        <Radios name="is_gst_available" label="GST Available" options={YES_NO_OPTIONS} />
        <Text name="gst_number" label="GST Number" uppercase autoComplete="off" />
        <Select name="business_industry" label="Business Industry" options={INDUSTRY_OPTIONS} />
        <Select name="nature_of_business" label="Nature of Business" options={NATURE_OPTIONS} />
        <Digits name="vintage_of_business" label="Vintage of Business (Years)" maxDigits={3} />
        <Digits
          name="present_business_experience"
          label="Present Business Experience (Years)"
          maxDigits={2}
        />
        <Digits name="total_work_experience" label="Total Work Experience (Years)" maxDigits={2} />
      </FieldGroup>
      <FieldGroup title="Business address">
        <Digits name="business_pincode" label="Business Pincode" maxDigits={6} />
        <Text name="business_city" label="Business City" autoComplete="off" />
        <Text name="business_state" label="Business State" autoComplete="off" />
        <LongText name="business_address" label="Business Address" />
        <Select
          name="business_address_type"
          label="Business Address Type"
          options={ADDRESS_TYPE_OPTIONS}
        />
        <Digits name="years_at_business_address" label="Years at Business Address" maxDigits={2} />
      </FieldGroup>
      <FieldGroup title="Proof and filings">
        <Select name="business_proof_type" label="Business Proof Type" options={PROOF_OPTIONS} />
        <Upload name="business_proof" label="Business Proof" />
        <Upload name="gstr_3b" label="GSTR-3B" />
        <Upload name="financial_file" label="Financial Statements" />
      </FieldGroup>
      <FinancialYears />
      <BankFields suffix="" title="Bank details" />
      <ExtraBanks max={MAX_EXTRA_BANKS.business} />
      <FieldGroup title="Other documents" fields={['others1', 'others2', 'others3', 'remarks']}>
        <Upload name="others1" label="Other Document 1" />
        <Upload name="others2" label="Other Document 2" />
        <Upload name="others3" label="Other Document 3" />
        <LongText name="remarks" label="Remarks" />
      </FieldGroup>
    </StepForm>
  );
}

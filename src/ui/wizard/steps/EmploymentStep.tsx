import { Amount, Digits, LongText, Select, Text, Upload } from './fields';
import { ADDRESS_TYPE_OPTIONS, INDUSTRY_OPTIONS } from '../../kit/enum-options';
import { FieldGroup, StepForm, type StepViewProps } from './step-form';

export { employmentFormSpec } from './employment-form';

export type EmploymentStepProps = StepViewProps;

/**
 * Employment details of a salaried borrower (capture-app §3, §5): the employer, its address (the
 * company pincode fills city and state), the ID card and the three salary slips, all required.
 */
export default function EmploymentStep(props: EmploymentStepProps) {
  return (
    <StepForm {...props} title="Employment Details">
      <FieldGroup title="Employer">
        <Text name="company_name" label="Company Name" autoComplete="off" />
        <Text name="designation" label="Designation" autoComplete="off" />
        <Text
          name="official_email"
          label="Official Email"
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <Amount name="monthly_in_hand_salary" label="Monthly In-hand Salary" />
        <Digits name="work_experience_years" label="Work Experience (Years)" maxDigits={2} />
        <Digits name="work_experience_months" label="Work Experience (Months)" maxDigits={2} />
        <Select name="company_sector" label="Company Sector" options={INDUSTRY_OPTIONS} />
        <Text name="company_website_link" label="Company Website" type="url" autoComplete="off" />
      </FieldGroup>
      <FieldGroup title="Company address">
        <Digits name="company_pincode" label="Company Pincode" maxDigits={6} />
        <Text name="company_city" label="Company City" autoComplete="off" />
        <Text name="company_state" label="Company State" autoComplete="off" />
        <LongText name="company_address" label="Company Address" />
        <Select
          name="company_address_type"
          label="Company Address Type"
          options={ADDRESS_TYPE_OPTIONS}
        />
      </FieldGroup>
      <FieldGroup title="Documents">
        <Upload name="company_id_card" label="Company ID Card" />
        <Upload name="salary_slip1" label="Salary Slip 1" />
        <Upload name="salary_slip2" label="Salary Slip 2" />
        <Upload name="salary_slip3" label="Salary Slip 3" />
      </FieldGroup>
    </StepForm>
  );
}

import { AddressFields } from '../../kit/address-fields';
import { Amount, Digits, Select, Text, Uploads } from '../../kit/form-fields';
import { INDUSTRY_OPTIONS } from '../../kit/enum-options';
import { FieldGroup, StepForm, type StepViewProps } from '../../kit/step-form';

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
        <AddressFields prefix="company_" of="Company" withType />
      </FieldGroup>
      <FieldGroup title="Documents">
        <Uploads names={['company_id_card', 'salary_slip1', 'salary_slip2', 'salary_slip3']} />
      </FieldGroup>
    </StepForm>
  );
}

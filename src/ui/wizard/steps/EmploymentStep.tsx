import { useLingui } from '@lingui/react/macro';
import { AddressFields } from '../../kit/address-fields';
import { Amount, Digits, Select, Text, Uploads } from '../../kit/form-fields';
import { INDUSTRY_OPTIONS } from '../../kit/enum-options';
import { FieldGroup, StepForm, type StepViewProps } from '../../kit/step-form';
import { EMPLOYMENT_LABELS as LABELS, STEP_TITLES } from '../../../domain/presenter/labels';

export { employmentFormSpec } from './employment-form';

export type EmploymentStepProps = StepViewProps;

/**
 * Employment details of a salaried borrower (capture-app §3, §5): the employer, its address (the
 * company pincode fills city and state), the ID card and the three salary slips, all required.
 */
export default function EmploymentStep(props: EmploymentStepProps) {
  const { t } = useLingui();
  return (
    <StepForm {...props} title={STEP_TITLES.employment}>
      <FieldGroup title={t`Employer`}>
        <Text name="company_name" label={LABELS.company_name} autoComplete="off" />
        <Text name="designation" label={LABELS.designation} autoComplete="off" />
        <Text
          name="official_email"
          label={LABELS.official_email}
          type="email"
          inputMode="email"
          autoComplete="off"
        />
        <Amount name="monthly_in_hand_salary" label={LABELS.monthly_in_hand_salary} />
        <Digits name="work_experience_years" label={LABELS.work_experience_years} maxDigits={2} />
        <Digits name="work_experience_months" label={LABELS.work_experience_months} maxDigits={2} />
        <Select name="company_sector" label={LABELS.company_sector} options={INDUSTRY_OPTIONS} />
        <Text
          name="company_website_link"
          label={LABELS.company_website_link}
          type="url"
          autoComplete="off"
        />
      </FieldGroup>
      <FieldGroup title={t`Company address`}>
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- which address (a key of the kit's labels), not a text */}
        <AddressFields prefix="company_" of="Company" withType />
      </FieldGroup>
      <FieldGroup title={t`Documents`}>
        <Uploads names={['company_id_card', 'salary_slip1', 'salary_slip2', 'salary_slip3']} />
      </FieldGroup>
    </StepForm>
  );
}

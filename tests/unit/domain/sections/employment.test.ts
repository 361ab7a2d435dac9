import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  employmentBodyFrom,
  employmentFormSchemaFor,
  employmentInfoSchema,
  type EmploymentInfoBody,
} from '../../../../src/domain/sections/employment';
import { firstIssue } from '../../../../src/domain/validation';
import type { components } from '../../../../src/services/api/schema';

const RULES = { relaxedValidation: false };

/** The employment form as typed. */
const TYPED = {
  company_name: ' Infosys Ltd ',
  designation: 'Engineer',
  official_email: 'asha@infosys.com',
  monthly_in_hand_salary: '85000',
  work_experience_years: '6',
  work_experience_months: '0',
  company_sector: 'IT',
  company_website_link: '',
  company_pincode: '560100',
  company_city: 'Bengaluru',
  company_state: 'Karnataka',
  company_address: 'Electronics City Phase 1',
  company_address_type: 'OTHERS',
  company_id_card: '',
  salary_slip1: 'file-1',
  salary_slip2: 'file-2',
  salary_slip3: 'file-3',
};

const BODY = {
  company_name: 'Infosys Ltd',
  designation: 'Engineer',
  official_email: 'asha@infosys.com',
  monthly_in_hand_salary: 85000,
  work_experience_years: 6,
  work_experience_months: 0,
  company_sector: 'IT',
  company_pincode: '560100',
  company_city: 'Bengaluru',
  company_state: 'Karnataka',
  company_address: 'Electronics City Phase 1',
  company_address_type: 'OTHERS',
  salary_slip1: 'file-1',
  salary_slip2: 'file-2',
  salary_slip3: 'file-3',
};

const formIssue = (values: Record<string, unknown>) =>
  firstIssue(employmentFormSchemaFor(RULES)(values), values);
const fromForm = (values: Record<string, unknown>) =>
  v.parse(employmentFormSchemaFor(RULES)(values), values);

describe('employment details (salaried): the form’s values become the body', () => {
  it('digits to numbers, blanks left out, text trimmed', () => {
    expect(fromForm(TYPED)).toEqual(BODY);
    expect(employmentBodyFrom({ work_experience_months: '11', designation: '' })).toEqual({
      work_experience_months: 11,
    });
  });

  it('the API’s body passes as it is and is what the contract takes', () => {
    expect(v.parse(employmentInfoSchema(RULES, BODY), BODY)).toEqual(BODY);
    expectTypeOf<EmploymentInfoBody>().toExtend<components['schemas']['EmploymentInfo']>();
    const body: components['schemas']['EmploymentInfo'] = fromForm(TYPED);
    expect(body.salary_slip3).toBe('file-3');
    expect(
      firstIssue(employmentInfoSchema(), { ...BODY, monthly_in_hand_salary: '85000' }),
    ).toEqual({
      field: 'monthly_in_hand_salary',
      message: 'Must be a valid number',
    });
  });
});

describe('employment details: rules and messages (spec §5)', () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ official_email: 'asha@' }, 'official_email', 'Invalid email'],
    [{ monthly_in_hand_salary: '85,000' }, 'monthly_in_hand_salary', 'Must be a valid number'],
    [{ work_experience_years: '2.5' }, 'work_experience_years', 'Must be a valid number'],
    [
      { work_experience_months: '12' },
      'work_experience_months',
      'Work experience months must be between 0 and 11',
    ],
    [{ company_sector: 'SPACE' }, 'company_sector', 'Please select company sector'],
    [{ company_pincode: '56010' }, 'company_pincode', 'Invalid pincode'],
    [{ company_address: 'Road 1' }, 'company_address', 'Invalid address'],
    [{ company_address_type: '' }, 'company_address_type', 'Please select company address type'],
    [{ salary_slip1: '' }, 'salary_slip1', 'Missing salary slip 1'],
    [{ salary_slip2: '' }, 'salary_slip2', 'Missing salary slip 2'],
    [{ salary_slip3: undefined }, 'salary_slip3', 'Missing salary slip 3'],
  ];
  it.each(cases)('%o → %s: %s', (change, field, message) => {
    expect(formIssue({ ...TYPED, ...change })).toEqual({ field, message });
  });

  it('needs only the company address type and the three salary slips', () => {
    const required = {
      company_address_type: 'RENTED',
      salary_slip1: 'a',
      salary_slip2: 'b',
      salary_slip3: 'c',
    };
    expect(formIssue(required)).toBeNull();
    expect(fromForm(required)).toEqual(required);
  });

  it('shows the field highest on the screen first', () => {
    expect(formIssue({ ...TYPED, salary_slip2: '', company_address_type: '' })?.field).toBe(
      'company_address_type',
    );
    expect(formIssue({ ...TYPED, salary_slip3: '', salary_slip1: '' })?.field).toBe('salary_slip1');
    expect(formIssue({})).toEqual({
      field: 'company_address_type',
      message: 'Please select company address type',
    });
  });
});

import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  personalBodyFrom,
  personalFormSchemaFor,
  personalInfoSchema,
  type PersonalInfoBody,
} from '../../../../src/domain/sections/personal';
import type { SectionRules } from '../../../../src/domain/sections/rules';
import { firstIssue } from '../../../../src/domain/validation';
import type { components } from '../../../../src/services/api/schema';
import {
  APPLICANT_BODY,
  APPLICANT_HOME,
  IDENTITY_FILES,
  RELAXED,
  STRICT,
} from '../../../support/section-values';

/** The personal form as typed. */
const TYPED = {
  name: 'Asha Verma',
  email: '',
  dob: '15-08-1990',
  ...APPLICANT_HOME,
  mothers_name: '',
  years_of_residence: '5',
  ...IDENTITY_FILES,
  bank_name: 'HDFC Bank',
  statement_bank_id: 'hdfc',
  bank_statement: ['file-s1', 'file-s2'],
  bank_statement_pwd: '',
  bank_account_type: 'SAVINGS_ACCOUNT',
  credit_limit: '',
};

/** The same section as the API receives it. */
const BODY = APPLICANT_BODY;

const EXTRA = {
  bank_name1: 'State Bank of India',
  statement_bank_id1: 'sbi',
  bank_statement1: ['file-x1'],
  bank_statement_pwd1: 'pass 1',
  bank_account_type1: 'OVERDRAFT_ACCOUNT',
  credit_limit1: '200000',
};

const formIssue = (values: Record<string, unknown>, rules = STRICT) =>
  firstIssue(personalFormSchemaFor(rules)(values), values);
const bodyIssue = (body: Record<string, unknown>, rules = STRICT) =>
  firstIssue(personalInfoSchema(rules, body), body);
const fromForm = (values: Record<string, unknown>, rules = STRICT) =>
  v.parse(personalFormSchemaFor(rules)(values), values);
const entriesOf = (schema: unknown) =>
  Object.keys(
    (schema as { pipe: readonly { entries?: Record<string, unknown> }[] }).pipe.find(
      (item) => item.entries,
    )?.entries ?? {},
  );

describe('personal details: the form turns what was typed into the body', () => {
  it('dates to YYYY-MM-DD, digits to numbers, blanks left out', () => {
    expect(fromForm(TYPED)).toEqual(BODY);
    expect(personalBodyFrom({ dob: '31-12-1999', years_of_residence: '12', email: ' ' })).toEqual({
      dob: '1999-12-31',
      years_of_residence: 12,
    });
  });

  it('the body the API receives passes as it is, and is what the contract takes', () => {
    expect(v.parse(personalInfoSchema(STRICT, BODY), BODY)).toEqual(BODY);
    expectTypeOf<PersonalInfoBody>().toExtend<components['schemas']['PersonalInfo']>();
    const body: components['schemas']['PersonalInfo'] = fromForm(TYPED);
    expect(body.dob).toBe('1990-08-15');
  });

  it('refuses numbers sent as text in the body', () => {
    expect(bodyIssue({ ...BODY, years_of_residence: '5' })).toEqual({
      field: 'years_of_residence',
      message: 'Years of residence must be greater than 0',
    });
  });
});

describe('personal details: each rule and its message (spec §5)', () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: 'As' }, 'name', 'Invalid name'],
    [{ email: 'asha@' }, 'email', 'Invalid email'],
    [{ dob: '' }, 'dob', 'Invalid date of birth'],
    [{ dob: '31-02-1990' }, 'dob', 'Invalid date of birth'],
    [{ dob: '23-11-2008' }, 'dob', 'Age not acceptable as per provided DOB'],
    [{ dob: '21-11-1960' }, 'dob', 'Age not acceptable as per provided DOB'],
    [{ gender: '' }, 'gender', 'Please select gender'],
    [{ marital_status: '' }, 'marital_status', 'Please select marital status'],
    [{ pincode: '060001' }, 'pincode', 'Invalid pincode'],
    [{ city: ' ' }, 'city', 'Invalid city'],
    [{ state: '' }, 'state', 'Invalid state'],
    [{ address: 'Road 1 ' }, 'address', 'Invalid address'],
    [
      { years_of_residence: '0' },
      'years_of_residence',
      'Years of residence must be greater than 0',
    ],
    [{ years_of_residence: '' }, 'years_of_residence', 'Years of residence must be greater than 0'],
    [{ address_type: '' }, 'address_type', 'Please select address ownership type'],
    [{ pan: '' }, 'pan', 'Missing PAN'],
    [{ aadhaar_front: '' }, 'aadhaar_front', 'Missing aadhaar front'],
    [{ aadhaar_back: '' }, 'aadhaar_back', 'Missing aadhaar back'],
    [{ bank_name: '' }, 'bank_name', 'Bank name is required'],
    [{ statement_bank_id: '' }, 'statement_bank_id', 'Bank selection is required'],
    [{ bank_statement: [] }, 'bank_statement', 'Bank statement is required'],
    [{ bank_account_type: 'CHEQUE' }, 'bank_account_type', 'Please select account type'],
    [{ credit_limit: '0' }, 'credit_limit', 'Credit limit must be greater than 0'],
  ];
  it.each(cases)('%o → %s: %s', (change, field, message) => {
    expect(formIssue({ ...TYPED, ...change })).toEqual({ field, message });
  });

  it('accepts the ages 18 and 65 on the day', () => {
    expect(formIssue({ ...TYPED, dob: '22-11-2008' })).toBeNull();
    expect(formIssue({ ...TYPED, dob: '23-11-1960' })).toBeNull();
  });

  it('shows the field highest on the screen first', () => {
    expect(
      formIssue({ ...TYPED, bank_name: '', pan: '', address_type: '', gender: '' })?.field,
    ).toBe('gender');
    expect(formIssue({ ...TYPED, bank_statement: [], aadhaar_back: '' })?.field).toBe(
      'aadhaar_back',
    );
    expect(formIssue({})).toEqual({ field: 'name', message: 'Invalid name' });
  });

  it('keeps the optional fields optional: email, spouse and mother’s names, password, limit', () => {
    expect(
      formIssue({ ...TYPED, spouse_name: '', email: '', mothers_name: '', credit_limit: '' }),
    ).toBeNull();
    expect(fromForm({ ...TYPED, email: 'asha@example.com', credit_limit: '50000' })).toMatchObject({
      email: 'asha@example.com',
      credit_limit: 50000,
    });
  });
});

describe('personal details: relaxed brands', () => {
  it('make marital status, the PAN card and both Aadhaar sides optional', () => {
    const values = { ...TYPED, marital_status: '', pan: '', aadhaar_front: '', aadhaar_back: '' };
    expect(formIssue(values)?.field).toBe('marital_status');
    expect(formIssue(values, RELAXED)).toBeNull();
    expect(fromForm(values, RELAXED)).not.toHaveProperty('pan');
  });

  it('still check what is given, and relax nothing else', () => {
    expect(formIssue({ ...TYPED, marital_status: 'SINGLE' }, RELAXED)?.message).toBe(
      'Please select marital status',
    );
    expect(formIssue({ ...TYPED, gender: '' }, RELAXED)?.field).toBe('gender');
    expect(formIssue({ ...TYPED, bank_statement: [] }, RELAXED)?.field).toBe('bank_statement');
  });
});

describe('personal details: the extra bank (suffix 1), all or nothing', () => {
  it('is not in the form until Add Bank puts its name there', () => {
    const schemaFor = personalFormSchemaFor(STRICT);
    expect(entriesOf(schemaFor(TYPED))).not.toContain('bank_name1');
    expect(entriesOf(schemaFor({ ...TYPED, bank_name1: '' }))).toEqual(
      expect.arrayContaining(['bank_name1', 'bank_statement1', 'credit_limit1']),
    );
    // Only one extra bank in personal details.
    expect(entriesOf(schemaFor({ ...TYPED, bank_name1: '', bank_name2: '' }))).not.toContain(
      'bank_name2',
    );
  });

  it('added but left blank, it is neither checked nor sent', () => {
    expect(formIssue({ ...TYPED, bank_name1: '', bank_statement1: [] })).toBeNull();
    expect(fromForm({ ...TYPED, bank_name1: '' })).toEqual(BODY);
  });

  it('once anything of it is filled, it needs its name, selection and a statement', () => {
    expect(formIssue({ ...TYPED, bank_name1: '', credit_limit1: '5000' })).toEqual({
      field: 'bank_name1',
      message: 'Bank name is required',
    });
    expect(formIssue({ ...TYPED, ...EXTRA, bank_statement1: [] })).toEqual({
      field: 'bank_statement1',
      message: 'Bank statement is required',
    });
    expect(formIssue({ ...TYPED, ...EXTRA, credit_limit1: '0' })?.message).toBe(
      'Credit limit must be greater than 0',
    );
    expect(fromForm({ ...TYPED, ...EXTRA })).toEqual({
      ...BODY,
      ...EXTRA,
      credit_limit1: 200000,
    });
  });

  it('in a body, any field of it makes it there and then complete', () => {
    expect(bodyIssue({ ...BODY, bank_account_type1: 'SAVINGS_ACCOUNT' })).toEqual({
      field: 'bank_name1',
      message: 'Bank name is required',
    });
    expect(bodyIssue({ ...BODY, ...EXTRA, credit_limit1: 200000 })).toBeNull();
  });
});

describe('personal details: the server’s schemas (no fixed day) are built once per shape', () => {
  const SERVER_STRICT: SectionRules = { relaxedValidation: false };
  const SERVER_RELAXED: SectionRules = { relaxedValidation: true };
  const issue = (body: Record<string, unknown>, rules: SectionRules) =>
    firstIssue(personalInfoSchema(rules, body), body);

  it('gives the same schema for the same rules and shape, whatever the values', () => {
    const first = personalInfoSchema(SERVER_STRICT, BODY);
    expect(personalInfoSchema({ relaxedValidation: false }, { ...BODY, name: 'Ravi' })).toBe(first);
    expect(personalInfoSchema(SERVER_RELAXED, BODY)).not.toBe(first);
    expect(personalInfoSchema(SERVER_STRICT, { ...BODY, ...EXTRA })).not.toBe(first);
    // A fixed day (tests, the forms) always gets a schema of its own.
    expect(personalInfoSchema(STRICT, BODY)).not.toBe(personalInfoSchema(STRICT, BODY));
  });

  it('never lends one shape’s or one brand’s rules to another', () => {
    const noMaritalStatus = { ...BODY, marital_status: undefined };
    expect(issue(noMaritalStatus, SERVER_RELAXED)).toBeNull();
    expect(issue(noMaritalStatus, SERVER_STRICT)?.message).toBe('Please select marital status');
    expect(issue(noMaritalStatus, SERVER_RELAXED)).toBeNull();

    expect(issue({ ...BODY, bank_account_type1: 'SAVINGS_ACCOUNT' }, SERVER_STRICT)).toEqual({
      field: 'bank_name1',
      message: 'Bank name is required',
    });
    expect(issue(BODY, SERVER_STRICT)).toBeNull();
    expect(issue({ ...BODY, ...EXTRA, credit_limit1: 200000 }, SERVER_STRICT)).toBeNull();
  });
});

import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  coApplicantSchema,
  coApplicantSchemaFor,
  type CoApplicantBody,
} from '../../../../src/domain/sections/co-applicant';
import { firstIssue } from '../../../../src/domain/validation';
import type { components } from '../../../../src/services/api/schema';
import { CO_APPLICANT_HOME } from '../../../support/co-applicant-values';
import { IDENTITY_FILES, RELAXED, STRICT } from '../../../support/section-values';

/** A co-applicant's form as typed, without a bank. */
const TYPED = {
  name: 'Ravi Verma',
  mobile: '9812345678',
  email: '',
  shareholding_percentage: '40',
  dob: '01-01-1985',
  ...CO_APPLICANT_HOME,
  mothers_name: '',
  years_of_residence: '5',
  pan_number: 'abcde1234f',
  ...IDENTITY_FILES,
  bank_name: '',
  statement_bank_id: '',
  bank_statement: [],
  bank_statement_pwd: '',
  bank_account_type: '',
  credit_limit: '',
  purpose: '',
};

const BODY = {
  name: 'Ravi Verma',
  mobile: '9812345678',
  shareholding_percentage: 40,
  dob: '1985-01-01',
  ...CO_APPLICANT_HOME,
  years_of_residence: 5,
  pan_number: 'ABCDE1234F',
  ...IDENTITY_FILES,
};

const formIssue = (values: Record<string, unknown>, rules = STRICT) =>
  firstIssue(coApplicantSchemaFor(rules)(values), values);
const fromForm = (values: Record<string, unknown>, rules = STRICT) =>
  v.parse(coApplicantSchemaFor(rules)(values), values);

describe('co-applicant: the form becomes the body the contract takes', () => {
  it('dates to YYYY-MM-DD, digits to numbers, PAN uppercased, blanks left out', () => {
    expect(fromForm(TYPED)).toEqual(BODY);
    expect(v.parse(coApplicantSchema(STRICT, BODY), BODY)).toEqual(BODY);
    expectTypeOf<CoApplicantBody>().toExtend<components['schemas']['CoApplicantInput']>();
  });
});

describe('co-applicant: each rule and its message (spec §5)', () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ name: 'Ra' }, 'name', 'Invalid name'],
    [{ mobile: '5812345678' }, 'mobile', 'Invalid mobile number'],
    [
      { shareholding_percentage: '' },
      'shareholding_percentage',
      'Invalid number of Shareholding Percentage',
    ],
    [
      { shareholding_percentage: '101' },
      'shareholding_percentage',
      'Shareholding Percentage must be between 0 and 100',
    ],
    [
      { shareholding_percentage: '-1' },
      'shareholding_percentage',
      'Shareholding Percentage must be between 0 and 100',
    ],
    [{ dob: '23-11-2008' }, 'dob', 'Age not acceptable as per provided DOB'],
    [{ gender: '' }, 'gender', 'Please select gender'],
    [{ marital_status: '' }, 'marital_status', 'Please select marital status'],
    [{ address_type: '' }, 'address_type', 'Please select address ownership type'],
    [{ pincode: '060001' }, 'pincode', 'Invalid pincode'],
    [{ address: 'Road 1' }, 'address', 'Invalid address'],
    [
      { years_of_residence: '0' },
      'years_of_residence',
      'Years of residence must be greater than 0',
    ],
    [{ pan_number: 'ABC' }, 'pan_number', 'Invalid pan number'],
    [{ pan: '' }, 'pan', 'Invalid PAN file'],
    [{ aadhaar_front: '' }, 'aadhaar_front', 'Invalid aadhaar front'],
    [{ aadhaar_back: '' }, 'aadhaar_back', 'Invalid aadhaar back'],
  ];
  it.each(cases)('%j → %s: %s', (change, field, message) => {
    expect(formIssue({ ...TYPED, ...change })).toEqual({ field, message });
  });

  it('the brand’s relaxed rules leave marital status, PAN and Aadhaar optional', () => {
    const bare = {
      ...TYPED,
      marital_status: '',
      pan_number: '',
      pan: '',
      aadhaar_front: '',
      aadhaar_back: '',
    };
    expect(formIssue(bare, RELAXED)).toBeNull();
    expect(formIssue(bare)).toEqual({
      field: 'marital_status',
      message: 'Please select marital status',
    });
  });

  it('a bank is optional, but once begun it needs its name, selection and a statement', () => {
    expect(formIssue({ ...TYPED, bank_account_type: 'SAVINGS_ACCOUNT' })).toEqual({
      field: 'bank_name',
      message: 'Bank name is required',
    });
    const withBank = {
      ...TYPED,
      bank_name: 'HDFC Bank',
      statement_bank_id: 'HDFC',
      bank_statement: ['file-s1'],
      credit_limit: '200000',
    };
    expect(fromForm(withBank)).toMatchObject({
      bank_name: 'HDFC Bank',
      statement_bank_id: 'HDFC',
      bank_statement: ['file-s1'],
      credit_limit: 200000,
    });
  });
});

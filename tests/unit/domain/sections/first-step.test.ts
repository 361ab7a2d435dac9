import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CONSENT_MESSAGE,
  firstStepBodyFrom,
  firstStepFormSchemaFor,
  firstStepSchema,
  newTrackerId,
  TERMS_MESSAGE,
  ZERO_AMOUNT_MESSAGE,
  TRACKER_ID_PATTERN,
  withJobType,
  type FirstStepRules,
} from '../../../../src/domain/sections/first-step';
import { allIssues, firstIssue } from '../../../../src/domain/validation';
import type { components } from '../../../../src/services/api/schema';

const PARTNER: FirstStepRules = {
  family: 'KYC',
  relaxedValidation: false,
  signedIn: true,
  hasTermsLink: true,
  hasConsentLink: true,
};
const BORROWER: FirstStepRules = { ...PARTNER, family: 'APPLY_LOAN', signedIn: false };

/** What the form holds after typing. */
const TYPED = {
  mobile: '9876543210',
  name: ' Asha Verma ',
  pan_number: 'abcde1234f',
  job_type: 'SALARIED',
  loan_type: 'HOME_LOAN',
  required_amount: '250000',
  purpose: '',
  terms_accepted: true,
  bureau_consent: true,
};

/** The same step as the API receives it. */
const BODY = {
  mobile: '9876543210',
  name: 'Asha Verma',
  pan_number: 'ABCDE1234F',
  job_type: 'SALARIED',
  loan_type: 'HOME_LOAN',
  required_amount: 250000,
  terms_accepted: true,
  bureau_consent: true,
};

const formIssue = (rules: FirstStepRules, values: Record<string, unknown>) =>
  firstIssue(firstStepFormSchemaFor(rules)(values), values);
const bodyIssue = (rules: FirstStepRules, body: Record<string, unknown>) =>
  firstIssue(firstStepSchema(rules, body), body);
const fromForm = (rules: FirstStepRules, values: Record<string, unknown>) =>
  v.parse(firstStepFormSchemaFor(rules)(values), values);

describe('the first step’s body (the API’s rules)', () => {
  it('takes the contract’s JSON and gives it back trimmed, PAN uppercased', () => {
    expect(v.parse(firstStepSchema(PARTNER, BODY), { ...BODY, name: ' Asha Verma ' })).toEqual(
      BODY,
    );
  });

  it('refuses an amount sent as text: the contract’s amounts are numbers', () => {
    expect(bodyIssue(PARTNER, { ...BODY, required_amount: '250000' })).toEqual({
      field: 'required_amount',
      message: 'Must be a valid number',
    });
    expect(bodyIssue(PARTNER, { ...BODY, required_amount: -1 })?.message).toBe(
      'Must be a valid number',
    );
    expect(bodyIssue(PARTNER, { ...BODY, required_amount: 12.5 })?.field).toBe('required_amount');
  });

  it('names a missing field with its own message', () => {
    const { name: _name, ...withoutName } = BODY;
    expect(bodyIssue(PARTNER, withoutName)).toEqual({ field: 'name', message: 'Invalid name' });
    expect(bodyIssue(PARTNER, {})).toEqual({ field: 'mobile', message: 'Invalid mobile number' });
  });
});

describe('the first step’s form (values as typed, checked as the body)', () => {
  it('turns what was typed into the body: amount a number, blanks left out', () => {
    expect(firstStepBodyFrom(TYPED)).toEqual({
      ...TYPED,
      purpose: undefined,
      required_amount: 250000,
    });
    expect('purpose' in firstStepBodyFrom(TYPED)).toBe(false);
    expect(fromForm(PARTNER, TYPED)).toEqual(BODY);
  });

  it('shows the first issue in screen order, with the spec’s words', () => {
    expect(formIssue(PARTNER, { ...TYPED, mobile: '12345', name: 'A' })).toEqual({
      field: 'mobile',
      message: 'Invalid mobile number',
    });
    expect(formIssue(PARTNER, { ...TYPED, name: 'As ', pan_number: '' })).toEqual({
      field: 'name',
      message: 'Invalid name',
    });
    expect(formIssue(PARTNER, { ...TYPED, pan_number: '' })).toEqual({
      field: 'pan_number',
      message: 'Invalid pan number',
    });
    expect(formIssue(PARTNER, { ...TYPED, pan_number: 'ABCDE12345' })?.message).toBe(
      'Invalid pan number',
    );
    expect(formIssue(PARTNER, { ...TYPED, job_type: '' })).toEqual({
      field: 'job_type',
      message: 'Invalid job type',
    });
    expect(formIssue(PARTNER, { ...TYPED, loan_type: '' })).toEqual({
      field: 'loan_type',
      message: 'Invalid loan type',
    });
    expect(formIssue(PARTNER, { ...TYPED, required_amount: '12a' })).toEqual({
      field: 'required_amount',
      message: 'Must be a valid number',
    });
    expect(formIssue(PARTNER, { ...TYPED, purpose: 'x'.repeat(101) })).toEqual({
      field: 'purpose',
      message: 'Purpose of loan must be at most 100 characters',
    });
    expect(formIssue(PARTNER, { ...TYPED, purpose: 'x'.repeat(100) })).toBeNull();
    expect(formIssue(PARTNER, { ...TYPED, terms_accepted: false })).toEqual({
      field: 'terms_accepted',
      message: TERMS_MESSAGE,
    });
    expect(formIssue(PARTNER, { ...TYPED, bureau_consent: undefined })).toEqual({
      field: 'bureau_consent',
      message: CONSENT_MESSAGE,
    });
    expect(TERMS_MESSAGE).toBe('You must accept the Terms & Conditions');
    expect(CONSENT_MESSAGE).toBe('You must accept the Lenders Consent');
  });

  it('leaves the amount and the purpose optional', () => {
    expect(formIssue(PARTNER, { ...TYPED, required_amount: '', purpose: '  ' })).toBeNull();
  });

  it('refuses ₹0, on the form and in the body; a blank amount is left out (not stated)', () => {
    const zero = { field: 'required_amount', message: ZERO_AMOUNT_MESSAGE };
    expect(formIssue(PARTNER, { ...TYPED, required_amount: '0' })).toEqual(zero);
    expect(bodyIssue(PARTNER, { ...BODY, required_amount: 0 })).toEqual(zero);
    expect(formIssue(PARTNER, { ...TYPED, required_amount: '1' })).toBeNull();
    expect(fromForm(PARTNER, { ...TYPED, required_amount: '' })).not.toHaveProperty(
      'required_amount',
    );
  });

  it('allows only the loan types the job type offers, in each family', () => {
    expect(formIssue(PARTNER, { ...TYPED, loan_type: 'BUSINESS_LOAN' })?.field).toBe('loan_type');
    expect(
      formIssue(PARTNER, { ...TYPED, job_type: 'SELF_EMPLOYED', loan_type: 'BUSINESS_LOAN' }),
    ).toBeNull();
    // The public list is narrower, and adds PROFESSIONAL.
    expect(formIssue(BORROWER, { ...TYPED, loan_type: 'OD_UNSECURED_LIMIT' })?.field).toBe(
      'loan_type',
    );
    expect(formIssue(PARTNER, { ...TYPED, job_type: 'PROFESSIONAL' })?.field).toBe('job_type');
    expect(
      formIssue(BORROWER, { ...TYPED, job_type: 'PROFESSIONAL', loan_type: 'PROFESSIONAL_LOANS' }),
    ).toBeNull();
  });

  it('clears a loan type the new job type does not offer, and keeps one it does', () => {
    const chosen = { ...TYPED, loan_type: 'HOME_LOAN' };
    expect(withJobType('KYC', chosen, 'SELF_EMPLOYED').loan_type).toBe('HOME_LOAN');
    expect(withJobType('APPLY_LOAN', chosen, 'SELF_EMPLOYED')).toMatchObject({
      job_type: 'SELF_EMPLOYED',
      loan_type: '',
    });
    expect(withJobType('KYC', { loan_type: 'BUSINESS_LOAN' }, 'SALARIED').loan_type).toBe('');
  });

  it('makes PAN optional for a relaxed brand, but a PAN given must still be one', () => {
    const relaxed = { ...PARTNER, relaxedValidation: true };
    expect(formIssue(relaxed, { ...TYPED, pan_number: '' })).toBeNull();
    expect(fromForm(relaxed, { ...TYPED, pan_number: '' })).not.toHaveProperty('pan_number');
    expect(formIssue(relaxed, { ...TYPED, pan_number: 'ABC' })?.message).toBe('Invalid pan number');
  });

  it('leaves out what the step does not show: a partner’s referral code, consents without links', () => {
    const visible = (rules: typeof PARTNER) =>
      Object.keys(
        (
          firstStepFormSchemaFor(rules)(TYPED) as unknown as {
            pipe: readonly { entries?: object }[];
          }
        ).pipe.find((item) => item.entries)?.entries ?? {},
      );
    expect(visible(PARTNER)).not.toContain('referral_code');
    expect(visible(BORROWER)).toContain('referral_code');
    const noLinks = { ...PARTNER, hasTermsLink: false, hasConsentLink: false };
    expect(visible(noLinks)).not.toContain('terms_accepted');
    expect(visible(noLinks)).not.toContain('bureau_consent');
    expect(visible(PARTNER)).toEqual(expect.arrayContaining(['terms_accepted', 'bureau_consent']));
  });

  it('has no terms or consent to accept when the brand has no such links', () => {
    const noLinks = { ...PARTNER, hasTermsLink: false, hasConsentLink: false };
    expect(
      formIssue(noLinks, { ...TYPED, terms_accepted: false, bureau_consent: false }),
    ).toBeNull();
  });

  it('keeps a guest’s referral code and drops it for someone logged in', () => {
    expect(fromForm(BORROWER, { ...TYPED, referral_code: ' AGENT42 ' })).toHaveProperty(
      'referral_code',
      'AGENT42',
    );
    expect(fromForm(PARTNER, { ...TYPED, referral_code: 'AGENT42' })).not.toHaveProperty(
      'referral_code',
    );
    expect(formIssue(BORROWER, { ...TYPED, referral_code: 'x'.repeat(51) })).toEqual({
      field: 'referral_code',
      message: 'Referral code must be at most 50 characters',
    });
    expect(formIssue(PARTNER, { ...TYPED, referral_code: 'x'.repeat(51) })).toBeNull();
  });

  it('keeps the link’s UTM parameters (utm_medium at most 50 characters, the rest 100)', () => {
    const utm = { utm_source: 'Whatsapp', utm_campaign: 'diwali' };
    expect(fromForm(PARTNER, { ...TYPED, utm_details: utm, utm_id: 'u1' })).toMatchObject({
      utm_id: 'u1',
      utm_details: utm,
    });
    expect(formIssue(PARTNER, { ...TYPED, utm_details: { utm_source: 'x'.repeat(101) } })).toEqual({
      field: 'utm_details.utm_source',
      message: 'Invalid UTM details',
    });
    expect(
      formIssue(PARTNER, { ...TYPED, utm_details: { utm_medium: 'x'.repeat(51) } })?.field,
    ).toBe('utm_details.utm_medium');
  });

  it('gives what the contract’s create body takes', () => {
    expectTypeOf<v.InferOutput<ReturnType<typeof firstStepSchema>>>().toExtend<
      components['schemas']['ApplicationCreateRequest']
    >();
    const body: components['schemas']['ApplicationCreateRequest'] = fromForm(BORROWER, TYPED);
    expect(body.mobile).toBe('9876543210');
  });
});

describe('the public flow’s tracker id, made on the device', () => {
  it('is 8 digits that never start with 0, from the random source given', () => {
    expect(newTrackerId(() => 0)).toBe('10000000');
    expect(newTrackerId(() => 0.999999999)).toBe('99999999');
    expect(newTrackerId(() => 0.5)).toBe('55000000');
    for (let i = 0; i < 50; i += 1) expect(newTrackerId()).toMatch(TRACKER_ID_PATTERN);
    expect(TRACKER_ID_PATTERN.test('0123456')).toBe(false);
  });
});

describe('an empty first step names every field it needs at once (issue 18)', () => {
  it('gives the partner every message after one Continue, in screen order', () => {
    expect(allIssues(firstStepFormSchemaFor(PARTNER)({}), {}).map(({ field }) => field)).toEqual([
      'mobile',
      'name',
      'pan_number',
      'job_type',
      'loan_type',
      'terms_accepted',
      'bureau_consent',
    ]);
  });
});

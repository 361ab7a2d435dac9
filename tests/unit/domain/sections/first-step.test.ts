import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_MESSAGE,
  firstStepSchema,
  TERMS_MESSAGE,
  type FirstStepRules,
} from '../../../../src/domain/sections/first-step';
import { firstIssue } from '../../../../src/domain/validation';
import type { components } from '../../../../src/services/api/schema';

const PARTNER: FirstStepRules = {
  family: 'KYC',
  relaxedValidation: false,
  signedIn: true,
  hasTermsLink: true,
  hasConsentLink: true,
};
const BORROWER: FirstStepRules = { ...PARTNER, family: 'APPLY_LOAN', signedIn: false };

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

const issueOf = (rules: FirstStepRules, values: Record<string, unknown>) =>
  firstIssue(firstStepSchema(rules, values), values);
const parse = (rules: FirstStepRules, values: Record<string, unknown>) =>
  v.parse(firstStepSchema(rules, values), values);

describe('the first step: one schema for the form and the API', () => {
  it('turns what was typed into the body: trimmed, PAN uppercased, amount a number, blanks left out', () => {
    expect(parse(PARTNER, TYPED)).toEqual({
      mobile: '9876543210',
      name: 'Asha Verma',
      pan_number: 'ABCDE1234F',
      job_type: 'SALARIED',
      loan_type: 'HOME_LOAN',
      required_amount: 250000,
      purpose: undefined,
      referral_code: undefined,
      terms_accepted: true,
      bureau_consent: true,
      utm_details: undefined,
    });
  });

  it('takes the body the API sends as it is', () => {
    const body = { ...parse(PARTNER, TYPED) };
    expect(parse(PARTNER, JSON.parse(JSON.stringify(body)))).toEqual(body);
  });

  it('shows the first issue in screen order, with the spec’s words', () => {
    expect(issueOf(PARTNER, { ...TYPED, mobile: '12345', name: 'A' })).toEqual({
      field: 'mobile',
      message: 'Invalid mobile number',
    });
    expect(issueOf(PARTNER, { ...TYPED, name: 'As' })?.message).toBe('Invalid name');
    expect(issueOf(PARTNER, { ...TYPED, pan_number: '' })?.message).toBe('Invalid pan number');
    expect(issueOf(PARTNER, { ...TYPED, job_type: '' })?.message).toBe('Invalid job type');
    expect(issueOf(PARTNER, { ...TYPED, loan_type: '' })?.message).toBe('Invalid loan type');
    expect(issueOf(PARTNER, { ...TYPED, required_amount: '12a' })?.message).toBe(
      'Must be a valid number',
    );
    expect(issueOf(PARTNER, { ...TYPED, purpose: 'x'.repeat(101) })?.message).toBe(
      'Purpose of loan must be at most 100 characters',
    );
    expect(issueOf(PARTNER, { ...TYPED, terms_accepted: false })?.message).toBe(TERMS_MESSAGE);
    expect(issueOf(PARTNER, { ...TYPED, bureau_consent: false })?.message).toBe(CONSENT_MESSAGE);
  });

  it('allows only the loan types the job type offers, in each family', () => {
    expect(issueOf(PARTNER, { ...TYPED, loan_type: 'BUSINESS_LOAN' })?.field).toBe('loan_type');
    expect(
      issueOf(PARTNER, { ...TYPED, job_type: 'SELF_EMPLOYED', loan_type: 'BUSINESS_LOAN' }),
    ).toBeNull();
    // The public list is narrower, and adds PROFESSIONAL.
    expect(issueOf(BORROWER, { ...TYPED, loan_type: 'OD_UNSECURED_LIMIT' })?.field).toBe(
      'loan_type',
    );
    expect(issueOf(PARTNER, { ...TYPED, job_type: 'PROFESSIONAL' })?.field).toBe('job_type');
    expect(
      issueOf(BORROWER, { ...TYPED, job_type: 'PROFESSIONAL', loan_type: 'PROFESSIONAL_LOANS' }),
    ).toBeNull();
  });

  it('makes PAN optional for a relaxed brand, but a PAN given must still be one', () => {
    const relaxed = { ...PARTNER, relaxedValidation: true };
    expect(issueOf(relaxed, { ...TYPED, pan_number: '' })).toBeNull();
    expect(parse(relaxed, { ...TYPED, pan_number: '' }).pan_number).toBeUndefined();
    expect(issueOf(relaxed, { ...TYPED, pan_number: 'ABC' })?.message).toBe('Invalid pan number');
  });

  it('has no terms or consent to accept when the brand has no such links', () => {
    const noLinks = { ...PARTNER, hasTermsLink: false, hasConsentLink: false };
    expect(issueOf(noLinks, { ...TYPED, terms_accepted: false, bureau_consent: false })).toBeNull();
  });

  it('keeps a borrower’s referral code and drops it for a signed-in partner', () => {
    expect(parse(BORROWER, { ...TYPED, referral_code: ' AGENT42 ' }).referral_code).toBe('AGENT42');
    expect(parse(PARTNER, { ...TYPED, referral_code: 'AGENT42' }).referral_code).toBeUndefined();
    expect(issueOf(BORROWER, { ...TYPED, referral_code: 'x'.repeat(51) })?.field).toBe(
      'referral_code',
    );
  });

  it('keeps the link’s UTM parameters, each at most 100 characters', () => {
    const utm = { utm_source: 'Whatsapp', utm_campaign: 'diwali' };
    expect(parse(PARTNER, { ...TYPED, utm_details: utm }).utm_details).toEqual(utm);
    expect(
      issueOf(PARTNER, { ...TYPED, utm_details: { utm_source: 'x'.repeat(101) } })?.field,
    ).toBe('utm_details.utm_source');
  });

  it('gives what the contract’s create body takes', () => {
    // Type-checked: the parsed output is assignable to the contract's request body.
    const body: components['schemas']['ApplicationCreateRequest'] = parse(BORROWER, TYPED);
    expect(body.mobile).toBe('9876543210');
  });
});

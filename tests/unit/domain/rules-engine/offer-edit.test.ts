import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { OfferFacts } from '../../../../src/domain/rules-engine/eligibility';
import { runRules, type LoanOffer } from '../../../../src/domain/rules-engine/offer';
import {
  ACCEPTED_OFFER_MESSAGE,
  canEdit,
  editOffer,
  REJECTED_OFFER_MESSAGE,
} from '../../../../src/domain/rules-engine/offer-edit';
import {
  BreRunRequestSchema,
  BreUpdateRequestSchema,
  LOAN_END_AGE_MESSAGE,
  offerEditFormSchema,
  type OfferEdit,
} from '../../../../src/domain/rules-engine/offer-edit-schema';
import { firstIssue, validate } from '../../../../src/domain/validation';
import {
  addDays,
  emiStartDateFor,
  nextWorkingDay,
} from '../../../../src/domain/rules-engine/dates';
import { OFFER_DAY, SALARIED_FACTS } from '../../../support/offer-facts';

/** Friday 30 Oct 2026: disbursement Mon 2 Nov, first EMI 5 Dec (dates.test.ts). */
const TODAY = OFFER_DAY;
const FACTS = SALARIED_FACTS;
/** ₹11,23,000 over 60 months at 12 % (offer.test.ts). */
const OFFER = runRules(FACTS, TODAY);
const APP_ID = 'a'.repeat(32);

const edit = (
  change: OfferEdit | undefined,
  more: Partial<{
    offer: LoanOffer;
    facts: OfferFacts;
    accept: boolean;
    rerun: boolean;
    today: string;
  }> = {},
) =>
  editOffer({
    facts: FACTS,
    offer: OFFER,
    edit: change,
    accept: false,
    rerun: false,
    today: TODAY,
    ...more,
  });

const refusal = (change: OfferEdit, more: Parameters<typeof edit>[1] = {}) => {
  const result = edit(change, more);
  return result.ok ? null : result.message;
};

describe('editOffer: the PATCH rules', () => {
  it('recomputes the EMI and fees for ₹8,00,000 over 36 months', () => {
    // EMI = 800000 × 0.01 × 1.430768784 / 0.430768784 = 26571.45 → 26,571;
    // fee 16,000 + GST 2,880 = 18,880; insurance 0.75 % = 6,000
    const result = edit({ selected_loan_amount: 800_000, max_tenure_allowed: 36 });
    expect(result).toEqual({
      ok: true,
      offer: {
        ...OFFER,
        selected_loan_amount: 800_000,
        max_tenure_allowed: 36,
        final_emi: 26_571,
        total_processing_fee_amount: 18_880,
        insurance_fee: 6_000,
      },
    });
  });

  it('refuses more than the suggested amount, less than the smallest loan', () => {
    expect(refusal({ selected_loan_amount: 1_124_000 })).toBe(
      'Loan amount must be at most ₹11,23,000',
    );
    expect(refusal({ selected_loan_amount: 9_999 })).toBe('Loan amount must be at least ₹10,000');
    expect(edit({ selected_loan_amount: 1_123_000 }).ok).toBe(true);
  });

  it('refuses a tenure above the maximum or under 6 months', () => {
    expect(refusal({ max_tenure_allowed: 61 })).toBe('Tenure must be at most 60 months');
    expect(refusal({ max_tenure_allowed: 5 })).toBe('Tenure must be at least 6 months');
  });

  it('a disbursement date: not in the past, within 30 days, on a working day', () => {
    expect(refusal({ disbursement_date: '2026-10-29' })).toBe(
      'Disbursement date cannot be in the past',
    );
    // 30 Oct + 30 days = 29 Nov (a Sunday); Mon 30 Nov is 31 days ahead
    expect(refusal({ disbursement_date: '2026-11-30' })).toBe(
      'Disbursement date must be within 30 days',
    );
    expect(refusal({ disbursement_date: '2026-11-29' })).toBe(
      'Disbursement date must be a working day (Monday to Friday)',
    );
    expect(refusal({ disbursement_date: '2026-11-07' })).toBe(
      'Disbursement date must be a working day (Monday to Friday)',
    );
    // Today itself (a Friday) is not in the past.
    expect(edit({ disbursement_date: '2026-10-30' }).ok).toBe(true);
  });

  it('a new disbursement date brings the EMI start date of the rule with it', () => {
    // Mon 23 Nov + 15 days = 8 Dec, past the 5th → 5 Jan 2027
    const result = edit({ disbursement_date: '2026-11-23' });
    expect(result.ok && result.offer).toMatchObject({
      disbursement_date: '2026-11-23',
      emi_start_date: '2027-01-05',
      final_emi: OFFER.final_emi,
    });
  });

  it('an EMI start date: after the disbursement date, no later than the rule’s', () => {
    expect(refusal({ emi_start_date: '2026-11-02' })).toBe(
      'EMI start date must be after the disbursement date',
    );
    expect(refusal({ emi_start_date: '2026-12-06' })).toBe(
      'EMI start date must be on or before 05-12-2026',
    );
    const earlier = edit({ emi_start_date: '2026-12-01' });
    expect(earlier.ok && earlier.offer.emi_start_date).toBe('2026-12-01');
  });

  it('never takes a figure from the request: the EMI, fees and rate are the server’s', () => {
    const body = {
      application_id: APP_ID,
      is_accepted: false,
      updated_info: {
        selected_loan_amount: 800_000,
        max_tenure_allowed: 36,
        final_emi: 1,
        interest_rate: 0,
        suggested_loan_amount: 9_900_000,
        total_processing_fee_amount: 0,
      },
    };
    const parsed = validate(BreUpdateRequestSchema, body);
    expect(parsed.ok && parsed.value.updated_info).toEqual({
      selected_loan_amount: 800_000,
      max_tenure_allowed: 36,
    });
    const result = parsed.ok ? edit(parsed.value.updated_info) : null;
    expect(result?.ok && result.offer).toMatchObject({
      interest_rate: 12,
      final_emi: 26_571,
      suggested_loan_amount: 1_123_000,
      total_processing_fee_amount: 18_880,
    });
  });

  it('accepting keeps the figures and marks the offer accepted', () => {
    const result = edit(undefined, { accept: true });
    expect(result).toEqual({ ok: true, offer: { ...OFFER, is_accepted: true } });
  });

  it('an accepted or rejected offer is locked', () => {
    const accepted = { ...OFFER, is_accepted: true };
    expect(canEdit(accepted, TODAY)).toBe(false);
    expect(edit({ max_tenure_allowed: 36 }, { offer: accepted })).toEqual({
      ok: false,
      kind: 'locked',
      message: ACCEPTED_OFFER_MESSAGE,
    });
    const rejected = runRules({ ...FACTS, monthly_income: 0 }, TODAY);
    expect(canEdit(rejected, TODAY)).toBe(false);
    expect(edit(undefined, { offer: rejected, accept: true })).toEqual({
      ok: false,
      kind: 'locked',
      message: REJECTED_OFFER_MESSAGE,
    });
    expect(canEdit(OFFER, TODAY)).toBe(true);
  });

  it('an accepted offer whose disbursement date has passed opens again: a new date, accepted again', () => {
    const accepted = { ...OFFER, is_accepted: true };
    expect(canEdit(accepted, OFFER.disbursement_date)).toBe(false);
    const later = addDays(OFFER.disbursement_date, 1);
    expect(canEdit(accepted, later)).toBe(true);
    const newDate = nextWorkingDay(later);
    const result = edit(
      { disbursement_date: newDate },
      { offer: accepted, accept: true, today: later },
    );
    expect(result).toMatchObject({
      ok: true,
      offer: {
        is_accepted: true,
        disbursement_date: newDate,
        emi_start_date: emiStartDateFor(newDate),
      },
    });
    // Updated without accepting, it is no longer accepted: the partner accepts the new figures.
    expect(edit({ disbursement_date: newDate }, { offer: accepted, today: later })).toMatchObject({
      ok: true,
      offer: { is_accepted: false, disbursement_date: newDate },
    });
  });

  it('a kept disbursement date that has passed moves to the next working day', () => {
    // Accepted on Thu 5 Nov: 2 Nov has passed → Fri 6 Nov; 6 Nov + 15 = 21 Nov → 5 Dec
    const result = edit(undefined, { accept: true, today: '2026-11-05' });
    expect(result.ok && result.offer).toMatchObject({
      disbursement_date: '2026-11-06',
      emi_start_date: '2026-12-05',
      is_accepted: true,
    });
  });

  it('a rerun on facts that now reject gives the rejected offer, not accepted', () => {
    const overdue = { ...FACTS, bureau: { ...FACTS.bureau, overdue_amount: 2_000 } };
    const result = edit(undefined, { facts: overdue, accept: true, rerun: true });
    expect(result.ok && result.offer).toMatchObject({
      decision: 'REJECTED',
      reasons: ['OVERDUE_AMOUNT_PRESENT'],
      check_values: { overdue_amount: 2_000 },
      is_accepted: false,
    });
  });

  it('a later date can shorten an older applicant’s tenure: the kept tenure is then refused', () => {
    // Born 15 May 1961 (65): first EMI 5 Dec 2026 leaves 6 EMIs before 15 May 2027 (Dec … May).
    const older = { ...FACTS, dob: '1961-05-15', required_amount: 100_000 };
    const offer = runRules(older, TODAY);
    expect(offer).toMatchObject({ decision: 'APPROVED', max_tenure_allowed: 6 });
    // Disbursed Mon 23 Nov → first EMI 5 Jan 2027: only Jan … May = 5 EMIs remain.
    expect(refusal({ disbursement_date: '2026-11-23' }, { facts: older, offer })).toBe(
      LOAN_END_AGE_MESSAGE,
    );
    // Born 15 Jun 1961: 7 EMIs from 5 Dec, 6 from 5 Jan: the kept 7 months no longer fit.
    const sixtyFive = { ...FACTS, dob: '1961-06-15', required_amount: 100_000 };
    const seven = runRules(sixtyFive, TODAY);
    expect(refusal({ disbursement_date: '2026-11-23' }, { facts: sixtyFive, offer: seven })).toBe(
      'Tenure must be at most 6 months',
    );
    expect(
      edit(
        { disbursement_date: '2026-11-23', max_tenure_allowed: 6 },
        { facts: sixtyFive, offer: seven },
      ).ok,
    ).toBe(true);
  });
});

describe('BreUpdateRequestSchema: what the body is', () => {
  const issue = (body: unknown) => firstIssue(BreUpdateRequestSchema, body);

  it.each([
    [{ is_accepted: false }, 'application_id', 'Invalid application id'],
    [{ application_id: APP_ID }, 'is_accepted', 'is_accepted must be true or false'],
    [
      { application_id: APP_ID, is_accepted: 'yes' },
      'is_accepted',
      'is_accepted must be true or false',
    ],
    [
      { application_id: APP_ID, is_accepted: false, skip_bre_rerun: 1 },
      'skip_bre_rerun',
      'skip_bre_rerun must be true or false',
    ],
    [
      { application_id: APP_ID, is_accepted: false, updated_info: 'more' },
      'updated_info',
      'Invalid loan offer changes',
    ],
    [
      {
        application_id: APP_ID,
        is_accepted: false,
        updated_info: { selected_loan_amount: '800000' },
      },
      'updated_info.selected_loan_amount',
      'Loan amount must be a whole number of rupees',
    ],
    [
      {
        application_id: APP_ID,
        is_accepted: false,
        updated_info: { selected_loan_amount: 800_000.5 },
      },
      'updated_info.selected_loan_amount',
      'Loan amount must be a whole number of rupees',
    ],
    [
      { application_id: APP_ID, is_accepted: false, updated_info: { max_tenure_allowed: 0 } },
      'updated_info.max_tenure_allowed',
      'Tenure must be a whole number of months',
    ],
    [
      {
        application_id: APP_ID,
        is_accepted: false,
        updated_info: { disbursement_date: '02-11-2026' },
      },
      'updated_info.disbursement_date',
      'Invalid disbursement date',
    ],
    [
      {
        application_id: APP_ID,
        is_accepted: false,
        updated_info: { emi_start_date: '2026-02-30' },
      },
      'updated_info.emi_start_date',
      'Invalid EMI start date',
    ],
  ])('%j → %s: %s', (body, field, message) => expect(issue(body)).toEqual({ field, message }));

  it('accepts an accept-only body and a full edit', () => {
    expect(issue({ application_id: APP_ID, is_accepted: true })).toBeNull();
    expect(
      v.parse(BreUpdateRequestSchema, {
        application_id: APP_ID,
        is_accepted: false,
        skip_bre_rerun: true,
        updated_info: {
          selected_loan_amount: 800_000,
          max_tenure_allowed: 36,
          disbursement_date: '2026-11-02',
          emi_start_date: '2026-12-05',
        },
      }),
    ).toMatchObject({ skip_bre_rerun: true, updated_info: { max_tenure_allowed: 36 } });
  });
});

describe('BreRunRequestSchema', () => {
  it('needs the application id', () => {
    expect(firstIssue(BreRunRequestSchema, {})).toEqual({
      field: 'application_id',
      message: 'Invalid application id',
    });
    expect(firstIssue(BreRunRequestSchema, { application_id: APP_ID })).toBeNull();
  });
});

describe('offerEditFormSchema: the offer screen checks what it can with the same rules', () => {
  const schema = offerEditFormSchema({ today: TODAY, suggested_loan_amount: 1_123_000 });
  const typed = {
    selected_loan_amount: '800000',
    max_tenure_allowed: '36',
    disbursement_date: '02-11-2026',
  };

  it('takes the values as typed (digits, DD-MM-YYYY)', () => {
    expect(firstIssue(schema, typed)).toBeNull();
    expect(v.parse(schema, typed)).toEqual({
      selected_loan_amount: 800_000,
      max_tenure_allowed: 36,
      disbursement_date: '2026-11-02',
    });
  });

  it('shows the server’s words on the field', () => {
    expect(firstIssue(schema, { ...typed, selected_loan_amount: '1124000' })).toEqual({
      field: 'selected_loan_amount',
      message: 'Loan amount must be at most ₹11,23,000',
    });
    expect(firstIssue(schema, { ...typed, selected_loan_amount: '' })).toEqual({
      field: 'selected_loan_amount',
      message: 'Loan amount must be a whole number of rupees',
    });
    expect(firstIssue(schema, { ...typed, disbursement_date: '07-11-2026' })).toEqual({
      field: 'disbursement_date',
      message: 'Disbursement date must be a working day (Monday to Friday)',
    });
  });

  it('leaves the upper tenure limit to the server, which knows it', () => {
    expect(firstIssue(schema, { ...typed, max_tenure_allowed: '120' })).toBeNull();
    expect(firstIssue(schema, { ...typed, max_tenure_allowed: '3' })?.message).toBe(
      'Tenure must be at least 6 months',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  lenderActionRefusal,
  lenderRefusalStatus,
  UNKNOWN_LENDER,
} from '../../../../src/domain/lenders/actions';
import { LENDERS, lenderById } from '../../../../src/domain/lenders/catalog';
import { SUPPORTED_ACTIONS } from '../../../../src/domain/lenders/policy';

/*
 * The one rule of when a lender row's action may run (spec §4), which the server answers with
 * 400 and the lenders page reads as its guard.
 */

const allowed = {
  decision: 'APPROVED',
  applicationStatus: 'SUBMITTED',
  lenderStatus: 'APPROVED',
  action: 'SEND_TO_LENDER',
  lenderId: 'protium',
} as const;

describe('lenderActionRefusal', () => {
  it('lets a supported action of an approved lender run', () => {
    expect(lenderActionRefusal(allowed)).toBeNull();
  });

  it('refuses every action of a PENDING row, with 409 on the server (issue 29 item 4)', () => {
    for (const action of SUPPORTED_ACTIONS) {
      const refusal = lenderActionRefusal({
        ...allowed,
        decision: 'PENDING',
        lenderStatus: null,
        action,
      });
      expect(refusal).toBe(
        'Complete the application and its loan offer before sending it to a lender.',
      );
      expect(lenderRefusalStatus(refusal ?? '')).toBe(409);
    }
    const rejected = lenderActionRefusal({ ...allowed, decision: 'REJECTED' });
    expect(lenderRefusalStatus(rejected ?? '')).toBe(400);
  });

  it('refuses every action when the application is REJECTED', () => {
    for (const action of SUPPORTED_ACTIONS) {
      expect(lenderActionRefusal({ ...allowed, applicationStatus: 'REJECTED', action })).toMatch(
        /is not available: this application was rejected\.$/,
      );
    }
  });

  it("refuses every action when this lender's decision is REJECTED, naming the lender", () => {
    expect(lenderActionRefusal({ ...allowed, decision: 'REJECTED', lenderId: 'kaveri' })).toBe(
      'Send to Lender is not available: Kaveri Finance rejected this application.',
    );
  });

  it('refuses an action the lender does not support', () => {
    expect(lenderActionRefusal({ ...allowed, lenderId: 'sahyadri' })).toBe(
      'Sahyadri Bank does not accept Send to Lender.',
    );
    expect(lenderActionRefusal({ ...allowed, lenderId: 'kaveri', action: 'UPLOAD_FILES' })).toBe(
      'Kaveri Finance does not accept Upload Files.',
    );
  });

  it("refuses Protium's Upload Files until Protium's own status is APPROVED", () => {
    const upload = { ...allowed, action: 'UPLOAD_FILES' } as const;
    const refusal = 'Protium accepts files only once it has approved the application.';
    expect(lenderActionRefusal({ ...upload, lenderStatus: null })).toBe(refusal);
    expect(lenderActionRefusal({ ...upload, lenderStatus: 'UNDER_REVIEW' })).toBe(refusal);
    expect(lenderActionRefusal(upload)).toBeNull();
  });

  it('lets another lender take files whatever its status', () => {
    expect(
      lenderActionRefusal({
        ...allowed,
        action: 'UPLOAD_FILES',
        lenderId: 'nilgiri',
        lenderStatus: 'UNDER_REVIEW',
      }),
    ).toBeNull();
  });

  it('refuses Upload Files before the application was sent to the lender', () => {
    expect(
      lenderActionRefusal({
        ...allowed,
        action: 'UPLOAD_FILES',
        lenderId: 'nilgiri',
        lenderStatus: null,
      }),
    ).toBe('Send the application to Nilgiri Credit first: files go with its lead.');
  });

  it('refuses an unknown lender', () => {
    expect(lenderActionRefusal({ ...allowed, lenderId: 'nobody' })).toBe(UNKNOWN_LENDER);
  });
});

describe('the lenders catalog', () => {
  it('has at least six lenders with unique ids, one of them Protium taking files', () => {
    expect(LENDERS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(LENDERS.map((lender) => lender.id)).size).toBe(LENDERS.length);
    expect(lenderById('protium')).toMatchObject({ name: 'Protium', filesOnlyOnceApproved: true });
    expect(lenderById('protium')?.supportedActions).toContain('UPLOAD_FILES');
  });

  it('gives every policy ranges whose minimum is at most its maximum', () => {
    for (const { policy } of LENDERS) {
      for (const range of [
        policy.amount,
        policy.age,
        policy.interestRate,
        policy.tenure,
        policy.processingFee,
        policy.insuranceFee,
      ]) {
        expect(range.min).toBeLessThanOrEqual(range.max);
      }
      expect(policy.loanTypes.length).toBeGreaterThan(0);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { LOAN_TYPES } from '../../../../src/domain/enums';
import { annualPercentageRate } from '../../../../src/domain/kfs/apr';
import { repaymentSchedule } from '../../../../src/domain/kfs/schedule';
import {
  keyFactStatement,
  kfsTermsKey,
  proposalNumber,
} from '../../../../src/domain/kfs/statement';
import { SANDBOX_PANS } from '../../../../src/domain/rules-engine/bureau-sandbox';
import { runRules } from '../../../../src/domain/rules-engine/offer';
import { KFS_EXAMPLE_OFFER } from '../../../support/kfs';

/* The Key Fact Statement's figures (issue 21 item 1), against docs/kfs.md's worked example. */

const officer = { name: 'Grievance Officer', email: 'grievance@rinn.in', phone: '1800 000 000' };
const issue = { proposal_number: 'KFS-10000001-01', version: 1, issued_on: '2026-11-27' };

const example = KFS_EXAMPLE_OFFER;

describe('the worked example of docs/kfs.md', () => {
  const kfs = keyFactStatement(example, issue, officer);

  it('takes the charges from the amount disbursed', () => {
    expect(kfs.upfront_charges).toEqual([
      { kind: 'PROCESSING_FEE', amount: 2_360 },
      { kind: 'INSURANCE', amount: 250 },
    ]);
    expect(kfs.total_upfront_charges).toBe(2_610);
    expect(kfs.net_disbursed_amount).toBe(97_390);
  });

  it('has the APR worked out by hand: 17.05 %', () => {
    expect(kfs.apr).toBe(17.05);
  });

  it('has the schedule of the table, ending at 0', () => {
    expect(kfs.schedule[0]).toEqual({
      number: 1,
      due_date: '2027-01-05',
      opening_balance: 100_000,
      principal: 7_885,
      interest: 1_000,
      instalment: 8_885,
      closing_balance: 92_115,
    });
    expect(kfs.schedule[1]).toMatchObject({ due_date: '2027-02-05', interest: 921 });
    expect(kfs.schedule.at(-1)).toEqual({
      number: 12,
      due_date: '2027-12-05',
      opening_balance: 8_796,
      principal: 8_796,
      interest: 88,
      instalment: 8_884,
      closing_balance: 0,
    });
    expect(kfs.total_interest).toBe(6_619);
    expect(kfs.total_amount_payable).toBe(109_229);
    expect(kfs.instalment_count).toBe(12);
  });

  it('is valid for three working days after a Friday issue: until the Wednesday', () => {
    expect(kfs.valid_until).toBe('2026-12-02');
  });

  it('states the contingent charges and the cooling-off period', () => {
    expect(kfs.contingent_charges).toEqual({
      penal_percent_per_month: 2,
      bounce_charge: 500,
      foreclosure_percent: 4,
    });
    expect(kfs.cooling_off_days).toBe(3);
    expect(kfs.grievance_officer).toEqual(officer);
  });
});

describe('the APR', () => {
  it('is the interest rate when nothing is charged up front', () => {
    const kfs = keyFactStatement(
      { ...example, total_processing_fee_amount: 0, insurance_fee: 0 },
      issue,
      officer,
    );
    expect(kfs.upfront_charges).toEqual([]);
    expect(kfs.apr).toBe(12);
  });

  it('is 0 for a loan repaid with no more than was disbursed', () => {
    expect(annualPercentageRate(1_000, [500, 500])).toBe(0);
    expect(annualPercentageRate(0, [500])).toBe(0);
  });
});

describe('every sandbox PAN with an offer, on every loan type', () => {
  const today = '2026-11-25';
  const approved = Object.values(SANDBOX_PANS).flatMap((bureau) =>
    LOAN_TYPES.map((loanType) => ({
      loanType,
      offer: runRules(
        { loan_type: loanType, dob: '1990-05-15', monthly_income: 90_000, bureau },
        today,
      ),
    })).filter(({ offer }) => offer.decision === 'APPROVED'),
  );

  it('gives offers to check', () => {
    expect(approved.length).toBeGreaterThan(50);
  });

  it('repays exactly the loan, the last balance 0, with the APR above the rate when charged', () => {
    for (const { loanType, offer } of approved) {
      const kfs = keyFactStatement({ ...offer, loan_type: loanType }, issue, officer);
      const repaid = kfs.schedule.reduce((sum, row) => sum + row.principal, 0);
      expect(repaid).toBe(offer.selected_loan_amount);
      expect(kfs.schedule.at(-1)?.closing_balance).toBe(0);
      expect(kfs.schedule).toHaveLength(offer.max_tenure_allowed);
      expect(kfs.schedule.every((row) => row.principal >= 0 && row.interest >= 0)).toBe(true);
      if (kfs.total_upfront_charges > 0) expect(kfs.apr).toBeGreaterThan(offer.interest_rate);
    }
  });
});

describe('the schedule', () => {
  it('never repays more than is owed when the EMI is rounded up on a short loan', () => {
    const rows = repaymentSchedule({
      principal: 1_000,
      annualRate: 0,
      tenure: 3,
      emi: 334,
      firstDueDate: '2027-01-31',
    });
    expect(rows.map((row) => row.principal)).toEqual([334, 334, 332]);
    // The 31st in a shorter month is its last day.
    expect(rows.map((row) => row.due_date)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });
});

describe('versions', () => {
  it('change with any term of the offer and keep their number otherwise', () => {
    expect(kfsTermsKey({ ...example })).toBe(kfsTermsKey(example));
    expect(kfsTermsKey({ ...example, max_tenure_allowed: 11 })).not.toBe(kfsTermsKey(example));
    expect(kfsTermsKey({ ...example, disbursement_date: '2026-12-02' })).not.toBe(
      kfsTermsKey(example),
    );
    expect(proposalNumber('10000001', 1)).toBe('KFS-10000001-01');
    expect(proposalNumber('10000001', 12)).toBe('KFS-10000001-12');
  });
});

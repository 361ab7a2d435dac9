import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  ASSET_LOAN_TYPES,
  INDUSTRIES,
  INDUSTRY_LABELS,
  JOB_TYPE_LABELS,
  LOAN_TYPES,
  LOAN_TYPE_LABELS,
  PUBLIC_LOAN_TYPES,
  QUICK_LOAN_TYPES,
  ROLES,
  SALARIED_LOAN_TYPES,
  SELF_EMPLOYED_LOAN_TYPES,
  humaniseStatus,
  loanTypesFor,
  needsAssetDocuments,
} from '../../../src/domain/enums';
import { canUseCaptureApp } from '../../../src/domain/roles';

describe('job types and loan types', () => {
  it('labels job types as the spec does', () => {
    expect(JOB_TYPE_LABELS).toEqual({
      SALARIED: 'Salaried/Professional',
      SELF_EMPLOYED: 'Self-employed/Business',
    });
  });

  it.each([
    ['LAP', 'Loan Against Property'],
    ['LAS_MUTUAL_FUNDS', 'Loan against Securities/MF'],
    ['BUSINESS_LOAN', 'Business Loan'],
    ['PERSONAL_LOAN', 'Personal Loan'],
  ] as const)('%s is labelled %j', (type, label) => expect(LOAN_TYPE_LABELS[type]).toBe(label));

  it('labels every loan type, with no duplicates', () => {
    expect(new Set(LOAN_TYPES).size).toBe(LOAN_TYPES.length);
    expect(Object.keys(LOAN_TYPE_LABELS).sort()).toEqual([...LOAN_TYPES].sort());
  });

  it('salaried gets the 14 salaried types; self-employed gets its 7 plus those 14', () => {
    expect(loanTypesFor('SALARIED')).toEqual(SALARIED_LOAN_TYPES);
    expect(SALARIED_LOAN_TYPES).toHaveLength(14);
    expect(loanTypesFor('SELF_EMPLOYED')).toEqual(SELF_EMPLOYED_LOAN_TYPES);
    expect(SELF_EMPLOYED_LOAN_TYPES).toHaveLength(21);
    expect(SELF_EMPLOYED_LOAN_TYPES).toEqual(expect.arrayContaining([...SALARIED_LOAN_TYPES]));
    expect(loanTypesFor('SALARIED')).not.toContain('BUSINESS_LOAN');
  });

  it.each([
    [
      'SALARIED',
      [
        'HOME_LOAN',
        'PERSONAL_LOAN',
        'LAP',
        'AUTO_LOAN',
        'GOLD_LOAN',
        'EDUCATION_LOAN',
        'NEW_CAR_LOAN',
        'USED_CAR_LOAN',
      ],
    ],
    [
      'SELF_EMPLOYED',
      ['BUSINESS_LOAN', 'SMALL_BUSINESS_LOAN', 'EDUCATION_LOAN', 'NEW_CAR_LOAN', 'USED_CAR_LOAN'],
    ],
    [
      'PROFESSIONAL',
      [
        'PROFESSIONAL_LOANS',
        'PERSONAL_LOAN',
        'HOME_LOAN',
        'AUTO_LOAN',
        'GOLD_LOAN',
        'EDUCATION_LOAN',
        'NEW_CAR_LOAN',
        'USED_CAR_LOAN',
      ],
    ],
  ] as const)('public flow offers %s the reduced list', (type, list) => {
    expect(PUBLIC_LOAN_TYPES[type]).toEqual(list);
  });

  it('quick selector offers business and personal loans', () => {
    expect(QUICK_LOAN_TYPES).toEqual(['BUSINESS_LOAN', 'PERSONAL_LOAN']);
  });
});

describe('asset documents', () => {
  it('are needed for auto and gold loans only', () => {
    expect(ASSET_LOAN_TYPES).toEqual(['AUTO_LOAN', 'GOLD_LOAN']);
  });
  it.each([
    ['AUTO_LOAN', true],
    ['GOLD_LOAN', true],
    ['NEW_CAR_LOAN', false],
    ['PERSONAL_LOAN', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('needsAssetDocuments(%j) → %s', (type, needed) =>
    expect(needsAssetDocuments(type)).toBe(needed),
  );
});

describe('other enumerations', () => {
  it('has 21 industries, each labelled', () => {
    expect(INDUSTRIES).toHaveLength(21);
    expect(Object.keys(INDUSTRY_LABELS).sort()).toEqual([...INDUSTRIES].sort());
  });

  it('statuses include the three of the spec', () => {
    expect(APPLICATION_STATUSES).toEqual(
      expect.arrayContaining(['DRAFT', 'INCOMPLETE', 'REJECTED']),
    );
  });

  it.each([
    ['OVERDUE_AMOUNT_PRESENT', 'OVERDUE AMOUNT PRESENT'],
    ['UNDER_REVIEW', 'UNDER REVIEW'],
    ['REJECTED', 'REJECTED'],
    ['', ''],
  ])('humaniseStatus(%j) → %j', (status, shown) => expect(humaniseStatus(status)).toBe(shown));
});

describe('roles', () => {
  it('are AGENT and ADMIN', () => expect(ROLES).toEqual(['AGENT', 'ADMIN']));
  it.each([
    ['AGENT', true],
    ['ADMIN', false],
    ['agent', false],
    ['', false],
    [null, false],
  ])('canUseCaptureApp(%j) → %s', (role, allowed) => expect(canUseCaptureApp(role)).toBe(allowed));
});

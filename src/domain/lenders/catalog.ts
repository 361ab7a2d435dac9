import type { Lender, SupportedAction } from './policy';

/*
 * The lenders the portal knows, with their policies: the truth for the `lenders` table, which
 * the server reseeds from here on every start (like the tenants). Protium is named by the spec;
 * the other five are invented names, because real lenders' names beside made-up terms would
 * say something false about them. The figures sit within what Indian banks and NBFCs publish
 * for such loans; docs/lender-policies.md shows the same tables.
 */

const ALL_ACTIONS_BUT_UPLOAD: readonly SupportedAction[] = [
  'SEND_TO_LENDER',
  'EMAIL_TO_LENDER',
  'EXPORT',
];

export const LENDERS: readonly Lender[] = [
  {
    id: 'protium',
    name: 'Protium',
    isPreferred: true,
    supportedActions: ['SEND_TO_LENDER', 'UPLOAD_FILES', 'EMAIL_TO_LENDER', 'EXPORT'],
    filesOnlyOnceApproved: true,
    policy: {
      loanTypes: [
        'BUSINESS_LOAN',
        'SMALL_BUSINESS_LOAN',
        'EQUIPMENT_FINANCING',
        'PERSONAL_LOAN',
        'PROFESSIONAL_LOANS',
      ],
      amount: { min: 100_000, max: 5_000_000 },
      minBureauScore: 700,
      minMonthlyIncome: 25_000,
      age: { min: 23, max: 62 },
      interestRate: { min: 14, max: 24 },
      tenure: { min: 12, max: 48 },
      processingFee: { min: 1.5, max: 3 },
      insuranceFee: { min: 0.5, max: 1 },
    },
  },
  {
    id: 'kaveri',
    name: 'Kaveri Finance',
    isPreferred: true,
    supportedActions: ALL_ACTIONS_BUT_UPLOAD,
    filesOnlyOnceApproved: false,
    policy: {
      loanTypes: ['PERSONAL_LOAN', 'PROFESSIONAL_LOANS', 'EDUCATION_LOAN', 'OD_UNSECURED_LIMIT'],
      amount: { min: 50_000, max: 2_500_000 },
      minBureauScore: 680,
      minMonthlyIncome: 20_000,
      age: { min: 21, max: 60 },
      interestRate: { min: 11.5, max: 20 },
      tenure: { min: 6, max: 60 },
      processingFee: { min: 1, max: 2.5 },
      insuranceFee: { min: 0.25, max: 0.5 },
    },
  },
  {
    id: 'sahyadri',
    name: 'Sahyadri Bank',
    isPreferred: false,
    supportedActions: ['EMAIL_TO_LENDER', 'EXPORT'],
    filesOnlyOnceApproved: false,
    policy: {
      loanTypes: ['HOME_LOAN', 'LAP', 'NEW_CAR_LOAN', 'USED_CAR_LOAN', 'AUTO_LOAN', 'PERSONAL_LOAN'],
      amount: { min: 200_000, max: 20_000_000 },
      minBureauScore: 720,
      minMonthlyIncome: 30_000,
      age: { min: 21, max: 65 },
      interestRate: { min: 8.5, max: 13 },
      tenure: { min: 12, max: 240 },
      processingFee: { min: 0.5, max: 1 },
      insuranceFee: { min: 0.1, max: 0.3 },
    },
  },
  {
    id: 'ganga',
    name: 'Ganga Capital',
    isPreferred: false,
    supportedActions: ['SEND_TO_LENDER', 'EXPORT'],
    filesOnlyOnceApproved: false,
    policy: {
      loanTypes: [
        'BUSINESS_LOAN',
        'SMALL_BUSINESS_LOAN',
        'BILL_DISCOUNTING',
        'OD_SECURED_LIMIT',
        'OD_DOD_UNSECURED_LIMIT',
      ],
      amount: { min: 100_000, max: 10_000_000 },
      minBureauScore: 650,
      minMonthlyIncome: 40_000,
      age: { min: 25, max: 65 },
      interestRate: { min: 15, max: 26 },
      tenure: { min: 6, max: 36 },
      processingFee: { min: 2, max: 3.5 },
      insuranceFee: { min: 0, max: 0.5 },
    },
  },
  {
    id: 'nilgiri',
    name: 'Nilgiri Credit',
    isPreferred: true,
    supportedActions: ['SEND_TO_LENDER', 'UPLOAD_FILES', 'EMAIL_TO_LENDER', 'EXPORT'],
    filesOnlyOnceApproved: false,
    policy: {
      loanTypes: ['PERSONAL_LOAN', 'GOLD_LOAN', 'AUTO_LOAN', 'USED_CAR_LOAN', 'SMALL_BUSINESS_LOAN'],
      amount: { min: 25_000, max: 1_500_000 },
      minBureauScore: 650,
      minMonthlyIncome: 15_000,
      age: { min: 21, max: 65 },
      interestRate: { min: 13, max: 22 },
      tenure: { min: 6, max: 48 },
      processingFee: { min: 1, max: 2 },
      insuranceFee: { min: 0.25, max: 0.75 },
    },
  },
  {
    id: 'deccan',
    name: 'Deccan Fincorp',
    isPreferred: false,
    supportedActions: ALL_ACTIONS_BUT_UPLOAD,
    filesOnlyOnceApproved: false,
    policy: {
      loanTypes: [
        'BUSINESS_LOAN',
        'EQUIPMENT_FINANCING',
        'CONSTRUCTION_EQUIPMENT',
        'LAP',
        'PROFESSIONAL_LOANS',
      ],
      amount: { min: 500_000, max: 30_000_000 },
      minBureauScore: 700,
      minMonthlyIncome: 50_000,
      age: { min: 25, max: 65 },
      interestRate: { min: 10.5, max: 16 },
      tenure: { min: 12, max: 84 },
      processingFee: { min: 0.75, max: 1.5 },
      insuranceFee: { min: 0.2, max: 0.5 },
    },
  },
];

/** The lender with this id, or undefined. */
export function lenderById(id: string): Lender | undefined {
  return LENDERS.find((lender) => lender.id === id);
}

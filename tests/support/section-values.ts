import type { SectionRules } from '../../src/domain/sections/rules';
import { CO_APPLICANT_HOME } from './co-applicant-values';

/*
 * What the section suites of the domain share: the day their forms are checked on, a strict and
 * a relaxed brand, and the test applicant's details that stand the same in every form of them.
 */

/** Sunday 22 Nov 2026: the ages 18 and 65 fall on 22-11-2008 and 23-11-1960. */
export const SECTION_DAY = new Date(2026, 10, 22);

/** A brand that checks everything, on SECTION_DAY. */
export const STRICT: SectionRules = { relaxedValidation: false, today: () => SECTION_DAY };

/** A brand with relaxed validation, on SECTION_DAY. */
export const RELAXED: SectionRules = { ...STRICT, relaxedValidation: true };

/** The applicant, Asha Verma, lives with her husband Ravi, the test co-applicant. */
export const APPLICANT_HOME = {
  ...CO_APPLICANT_HOME,
  gender: 'FEMALE',
  spouse_name: 'Ravi Verma',
} as const;

/** The identity files of a person's section (placeholders for the uploads' ids). */
export const IDENTITY_FILES = {
  pan: 'file-pan',
  aadhaar_front: 'file-af',
  aadhaar_back: 'file-ab',
} as const;

/** The applicant's personal details as the API receives them, with two statements of one bank. */
export const APPLICANT_BODY = {
  name: 'Asha Verma',
  dob: '1990-08-15',
  ...APPLICANT_HOME,
  years_of_residence: 5,
  ...IDENTITY_FILES,
  bank_name: 'HDFC Bank',
  statement_bank_id: 'hdfc',
  bank_statement: ['file-s1', 'file-s2'],
  bank_account_type: 'SAVINGS_ACCOUNT',
};

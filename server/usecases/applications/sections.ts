import { Stage } from '../../../src/domain/stages';

/*
 * The three sections the wizard saves after the first step, and which applications take them:
 * personal details any; employment details salaried (and professional) applicants; business
 * details self-employed ones. Employment and business follow personal details, as the wizard and
 * the resume router (src/domain/resume.ts) expect.
 */

export type SectionName = 'personal' | 'employment' | 'business';

export interface SectionRule {
  column: 'personal_info' | 'employment_info' | 'business_info';
  stage: Stage;
  /** Job types that take the section (null: every application). */
  jobTypes: readonly string[] | null;
  /** Why an application of another job type is refused. */
  wrongJobType: string;
  /** What the save answers. */
  saved: string;
}

export const SECTIONS: Readonly<Record<SectionName, SectionRule>> = {
  personal: {
    column: 'personal_info',
    stage: Stage.PERSONAL_DETAILS,
    jobTypes: null,
    wrongJobType: '',
    saved: 'Personal details saved successfully',
  },
  employment: {
    column: 'employment_info',
    stage: Stage.EMPLOYMENT_DETAILS,
    // "Salaried/Professional" is one choice in the partner flow; the public flow's PROFESSIONAL
    // applicants are employed too.
    jobTypes: ['SALARIED', 'PROFESSIONAL'],
    wrongJobType:
      'Employment details are only for salaried applicants. This application is self-employed: save business details instead.',
    saved: 'Employment details saved successfully',
  },
  business: {
    column: 'business_info',
    stage: Stage.BUSINESS_DETAILS,
    jobTypes: ['SELF_EMPLOYED'],
    wrongJobType:
      'Business details are only for self-employed applicants. This application is salaried: save employment details instead.',
    saved: 'Business details saved successfully',
  },
};

/** The section a job type takes after personal details. */
export function workSectionOf(jobType: string): 'employment' | 'business' {
  return jobType === 'SELF_EMPLOYED' ? 'business' : 'employment';
}

/** Statuses in which the borrower's details may still change. */
export const EDITABLE_STATUSES = ['DRAFT', 'INCOMPLETE'] as const;

export const NOT_EDITABLE = /*i18n*/ {
  id: 'NOT_EDITABLE',
  message: 'This application can no longer be changed.',
};
/**
 * The accepted offer was made on the application's details as they were: they cannot change
 * under it (acceptance is irreversible, capture-app §6).
 */
export const OFFER_ACCEPTED_LOCKS_DETAILS = /*i18n*/ {
  id: 'OFFER_ACCEPTED_LOCKS_DETAILS',
  message:
    "The loan offer has been accepted, so the application's details can no longer be changed.",
};
export const PERSONAL_DETAILS_FIRST = /*i18n*/ {
  id: 'PERSONAL_DETAILS_FIRST',
  message: 'Please save the personal details first.',
};

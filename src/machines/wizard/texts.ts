import type { FailureTexts } from '../failure';

/* What the wizard's chart says (capture-app §8): its notices, announcements and failure texts. */

export const APPLICATION_FOUND = 'Application found with the given mobile number';
/** The business step's saved details, loaded on resume (capture-app §8). */
export const BUSINESS_LOADED = 'Business details loaded successfully';
export const BUSINESS_LOAD_FAILED = 'Failed to load business details';
export const CO_APPLICANTS_LOAD_FAILED = 'Failed to load co-applicants';
/** Why an application could not be loaded (capture-app §8): not found, else the server's words. */
export const APPLICATION_LOAD_TEXTS = {
  fallback: 'Failed to load application data',
  byStatus: { 404: 'Failed to find application data' },
} as const satisfies FailureTexts;
export const APPLICATION_SUBMITTED = 'Application submitted successfully';
export const REFERENCES_SAVED = 'Reference(s) added successfully!';

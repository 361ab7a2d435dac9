import type { MessageDescriptor } from '@lingui/core';
import type { FailureTexts } from '../failure';

/*
 * What the wizard's chart says (capture-app §8): its notices, announcements and failure texts.
 * The notices and announcements are message descriptors (issue 32): the screen words them in the
 * language shown (English is `message`, Hindi is in the `machines` catalog). The failure texts
 * are still sentences: they go through failureText (src/machines/failure.ts).
 */

/** A descriptor whose English is always there (the chart's own words). */
export type Said = MessageDescriptor & { message: string };

export const APPLICATION_FOUND: Said = /*i18n*/ {
  id: 'wizard.applicationFound',
  message: 'Application found with the given mobile number',
};
/** The toast once the first step has created the application. */
export const APPLICATION_CREATED: Said = /*i18n*/ {
  id: 'wizard.applicationCreated',
  message: 'Application created. Tracker ID: {trackerId}',
};
/** The business step's saved details, loaded on resume (capture-app §8). */
export const BUSINESS_LOADED: Said = /*i18n*/ {
  id: 'wizard.businessLoaded',
  message: 'Business details loaded successfully',
};
export const BUSINESS_LOAD_FAILED = 'Failed to load business details';
export const CO_APPLICANTS_LOAD_FAILED = 'Failed to load co-applicants';
/** Why an application could not be loaded (capture-app §8): not found, else the server's words. */
export const APPLICATION_LOAD_TEXTS = {
  fallback: 'Failed to load application data',
  byStatus: { 404: 'Failed to find application data' },
} as const satisfies FailureTexts;
export const APPLICATION_SUBMITTED: Said = /*i18n*/ {
  id: 'wizard.applicationSubmitted',
  message: 'Application submitted successfully',
};
export const REFERENCES_SAVED: Said = /*i18n*/ {
  id: 'wizard.referencesSaved',
  message: 'Reference(s) added successfully!',
};

import { referencesSchemaFor } from '../../../domain/sections/references';
import type { FormSpec } from '../../../machines/form/types';

/** The references step's words for a save that failed without the server's (capture-app §8). */
export const REFERENCES_SAVE_FAILED = 'An error occurred. Please try again.';

/**
 * The references form (ReferencesRequest): one to three references as one list value,
 * `references`, each checked by the domain's ReferenceSchema (issues named references.<n>.<field>).
 * No lookups and no documents.
 */
export function referencesFormSpec(): FormSpec {
  return {
    id: 'references',
    schemaFor: referencesSchemaFor(),
    failureTexts: { fallback: REFERENCES_SAVE_FAILED },
  };
}

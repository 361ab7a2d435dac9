import type { FormSpec } from '../../../machines/form/types';

/** The section's schema for the values shown (from src/domain/sections). */
export type SchemaFor = FormSpec['schemaFor'];

// Shared with Partner Registration's form, whose spec is in src/machines/join-us.
export { pincodeLookup, uploadsOf } from '../../../machines/form/spec-rules';

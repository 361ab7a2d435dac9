import { MAX_REFERENCES } from '../../../domain/sections/references';
import { textOf } from '../../kit/form-fields';

/** One reference as the form keeps it: text as typed, and the saved reference's id if any. */
export interface ReferenceRow {
  id?: string;
  type: string;
  company_name: string;
  name: string;
  phone: string;
  address: string;
}

export const REFERENCES_FIELD = 'references';

export const blankReference = (): ReferenceRow => ({
  type: '',
  company_name: '',
  name: '',
  phone: '',
  address: '',
});

/**
 * The references the form shows: those typed or saved (ids kept, so a resumed save updates
 * them), or one blank reference to start from. Until something is typed the value stays
 * absent, so Save says 'At least one reference is required'.
 */
export function referenceRows(value: unknown): ReferenceRow[] {
  const saved = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  if (saved.length === 0) return [blankReference()];
  return saved.slice(0, MAX_REFERENCES).map((reference) => {
    const id = textOf(reference?.['id']);
    return {
      ...(id ? { id } : {}),
      type: textOf(reference?.['type']),
      company_name: textOf(reference?.['company_name']),
      name: textOf(reference?.['name']),
      phone: textOf(reference?.['phone']),
      address: textOf(reference?.['address']),
    };
  });
}

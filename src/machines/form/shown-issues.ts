import { isBlank } from '../../domain/sections/typed-values';
import type { FieldIssue } from '../../domain/validation';
import type { FormValues } from './types';

/*
 * Which issues a form shows (issue 18): every field's at once after Continue, but an entry added
 * to a list since then (a new reference) stays quiet until Continue again or until the person
 * leaves one of its fields: "Please select reference type" under a reference nobody has touched
 * yet reads as a reproach.
 */

/** How many entries each list value (references) had when the form last checked them all. */
export type CheckedLists = Readonly<Record<string, number>>;

const LIST_ENTRY_FIELD = /^(\w+)\.(\d+)\./;

/** The entries of each list of records among the values, now. */
export function listCounts(values: FormValues): CheckedLists {
  const counts: Record<string, number> = {};
  for (const [field, value] of Object.entries(values)) {
    if (Array.isArray(value) && value.some((entry) => typeof entry === 'object' && entry !== null))
      counts[field] = value.length;
  }
  return counts;
}

/** The value at a dot path ('references.1.phone'), as typed. */
export function valueAt(values: FormValues, path: string): unknown {
  let value: unknown = values;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Whether leaving a field counts: only once something is typed in it. Passing through an empty
 * field on the way to a button must not put a message above the button as it is tapped.
 */
export function wasTypedIn(values: FormValues, path: string): boolean {
  return !isBlank(valueAt(values, path));
}

/** Whether the issue at `field` shows: any field but one of a list entry added since the check. */
export function isShown(
  field: string | null,
  checked: CheckedLists,
  left: readonly string[],
): boolean {
  const entry = field === null ? null : LIST_ENTRY_FIELD.exec(field);
  if (!entry || field === null) return true;
  return Number(entry[2]) < (checked[entry[1] ?? ''] ?? 0) || left.includes(field);
}

/** The issues shown of all there are. */
export const shownIssues = (
  issues: readonly FieldIssue[],
  checked: CheckedLists,
  left: readonly string[],
): FieldIssue[] => issues.filter((issue) => isShown(issue.field, checked, left));

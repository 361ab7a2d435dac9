import { formatDate } from '../../domain/dates';
import type { FormValues } from '../../machines/form/types';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function asTyped(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return ISO_DATE.test(value) ? formatDate(value) : value;
  if (Array.isArray(value)) return value.map(asTyped);
  if (value && typeof value === 'object') return formValuesFrom(value as Record<string, unknown>);
  return value;
}

/**
 * A saved section as its form shows it: numbers as the digits typed, dates as DD-MM-YYYY, absent
 * fields left out. The form's schema turns them back into the body when it is saved again.
 */
export function formValuesFrom(body: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, asTyped(value)]),
  );
}

import type { LookupRule, UploadRule } from './types';

/*
 * The parts of a form's spec that several forms share: the capture wizard's steps
 * (src/ui/wizard/steps) and Partner Registration (src/machines/join-us).
 */

const PINCODE = /^[1-9]\d{5}$/;

/**
 * A pincode field fills its city and state once it has six digits (spec §5); the names follow
 * the pincode's prefix (company_pincode → company_city, company_state), as the lookup answers.
 */
export function pincodeLookup(field: string): Record<string, LookupRule> {
  const prefix = field.replace(/pincode$/, '');
  return {
    [field]: {
      isReady: (value) => typeof value === 'string' && PINCODE.test(value),
      fills: [`${prefix}city`, `${prefix}state`],
    },
  };
}

/** Document fields: one file each, or several for the listed ones. */
export function uploadsOf(
  single: readonly string[],
  several: readonly string[] = [],
): Record<string, UploadRule> {
  return Object.fromEntries([
    ...single.map((field) => [field, { multiple: false }] as const),
    ...several.map((field) => [field, { multiple: true }] as const),
  ]);
}

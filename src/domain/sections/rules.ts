import * as v from 'valibot';
import { asValues, type TypedValues } from './typed-values';

/**
 * What decides a section's rules besides its values: the brand's relaxed validation (from
 * BrandFlags.relaxedValidation: PAN, marital status, Aadhaar and business type become optional)
 * and today's date for ages and financial years (read at each check; tests pass a fixed day).
 */
export interface SectionRules {
  relaxedValidation: boolean;
  today?: () => Date;
}

export const todayOf = (rules: { today?: () => Date }): (() => Date) =>
  rules.today ?? (() => new Date());

/**
 * A form's schema: its values as typed, turned into the body by `toBody`, then checked by the
 * body's schema, so the rules exist once. The object schema stays in the pipe, where the step
 * views read which fields are visible; issue paths are the body's, which are the form's names.
 */
export function typedSchema<TSchema extends v.GenericSchema>(
  toBody: (values: TypedValues) => Record<string, unknown>,
  body: TSchema,
) {
  return v.pipe(
    v.unknown(),
    v.transform((values) => toBody(asValues(values))),
    body,
  );
}

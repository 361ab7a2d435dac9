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
 * A section's body schema depends only on the rules and the body's shape (which optional parts
 * it has), never on the values themselves, and reads today's date at each check. So the server,
 * which builds one for every save, keeps each (relaxed validation, shape) it has built: building
 * the personal schema cost about as much as checking a body with it. `shape` must name all that
 * the built schema depends on besides the rules (a new field of SectionRules joins the key
 * here). Rules with a fixed `today` (tests) always get a fresh schema.
 */
export function schemaCache<TSchema>() {
  const built = new Map<string, TSchema>();
  return (rules: SectionRules, shape: string, build: () => TSchema): TSchema => {
    if (rules.today) return build();
    const key = `${String(rules.relaxedValidation)}|${shape}`;
    let schema = built.get(key);
    if (schema === undefined) {
      schema = build();
      built.set(key, schema);
    }
    return schema;
  };
}

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

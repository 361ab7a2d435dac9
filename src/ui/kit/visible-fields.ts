import type { FormSpec, FormValues } from '../../machines/form/types';

/**
 * The top-level keys of the schema the values make visible: a field outside it is not shown
 * (spec §5's conditions live in the domain's schemas, not in the views).
 */
export function visibleFields(spec: FormSpec, values: FormValues): ReadonlySet<string> {
  const schema = spec.schemaFor(values) as {
    entries?: Record<string, unknown>;
    pipe?: readonly { entries?: Record<string, unknown> }[];
  };
  const entries = schema.entries ?? schema.pipe?.find((item) => item.entries)?.entries ?? {};
  return new Set(Object.keys(entries));
}

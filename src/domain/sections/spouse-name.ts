/** Spec §5: the spouse's name is read-only until a marital status is chosen. */
export function canEditSpouseName(values: Readonly<Record<string, unknown>>): boolean {
  return typeof values['marital_status'] === 'string' && values['marital_status'] !== '';
}

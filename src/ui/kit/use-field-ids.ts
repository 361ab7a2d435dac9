import { useId } from 'react';

/**
 * Ids that tie a field's control to its hint and error text, and the attributes the control
 * carries for them: its id, aria-invalid while there is an error, and aria-describedby (the
 * error, the hint, then what the caller adds).
 */
export function useFieldIds(
  id: string | undefined,
  hint: unknown,
  error: unknown,
  extraDescribedBy?: string,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  const control = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return { controlId, hintId, errorId, describedBy, control };
}

export type FieldIds = ReturnType<typeof useFieldIds>;

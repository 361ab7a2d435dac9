import { useCallback, useEffect, useState } from 'react';

/**
 * Moves focus to a field named by a form's issue (spec §5: the first error is where the person
 * looks next). A radio group gives focus to its chosen radio, else its first.
 */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const target =
    element.getAttribute('role') === 'radiogroup'
      ? (element.querySelector<HTMLElement>('input:checked') ??
        element.querySelector<HTMLElement>('input'))
      : element;
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

/** The id of a field's control, so an issue can move focus to it ('a.b.0' → 'field-a-b-0'). */
export const fieldId = (field: string) => `field-${field.replace(/\./g, '-')}`;

/**
 * Focus for a form's first issue after Save (issue 18): call the returned function with the
 * field the first issue names. Focus moves once the issue is on screen, as the field it names
 * may only now be drawn; the field's error is its description, so a screen reader reads it.
 */
export function useFocusOnIssue(): (field: string | null | undefined) => void {
  const [request, setRequest] = useState<{ field: string } | null>(null);
  useEffect(() => {
    if (request) focusField(fieldId(request.field));
  }, [request]);
  return useCallback((field) => {
    if (field) setRequest({ field });
  }, []);
}

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

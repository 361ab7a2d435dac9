import type { ComponentProps, ReactNode } from 'react';
import * as styles from './choice.css';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './use-field-ids';

export interface CheckboxFieldProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'onChange' | 'children'
> {
  /** The text beside the box; may hold a link (Terms & Conditions). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
  hint?: ReactNode;
}

/** One checkbox with its text, error and hint (the consents of the first step). */
export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  hint,
  id,
  ...props
}: CheckboxFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div>
      <label className={styles.checkbox} htmlFor={controlId}>
        <input
          {...props}
          id={controlId}
          className={styles.checkboxInput}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

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
  const { control, controlId, hintId, errorId } = useFieldIds(id, hint, error);
  return (
    <div>
      <label className={styles.checkbox} htmlFor={controlId}>
        <input
          {...props}
          {...control}
          className={styles.checkboxInput}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

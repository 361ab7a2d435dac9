import type { ComponentProps, ReactNode } from 'react';
import * as styles from './field.css';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './use-field-ids';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  /** Shown below the box in the danger colour; marks the input aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
}

/** A text input with its label inside the box, floating up on focus or once it has a value. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  placeholder,
  disabled,
  'aria-describedby': extraDescribedBy,
  ...props
}: TextFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.box} data-invalid={Boolean(error)} data-disabled={Boolean(disabled)}>
        <input
          id={controlId}
          className={styles.control}
          // A blank placeholder lets CSS see "has a value" through :placeholder-shown.
          placeholder={placeholder ?? ' '}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined}
          {...props}
        />
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

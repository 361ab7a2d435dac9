import type { ComponentProps, ReactNode } from 'react';
import * as styles from './field.css';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './use-field-ids';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: string;
  error?: ReactNode;
  hint?: ReactNode;
}

/** A textarea with the same floating label as TextField. */
export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  placeholder,
  disabled,
  rows = 3,
  'aria-describedby': extraDescribedBy,
  ...props
}: TextAreaProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.box} data-invalid={Boolean(error)} data-disabled={Boolean(disabled)}>
        <textarea
          id={controlId}
          className={`${styles.control} ${styles.textarea}`}
          placeholder={placeholder ?? ' '}
          disabled={disabled}
          rows={rows}
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

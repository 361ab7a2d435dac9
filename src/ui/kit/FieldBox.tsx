import type { ReactNode } from 'react';
import * as styles from './field.css';
import { FieldMessages } from './FieldMessages';
import { useFieldIds, type FieldIds } from './use-field-ids';

/** What every kit field takes besides its value. */
export interface FieldProps {
  label: string;
  /** Shown below the field in the danger colour; marks the control aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
}

/**
 * The frame TextField, TextArea and DateField share: a box that shows focus, an error and
 * disabled, holding the control with its label floating inside (and `children` after it, a
 * picker's button), then the error and hint lines below.
 */
export function FieldBox({
  ids,
  label,
  error,
  hint,
  disabled,
  className,
  control,
  children,
}: FieldProps & {
  ids: FieldIds;
  className?: string;
  control: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.box} data-invalid={Boolean(error)} data-disabled={Boolean(disabled)}>
        {control}
        <label htmlFor={ids.controlId} className={styles.label}>
          {label}
        </label>
        {children}
      </div>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

/** What a text box's own props may hold beside the field's. */
interface BoxedControlProps extends FieldProps {
  className?: string;
  placeholder?: string;
  'aria-describedby'?: string;
}

/**
 * A boxed text control's props split in two: the frame's (for FieldBox) and the control's, with
 * its id and aria attributes. A blank placeholder lets CSS see "has a value" through
 * :placeholder-shown, which floats the label.
 */
export function useBoxedControl<P extends BoxedControlProps>({
  label,
  error,
  hint,
  id,
  className,
  placeholder,
  disabled,
  'aria-describedby': extraDescribedBy,
  ...props
}: P) {
  const ids = useFieldIds(id, hint, error, extraDescribedBy);
  return {
    frame: { ids, label, error, hint, disabled, className },
    control: { placeholder: placeholder ?? ' ', disabled, ...ids.control, ...props },
  };
}

import { useId } from 'react';
import * as styles from './choice.css';
import type { FieldProps } from './FieldBox';
import { FieldMessages } from './FieldMessages';
import type { SelectOption } from './OptionList';
import { useFieldIds } from './use-field-ids';

export interface RadioGroupProps extends FieldProps {
  options: readonly SelectOption[];
  /** The chosen option's value; '' when nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Focus left the group's radios. */
  onBlur?: () => void;
  /** The group's id; its first (or chosen) radio takes focus when the group is named by an issue. */
  id?: string;
}

/**
 * A short choice shown whole (gender, Yes/No): native radios, so arrow keys move between them
 * and a screen reader hears the group's name, its error and how many choices there are.
 */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  error,
  hint,
  disabled,
  id,
  onBlur,
}: RadioGroupProps) {
  const { control, hintId, errorId } = useFieldIds(id, hint, error);
  const legendId = useId();
  const name = useId();
  return (
    <div className={styles.group}>
      <div
        {...control}
        role="radiogroup"
        aria-labelledby={legendId}
        data-invalid={Boolean(error)}
        onBlur={onBlur}
      >
        <p id={legendId} className={styles.legend}>
          {label}
        </p>
        <div className={styles.options}>
          {options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                className={styles.input}
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                disabled={disabled}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

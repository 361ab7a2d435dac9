import { useRef, type ReactNode } from 'react';
import { formatDate, normaliseDate } from '../../domain/dates';
import { Button } from './Button';
import { nextTypedDate } from './date-typing';
import * as styles from './field.css';
import { FieldMessages } from './FieldMessages';
import { CalendarIcon } from './icons';
import { pickButton, withPickButton } from './picker.css';
import { useDigitCaret } from './use-digit-caret';
import { useFieldIds } from './use-field-ids';
import { visuallyHidden } from './visually-hidden.css';

export interface DateFieldProps {
  label: string;
  /** 'DD-MM-YYYY' as typed so far ('' when empty); a saved 'YYYY-MM-DD' is shown as DD-MM-YYYY. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  /** Bounds of the calendar, 'YYYY-MM-DD'. */
  min?: string;
  max?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date typed as DD-MM-YYYY (the dashes come by themselves) or picked from the browser's own
 * calendar (spec §5: "typed or picked", shown DD-MM-YYYY). The value stays the text shown, so
 * the form's schema is what decides whether it is a date.
 */
export function DateField({
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  id,
  min,
  max,
}: DateFieldProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const pickerRef = useRef<HTMLInputElement>(null);
  const shown = ISO_DATE.test(value) ? formatDate(value) : value;
  const { inputRef, keepCaret } = useDigitCaret(shown);

  const openPicker = () => {
    const picker = pickerRef.current;
    if (!picker) return;
    try {
      picker.showPicker();
    } catch {
      // Browsers without showPicker open it on a click.
      picker.click();
    }
  };

  return (
    <div className={styles.field}>
      <div className={styles.box} data-invalid={Boolean(error)} data-disabled={Boolean(disabled)}>
        <input
          ref={inputRef}
          id={controlId}
          className={`${styles.control} ${withPickButton}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="DD-MM-YYYY"
          maxLength={10}
          value={shown}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const raw = event.target.value;
            const next = nextTypedDate(shown, raw, event.target.selectionStart ?? raw.length);
            keepCaret(next.digitsBeforeCaret);
            onChange(next.text);
          }}
        />
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        <Button
          variant="ghostBlack"
          size="icon"
          className={pickButton}
          aria-label={`Pick ${label} from a calendar`}
          disabled={disabled}
          onClick={openPicker}
        >
          <CalendarIcon />
        </Button>
        {/* The browser's calendar, opened by the button; the text box above is the field. */}
        <input
          ref={pickerRef}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className={visuallyHidden}
          value={normaliseDate(shown) ?? ''}
          min={min}
          max={max}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.value) onChange(formatDate(event.target.value));
          }}
        />
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

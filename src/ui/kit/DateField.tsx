import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { formatDate, normaliseDate } from '../../domain/dates';
import { Button } from './Button';
import { nextTypedDate } from './date-typing';
import * as styles from './field.css';
import { FieldBox, type FieldProps } from './FieldBox';
import { CalendarIcon } from './icons';
import { pickButton, withPickButton } from './picker.css';
import { useDigitCaret } from './use-digit-caret';
import { useFieldIds } from './use-field-ids';
import { visuallyHidden } from './visually-hidden.css';

export interface DateFieldProps extends FieldProps {
  /** 'DD-MM-YYYY' as typed so far ('' when empty); a saved 'YYYY-MM-DD' is shown as DD-MM-YYYY. */
  value: string;
  onChange: (value: string) => void;
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
export function DateField({ value, onChange, min, max, ...field }: DateFieldProps) {
  const { label, disabled } = field;
  const ids = useFieldIds(field.id, field.hint, field.error);
  const pickerRef = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
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
    <FieldBox
      {...field}
      ids={ids}
      control={
        <input
          ref={inputRef}
          className={`${styles.control} ${withPickButton}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t`DD-MM-YYYY`}
          maxLength={10}
          value={shown}
          disabled={disabled}
          {...ids.control}
          onChange={(event) => {
            const raw = event.target.value;
            const next = nextTypedDate(shown, raw, event.target.selectionStart ?? raw.length);
            keepCaret(next.digitsBeforeCaret);
            onChange(next.text);
          }}
        />
      }
    >
      <Button
        variant="ghostBlack"
        size="icon"
        className={pickButton}
        aria-label={t`Pick ${label} from a calendar`}
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
    </FieldBox>
  );
}

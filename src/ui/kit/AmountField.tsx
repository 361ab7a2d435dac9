import { amountDigitsOnly, formatAmountDigits } from '../../domain/money';
import { TextField, type TextFieldProps } from './TextField';
import { digitsBefore, useDigitCaret } from './use-digit-caret';

export interface AmountFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** The amount as a digit string ('' when empty); what the form keeps and checks. */
  value: string;
  onChange: (digits: string) => void;
  /** A minus sign may lead (a profit that is a loss): the value is then '-1234'. */
  signed?: boolean;
}

/**
 * A rupee amount (spec §5, §9): only digits are kept as typed or pasted, shown with ₹ and
 * Indian grouping ('₹1,23,456'). The caret stays after the digit it followed, although the
 * commas move around it.
 */
export function AmountField({ value, onChange, signed = false, ...props }: AmountFieldProps) {
  const negative = signed && value.startsWith('-');
  const digits = negative ? value.slice(1) : value;
  const shown = negative ? `-${formatAmountDigits(digits)}` : formatAmountDigits(digits);
  const { inputRef, keepCaret } = useDigitCaret(shown);

  return (
    <TextField
      {...props}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        const raw = event.target.value;
        const typed = raw.replace(/\D/g, '');
        const kept = amountDigitsOnly(raw);
        // Leading zeros are dropped, and the caret moves left with them.
        const dropped = typed.length - kept.length;
        keepCaret(Math.max(0, digitsBefore(raw, event.target.selectionStart) - dropped));
        onChange(signed && raw.trimStart().startsWith('-') ? `-${kept}` : kept);
      }}
    />
  );
}

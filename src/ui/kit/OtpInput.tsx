import { useLingui } from '@lingui/react/macro';
import {
  useId,
  useLayoutEffect,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { OTP_LENGTH, otpDigitsOnly } from '../../domain/otp';
import * as styles from './otp-input.css';

export interface OtpInputProps {
  /** The digits entered so far (0 to 6 of them, no gaps). */
  value: string;
  onChange: (value: string) => void;
  /** Called once the sixth digit is entered by the person. */
  onComplete?: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Shown under the boxes; marks every box aria-invalid. */
  error?: ReactNode;
}

const BOXES = Array.from({ length: OTP_LENGTH }, (_, index) => index);

/**
 * Six one-digit boxes that behave like one field: the code is kept without gaps, so typing
 * fills the next free box, deleting shifts later digits left, and a paste or an SMS autofill
 * into any box fills them all from the first.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  disabled,
  autoFocus,
  error,
}: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();
  const digits = otpDigitsOnly(value);
  // The code as of the last change, for focus handlers that run before React re-renders.
  const latest = useRef(digits);
  useLayoutEffect(() => {
    latest.current = digits;
  }, [digits]);

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string, focusIndex: number) => {
    const code = otpDigitsOnly(next);
    if (code !== latest.current) {
      latest.current = code;
      onChange(code);
      if (code.length === OTP_LENGTH) onComplete?.(code);
    }
    focusBox(focusIndex);
  };

  const typeAt = (index: number, digit: string) => {
    const code = latest.current;
    // A box past the end of the code acts as the first free box, so no gap can form.
    const at = Math.min(index, code.length);
    commit(code.slice(0, at) + digit + code.slice(at + 1), at + 1);
  };

  const removeAt = (index: number) => {
    const code = latest.current;
    commit(code.slice(0, index) + code.slice(index + 1), index);
  };

  /** A paste or an autofill fills the boxes from the first, wherever it landed. */
  const fillAll = (code: string) => commit(code, code.length);

  const handleInput = (index: number, raw: string) => {
    const typed = otpDigitsOnly(raw);
    const previous = latest.current[index] ?? '';
    if (raw === '') removeAt(index);
    else if (typed.length === 1) typeAt(index, typed);
    else if (typed.length === 2 && previous && typed.includes(previous)) {
      // Typing into a filled box whose text was not selected gives "old+new" or "new+old".
      typeAt(index, typed[0] === previous ? typed.charAt(1) : typed.charAt(0));
    } else if (typed.length > 1) fillAll(typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        // A filled box clears itself; an empty one steps back and clears the digit there.
        if (latest.current[index]) removeAt(index);
        else if (index > 0) removeAt(index - 1);
        return;
      case 'Delete':
        event.preventDefault();
        removeAt(index);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(index + 1, latest.current.length));
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(latest.current.length);
        return;
      default:
        if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          typeAt(index, event.key);
        }
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = otpDigitsOnly(event.clipboardData.getData('text'));
    if (pasted) fillAll(pasted);
  };

  const { t } = useLingui();
  return (
    <div className={styles.root}>
      <div
        role="group"
        aria-label={t`One-time password`}
        aria-describedby={error ? errorId : undefined}
        className={styles.group}
      >
        {BOXES.map((index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.digit}
            value={digits[index] ?? ''}
            onChange={(event) => handleInput(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => {
              if (index > latest.current.length) focusBox(latest.current.length);
              else event.target.select();
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-label={t`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

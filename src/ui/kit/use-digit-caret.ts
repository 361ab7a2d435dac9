import { useLayoutEffect, useRef } from 'react';

/** Where the caret goes to sit after `digits` digits of the shown text. */
function caretAfterDigits(shown: string, digits: number): number {
  if (digits === 0) return shown.search(/\d|$/) === 0 ? 0 : Math.min(1, shown.length);
  let seen = 0;
  for (let index = 0; index < shown.length; index += 1) {
    if (/\d/.test(shown[index] ?? '')) seen += 1;
    if (seen === digits) return index + 1;
  }
  return shown.length;
}

/**
 * For fields that put their own marks between the digits (₹ and commas, a date's dashes): the
 * caret stays after the digit it followed when the marks move around it. Call `keepCaret` in
 * onChange with the count of digits before the caret in the new value.
 */
export function useDigitCaret(shown: string) {
  const inputRef = useRef<HTMLInputElement>(null);
  const digitsBeforeCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = digitsBeforeCaret.current;
    if (!input || digits === null || document.activeElement !== input) return;
    digitsBeforeCaret.current = null;
    const caret = caretAfterDigits(shown, digits);
    input.setSelectionRange(caret, caret);
  }, [shown]);

  const keepCaret = (digits: number) => {
    digitsBeforeCaret.current = digits;
  };
  return { inputRef, keepCaret };
}

/** Digits in the text before the caret. */
export function digitsBefore(text: string, caret: number | null): number {
  return text.slice(0, caret ?? text.length).replace(/\D/g, '').length;
}

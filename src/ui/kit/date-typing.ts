/** What a date field shows of what was typed: at most 8 digits, dashes after DD and MM. */
export function typedDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)];
  return parts.filter((part) => part !== '').join('-');
}

/**
 * The next text of a date field and the digits before its caret. Typed digits get their
 * dashes; deleting a dash (which would put it straight back) deletes the digit before it.
 */
export function nextTypedDate(
  previous: string,
  raw: string,
  caret: number,
): { text: string; digitsBeforeCaret: number } {
  const digitsBeforeCaret = raw.slice(0, caret).replace(/\D/g, '').length;
  const text = typedDate(raw);
  if (raw.length < previous.length && text === previous && digitsBeforeCaret > 0) {
    const digits = raw.replace(/\D/g, '');
    const fewer = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
    return { text: typedDate(fewer), digitsBeforeCaret: digitsBeforeCaret - 1 };
  }
  return { text, digitsBeforeCaret };
}

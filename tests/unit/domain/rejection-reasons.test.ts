import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../../src/domain/money';
import {
  REJECTION_REASON_TEXTS,
  rejectionReasonText,
  type AdvicePart,
} from '../../../src/domain/rejection-reasons';
import { REJECTION_REASONS } from '../../../src/domain/rules-engine/decision';

/** The advice as read aloud: amounts formatted as the screen shows them. */
const read = (advice: readonly AdvicePart[]) =>
  advice.map((part) => (typeof part === 'string' ? part : formatRupees(part.rupees))).join('');

const FACTS = { overdueAmount: 48_500 };

describe('rejection reasons in plain words (issue 18 §5)', () => {
  it.each(REJECTION_REASONS)('%s has a title and advice, with no raw code or capitals', (code) => {
    const text = rejectionReasonText(code, FACTS);
    expect(text.title).not.toBe('');
    expect(text.title).not.toContain('_');
    expect(text.title).not.toBe(text.title.toUpperCase());
    expect(read(text.advice).length).toBeGreaterThan(20);
    expect(read(text.advice)).not.toContain(code);
  });

  it('has words for exactly the codes the engine can give', () => {
    expect(Object.keys(REJECTION_REASON_TEXTS).sort()).toEqual([...REJECTION_REASONS].sort());
  });

  it('names the overdue amount and what to do about it', () => {
    const text = rejectionReasonText('OVERDUE_AMOUNT_PRESENT', FACTS);
    expect(text.title).toBe('Overdue amount present');
    expect(read(text.advice)).toBe(
      'The bureau shows ₹48,500 overdue; once it is cleared, apply again.',
    );
    // The amount stays a number, for the screen to keep it on one line.
    expect(text.advice).toContainEqual({ rupees: 48_500 });
  });

  it('reads a code it does not know as words, without advice', () => {
    expect(rejectionReasonText('PINCODE_NOT_SERVED', FACTS)).toEqual({
      title: 'Pincode not served',
      advice: [],
    });
  });
});

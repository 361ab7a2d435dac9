import { describe, expect, it } from 'vitest';
import { AmountSchema, amountDigitsOnly, formatRupees } from '../../../src/domain/money';
import { validate } from '../../../src/domain/validation';

describe('formatRupees (Indian grouping, whole rupees)', () => {
  it.each([
    [0, '₹0'],
    [7, '₹7'],
    [999, '₹999'],
    [1000, '₹1,000'],
    [12345, '₹12,345'],
    [100000, '₹1,00,000'],
    [999999, '₹9,99,999'],
    [1000000, '₹10,00,000'],
    [12345678, '₹1,23,45,678'],
    [1000000000, '₹1,00,00,00,000'],
    [-1234, '-₹1,234'],
    [-100000, '-₹1,00,000'],
    [1234.4, '₹1,234'],
    [1234.5, '₹1,235'],
    [999.5, '₹1,000'],
    [2.5, '₹3'],
    [-2.5, '-₹3'],
    [-1234.5, '-₹1,235'],
    [-0.4, '₹0'],
    [-0, '₹0'],
  ])('%d → %s', (amount, shown) => expect(formatRupees(amount)).toBe(shown));

  it.each([NaN, Infinity, -Infinity])('%d → empty', (amount) =>
    expect(formatRupees(amount)).toBe(''),
  );

  it('agrees with Intl en-IN where both apply', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    for (const n of [0, 999, 1000, 100000, 12345678, 987654321012]) {
      expect(formatRupees(n)).toBe(`₹${intl.format(n)}`);
    }
  });
});

describe('amount (digits only, >= 0)', () => {
  it.each([
    ['0', 0],
    ['500000', 500000],
    [' 1200 ', 1200],
    ['007', 7],
    [250000, 250000],
    [0, 0],
  ])('accepts %j as %d', (input, value) => {
    expect(validate(AmountSchema, input)).toEqual({ ok: true, value });
  });

  it.each([
    '',
    '   ',
    '-5',
    '12.5',
    '1,000',
    '1e5',
    'abc',
    '99999999999999999999',
    -5,
    12.5,
    NaN,
    Infinity,
    undefined,
    null,
    {},
  ])('refuses %j', (input) => {
    expect(validate(AmountSchema, input)).toEqual({ ok: false, message: 'Must be a valid number' });
  });
});

describe('amountDigitsOnly (what an amount field keeps)', () => {
  it.each([
    ['12345', '12345'],
    ['1,23,456', '123456'],
    ['₹ 5000', '5000'],
    ['-50', '50'],
    ['12.50', '1250'],
    ['00012', '12'],
    ['0', '0'],
    ['000', '0'],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (input, kept) => expect(amountDigitsOnly(input)).toBe(kept));
});

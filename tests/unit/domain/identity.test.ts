import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AccountNumberSchema,
  IfscSchema,
  OtherIdSchema,
  PanSchema,
  maskAccountNumber,
  maskPan,
} from '../../../src/domain/identity';
import { validate } from '../../../src/domain/validation';

const notStrings = [undefined, null, 1234567890, {}];

/** Each code's schema: what it accepts (and keeps), what it refuses, with its one message. */
const CODES: {
  title: string;
  schema: v.GenericSchema<unknown, string>;
  accepts: [string, string][];
  refuses: unknown[];
  message: string;
}[] = [
  {
    title: 'PAN (5 letters, 4 digits, 1 letter; uppercased)',
    schema: PanSchema,
    accepts: [
      ['ABCDE1234F', 'ABCDE1234F'],
      ['abcde1234f', 'ABCDE1234F'],
      [' AbCdE1234f ', 'ABCDE1234F'],
    ],
    refuses: ['ABCD1234F', 'ABCDE12345', 'ABCDE1234', '1BCDE1234F', 'ABCDE1234FG', 'ABCDE 1234F'],
    message: 'Invalid pan number',
  },
  {
    title: 'other ID (10 digits, or 2 letters then 10 digits)',
    schema: OtherIdSchema,
    accepts: [
      ['1234567890', '1234567890'],
      ['AB1234567890', 'AB1234567890'],
      ['ab1234567890', 'AB1234567890'],
    ],
    refuses: ['123456789', '12345678901', 'A1234567890', 'ABC1234567890', 'AB123456789'],
    message: 'Invalid ID number',
  },
  {
    title: 'IFSC (4 letters, a zero, 6 letters or digits)',
    schema: IfscSchema,
    accepts: [
      ['HDFC0001234', 'HDFC0001234'],
      ['SBIN0ABC12D', 'SBIN0ABC12D'],
      ['icic0000001', 'ICIC0000001'],
    ],
    refuses: ['HDFC1001234', 'HDF00001234', 'HDFC000123', 'HDFC00012345', 'HDFC0-01234'],
    message: 'Invalid IFSC',
  },
  {
    title: 'bank account number (9 to 18 digits)',
    schema: AccountNumberSchema,
    accepts: ['123456789', '123456789012', '123456789012345678'].map((input) => [input, input]),
    refuses: ['12345678', '1234567890123456789', '12345678a'],
    message: 'Invalid account number',
  },
];

describe.each(CODES)('$title', ({ schema, accepts, refuses, message }) => {
  it.each(accepts)('accepts %j as %s', (input, value) => {
    expect(validate(schema, input)).toEqual({ ok: true, value });
  });
  // Every code refuses the empty text and what is not text at all.
  it.each([...refuses, '', ...notStrings])('refuses %j', (input) => {
    expect(validate(schema, input)).toEqual({ ok: false, message });
  });
});

describe('masking for display (last four visible)', () => {
  it.each([
    ['ABCDE1234F', 'XXXXXX234F'],
    ['abcde1234f', 'XXXXXX234F'],
    ['234F', '234F'],
    ['', ''],
  ])('maskPan(%j) → %j', (input, masked) => expect(maskPan(input)).toBe(masked));

  it.each([
    ['123456789012', 'XXXXXXXX9012'],
    ['123456789', 'XXXXX6789'],
  ])('maskAccountNumber(%j) → %j', (input, masked) =>
    expect(maskAccountNumber(input)).toBe(masked),
  );
});

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

describe('PAN (5 letters, 4 digits, 1 letter; uppercased)', () => {
  it.each([
    ['ABCDE1234F', 'ABCDE1234F'],
    ['abcde1234f', 'ABCDE1234F'],
    [' AbCdE1234f ', 'ABCDE1234F'],
  ])('accepts %j as %s', (input, value) => {
    expect(validate(PanSchema, input)).toEqual({ ok: true, value });
  });
  it.each([
    'ABCD1234F',
    'ABCDE12345',
    'ABCDE1234',
    '1BCDE1234F',
    'ABCDE1234FG',
    'ABCDE 1234F',
    '',
    ...notStrings,
  ])('refuses %j', (input) => {
    expect(validate(PanSchema, input)).toEqual({ ok: false, message: 'Invalid pan number' });
  });
});

describe('other ID (10 digits, or 2 letters then 10 digits)', () => {
  it.each([
    ['1234567890', '1234567890'],
    ['AB1234567890', 'AB1234567890'],
    ['ab1234567890', 'AB1234567890'],
  ])('accepts %j as %s', (input, value) => {
    expect(validate(OtherIdSchema, input)).toEqual({ ok: true, value });
  });
  it.each([
    '123456789',
    '12345678901',
    'A1234567890',
    'ABC1234567890',
    'AB123456789',
    '',
    ...notStrings,
  ])('refuses %j', (input) => {
    expect(validate(OtherIdSchema, input)).toEqual({ ok: false, message: 'Invalid ID number' });
  });
});

describe('IFSC (4 letters, a zero, 6 letters or digits)', () => {
  it.each([
    ['HDFC0001234', 'HDFC0001234'],
    ['SBIN0ABC12D', 'SBIN0ABC12D'],
    ['icic0000001', 'ICIC0000001'],
  ])('accepts %j as %s', (input, value) => {
    expect(validate(IfscSchema, input)).toEqual({ ok: true, value });
  });
  it.each([
    'HDFC1001234',
    'HDF00001234',
    'HDFC000123',
    'HDFC00012345',
    'HDFC0-01234',
    '',
    ...notStrings,
  ])('refuses %j', (input) => {
    expect(validate(IfscSchema, input)).toEqual({ ok: false, message: 'Invalid IFSC' });
  });
});

describe('bank account number (9 to 18 digits)', () => {
  it.each(['123456789', '123456789012', '123456789012345678'])('accepts %s', (input) => {
    expect(validate(AccountNumberSchema, input)).toEqual({ ok: true, value: input });
  });
  it.each(['12345678', '1234567890123456789', '12345678a', '', ...notStrings])(
    'refuses %j',
    (input) => {
      expect(validate(AccountNumberSchema, input)).toEqual({
        ok: false,
        message: 'Invalid account number',
      });
    },
  );
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

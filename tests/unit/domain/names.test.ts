import { describe, expect, it } from 'vitest';
import { AddressSchema, PersonNameSchema, PurposeSchema } from '../../../src/domain/names';
import { validate } from '../../../src/domain/validation';

describe('name (min 3)', () => {
  it.each([
    ['Ram', 'Ram'],
    ['  Asha Devi ', 'Asha Devi'],
  ])('accepts %j as %j', (input, value) => {
    expect(validate(PersonNameSchema, input)).toEqual({ ok: true, value });
  });
  it.each(['Al', '  Al  ', '', '   ', undefined, null, 123])('refuses %j', (input) => {
    expect(validate(PersonNameSchema, input)).toEqual({ ok: false, message: 'Invalid name' });
  });
});

describe('address (min 8)', () => {
  it.each(['12 MG Rd', 'Flat 4, Sector 21, Noida'])('accepts %j', (input) => {
    expect(validate(AddressSchema, input)).toEqual({ ok: true, value: input });
  });
  it.each(['12 MG R', '   1234567   ', '', undefined, null])('refuses %j', (input) => {
    expect(validate(AddressSchema, input)).toEqual({ ok: false, message: 'Invalid address' });
  });
});

describe('purpose of loan (max 100)', () => {
  it.each(['', 'Shop renovation', 'x'.repeat(100), ` ${'x'.repeat(100)} `])(
    'accepts %j',
    (input) => {
      expect(validate(PurposeSchema, input)).toEqual({ ok: true, value: input.trim() });
    },
  );
  it.each(['x'.repeat(101), 42])('refuses %j', (input) => {
    expect(validate(PurposeSchema, input)).toEqual({
      ok: false,
      message: 'Purpose of loan must be at most 100 characters',
    });
  });
});

import * as v from 'valibot';

export const NAME_MIN_LENGTH = 3;
export const ADDRESS_MIN_LENGTH = 8;
export const PURPOSE_MAX_LENGTH = 100;

// Lengths are counted after trimming, so spaces alone never satisfy a minimum.
export const PersonNameSchema = v.pipe(
  v.string('Invalid name'),
  v.trim(),
  v.minLength(NAME_MIN_LENGTH, 'Invalid name'),
);

export const AddressSchema = v.pipe(
  v.string('Invalid address'),
  v.trim(),
  v.minLength(ADDRESS_MIN_LENGTH, 'Invalid address'),
);

const PURPOSE_MESSAGE = 'Purpose of loan must be at most 100 characters';

/** The purpose itself is optional in the form: wrap in v.optional where it may be absent. */
export const PurposeSchema = v.pipe(
  v.string(PURPOSE_MESSAGE),
  v.trim(),
  v.maxLength(PURPOSE_MAX_LENGTH, PURPOSE_MESSAGE),
);

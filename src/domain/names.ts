import { atMostCharacters, MAX_LENGTH, textField } from './text';

export const NAME_MIN_LENGTH = 3;
export const ADDRESS_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = MAX_LENGTH.personName;
export const ADDRESS_MAX_LENGTH = MAX_LENGTH.address;
export const PURPOSE_MAX_LENGTH = MAX_LENGTH.purpose;

export const NAME_TOO_LONG = atMostCharacters('Name', NAME_MAX_LENGTH);
export const ADDRESS_TOO_LONG = atMostCharacters('Address', ADDRESS_MAX_LENGTH);

/**
 * A person's name: one line, with letters. Lengths are counted after trimming, so spaces
 * alone never satisfy a minimum.
 */
export const personName = (message: string, min = 0) =>
  textField(message, { min, max: NAME_MAX_LENGTH, tooLong: NAME_TOO_LONG, letters: true });

/** An address: may span lines (a pasted address often does). */
export const address = (message: string, min = ADDRESS_MIN_LENGTH) =>
  textField(message, { min, max: ADDRESS_MAX_LENGTH, tooLong: ADDRESS_TOO_LONG, lines: 'multi' });

export const PersonNameSchema = personName('Invalid name', NAME_MIN_LENGTH);

export const AddressSchema = address('Invalid address');

const PURPOSE_MESSAGE = 'Purpose of loan must be at most 100 characters';

/** The purpose itself is optional in the form: wrap in v.optional where it may be absent. */
export const PurposeSchema = textField(PURPOSE_MESSAGE, { max: PURPOSE_MAX_LENGTH });

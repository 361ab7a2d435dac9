import * as v from 'valibot';
import { BANK_ACCOUNT_TYPES } from '../enums';
import { atMostCharacters, MAX_LENGTH, textField } from '../text';
import { bankFields, BANK_FIELDS, extraBankCount } from './extra-banks';
import { fileIds, positiveNumber, requiredText, requiredWhen } from './field-schemas';
import { isBlank, type FieldKind, type TypedValues } from './typed-values';

export const BANK_NAME_MESSAGE = 'Bank name is required';
export const BANK_SELECTION_MESSAGE = 'Bank selection is required';
export const BANK_STATEMENT_MESSAGE = 'Bank statement is required';
export const BANK_ACCOUNT_TYPE_MESSAGE = 'Please select account type';
export const CREDIT_LIMIT_MESSAGE = 'Credit limit must be greater than 0';
const PASSWORD_MESSAGE = 'Invalid statement password';
export const BANK_NAME_TOO_LONG = atMostCharacters('Bank name', MAX_LENGTH.bankName);
export const PASSWORD_TOO_LONG = atMostCharacters(
  'Statement password',
  MAX_LENGTH.statementPassword,
);
export const CREDIT_LIMIT_TOO_LARGE = 'Credit limit is too large';

const bankName = () =>
  requiredText(BANK_NAME_MESSAGE, { max: MAX_LENGTH.bankName, tooLong: BANK_NAME_TOO_LONG });
const bankSelection = () => requiredText(BANK_SELECTION_MESSAGE, { max: MAX_LENGTH.bankSelection });
const bankStatements = () => fileIds(BANK_STATEMENT_MESSAGE);

/** The fields of a bank that are optional even when the bank is there. */
const optionalBankSchemas = () => ({
  // A password is kept exactly as typed: spaces may be part of it.
  bank_statement_pwd: v.optional(
    textField(PASSWORD_MESSAGE, {
      max: MAX_LENGTH.statementPassword,
      tooLong: PASSWORD_TOO_LONG,
      asTyped: true,
    }),
  ),
  bank_account_type: v.optional(v.picklist(BANK_ACCOUNT_TYPES, BANK_ACCOUNT_TYPE_MESSAGE)),
  credit_limit: v.optional(
    positiveNumber(CREDIT_LIMIT_MESSAGE, { tooLarge: CREDIT_LIMIT_TOO_LARGE }),
  ),
});

/** The primary bank's fields in screen order: its name, list selection and a statement required. */
export function primaryBankEntries() {
  return {
    bank_name: bankName(),
    statement_bank_id: bankSelection(),
    bank_statement: bankStatements(),
    ...optionalBankSchemas(),
  };
}

/** An extra bank's fields, without suffix: required once the bank is filled at all. */
function extraBankSchemas(required: boolean) {
  return {
    bank_name: requiredWhen(required, bankName()),
    statement_bank_id: requiredWhen(required, bankSelection()),
    bank_statement: requiredWhen(required, bankStatements()),
    ...optionalBankSchemas(),
  };
}

/**
 * A bank that may be left out (a co-applicant's): all or nothing, like an extra bank, but
 * without a suffix. `filled`: anything of it is there, so its name, selection and a statement
 * must be too.
 */
export function optionalBankEntries(filled: boolean) {
  return extraBankSchemas(filled);
}

/** Whether anything of the unsuffixed bank is in these values. */
export const hasBankValues = (values: TypedValues) =>
  bankFields('').some((field) => !isBlank(values[field]));

type ExtraBankSchemas = ReturnType<typeof extraBankSchemas>;
export type ExtraBankEntries<S extends 1 | 2> = {
  [K in keyof ExtraBankSchemas as `${K}${S}`]: ExtraBankSchemas[K];
};

/**
 * The entries of the extra bank with this suffix. `required`: anything of it is filled, so its
 * name, its selection from the list and at least one statement must be there too; otherwise
 * every field is optional.
 */
export function extraBankEntries<S extends 1 | 2>(
  suffix: S,
  required: boolean,
): ExtraBankEntries<S> {
  const schemas = extraBankSchemas(required);
  return Object.fromEntries(
    BANK_FIELDS.map((field) => [`${field}${suffix}`, schemas[field]]),
  ) as ExtraBankEntries<S>;
}

/** '' for the primary bank, 1 or 2 for the extra ones. */
export type BankSuffix = '' | 1 | 2;

/** How the form's bank values become the body: the statements a list, the limit a number. */
export function bankKinds(suffixes: readonly BankSuffix[]): Record<string, FieldKind> {
  return Object.fromEntries(
    suffixes.flatMap((suffix) => [
      [`bank_statement${suffix}`, 'files' as const],
      [`credit_limit${suffix}`, 'number' as const],
    ]),
  );
}

/** What an extra bank is in some values. */
export type ExtraBankState = 'absent' | 'blank' | 'filled';

const anyFilled = (values: TypedValues, suffix: number) =>
  bankFields(suffix).some((field) => !isBlank(values[field]));

/**
 * The extra banks of a body: one is there when any of its fields is (all or nothing: then its
 * name, selection and a statement are required).
 */
export function extraBanksOfBody(body: TypedValues, max: number): ExtraBankState[] {
  return Array.from({ length: max }, (_, index) =>
    anyFilled(body, index + 1) ? 'filled' : 'absent',
  );
}

/**
 * The extra banks of a form: shown once Add Bank put its `bank_name<n>` in the values; while
 * every field of it is blank it is not checked and not sent, and once anything is filled it must
 * be complete, like the body's.
 */
export function extraBanksOfForm(values: TypedValues, max: number): ExtraBankState[] {
  const shown = extraBankCount(values, max);
  return Array.from({ length: max }, (_, index) =>
    index >= shown ? 'absent' : anyFilled(values, index + 1) ? 'filled' : 'blank',
  );
}

/** The fields of the absent extra banks: hidden, so not shown, checked or kept. */
export function absentBankFields(states: readonly ExtraBankState[]): string[] {
  return states.flatMap((state, index) => (state === 'absent' ? bankFields(index + 1) : []));
}

import * as v from 'valibot';
import { BANK_ACCOUNT_TYPES } from '../enums';
import { bankFields, BANK_FIELDS, extraBankCount } from './extra-banks';
import { fileIds, positiveNumber, requiredText, requiredWhen } from './field-schemas';
import { isBlank, type FieldKind, type TypedValues } from './typed-values';

export const BANK_NAME_MESSAGE = 'Bank name is required';
export const BANK_SELECTION_MESSAGE = 'Bank selection is required';
export const BANK_STATEMENT_MESSAGE = 'Bank statement is required';
export const BANK_ACCOUNT_TYPE_MESSAGE = 'Please select account type';
export const CREDIT_LIMIT_MESSAGE = 'Credit limit must be greater than 0';
const PASSWORD_MESSAGE = 'Invalid statement password';

/** One bank's fields in screen order. */
function bankSchemas(required: boolean) {
  return {
    bank_name: requiredWhen(required, requiredText(BANK_NAME_MESSAGE)),
    statement_bank_id: requiredWhen(required, requiredText(BANK_SELECTION_MESSAGE)),
    bank_statement: requiredWhen(required, fileIds(BANK_STATEMENT_MESSAGE)),
    // A password is kept exactly as typed: spaces may be part of it.
    bank_statement_pwd: v.optional(v.string(PASSWORD_MESSAGE)),
    bank_account_type: v.optional(v.picklist(BANK_ACCOUNT_TYPES, BANK_ACCOUNT_TYPE_MESSAGE)),
    credit_limit: v.optional(positiveNumber(CREDIT_LIMIT_MESSAGE)),
  };
}

type BankSchemas = ReturnType<typeof bankSchemas>;
/** '' for the primary bank, 1 or 2 for the extra ones. */
export type BankSuffix = '' | 1 | 2;
export type BankEntries<S extends BankSuffix> = {
  [K in keyof BankSchemas as `${K}${S}`]: BankSchemas[K];
};

/**
 * The entries of the bank with this suffix. `required`: its name, its selection from the list
 * and at least one statement must be there (the primary bank; an extra bank once anything of it
 * is filled); otherwise every field is optional.
 */
export function bankEntries<S extends BankSuffix>(suffix: S, required: boolean): BankEntries<S> {
  const schemas = bankSchemas(required);
  return Object.fromEntries(
    BANK_FIELDS.map((field) => [`${field}${suffix}`, schemas[field]]),
  ) as BankEntries<S>;
}

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

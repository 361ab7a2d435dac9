import * as v from 'valibot';
import { MobileSchema } from '../contact';
import { REFERENCE_TYPES } from '../enums';
import { address, personName } from '../names';
import { atMostCharacters, MAX_LENGTH } from '../text';
import { fieldsObject } from '../validation';
import { requiredText, text } from './field-schemas';
import { typedSchema } from './rules';
import { asValues, bodyFrom, type TypedValues } from './typed-values';

export const REFERENCE_TYPE_MESSAGE = 'Please select reference type';
export const REFERENCE_NAME_MESSAGE = 'Name is required';
export const REFERENCE_PHONE_MESSAGE = 'Please enter mobile number';
export const REFERENCE_ADDRESS_MESSAGE = 'Address is required';
export const AT_LEAST_ONE_REFERENCE = 'At least one reference is required';
export const REFERENCE_COMPANY_TOO_LONG = atMostCharacters('Company name', MAX_LENGTH.companyName);
export const AT_MOST_REFERENCES_MESSAGE = 'At most 3 references can be added';

export const DUPLICATE_REFERENCE_PHONE = 'Each reference needs a different mobile number';
export const BORROWER_MOBILE_AS_REFERENCE =
  "A reference's mobile number cannot be the borrower's own";

/**
 * A reference is someone else who knows the borrower (issue 18): the first reference whose
 * mobile repeats an earlier reference's, or is the borrower's own, and why; null when none does.
 */
export function referencePhoneClash(
  phones: readonly (string | undefined)[],
  borrowerMobile?: string | null,
): { index: number; message: string } | null {
  const seen = new Set<string>();
  for (const [index, phone] of phones.entries()) {
    if (!phone) continue;
    if (phone === borrowerMobile) return { index, message: BORROWER_MOBILE_AS_REFERENCE };
    if (seen.has(phone)) return { index, message: DUPLICATE_REFERENCE_PHONE };
    seen.add(phone);
  }
  return null;
}

/** One form holds one to three references (capture-app §5). */
export const MAX_REFERENCES = 3;

const referenceEntries = {
  id: v.optional(requiredText('Invalid reference id', { max: MAX_LENGTH.id })),
  name: personName(REFERENCE_NAME_MESSAGE, 1),
  // Missing: 'Please enter mobile number' (the spec's); typed but wrong, whatever its length:
  // 'Invalid mobile number' (issue 18: "91234" is not a missing number).
  phone: v.pipe(requiredText(REFERENCE_PHONE_MESSAGE, { max: 20 }), MobileSchema),
  address: address(REFERENCE_ADDRESS_MESSAGE),
};

/**
 * One reference (capture-app §3, §5; the contract's Reference): its type, name, phone and
 * address; a company name only for a business reference (a personal one's is dropped). One
 * object, not a variant on the type, so that a reference with no type yet still has its name,
 * phone and address checked: every issue shows at once (issue 18).
 */
export const ReferenceSchema = v.pipe(
  fieldsObject({
    type: v.picklist(REFERENCE_TYPES, REFERENCE_TYPE_MESSAGE),
    company_name: v.optional(
      text('Invalid company name', {
        max: MAX_LENGTH.companyName,
        tooLong: REFERENCE_COMPANY_TOO_LONG,
      }),
    ),
    ...referenceEntries,
  }),
  v.transform(({ company_name, ...reference }) =>
    reference.type === 'BUSINESS_REFERENCE' && company_name !== undefined
      ? { ...reference, company_name }
      : reference,
  ),
);

/** The references save (POST new, PATCH resume): one to three in one form. */
export const ReferencesSchema = fieldsObject({
  references: v.pipe(
    v.array(ReferenceSchema, AT_LEAST_ONE_REFERENCE),
    v.minLength(1, AT_LEAST_ONE_REFERENCE),
    v.maxLength(MAX_REFERENCES, AT_MOST_REFERENCES_MESSAGE),
    // Two references with one mobile: the issue sits on the repeated phone.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const list = dataset.value;
      const clash = referencePhoneClash(list.map((reference) => reference.phone));
      const reference = clash ? list[clash.index] : undefined;
      if (!clash || !reference) return;
      addIssue({
        message: clash.message,
        path: [
          { type: 'array', origin: 'value', input: list, key: clash.index, value: reference },
          {
            type: 'object',
            origin: 'value',
            input: reference,
            key: 'phone',
            value: reference.phone,
          },
        ],
      });
    }),
  ),
});

export type ReferencesBody = v.InferOutput<typeof ReferencesSchema>;

/**
 * The form's references as typed → the body: each reference's blank fields left out (so a
 * missing one reads as its own message), its id kept so a resumed save updates it.
 */
export function referencesBodyFrom(values: TypedValues): Record<string, unknown> {
  const typed = values['references'];
  if (!Array.isArray(typed)) return {};
  return { references: typed.map((reference) => bodyFrom({}, asValues(reference))) };
}

/** The form machine's `schemaFor` for the references form: issues named references.<n>.<field>. */
export const referencesSchemaFor = () => (_values: TypedValues) =>
  typedSchema(referencesBodyFrom, ReferencesSchema);

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ADDRESS_TYPE_OPTIONS } from './enum-options';
import { Digits, LongText, Select, Text } from './form-fields';
import { ADDRESS_LABELS } from '../../domain/presenter/labels';

type AddressPart = keyof typeof ADDRESS_LABELS;

/**
 * The labels of an address that belongs to something (a company, a business), each a whole
 * message: a language orders "Company" and "Pincode" its own way.
 */
const LABELS_OF: Record<'Company' | 'Business', Record<AddressPart, MessageDescriptor>> = {
  Company: {
    pincode: msg`Company Pincode`,
    city: msg`Company City`,
    state: msg`Company State`,
    address: msg`Company Address`,
    address_type: msg`Company Address Type`,
  },
  Business: {
    pincode: msg`Business Pincode`,
    city: msg`Business City`,
    state: msg`Business State`,
    address: msg`Business Address`,
    address_type: msg`Business Address Type`,
  },
};

/**
 * An address: the pincode (it fills city and state, the lookup naming them as the pincode is
 * named), city, state and the address itself, then its ownership type when `withType`. `prefix`
 * names the fields ('company_' gives company_pincode…) and `of` names whose address it is
 * ('Company' gives 'Company Pincode').
 */
export function AddressFields({
  prefix = '',
  of,
  withType = false,
}: {
  prefix?: string;
  of?: keyof typeof LABELS_OF;
  withType?: boolean;
}) {
  const { i18n } = useLingui();
  const label = (part: AddressPart) => (of ? i18n._(LABELS_OF[of][part]) : ADDRESS_LABELS[part]);
  return (
    <>
      <Digits name={`${prefix}pincode`} label={label('pincode')} maxDigits={6} />
      <Text name={`${prefix}city`} label={label('city')} autoComplete="off" />
      <Text name={`${prefix}state`} label={label('state')} autoComplete="off" />
      <LongText name={`${prefix}address`} label={label('address')} />
      {withType ? (
        <Select
          name={`${prefix}address_type`}
          label={label('address_type')}
          options={ADDRESS_TYPE_OPTIONS}
        />
      ) : null}
    </>
  );
}

import { ADDRESS_TYPE_OPTIONS } from './enum-options';
import { Digits, LongText, Select, Text } from './form-fields';
import { ADDRESS_LABELS } from '../../domain/presenter/labels';

/**
 * An address: the pincode (it fills city and state, the lookup naming them as the pincode is
 * named), city, state and the address itself, then its ownership type when `withType`. `prefix`
 * names the fields ('company_' gives company_pincode…) and `of` starts their labels ('Company'
 * gives 'Company Pincode').
 */
export function AddressFields({
  prefix = '',
  of,
  withType = false,
}: {
  prefix?: string;
  of?: string;
  withType?: boolean;
}) {
  const label = (text: string) => (of ? `${of} ${text}` : text);
  return (
    <>
      <Digits name={`${prefix}pincode`} label={label(ADDRESS_LABELS.pincode)} maxDigits={6} />
      <Text name={`${prefix}city`} label={label(ADDRESS_LABELS.city)} autoComplete="off" />
      <Text name={`${prefix}state`} label={label(ADDRESS_LABELS.state)} autoComplete="off" />
      <LongText name={`${prefix}address`} label={label(ADDRESS_LABELS.address)} />
      {withType ? (
        <Select
          name={`${prefix}address_type`}
          label={label(ADDRESS_LABELS.address_type)}
          options={ADDRESS_TYPE_OPTIONS}
        />
      ) : null}
    </>
  );
}

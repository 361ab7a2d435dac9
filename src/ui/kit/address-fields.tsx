import { ADDRESS_TYPE_OPTIONS } from './enum-options';
import { Digits, LongText, Select, Text } from './form-fields';

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
      <Digits name={`${prefix}pincode`} label={label('Pincode')} maxDigits={6} />
      <Text name={`${prefix}city`} label={label('City')} autoComplete="off" />
      <Text name={`${prefix}state`} label={label('State')} autoComplete="off" />
      <LongText name={`${prefix}address`} label={label('Address')} />
      {withType ? (
        <Select
          name={`${prefix}address_type`}
          label={label('Address Type')}
          options={ADDRESS_TYPE_OPTIONS}
        />
      ) : null}
    </>
  );
}

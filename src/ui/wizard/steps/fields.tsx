import { useSelector } from '@xstate/react';
import type { ComponentProps, ReactNode } from 'react';
import { amountDigitsOnly } from '../../../domain/money';
import { AmountField } from '../../kit/AmountField';
import { DateField } from '../../kit/DateField';
import { RadioGroup } from '../../kit/RadioGroup';
import { SelectField, type SelectOption } from '../../kit/SelectField';
import { TextArea } from '../../kit/TextArea';
import { TextField } from '../../kit/TextField';
import { UploadField, type UploadActor } from '../../kit/UploadField';
import { fieldId, useStep, type FormActor } from './step-form';

/*
 * The kit's fields bound to the step's form by name: the value from the form, changes sent as
 * `field.change`, the first issue on the field it names. A field outside the visible schema is
 * not shown: that is how the spec's conditional fields appear and disappear.
 */

/** What a form value shows as text (amounts and counts are kept as digit strings). */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

interface BoundProps {
  name: string;
  label: string;
  hint?: ReactNode;
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'id'>;

/** Free text; `uppercase` for PAN and GST numbers (spec §5: PAN fields are uppercased). */
export function Text({
  name,
  label,
  hint,
  uppercase,
  ...props
}: BoundProps & InputProps & { uppercase?: boolean }) {
  const { values, visible, errorOf, change } = useStep();
  if (!visible.has(name)) return null;
  return (
    <TextField
      {...props}
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      value={textOf(values[name])}
      onChange={(event) =>
        change(name, uppercase ? event.target.value.toUpperCase() : event.target.value)
      }
      error={errorOf(name)}
    />
  );
}

export function LongText({ name, label, hint }: BoundProps) {
  const { values, visible, errorOf, change } = useStep();
  if (!visible.has(name)) return null;
  return (
    <TextArea
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      value={textOf(values[name])}
      onChange={(event) => change(name, event.target.value)}
      error={errorOf(name)}
    />
  );
}

/** Whole numbers typed as digits (years, counts, a pincode); `maxDigits` caps the length. */
export function Digits({ name, label, hint, maxDigits }: BoundProps & { maxDigits?: number }) {
  const { values, visible, errorOf, change } = useStep();
  if (!visible.has(name)) return null;
  return (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxDigits}
      value={textOf(values[name])}
      onChange={(event) => change(name, event.target.value.replace(/\D/g, '').slice(0, maxDigits))}
      error={errorOf(name)}
    />
  );
}

/** A number that may have a fraction (a shareholding percentage). */
export function Decimal({ name, label, hint }: BoundProps) {
  const { values, visible, errorOf, change } = useStep();
  if (!visible.has(name)) return null;
  return (
    <TextField
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      value={textOf(values[name])}
      onChange={(event) =>
        change(
          name,
          /^\d*\.?\d*$/.test(event.target.value) ? event.target.value : textOf(values[name]),
        )
      }
      error={errorOf(name)}
    />
  );
}

/** Rupees: digits kept, shown with ₹ and Indian grouping. */
export function Amount({ name, label, hint }: BoundProps) {
  const { values, visible, errorOf, change } = useStep();
  if (!visible.has(name)) return null;
  return (
    <AmountField
      id={fieldId(name)}
      name={name}
      label={label}
      hint={hint}
      value={amountDigitsOnly(textOf(values[name]))}
      onChange={(digits) => change(name, digits)}
      error={errorOf(name)}
    />
  );
}

export function DateInput({ name, label, hint, max }: BoundProps & { max?: string }) {
  const { values, visible, errorOf, change } = useStep();
  if (!visible.has(name)) return null;
  return (
    <DateField
      id={fieldId(name)}
      label={label}
      hint={hint}
      max={max}
      value={textOf(values[name])}
      onChange={(value) => change(name, value)}
      error={errorOf(name)}
    />
  );
}

export function Select({
  name,
  label,
  hint,
  options,
  onChange,
}: BoundProps & {
  options: readonly SelectOption[];
  /** Instead of setting this field alone (a bank sets its name and its id). */
  onChange?: (value: string) => void;
}) {
  const { values, visible, errorOf, change } = useStep();
  if (!visible.has(name)) return null;
  return (
    <SelectField
      id={fieldId(name)}
      label={label}
      hint={hint}
      options={options}
      value={textOf(values[name])}
      onChange={onChange ?? ((value) => change(name, value))}
      error={errorOf(name)}
    />
  );
}

export function Radios({
  name,
  label,
  hint,
  options,
}: BoundProps & { options: readonly SelectOption[] }) {
  const { values, visible, errorOf, change } = useStep();
  if (!visible.has(name)) return null;
  return (
    <RadioGroup
      id={fieldId(name)}
      label={label}
      hint={hint}
      options={options}
      value={textOf(values[name])}
      onChange={(value) => change(name, value)}
      error={errorOf(name)}
    />
  );
}

const selectUploadChild = (name: string) => (snapshot: ReturnType<FormActor['getSnapshot']>) =>
  snapshot.children[`upload.${name}`] as UploadActor | undefined;

/** A document field: its upload actor is the form's child `upload.<name>`. */
export function Upload({ name, label, hint }: BoundProps) {
  const { form, visible, errorOf, viewUrl } = useStep();
  const upload = useSelector(form, selectUploadChild(name));
  if (!visible.has(name) || !upload) return null;
  return (
    <UploadField
      id={fieldId(name)}
      label={label}
      hint={hint}
      upload={upload}
      viewUrl={viewUrl}
      error={errorOf(name)}
    />
  );
}

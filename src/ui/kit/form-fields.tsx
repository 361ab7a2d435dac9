import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { documentFieldOf } from '../../domain/document-fields';
import { domainMessage } from '../../domain/i18n/lookup';
import { amountDigitsOnly } from '../../domain/money';
import { AmountField } from './AmountField';
import { DateField } from './DateField';
import { RadioGroup } from './RadioGroup';
import { SelectField, type SelectOption } from './SelectField';
import { TextArea } from './TextArea';
import { TextField } from './TextField';
import { UploadField, type UploadActor } from './UploadField';
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

/**
 * A visible field's binding to the step's form: the props every kit field shares (its id, label,
 * hint, value as text and issue) and `set` to send a change. Null while the field is hidden.
 */
function useBound({ name, label, hint }: BoundProps) {
  const { values, visible, errorOf, change } = useStep();
  const { i18n } = useLingui();
  if (!visible.has(name)) return null;
  const value = textOf(values[name]);
  const props = {
    id: fieldId(name),
    label: i18n._(domainMessage(label)),
    hint,
    value,
    error: errorOf(name),
  };
  return { props, value, set: (next: unknown) => change(name, next) };
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'id'>;

/** A text box bound to its field; `keep` turns what was typed into what the form keeps. */
function BoundText({
  name,
  label,
  hint,
  keep,
  ...props
}: BoundProps & InputProps & { keep: (typed: string, kept: string) => string }) {
  const field = useBound({ name, label, hint });
  if (!field) return null;
  return (
    <TextField
      {...props}
      {...field.props}
      name={name}
      onChange={(event) => field.set(keep(event.target.value, field.value))}
    />
  );
}

const asTyped = (typed: string) => typed;
const upperCased = (typed: string) => typed.toUpperCase();

/** Free text; `uppercase` for PAN and GST numbers (spec §5: PAN fields are uppercased). */
export function Text({ uppercase, ...props }: BoundProps & InputProps & { uppercase?: boolean }) {
  return <BoundText {...props} keep={uppercase ? upperCased : asTyped} />;
}

/** Whole numbers typed as digits (years, counts, a pincode); `maxDigits` caps the length. */
export function Digits({ maxDigits, ...bound }: BoundProps & { maxDigits?: number }) {
  return (
    <BoundText
      {...bound}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxDigits}
      keep={(typed) => typed.replace(/\D/g, '').slice(0, maxDigits)}
    />
  );
}

/** A number that may have a fraction (a shareholding percentage): anything else is not taken. */
export function Decimal(bound: BoundProps) {
  return (
    <BoundText
      {...bound}
      inputMode="decimal"
      autoComplete="off"
      keep={(typed, kept) => (/^\d*\.?\d*$/.test(typed) ? typed : kept)}
    />
  );
}

export function LongText(bound: BoundProps) {
  const field = useBound(bound);
  if (!field) return null;
  const change = (event: ChangeEvent<HTMLTextAreaElement>) => field.set(event.target.value);
  return <TextArea {...field.props} name={bound.name} onChange={change} />;
}

/** The options' labels (src/domain's enumerations) in the language shown. */
function useWorded(options: readonly SelectOption[]): SelectOption[] {
  const { i18n } = useLingui();
  return options.map((option) => ({ ...option, label: i18n._(domainMessage(option.label)) }));
}

/** Rupees: digits kept, shown with ₹ and Indian grouping. */
export function Amount(bound: BoundProps) {
  const field = useBound(bound);
  if (!field) return null;
  const digits = amountDigitsOnly(field.value);
  return <AmountField {...field.props} name={bound.name} value={digits} onChange={field.set} />;
}

export function DateInput({ max, ...bound }: BoundProps & { max?: string }) {
  const field = useBound(bound);
  if (!field) return null;
  return <DateField {...field.props} max={max} onChange={field.set} />;
}

export function Select({
  options,
  onChange,
  ...bound
}: BoundProps & {
  options: readonly SelectOption[];
  /** Instead of setting this field alone (a bank sets its name and its id). */
  onChange?: (value: string) => void;
}) {
  const field = useBound(bound);
  const worded = useWorded(options);
  if (!field) return null;
  return <SelectField {...field.props} options={worded} onChange={onChange ?? field.set} />;
}

export function Radios({ options, ...bound }: BoundProps & { options: readonly SelectOption[] }) {
  const field = useBound(bound);
  const worded = useWorded(options);
  if (!field) return null;
  return <RadioGroup {...field.props} options={worded} onChange={field.set} />;
}

const selectUploadChild = (name: string) => (snapshot: ReturnType<FormActor['getSnapshot']>) =>
  snapshot.children[`upload.${name}`] as UploadActor | undefined;

/**
 * A document field: its upload actor is the form's child `upload.<name>`; its label is the
 * document's name (src/domain/document-fields.ts) unless the step gives another.
 */
export function Upload({
  name,
  label = documentFieldOf(name)?.label ?? name,
  hint,
}: Omit<BoundProps, 'label'> & { label?: string }) {
  const { form, visible, errorOf, viewUrl } = useStep();
  const { i18n } = useLingui();
  const upload = useSelector(form, selectUploadChild(name));
  if (!visible.has(name) || !upload) return null;
  return (
    <UploadField
      id={fieldId(name)}
      label={i18n._(domainMessage(label))}
      hint={hint}
      upload={upload}
      viewUrl={viewUrl}
      error={errorOf(name)}
    />
  );
}

/** Document fields one after another, each labelled with its document's name. */
export function Uploads({ names }: { names: readonly string[] }) {
  return names.map((name) => <Upload key={name} name={name} />);
}

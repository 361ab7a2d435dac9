import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_REFERENCES } from '../../../domain/sections/references';
import { Button } from '../../kit/Button';
import { RadioGroup } from '../../kit/RadioGroup';
import { TextArea } from '../../kit/TextArea';
import { TextField } from '../../kit/TextField';
import {
  blankReference,
  referenceRows,
  REFERENCES_FIELD,
  type ReferenceRow,
} from './reference-rows';
import { FieldGroup, fieldId, StepForm, useStep, type StepViewProps } from '../../kit/step-form';
import * as styles from '../../kit/step-form.css';
import { REFERENCE_LABELS } from '../../../domain/presenter/labels';
import { domainMessage } from '../../../domain/i18n/lookup';

export { referencesFormSpec } from './references-form';

/** The spec's two types, named shortly under the group's label. */
const TYPE_OPTIONS = [
  { value: 'PERSONAL_REFERENCE', label: msg`Personal` },
  { value: 'BUSINESS_REFERENCE', label: msg`Business` },
] as const;

/**
 * References (capture-app §3, §5): one to three in one form. Each has a type, a company name
 * only when it is a business reference, a name, a ten-digit phone and an address. Add Reference
 * up to three, Remove down to one; each issue shows at its reference's field, a new reference's
 * once its field is left or at the next Save.
 */
export default function ReferencesStep(props: StepViewProps) {
  const { t } = useLingui();
  return (
    <StepForm {...props} title={t`References`}>
      <ReferenceList />
    </StepForm>
  );
}

function ReferenceList() {
  const { values, errorOf, change } = useStep();
  const rows = referenceRows(values[REFERENCES_FIELD]);
  const setRows = (next: ReferenceRow[]) => change(REFERENCES_FIELD, next);
  const wholeIssue = errorOf(REFERENCES_FIELD);

  return (
    <>
      {rows.map((row, index) => (
        <ReferenceFields
          // A saved reference keeps its place by id; a new one by where it stands.
          key={row.id ?? `new-${index}`}
          index={index}
          row={row}
          onChange={(next) => setRows(rows.map((item, i) => (i === index ? next : item)))}
          onRemove={rows.length > 1 ? () => setRows(rows.filter((_, i) => i !== index)) : undefined}
        />
      ))}
      {wholeIssue ? (
        <p id={fieldId(REFERENCES_FIELD)} tabIndex={-1} className={styles.groupError}>
          {wholeIssue}
        </p>
      ) : null}
      {rows.length < MAX_REFERENCES ? (
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => setRows([...rows, blankReference()])}>
            <Trans>Add Reference</Trans>
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ReferenceFields({
  index,
  row,
  onChange,
  onRemove,
}: {
  index: number;
  row: ReferenceRow;
  onChange: (row: ReferenceRow) => void;
  /** Absent for the last one left: a form keeps at least one reference. */
  onRemove: (() => void) | undefined;
}) {
  const { errorOf, leave } = useStep();
  const { t, i18n } = useLingui();
  const number = index + 1;
  const typeOptions = TYPE_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }));
  const path = (field: keyof ReferenceRow) => `${REFERENCES_FIELD}.${index}.${field}`;
  const set = (field: keyof ReferenceRow, value: string) => onChange({ ...row, [field]: value });
  // A reference added after Save shows its issues once a field is left (or at the next Save).
  const text = (field: keyof ReferenceRow) => ({
    id: fieldId(path(field)),
    value: row[field] ?? '',
    error: errorOf(path(field)),
    onBlur: () => leave(path(field)),
  });

  return (
    <FieldGroup title={t`Reference ${number}`}>
      <RadioGroup
        {...text('type')}
        label={i18n._(domainMessage(REFERENCE_LABELS.type))}
        options={typeOptions}
        onChange={(value) => set('type', value)}
      />
      {row.type === 'BUSINESS_REFERENCE' ? (
        <TextField
          {...text('company_name')}
          label={i18n._(domainMessage(REFERENCE_LABELS.company_name))}
          autoComplete="off"
          onChange={(event) => set('company_name', event.target.value)}
        />
      ) : null}
      <TextField
        {...text('name')}
        label={i18n._(domainMessage(REFERENCE_LABELS.name))}
        autoComplete="off"
        onChange={(event) => set('name', event.target.value)}
      />
      <TextField
        {...text('phone')}
        label={i18n._(domainMessage(REFERENCE_LABELS.phone))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        onChange={(event) => set('phone', event.target.value.replace(/\D/g, '').slice(0, 10))}
      />
      <TextArea
        {...text('address')}
        label={i18n._(domainMessage(REFERENCE_LABELS.address))}
        onChange={(event) => set('address', event.target.value)}
      />
      {onRemove ? (
        <div className={styles.actions}>
          <Button variant="ghostBlack" onClick={onRemove}>
            {t`Remove Reference ${number}`}
          </Button>
        </div>
      ) : null}
    </FieldGroup>
  );
}

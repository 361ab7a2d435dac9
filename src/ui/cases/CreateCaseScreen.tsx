import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { NEW_CASE_LENDER, NEW_CASE_VALUES, MAX_CASE_LENDERS } from '../../domain/cases/case-schema';
import { LOAN_TYPE_LABELS, LOAN_TYPES } from '../../domain/enums';
import { domainMessage } from '../../domain/i18n/lookup';
import {
  selectLenderChoices,
  selectLendersFailure,
  selectLendersLoading,
} from '../../machines/case-lenders/selectors';
import { createCaseSpec } from '../../machines/create-case/machine';
import { AmountField } from '../kit/AmountField';
import { Button } from '../kit/Button';
import { CheckboxField } from '../kit/CheckboxField';
import { DateField } from '../kit/DateField';
import { FailedLoad } from '../kit/FailedLoad';
import { SearchableSelect } from '../kit/SearchableSelect';
import { optionsOf, SelectField } from '../kit/SelectField';
import { TextArea } from '../kit/TextArea';
import { TextField } from '../kit/TextField';
import { FieldGroup, fieldId, StepForm, useStep } from '../kit/step-form';
import * as styles from '../kit/step-form.css';
import { CaseLendersFlow, CreateCaseFlow } from './case-flows';
import { RecordsCases } from './RecordsCases';

const LENDERS = 'lender_info';
const LOAN_TYPE_OPTIONS = optionsOf(LOAN_TYPES, LOAN_TYPE_LABELS);
const SPEC = createCaseSpec();

type LenderBlock = Record<keyof typeof NEW_CASE_LENDER, unknown>;

const noFiles = () => Promise.reject(new Error('A case has no files'));

/**
 * `/create-case` (partner-portal §2, §3, §5): record an offline disbursement. The borrower, loan
 * type and amount, then one block per lender (lender, disbursement date, pendency and its
 * description, the waivers), Add Lender for another, and remarks. Submit shows every issue at
 * once; a recorded case opens `/case-recorded-success`.
 */
export default function CreateCaseScreen() {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  return (
    <RecordsCases title={t`Record Offline Disbursement`}>
      <CaseLendersFlow.Host page={undefined}>
        <CreateCaseFlow.Host
          page={undefined}
          input={{ values: { ...NEW_CASE_VALUES, lender_info: [{ ...NEW_CASE_LENDER }] } }}
          onDone={() => navigate('/case-recorded-success')}
        >
          <CaseForm />
        </CreateCaseFlow.Host>
      </CaseLendersFlow.Host>
    </RecordsCases>
  );
}

function CaseForm() {
  const form = CreateCaseFlow.useActorRef();
  const { t } = useLingui();
  return (
    <StepForm
      form={form}
      spec={SPEC}
      viewUrl={noFiles}
      title={t`Record Offline Disbursement`}
      submitLabel={t`Submit`}
    >
      <CaseFields />
    </StepForm>
  );
}

function CaseFields() {
  const { values, errorOf, change } = useStep();
  const { t, i18n } = useLingui();
  const loanTypeOptions = LOAN_TYPE_OPTIONS.map(({ value, label }) => ({
    value,
    label: i18n._(domainMessage(label)),
  }));
  const text = (field: string) => ({
    id: fieldId(field),
    value: typeof values[field] === 'string' ? (values[field] as string) : '',
    error: errorOf(field),
  });
  return (
    <>
      <TextField
        {...text('tracker_id')}
        label={t`Case ID (optional)`}
        autoComplete="off"
        onChange={(event) => change('tracker_id', event.target.value)}
      />
      <TextField
        {...text('name')}
        label={t`Borrower Name`}
        autoComplete="off"
        onChange={(event) => change('name', event.target.value)}
      />
      <SelectField
        {...text('loan_type')}
        label={t`Loan Type`}
        options={loanTypeOptions}
        onChange={(value) => change('loan_type', value)}
      />
      <AmountField
        {...text('required_amount')}
        label={t`Amount`}
        onChange={(digits) => change('required_amount', digits)}
      />
      <LenderBlocks />
      <TextArea
        {...text('remarks')}
        label={t`Remarks (optional)`}
        onChange={(event) => change('remarks', event.target.value)}
      />
    </>
  );
}

function LenderBlocks() {
  const { values, change } = useStep();
  const blocks = Array.isArray(values[LENDERS]) ? (values[LENDERS] as LenderBlock[]) : [];
  const setBlocks = (next: LenderBlock[]) => change(LENDERS, next);
  return (
    <>
      {blocks.map((block, index) => (
        <LenderFields
          // Blocks have no ids of their own: each keeps its place.
          key={index}
          index={index}
          block={block}
          onChange={(next) => setBlocks(blocks.map((item, i) => (i === index ? next : item)))}
          onRemove={
            blocks.length > 1 ? () => setBlocks(blocks.filter((_, i) => i !== index)) : undefined
          }
        />
      ))}
      {blocks.length < MAX_CASE_LENDERS ? (
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => setBlocks([...blocks, { ...NEW_CASE_LENDER }])}>
            <Trans>Add Lender</Trans>
          </Button>
        </div>
      ) : null}
    </>
  );
}

function LenderFields({
  index,
  block,
  onChange,
  onRemove,
}: {
  index: number;
  block: LenderBlock;
  onChange: (block: LenderBlock) => void;
  onRemove: (() => void) | undefined;
}) {
  const { errorOf, leave } = useStep();
  const { t } = useLingui();
  const number = index + 1;
  const lenders = CaseLendersFlow.useActorRef();
  const choices = CaseLendersFlow.useSelector(selectLenderChoices);
  const loading = CaseLendersFlow.useSelector(selectLendersLoading);
  const failure = CaseLendersFlow.useSelector(selectLendersFailure);
  const path = (field: keyof LenderBlock) => `${LENDERS}.${index}.${field}`;
  const set = (field: keyof LenderBlock, value: unknown) => onChange({ ...block, [field]: value });
  const text = (field: keyof LenderBlock) => ({
    id: fieldId(path(field)),
    value: typeof block[field] === 'string' ? (block[field] as string) : '',
    error: errorOf(path(field)),
    onBlur: () => leave(path(field)),
  });
  const decimal = (field: keyof LenderBlock, label: string) => (
    <TextField
      {...text(field)}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      onChange={(event) => set(field, event.target.value)}
    />
  );
  const pendency = block.is_pendency === true;

  return (
    <FieldGroup title={t`Lender ${number}`}>
      {failure ? (
        <FailedLoad message={failure} onRetry={() => lenders.send({ type: 'list.retry' })} />
      ) : null}
      <SearchableSelect
        {...text('lender_id')}
        label={t`Lender Name`}
        placeholder={loading ? t`Loading lenders…` : undefined}
        options={choices}
        onChange={(value) => set('lender_id', value)}
      />
      <DateField
        {...text('disbursement_date')}
        label={t`Disbursement Date`}
        onChange={(value) => set('disbursement_date', value)}
      />
      <CheckboxField
        id={fieldId(path('is_pendency'))}
        label={t`Pendency`}
        checked={pendency}
        error={errorOf(path('is_pendency'))}
        onChange={(checked) => set('is_pendency', checked)}
      />
      {pendency ? (
        <TextArea
          {...text('pendency_desc')}
          label={t`Pendency Description`}
          onChange={(event) => set('pendency_desc', event.target.value)}
        />
      ) : null}
      {decimal('insurance_fee_waiver', t`Insurance Fee Waiver (₹, optional)`)}
      {decimal('pf_waiver_percentage', t`PF Waiver % (optional)`)}
      {decimal('interest_rate_waiver', t`Interest Rate Waiver % (optional)`)}
      {onRemove ? (
        <div className={styles.actions}>
          <Button variant="ghostBlack" onClick={onRemove}>
            {t`Remove Lender ${number}`}
          </Button>
        </div>
      ) : null}
    </FieldGroup>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { bankFields, canAddBank, extraBankCount } from '../../../domain/sections/extra-banks';
import { selectBanks, selectBanksError } from '../../../machines/bank-list/selectors';
import { Button } from '../../kit/Button';
import { MessageLine } from '../../kit/MessageLine';
import { ACCOUNT_TYPE_OPTIONS } from '../../kit/enum-options';
import { SelectField } from '../../kit/SelectField';
import { BankListFlow } from '../../app/bank-list-flow';
import { Amount, Select, Text, textOf, Upload } from '../../kit/form-fields';
import { FieldGroup, fieldId, useStep } from '../../kit/step-form';
import * as styles from '../../kit/step-form.css';
import { additionalBankTitle, BANK_LABELS } from '../../../domain/presenter/labels';
import { domainMessage } from '../../../domain/i18n/lookup';

/**
 * One bank's fields (spec §3): the bank from the searchable list (its name and id both kept),
 * statements (several files), the statement's password, account type and credit limit.
 * `suffix` is '' for the primary bank, 1 or 2 for the extra ones. The banks, or why they could
 * not be loaded and Retry, are the step's bank list (the BankListFlow its screen hosts).
 */
export function BankFields({ suffix, title }: { suffix: '' | number; title: string }) {
  const { values, visible, errorOf, change } = useStep();
  const { i18n } = useLingui();
  const bankList = BankListFlow.useActorRef();
  const banks = BankListFlow.useSelector(selectBanks);
  const banksError = BankListFlow.useSelector(selectBanksError);
  const [bankName, bankId, statement, password, accountType, creditLimit] = bankFields(suffix);
  const options = useMemo(
    () => banks.map((bank) => ({ value: bank.id, label: bank.name })),
    [banks],
  );
  if (!bankName || !bankId || !statement || !password || !accountType || !creditLimit) return null;
  const chosenId =
    textOf(values[bankId]) || (banks.find((bank) => bank.name === values[bankName])?.id ?? '');
  const idIssue = errorOf(bankId);

  return (
    <FieldGroup title={title} fields={bankFields(suffix)}>
      {banksError ? (
        <div className={styles.actions}>
          <MessageLine tone="error">{banksError}</MessageLine>
          <Button variant="outline" size="sm" onClick={() => bankList.send({ type: 'list.retry' })}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : null}
      {visible.has(bankName) || visible.has(bankId) ? (
        <SelectField
          // Named by whichever of the two the issue is about, so focus lands here either way.
          id={fieldId(idIssue ? bankId : bankName)}
          label={i18n._(domainMessage(BANK_LABELS.bank_name))}
          searchable
          options={options}
          value={chosenId}
          onChange={(id) => {
            change(bankId, id);
            change(bankName, banks.find((bank) => bank.id === id)?.name ?? '');
          }}
          error={errorOf(bankName) ?? idIssue}
        />
      ) : null}
      <Upload name={statement} label={BANK_LABELS.bank_statement} />
      <Text name={password} label={BANK_LABELS.bank_statement_pwd} autoComplete="off" />
      <Select
        name={accountType}
        label={BANK_LABELS.bank_account_type}
        options={ACCOUNT_TYPE_OPTIONS}
      />
      <Amount name={creditLimit} label={BANK_LABELS.credit_limit} />
    </FieldGroup>
  );
}

/**
 * The extra banks (suffix 1, 2) and the Add Bank control, disabled as spec §5 says: when the
 * maximum is there or the primary bank has no name or statement yet. The last one can be removed.
 */
export function ExtraBanks({ max }: { max: number }) {
  const { form, values, change } = useStep();
  const count = extraBankCount(values, max);
  const suffixes = Array.from({ length: count }, (_, index) => index + 1);
  const { t } = useLingui();
  const lastTitle = additionalBankTitle(count);

  const removeLast = () => {
    // The statements go first: the field's upload forgets its files, then the bank is gone.
    const statements = form.getSnapshot().children[`upload.bank_statement${count}`];
    statements?.send({ type: 'file.clear' });
    for (const field of bankFields(count)) change(field, undefined);
  };

  return (
    <>
      {suffixes.map((suffix) => (
        <BankFields key={suffix} suffix={suffix} title={additionalBankTitle(suffix)} />
      ))}
      <div className={styles.actions}>
        <Button
          variant="outline"
          disabled={!canAddBank(values, max)}
          onClick={() => change(`bank_name${count + 1}`, '')}
        >
          <Trans>Add Bank</Trans>
        </Button>
        {count > 0 ? (
          <Button variant="ghostBlack" onClick={removeLast}>
            {t`Remove ${lastTitle}`}
          </Button>
        ) : null}
      </div>
    </>
  );
}

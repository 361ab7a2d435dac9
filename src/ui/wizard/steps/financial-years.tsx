import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { lastThreeFinancialYears } from '../../../domain/financial-years';
import { amountDigitsOnly } from '../../../domain/money';
import { AmountField } from '../../kit/AmountField';
import { textOf } from '../../kit/form-fields';
import { FieldGroup, fieldId, useStep } from '../../kit/step-form';
import * as styles from '../../kit/step-form.css';
import { profitLabel, turnoverLabel } from '../../../domain/presenter/labels';

/** One financial year's figures as typed: digit strings. */
export interface FinancialYearRow {
  fy: string;
  turnover: string;
  profit: string;
}

const FIELD = 'business_financials';

/**
 * The three rows the form shows: the years of the domain's FY rule (the last three completed),
 * each with what was typed or saved for that year.
 */
export function financialYearRows(saved: unknown, today: Date): FinancialYearRow[] {
  const data = (saved as { data?: unknown } | null | undefined)?.data;
  const entries = Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
  return lastThreeFinancialYears(today).map((fy) => {
    const entry = entries.find((item) => item?.['fy'] === fy);
    return { fy, turnover: textOf(entry?.['turnover']), profit: textOf(entry?.['profit']) };
  });
}

/** A profit as the field keeps it: digits, with a leading minus for a loss. */
const signedDigits = (typed: string) =>
  `${typed.trimStart().startsWith('-') ? '-' : ''}${amountDigitsOnly(typed)}`;

/** Turnover and profit for the last three financial years (spec §3), newest first. */
export function FinancialYears() {
  const { values, visible, errorOf, change } = useStep();
  const saved = values[FIELD];
  const rows = useMemo(() => financialYearRows(saved, new Date()), [saved]);
  const { t } = useLingui();
  if (!visible.has(FIELD)) return null;

  const set = (index: number, key: 'turnover' | 'profit', digits: string) =>
    change(FIELD, {
      data: rows.map((row, i) => (i === index ? { ...row, [key]: digits } : row)),
    });
  const wholeIssue = errorOf(FIELD);

  return (
    <FieldGroup title={t`Financials`}>
      {rows.map((row, index) => {
        const path = `${FIELD}.data.${index}`;
        return (
          <div key={row.fy} className={styles.yearRow}>
            <AmountField
              id={fieldId(`${path}.turnover`)}
              label={turnoverLabel(row.fy)}
              value={amountDigitsOnly(row.turnover)}
              onChange={(digits) => set(index, 'turnover', digits)}
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's path, not a text
              error={errorOf(`${path}.turnover`) ?? errorOf(`${path}.fy`)}
            />
            <AmountField
              id={fieldId(`${path}.profit`)}
              label={profitLabel(row.fy)}
              hint={t`A loss starts with a minus sign.`}
              signed
              value={signedDigits(row.profit)}
              onChange={(digits) => set(index, 'profit', digits)}
              // eslint-disable-next-line lingui/no-unlocalized-strings -- a field's path, not a text
              error={errorOf(`${path}.profit`)}
            />
          </div>
        );
      })}
      {wholeIssue ? (
        <p id={fieldId(FIELD)} tabIndex={-1} className={styles.groupError}>
          {wholeIssue}
        </p>
      ) : null}
    </FieldGroup>
  );
}

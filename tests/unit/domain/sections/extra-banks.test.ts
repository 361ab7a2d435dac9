import { describe, expect, it } from 'vitest';
import {
  bankFields,
  canAddBank,
  extraBankCount,
  MAX_EXTRA_BANKS,
} from '../../../../src/domain/sections/extra-banks';

const primary = { bank_name: 'HDFC Bank', bank_statement: ['file-1'] };

describe('extra banks (spec §5)', () => {
  it('counts the extra banks whose name key is there, from suffix 1 without gaps', () => {
    expect(extraBankCount({}, 2)).toBe(0);
    expect(extraBankCount({ bank_name1: '' }, 2)).toBe(1);
    expect(extraBankCount({ bank_name1: '', bank_name2: 'SBI' }, 2)).toBe(2);
    expect(extraBankCount({ bank_name2: 'SBI' }, 2)).toBe(0);
    expect(extraBankCount({ bank_name1: '', bank_name2: '' }, MAX_EXTRA_BANKS.personal)).toBe(1);
  });

  it('offers Add Bank only below the maximum and once the primary bank has a name and a statement', () => {
    expect(canAddBank(primary, 2)).toBe(true);
    expect(canAddBank({ ...primary, bank_name: ' ' }, 2)).toBe(false);
    expect(canAddBank({ ...primary, bank_statement: [] }, 2)).toBe(false);
    expect(canAddBank({ ...primary, bank_name1: '' }, 2)).toBe(true);
    expect(canAddBank({ ...primary, bank_name1: '', bank_name2: '' }, 2)).toBe(false);
    expect(canAddBank({ ...primary, bank_name1: '' }, MAX_EXTRA_BANKS.personal)).toBe(false);
  });

  it('names a bank’s fields with its suffix', () => {
    expect(bankFields(2)).toEqual([
      'bank_name2',
      'statement_bank_id2',
      'bank_statement2',
      'bank_statement_pwd2',
      'bank_account_type2',
      'credit_limit2',
    ]);
    expect(bankFields('')[0]).toBe('bank_name');
  });
});

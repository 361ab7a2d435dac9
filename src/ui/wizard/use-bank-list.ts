import { useEffect, useState } from 'react';
import { BANK_LIST_FAILED, loadBankList, type Bank } from '../../services/bank-list';
import { useSite } from '../app/site';

/** The bank list for a step's bank fields, or the spec's failure text. */
export function useBankList(): { banks: Bank[]; banksError: string | null } {
  const { runtime } = useSite();
  const [state, setState] = useState<{ banks: Bank[]; banksError: string | null }>({
    banks: [],
    banksError: null,
  });
  useEffect(() => {
    let current = true;
    loadBankList(runtime.client).then(
      (banks) => current && setState({ banks, banksError: null }),
      () => current && setState({ banks: [], banksError: BANK_LIST_FAILED }),
    );
    return () => {
      current = false;
    };
  }, [runtime.client]);
  return state;
}

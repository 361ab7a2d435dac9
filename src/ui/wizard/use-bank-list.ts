import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { createBankListMachine } from '../../services/bank-list';
import { useSite } from '../app/site';

/** The bank list's chart for a step's bank fields, started with the step. */
export function useBankList() {
  const { runtime } = useSite();
  const [machine] = useState(() => createBankListMachine(runtime.client));
  return useActorRef(machine);
}

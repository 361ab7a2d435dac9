import type { SnapshotFrom } from 'xstate';
import { selectData, selectFailure, selectIsLoading } from '../list/selectors';
import type { BankListMachine } from './machine';
import type { Bank } from './types';

type BankListSnapshot = SnapshotFrom<BankListMachine>;

/** One empty list, so a view's selection keeps its identity until the banks arrive. */
const NO_BANKS: Bank[] = [];

export const selectBanks = (snapshot: BankListSnapshot) => selectData(snapshot) ?? NO_BANKS;
export const selectIsLoadingBanks = (snapshot: BankListSnapshot) => selectIsLoading(snapshot);
/** Shown only while a state tagged `error` holds it. */
export const selectBanksError = (snapshot: BankListSnapshot) => selectFailure(snapshot);

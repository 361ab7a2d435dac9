import type { SnapshotFrom } from 'xstate';
import type { BankListMachine } from './machine';

type BankListSnapshot = SnapshotFrom<BankListMachine>;

export const selectBanks = (snapshot: BankListSnapshot) => snapshot.context.banks;
export const selectIsLoadingBanks = (snapshot: BankListSnapshot) => snapshot.hasTag('busy');
/** Shown only while a state tagged `error` holds it. */
export const selectBanksError = (snapshot: BankListSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;

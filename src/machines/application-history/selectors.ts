import type { SnapshotFrom } from 'xstate';
import { selectData, selectFailure, selectIsEmpty, selectIsLoading } from '../list/selectors';
import type { ApplicationHistoryMachine } from './machine';

type HistorySnapshot = SnapshotFrom<ApplicationHistoryMachine>;

/** The steps once loaded; null while loading and after a failure. */
export const selectHistory = (s: HistorySnapshot) => selectData(s);
export const selectIsLoadingHistory = (s: HistorySnapshot) => selectIsLoading(s);
export const selectHistoryFailure = (s: HistorySnapshot) => selectFailure(s);
export const selectIsHistoryEmpty = (s: HistorySnapshot) => selectIsEmpty(s);

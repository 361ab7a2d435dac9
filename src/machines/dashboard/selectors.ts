import type { SnapshotFrom } from 'xstate';
import { selectData, selectFailure, selectIsLoading } from '../list/selectors';
import type { DashboardMachine } from './machine';

type DashboardSnapshot = SnapshotFrom<DashboardMachine>;

/** How many applications the partner has; null until the server answers. */
export const selectApplicationCount = (snapshot: DashboardSnapshot) => selectData(snapshot);
export const selectCanViewApplications = (snapshot: DashboardSnapshot) =>
  (selectData(snapshot) ?? 0) > 0;
export const selectIsLoadingCount = (snapshot: DashboardSnapshot) => selectIsLoading(snapshot);
/** The message line's text; shown only while a state tagged `error` holds it. */
export const selectCountError = (snapshot: DashboardSnapshot) => selectFailure(snapshot);

import type { SnapshotFrom } from 'xstate';
import type { dashboardMachine } from './machine';

type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;

export const selectApplicationCount = (snapshot: DashboardSnapshot) =>
  snapshot.context.applicationCount;
export const selectCanViewApplications = (snapshot: DashboardSnapshot) =>
  (snapshot.context.applicationCount ?? 0) > 0;
export const selectIsLoadingCount = (snapshot: DashboardSnapshot) => snapshot.hasTag('busy');
/** The message line's text; shown only while a state tagged `error` holds it. */
export const selectCountError = (snapshot: DashboardSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;

import type { SnapshotFrom } from 'xstate';
import { selectData, selectFailure, selectIsLoading } from '../list/selectors';
import type { ApplicationDetailsMachine } from './machine';

type DetailsSnapshot = SnapshotFrom<ApplicationDetailsMachine>;

/** The details once loaded; null while loading and after a failure. */
export const selectDetails = (s: DetailsSnapshot) => selectData(s);
export const selectIsLoadingDetails = (s: DetailsSnapshot) => selectIsLoading(s);
export const selectDetailsFailure = (s: DetailsSnapshot) => selectFailure(s);

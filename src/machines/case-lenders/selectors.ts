import type { SnapshotFrom } from 'xstate';
import { selectData, selectFailure, selectIsLoading } from '../list/selectors';
import type { CaseLendersMachine, LenderChoice } from './machine';

type CaseLendersSnapshot = SnapshotFrom<CaseLendersMachine>;

const NONE: readonly LenderChoice[] = [];

/** The lenders to pick from; none until they arrive. */
export const selectLenderChoices = (snapshot: CaseLendersSnapshot) => selectData(snapshot) ?? NONE;
export const selectLendersLoading = (snapshot: CaseLendersSnapshot) => selectIsLoading(snapshot);
export const selectLendersFailure = (snapshot: CaseLendersSnapshot) => selectFailure(snapshot);

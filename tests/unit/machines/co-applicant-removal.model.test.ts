import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import {
  coApplicantRemovalMachine,
  REMOVAL_FAILED,
} from '../../../src/machines/co-applicant-removal/machine';
import {
  selectIsRemoving,
  selectRemovalError,
  selectRemovalName,
} from '../../../src/machines/co-applicant-removal/selectors';
import type { RemoveCoApplicantInput } from '../../../src/machines/co-applicant-removal/types';
import { ApiError } from '../../../src/services/api/api-error';
import { coApplicantRemovalModel } from '../../models/co-applicant-removal.model';
import { describeModel } from '../../models/model-suite';

const INPUT = { applicationId: 'a'.repeat(32), coApplicantId: 'c'.repeat(32), name: 'Ravi Verma' };
const REFUSAL = 'The loan offer has been accepted, so its co-applicants can no longer be removed.';

interface Pending {
  input: RemoveCoApplicantInput;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The removal chart, its server answers given by the test. */
function start() {
  const asks: Pending[] = [];
  const actor = createActor(
    coApplicantRemovalMachine.provide({
      actors: {
        removeCoApplicant: fromPromise<void, RemoveCoApplicantInput>(
          ({ input }) => new Promise((resolve, reject) => asks.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: INPUT },
  ).start();
  return { actor, asks };
}

type Harness = ReturnType<typeof start>;
type Snapshot = SnapshotFrom<typeof coApplicantRemovalMachine>;
const snapshotOf = (h: Harness): Snapshot => h.actor.getSnapshot();

const states: Record<string, (h: Harness) => void> = {
  confirming: (h) => {
    const s = snapshotOf(h);
    expect(selectRemovalName(s)).toBe('Ravi Verma');
    expect(selectIsRemoving(s)).toBe(false);
    expect(selectRemovalError(s)).toBeNull();
    expect(h.asks).toEqual([]);
  },
  removing: (h) => {
    const s = snapshotOf(h);
    expect(selectIsRemoving(s)).toBe(true);
    expect(selectRemovalError(s)).toBeNull();
    expect(h.asks.at(-1)?.input).toEqual({
      applicationId: INPUT.applicationId,
      coApplicantId: INPUT.coApplicantId,
    });
  },
  refused: (h) => {
    expect(selectRemovalError(snapshotOf(h))).toBe(REFUSAL);
    expect(selectIsRemoving(snapshotOf(h))).toBe(false);
  },
  failed: (h) => {
    expect(selectRemovalError(snapshotOf(h))).toBe(REMOVAL_FAILED);
    expect(selectIsRemoving(snapshotOf(h))).toBe(false);
  },
  removed: (h) => {
    const s = snapshotOf(h);
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ removed: true, coApplicantId: INPUT.coApplicantId });
  },
  cancelled: (h) => {
    const s = snapshotOf(h);
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ removed: false, coApplicantId: INPUT.coApplicantId });
  },
};

describeModel(
  'co-applicant removal model: its generated paths run against the real removal chart',
  coApplicantRemovalModel,
  states,
  async (path, checks) => {
    const h = start();
    const settled = () => waitFor(h.actor, (s) => !s.hasTag('busy'));
    await path.test({
      states: checks(() => h),
      events: {
        CONFIRM: () => h.actor.send({ type: 'removal.confirm' }),
        CANCEL: () => h.actor.send({ type: 'removal.cancel' }),
        SERVER_REMOVES: async () => {
          h.asks.at(-1)?.resolve();
          await settled();
        },
        SERVER_REFUSES: async () => {
          h.asks.at(-1)?.reject(new ApiError(409, REFUSAL));
          await settled();
        },
        CONNECTION_DROPS: async () => {
          h.asks.at(-1)?.reject(new ApiError(0, 'Something went wrong!'));
          await settled();
        },
      },
    });
  },
);

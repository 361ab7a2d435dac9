import { waitFor } from 'xstate';
import { expect, it } from 'vitest';
import { dashboardMachine } from '../../../src/machines/dashboard/machine';
import {
  selectApplicationCount,
  selectCanViewApplications,
  selectCountError,
  selectIsLoadingCount,
} from '../../../src/machines/dashboard/selectors';
import { ApiError } from '../../../src/services/api/api-error';
import { dashboardModel } from '../../models/dashboard.model';
import { describeModel } from '../../models/model-suite';
import { startList } from './support/list-harness';

const NETWORK_TEXT = 'Something went wrong!';

/** The real dashboard chart (a list chart) whose count requests wait until the test answers them. */
const startDashboard = () => startList(dashboardMachine);

type Harness = ReturnType<typeof startDashboard>;
type Snapshot = ReturnType<Harness['actor']['getSnapshot']>;

const states: Record<string, (snapshot: Snapshot) => void> = {
  loading: (s) => {
    expect(selectIsLoadingCount(s)).toBe(true);
    expect(selectCanViewApplications(s)).toBe(false);
    expect(selectCountError(s)).toBeNull();
  },
  countShown: (s) => {
    expect(selectIsLoadingCount(s)).toBe(false);
    expect(selectApplicationCount(s)).toBe(0);
    expect(selectCanViewApplications(s)).toBe(false);
  },
  failureShown: (s) => {
    expect(selectCountError(s)).toBe(NETWORK_TEXT);
    expect(selectIsLoadingCount(s)).toBe(false);
  },
};

describeModel(
  'dashboard model: its generated paths run against the real dashboard machine',
  dashboardModel,
  states,
  async (path, checks) => {
    const harness = startDashboard();
    await path.test({
      states: checks(() => harness.actor.getSnapshot()),
      events: {
        COUNT_ARRIVES: async () => {
          harness.next().resolve(0);
          await waitFor(harness.actor, (snapshot) => !snapshot.hasTag('busy'));
        },
        CONNECTION_DROPS: async () => {
          harness.next().reject(new ApiError(0, NETWORK_TEXT));
          await waitFor(harness.actor, (snapshot) => snapshot.hasTag('error'));
        },
        RETRY: () => harness.actor.send({ type: 'list.retry' }),
      },
    });
  },
  () => {
    it('a count above zero enables View Applications', async () => {
      const harness = startDashboard();
      harness.next().resolve(3);
      const snapshot = await waitFor(harness.actor, (s) => !s.hasTag('busy'));
      expect(selectApplicationCount(snapshot)).toBe(3);
      expect(selectCanViewApplications(snapshot)).toBe(true);
    });
  },
);

import { waitFor } from 'xstate';
import { expect, it } from 'vitest';
import { applicationDetailsMachine } from '../../../src/machines/application-details/machine';
import {
  selectDetails,
  selectDetailsFailure,
  selectIsLoadingDetails,
} from '../../../src/machines/application-details/selectors';
import type { ApplicationDetails } from '../../../src/machines/application-details/types';
import { ApiError } from '../../../src/services/api/api-error';
import { applicationDetailsModel } from '../../models/application-details.model';
import { describeModel } from '../../models/model-suite';
import { startList } from './support/list-harness';

const ID = 'demo0000000000000000000000000003';
const DETAILS: ApplicationDetails = {
  sections: [
    {
      title: 'Personal Details',
      fields: [{ label: 'Full Name', value: 'Kavya Reddy' }],
    },
  ],
  documents: [{ label: 'PAN Card', fileId: 'f'.repeat(32) }],
  lenderStatuses: [],
};

const startDetails = () => startList(applicationDetailsMachine, { input: { query: { id: ID } } });
type Harness = ReturnType<typeof startDetails>;

const states: Record<string, (h: Harness) => void> = {
  loading: ({ actor, asked }) => {
    expect(selectIsLoadingDetails(actor.getSnapshot())).toBe(true);
    expect(selectDetailsFailure(actor.getSnapshot())).toBeNull();
    expect(asked().at(-1)?.request).toEqual({ query: { id: ID }, page: 1 });
  },
  detailsShown: ({ actor }) => {
    expect(selectDetails(actor.getSnapshot())).toEqual(DETAILS);
    expect(selectIsLoadingDetails(actor.getSnapshot())).toBe(false);
  },
  failed: ({ actor }) => {
    expect(selectDetailsFailure(actor.getSnapshot())).toBe('Application not found');
    expect(selectDetails(actor.getSnapshot())).toBeNull();
  },
};

describeModel(
  'application-details model: its generated paths run against the real details chart',
  applicationDetailsModel,
  states,
  async (path, checks) => {
    const harness = startDetails();
    const settled = () => waitFor(harness.actor, (s) => !s.hasTag('busy'));
    await path.test({
      states: checks(() => harness),
      events: {
        DETAILS_ARRIVE: async () => {
          harness.next().resolve(DETAILS);
          await settled();
        },
        CONNECTION_DROPS: async () => {
          harness.next().reject(new ApiError(404, 'Application not found'));
          await settled();
        },
        RETRY: () => harness.actor.send({ type: 'list.retry' }),
      },
    });
  },
  () => {
    it('is never empty: an application always has something to show', async () => {
      const harness = startDetails();
      harness.next().resolve({ sections: [], documents: [], lenderStatuses: [] });
      const s = await waitFor(harness.actor, (snapshot) => !snapshot.hasTag('busy'));
      expect(s.hasTag('empty')).toBe(false);
    });
  },
);

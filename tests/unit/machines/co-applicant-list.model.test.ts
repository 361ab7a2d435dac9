import { expect } from 'vitest';
import { Stage } from '../../../src/domain/stages';
import { CO_APPLICANT_REMOVED } from '../../../src/domain/sections/co-applicant';
import { selectFormRemoval } from '../../../src/machines/co-applicant/selectors';
import { selectRemovalName } from '../../../src/machines/co-applicant-removal/selectors';
import {
  selectCanAddCoApplicant,
  selectCanRemoveCoApplicants,
  selectCoApplicantActor,
  selectCoApplicants,
  selectIsListingCoApplicants,
  selectListRemoval,
  selectStep,
} from '../../../src/machines/wizard/selectors';
import type { CoApplicantEntry, OfferFacts } from '../../../src/machines/wizard/types';
import { coApplicantListModel } from '../../models/co-applicant-list.model';
import { describeModel } from '../../models/model-suite';
import {
  coApplicantEntry as entry,
  ID,
  loaded,
  settle,
  startWizard,
  type Harness,
  type WizardSnapshot as Snapshot,
} from './support/wizard-harness';

/** Work saved and a co-applicant added: the stages of an application with co-applicants. */
const STAGES: string[] = [
  Stage.CREATE_APPLICATION,
  Stage.PERSONAL_DETAILS,
  Stage.EMPLOYMENT_DETAILS,
  Stage.CO_APPLICANT,
];
const RAVI = entry(1, 'Ravi Verma');
const SITA = entry(2, 'Sita Verma');
const ACCEPTED: OfferFacts = {
  decision: 'APPROVED',
  isAccepted: true,
  reasons: [],
  overdueAmount: 0,
};

let harness: Harness | undefined;
const wizard = () => {
  if (!harness) throw new Error('the wizard is not open');
  return harness;
};
const names = (s: Snapshot) => selectCoApplicants(s).map((coApplicant) => coApplicant.name);
const removal = () => {
  const ref = selectListRemoval(wizard().actor.getSnapshot());
  const open = ref ?? formRemoval();
  if (!open) throw new Error('no removal open');
  return open;
};
const formRemoval = () => {
  const child = selectCoApplicantActor(wizard().actor.getSnapshot());
  return child && selectFormRemoval(child.getSnapshot());
};

async function open(offer: OfferFacts | null) {
  harness = startWizard({ family: 'KYC', route: { step: 'co-applicants', id: ID } });
  harness.load.last().resolve(loaded({ stages: STAGES, offer }, {}, [RAVI, SITA]));
  await settle(harness.actor, (s) => s.matches({ coApplicants: 'loadingList' }));
}
async function answerList(list: CoApplicantEntry[]) {
  wizard().list.last().resolve(list);
  await settle(wizard().actor, (s) => s.matches({ coApplicants: 'listing' }));
}

const states: Record<string, (s: Snapshot) => void> = {
  start: () => expect(harness).toBeUndefined(),
  loadingTwo: (s) => {
    expect(selectIsListingCoApplicants(s)).toBe(true);
    expect(wizard().list.last().input).toEqual({ family: 'KYC', id: ID });
  },
  twoListed: (s) => {
    expect(names(s)).toEqual(['Ravi Verma', 'Sita Verma']);
    expect(selectCanRemoveCoApplicants(s)).toBe(true);
    expect(selectListRemoval(s)).toBeUndefined();
  },
  confirming: (s) => {
    expect(selectRemovalName(removal().getSnapshot())).toBe('Ravi Verma');
    expect(names(s)).toEqual(['Ravi Verma', 'Sita Verma']);
  },
  removing: () => {
    expect(removal().getSnapshot().hasTag('busy')).toBe(true);
    expect(wizard().remove.last().input).toEqual({ applicationId: ID, coApplicantId: RAVI.id });
  },
  reloading: (s) => {
    expect(selectStep(s)).toBe('co-applicants');
    expect(selectIsListingCoApplicants(s)).toBe(true);
    // Ravi is gone at once, and nothing typed for him is kept.
    expect(names(s)).toEqual(['Sita Verma']);
    expect(s.context.coApplicantDrafts[RAVI.id]).toBeUndefined();
    expect(wizard().told.at(-1)).toBe(CO_APPLICANT_REMOVED);
  },
  oneListed: (s) => {
    expect(names(s)).toEqual(['Sita Verma']);
    expect(selectCanAddCoApplicant(s)).toBe(true);
    expect(selectCanRemoveCoApplicants(s)).toBe(true);
  },
  editingFirst: (s) => {
    expect(selectStep(s)).toBe('co-applicant-details');
    expect(s.context.coApplicant).toEqual({ recordIndex: RAVI.id, id: RAVI.id });
  },
  formConfirming: (s) => {
    expect(selectStep(s)).toBe('co-applicant-details');
    expect(selectRemovalName(removal().getSnapshot())).toBe('Ravi Verma');
  },
  formRemoving: () => {
    expect(wizard().remove.last().input).toEqual({ applicationId: ID, coApplicantId: RAVI.id });
  },
  acceptedList: (s) => {
    expect(names(s)).toEqual(['Ravi Verma', 'Sita Verma']);
    expect(selectCanRemoveCoApplicants(s)).toBe(false);
    expect(selectListRemoval(s)).toBeUndefined();
    expect(wizard().remove.calls).toEqual([]);
  },
};

describeModel(
  'co-applicant list model: its generated paths run against the real wizard and its list',
  coApplicantListModel,
  states,
  async (path, checks) => {
    harness = undefined;
    await path.test({
      states: checks(() => harness?.actor.getSnapshot() as Snapshot),
      events: {
        OPEN_TWO: () => open(null),
        OPEN_ACCEPTED: async () => {
          await open(ACCEPTED);
          await answerList([RAVI, SITA]);
        },
        // The server lists what the wizard already knows is left.
        LIST_LOADS: () => answerList(selectCoApplicants(wizard().actor.getSnapshot())),
        REMOVE_FIRST: () => wizard().actor.send({ type: 'coApplicant.remove', id: RAVI.id }),
        EDIT_FIRST: () => wizard().actor.send({ type: 'coApplicant.edit', id: RAVI.id }),
        REMOVE_ON_FORM: () =>
          selectCoApplicantActor(wizard().actor.getSnapshot())?.send({
            type: 'coApplicant.remove',
          }),
        CANCEL: () => removal().send({ type: 'removal.cancel' }),
        CONFIRM: () => removal().send({ type: 'removal.confirm' }),
        SERVER_REMOVES: async () => {
          wizard().remove.last().resolve();
          await settle(wizard().actor, (s) => s.matches({ coApplicants: 'loadingList' }));
        },
      },
    });
  },
);

import * as v from 'valibot';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { fieldsObject } from '../../../src/domain/validation';
import { coApplicantMachine } from '../../../src/machines/co-applicant/machine';
import {
  selectCanRemove,
  selectCoApplicantForm,
  selectFormRemoval,
} from '../../../src/machines/co-applicant/selectors';
import type { CoApplicantInput } from '../../../src/machines/co-applicant/types';
import type { RemoveCoApplicantInput } from '../../../src/machines/co-applicant-removal/types';
import { coApplicantRemovalMachine } from '../../../src/machines/co-applicant-removal/machine';
import { selectRemovalName } from '../../../src/machines/co-applicant-removal/selectors';
import { NEW_CO_APPLICANT_VALUES } from '../../../src/domain/sections/co-applicant';
import { createFormMachine } from '../../../src/machines/form/create-form-machine';
import {
  selectIsSaving,
  selectServerError,
  selectValues,
} from '../../../src/machines/form/selectors';
import type { FormValues, SaveInput } from '../../../src/machines/form/types';
import { ApiError } from '../../../src/services/api/api-error';
import { coApplicantModel } from '../../models/co-applicant.model';
import { describeModel } from '../../models/model-suite';

const ID = 'a'.repeat(32);
const LISTED_ID = 'c'.repeat(32);
const LISTED = { name: 'Sita Rao' };
const DRAFT = { name: 'Sita R' };
const TYPED = { ...NEW_CO_APPLICANT_VALUES, name: 'Ravi Verma' };
const REFUSAL = 'This mobile number is already a co-applicant.';
const Named = fieldsObject({
  name: v.pipe(v.string('Invalid name'), v.minLength(2, 'Invalid name')),
});

const INPUTS = {
  new: {
    applicationId: ID,
    coApplicant: { recordIndex: '2', id: null },
    listed: null,
    draft: null,
    removable: false,
  },
  listed: {
    applicationId: ID,
    coApplicant: { recordIndex: LISTED_ID, id: LISTED_ID },
    listed: LISTED,
    draft: null,
    removable: true,
  },
  drafted: {
    applicationId: ID,
    coApplicant: { recordIndex: LISTED_ID, id: LISTED_ID },
    listed: LISTED,
    draft: DRAFT,
    removable: true,
  },
} satisfies Record<string, CoApplicantInput>;

/** The co-applicant's chart with a small form; the test answers its saves, hears what it tells. */
function open(input: CoApplicantInput) {
  const saves: Array<{ input: SaveInput; resolve: () => void; reject: (e: unknown) => void }> = [];
  const told: FormValues[] = [];
  const removals: Array<{
    input: RemoveCoApplicantInput;
    resolve: () => void;
    reject: (e: unknown) => void;
  }> = [];
  const machine = coApplicantMachine.provide({
    actors: {
      form: createFormMachine({ id: 'coApplicant', schemaFor: () => Named }).provide({
        actors: {
          save: fromPromise<void, SaveInput>(
            ({ input: saved }) =>
              new Promise((resolve, reject) => saves.push({ input: saved, resolve, reject })),
          ),
        },
      }),
      removal: coApplicantRemovalMachine.provide({
        actors: {
          removeCoApplicant: fromPromise<void, RemoveCoApplicantInput>(
            ({ input: asked }) =>
              new Promise((resolve, reject) => removals.push({ input: asked, resolve, reject })),
          ),
        },
      }),
    },
    actions: { tellTyped: (_, params) => void told.push(params.values) },
  });
  let actor = createActor(machine, { input }).start();
  return {
    get actor() {
      return actor;
    },
    saves,
    told,
    removals,
    removal() {
      const removal = selectFormRemoval(actor.getSnapshot());
      if (!removal) throw new Error('no removal open');
      return removal;
    },
    form() {
      const form = selectCoApplicantForm(actor.getSnapshot());
      if (!form) throw new Error('no form open');
      return form;
    },
    reload() {
      const persisted = actor.getPersistedSnapshot();
      actor.stop();
      actor = createActor(machine, { input, snapshot: persisted }).start();
    },
  };
}

type Opened = ReturnType<typeof open>;
type Snapshot = SnapshotFrom<typeof coApplicantMachine>;

/** The co-applicant open on the path being played (none before its first event). */
let opened: Opened | undefined;
const chart = () => {
  if (!opened) throw new Error('no co-applicant open');
  return opened;
};
const values = () => selectValues(chart().form().getSnapshot());
const lastSave = () => chart().saves.at(-1);

const states: Record<string, (s: Snapshot) => void> = {
  start: () => expect(opened).toBeUndefined(),
  newForm: (s) => {
    // The share starts at 0: nobody is stopped by a question that does not apply to them.
    expect(values()).toEqual(NEW_CO_APPLICANT_VALUES);
    expect(selectCanRemove(s)).toBe(false);
    expect(selectFormRemoval(s)).toBeUndefined();
    expect(chart().form().getSnapshot().context.target).toEqual({
      applicationId: ID,
      isNew: true,
      recordIndex: '2',
    });
    expect(chart().told).toEqual([NEW_CO_APPLICANT_VALUES]);
  },
  newTyped: () => {
    expect(values()).toEqual(TYPED);
    expect(chart().told.at(-1)).toEqual(TYPED);
  },
  adding: () => {
    expect(selectIsSaving(chart().form().getSnapshot())).toBe(true);
    expect(lastSave()?.input).toEqual({
      values: { name: TYPED.name },
      target: { applicationId: ID, isNew: true, recordIndex: '2' },
    });
  },
  addRefused: (s) => {
    expect(s.status).toBe('active');
    expect(selectServerError(chart().form().getSnapshot())).toBe(REFUSAL);
    expect(values()).toEqual(TYPED);
  },
  added: (s) => {
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ kind: 'saved', recordIndex: '2', isNew: true });
  },
  listedForm: (s) => {
    expect(values()).toEqual(LISTED);
    expect(chart().form().getSnapshot().context.resumed).toBe(true);
    expect(chart().told).toEqual([LISTED]);
    expect(selectCanRemove(s)).toBe(true);
    expect(selectFormRemoval(s)).toBeUndefined();
  },
  confirmingRemoval: () => {
    expect(selectRemovalName(chart().removal().getSnapshot())).toBe(LISTED.name);
    // The form stays behind the confirmation, as it was.
    expect(values()).toEqual(LISTED);
    expect(chart().removals).toEqual([]);
  },
  removing: () => {
    expect(chart().removals.at(-1)?.input).toEqual({ applicationId: ID, coApplicantId: LISTED_ID });
    expect(values()).toEqual(LISTED);
  },
  removed: (s) => {
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ kind: 'removed', recordIndex: LISTED_ID });
  },
  draftedForm: () => {
    expect(values()).toEqual(DRAFT);
    expect(chart().form().getSnapshot().context.resumed).toBe(false);
  },
  updating: () => {
    expect(lastSave()?.input.target).toEqual({
      applicationId: ID,
      isNew: false,
      recordIndex: LISTED_ID,
    });
  },
  updated: (s) => {
    expect(s.status).toBe('done');
    expect(s.output).toEqual({ kind: 'saved', recordIndex: LISTED_ID, isNew: false });
  },
};

describeModel(
  'co-applicant model: its generated paths run against the real co-applicant chart',
  coApplicantModel,
  states,
  async (path, checks) => {
    opened = undefined;
    await path.test({
      states: checks(() => opened?.actor.getSnapshot() as Snapshot),
      events: {
        OPEN_NEW: () => {
          opened = open(INPUTS.new);
        },
        OPEN_LISTED: () => {
          opened = open(INPUTS.listed);
        },
        OPEN_DRAFTED: () => {
          opened = open(INPUTS.drafted);
        },
        TYPE: () => {
          chart().form().send({ type: 'field.change', field: 'name', value: TYPED.name });
        },
        SAVE: () => chart().form().send({ type: 'form.submit' }),
        SERVER_SAVES: async () => {
          lastSave()?.resolve();
          await waitFor(chart().actor, (s) => s.status === 'done');
        },
        SERVER_REFUSES: async () => {
          lastSave()?.reject(new ApiError(409, REFUSAL));
          await waitFor(chart().form(), (s) => !s.hasTag('busy'));
        },
        REMOVE: () => chart().actor.send({ type: 'coApplicant.remove' }),
        CANCEL_REMOVAL: () => chart().removal().send({ type: 'removal.cancel' }),
        CONFIRM_REMOVAL: () => chart().removal().send({ type: 'removal.confirm' }),
        SERVER_REMOVES: async () => {
          chart().removals.at(-1)?.resolve();
          await waitFor(chart().actor, (s) => s.status === 'done');
        },
        RELOAD: () => {
          const before = values();
          chart().reload();
          expect(values()).toEqual(before);
        },
      },
    });
  },
);

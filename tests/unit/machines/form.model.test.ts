import * as v from 'valibot';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PincodeSchema } from '../../../src/domain/contact';
import { AddressSchema, PersonNameSchema } from '../../../src/domain/names';
import { fieldsObject } from '../../../src/domain/validation';
import { LOOKUP_DEBOUNCE_MS, REVALIDATE_AFTER_LOAD_MS } from '../../../src/domain/form-timing';
import { createFormMachine } from '../../../src/machines/form/create-form-machine';
import {
  selectIsLookingUp,
  selectIsSaved,
  selectIsSaving,
  selectIssue,
  selectIssues,
  selectServerError,
  selectValues,
} from '../../../src/machines/form/selectors';
import type { FormValues, LookupOutput, SaveInput } from '../../../src/machines/form/types';
import { ApiError } from '../../../src/services/api/api-error';
import { recordedChecks, uncoveredTransitions } from '../../models/coverage';
import {
  FORM_MODEL_STATES,
  formModel,
  formTestModel,
  LOOKUP_MODEL_STATES,
  lookupModel,
  lookupTestModel,
} from '../../models/form.model';

/** An address block of the KYC step: the domain's own field rules, pincode → city and state. */
const AddressForm = fieldsObject({
  name: PersonNameSchema,
  address: AddressSchema,
  pincode: PincodeSchema,
  city: v.pipe(v.string('Invalid city'), v.minLength(1, 'Invalid city')),
  state: v.pipe(v.string('Invalid state'), v.minLength(1, 'Invalid state')),
});
const addressForm = createFormMachine({
  id: 'addressForm',
  schemaFor: () => AddressForm,
  lookups: {
    pincode: { isReady: (value) => /^\d{6}$/.test(String(value)), fills: ['city', 'state'] },
  },
});

const EMPTY = { name: '', address: '', pincode: '', city: '', state: '' };
const REQUIRED_FIELDS = Object.keys(EMPTY).length;
const VALID = {
  name: ' Asha Verma ',
  address: '12 MG Road, Indiranagar',
  pincode: '560001',
  city: 'Bangalore',
  state: 'Karnataka',
};
const REFUSAL = 'PAN does not match the name';

/** The real form machine, with a simulated clock and server answers the test gives. */
function startForm(values: FormValues = EMPTY, resumed = false) {
  const clock = new SimulatedClock();
  const saves: Array<{ input: SaveInput; resolve: () => void; reject: (e: unknown) => void }> = [];
  const lookups: Array<{ resolve: (found: LookupOutput) => void; reject: (e: unknown) => void }> =
    [];
  const actor = createActor(
    addressForm.provide({
      actors: {
        save: fromPromise<void, SaveInput>(
          ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject })),
        ),
        lookup: fromPromise<LookupOutput, { field: string; value: unknown }>(
          () => new Promise((resolve, reject) => lookups.push({ resolve, reject })),
        ),
      },
    }),
    { input: { values, resumed }, clock },
  ).start();
  const type = (fields: FormValues) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'field.change', field, value });
    }
  };
  return { actor, clock, saves, lookups, type };
}

type Harness = ReturnType<typeof startForm>;
type Snapshot = ReturnType<Harness['actor']['getSnapshot']>;

describe('form model: its generated paths run against the real form machine', () => {
  let harness: Harness | undefined;
  const form = () => {
    if (!harness) throw new Error('the form is not open');
    return harness;
  };
  const checks: Record<string, (s: Snapshot) => void> = {
    closed: () => expect(harness).toBeUndefined(),
    blank: (s) => {
      expect(selectIssue(s)).toBeNull();
      expect(selectValues(s)).toEqual(EMPTY);
    },
    invalidQuiet: (s) => {
      expect(selectIssue(s)).toBeNull();
      expect(selectIsSaving(s)).toBe(false);
    },
    validQuiet: (s) => {
      expect(selectIssue(s)).toBeNull();
      expect(selectServerError(s)).toBeNull();
    },
    issueShown: (s) => {
      // The first issue, the one highest on the screen, takes the focus: an empty name says
      // what to do, a wrong one keeps the spec's message.
      const typed = selectValues(s)['name'] !== '';
      expect(selectIssue(s)).toEqual({
        field: 'name',
        message: typed ? 'Invalid name' : "Enter the borrower's full name",
      });
      // Every invalid field shows at once (issue 18): on a blank form, every required one.
      expect(selectIssues(s).length).toBe(typed ? 1 : REQUIRED_FIELDS);
    },
    validLive: (s) => {
      expect(selectIssue(s)).toBeNull();
      expect(selectServerError(s)).toBeNull();
    },
    saving: (s) => {
      expect(selectIsSaving(s)).toBe(true);
      // What is sent: the schema's output (trimmed), only the visible fields.
      expect(form().saves.at(-1)?.input.values).toEqual({ ...VALID, name: 'Asha Verma' });
    },
    refusalShown: (s) => {
      expect(selectServerError(s)).toBe(REFUSAL);
      expect(selectIsSaving(s)).toBe(false);
      expect(selectValues(s)).toMatchObject({ address: VALID.address });
    },
    resumedWithIssues: (s) => {
      expect(selectIssue(s)).toBeNull();
    },
    saved: (s) => {
      expect(selectIsSaved(s)).toBe(true);
      // The wizard keeps the values as typed.
      expect(form().actor.getSnapshot().output).toEqual(VALID);
      expect(s.status).toBe('done');
    },
  };
  const paths = formTestModel.getShortestPaths();
  const asserted = new Set<string>();

  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(checks).sort()).toEqual([...FORM_MODEL_STATES].sort());
    expect(uncoveredTransitions(formModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    harness = undefined;
    await path.test({
      states: recordedChecks(checks, asserted, () => harness?.actor.getSnapshot() as Snapshot),
      events: {
        OPEN_NEW: () => {
          harness = startForm();
        },
        OPEN_SAVED: () => {
          harness = startForm({ ...VALID, name: 'A' }, true);
        },
        TYPE_INVALID: () => form().type({ ...VALID, name: 'A' }),
        TYPE_VALID: () => form().type(VALID),
        SAVE: () => form().actor.send({ type: 'form.submit' }),
        SERVER_ACCEPTS: async () => {
          form().saves.at(-1)?.resolve();
          await waitFor(form().actor, (s) => s.status === 'done');
        },
        SERVER_REFUSES: async () => {
          form().saves.at(-1)?.reject(new ApiError(400, REFUSAL));
          await waitFor(form().actor, (s) => !s.hasTag('busy'));
        },
        WAIT_100MS: () => form().clock.increment(REVALIDATE_AFTER_LOAD_MS),
      },
    });
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...FORM_MODEL_STATES].sort());
  });
});

describe('lookup model: its generated paths run against the real form machine', () => {
  let harness: Harness;
  const FOUND = { city: 'Bangalore', state: 'Karnataka' };
  const checks: Record<string, (s: Snapshot) => void> = {
    empty: (s) => {
      expect(selectValues(s)).toMatchObject({ city: '', state: '' });
      expect(selectIsLookingUp(s)).toBe(false);
    },
    waiting: (s) => {
      expect(selectIsLookingUp(s)).toBe(true);
      expect(selectValues(s)).toMatchObject({ city: '', state: '' });
    },
    fetching: (s) => {
      expect(selectIsLookingUp(s)).toBe(true);
      expect(harness.lookups).not.toHaveLength(0);
    },
    filled: (s) => {
      expect(selectValues(s)).toMatchObject(FOUND);
      expect(selectIsLookingUp(s)).toBe(false);
    },
  };
  const paths = lookupTestModel.getShortestPaths();
  const asserted = new Set<string>();

  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(checks).sort()).toEqual([...LOOKUP_MODEL_STATES].sort());
    expect(uncoveredTransitions(lookupModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    harness = startForm();
    const settled = () => waitFor(harness.actor, (s) => !selectIsLookingUp(s));
    await path.test({
      states: recordedChecks(checks, asserted, () => harness.actor.getSnapshot()),
      events: {
        TYPE_COMPLETE: () => harness.type({ pincode: '560001' }),
        TYPE_INCOMPLETE: () => harness.type({ pincode: '56000' }),
        WAIT_300MS: () => harness.clock.increment(LOOKUP_DEBOUNCE_MS),
        LOOKUP_FINDS: async () => {
          harness.lookups.at(-1)?.resolve(FOUND);
          await settled();
        },
        LOOKUP_FINDS_NOTHING: async () => {
          harness.lookups.at(-1)?.resolve(null);
          await settled();
        },
        CONNECTION_DROPS: async () => {
          harness.lookups.at(-1)?.reject(new ApiError(0, 'Something went wrong!'));
          await settled();
        },
      },
    });
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...LOOKUP_MODEL_STATES].sort());
  });

  it('asks once for the last value typed within 300 ms', () => {
    harness = startForm();
    harness.type({ pincode: '560001' });
    harness.clock.increment(LOOKUP_DEBOUNCE_MS - 1);
    harness.type({ pincode: '110001' });
    harness.clock.increment(LOOKUP_DEBOUNCE_MS - 1);
    expect(harness.lookups).toHaveLength(0);
    harness.clock.increment(1);
    expect(harness.lookups).toHaveLength(1);
  });
});

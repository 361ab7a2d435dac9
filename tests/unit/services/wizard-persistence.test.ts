import * as v from 'valibot';
import { createActor, fromPromise, type Snapshot } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldsObject } from '../../../src/domain/validation';
import { createFormMachine } from '../../../src/machines/form/create-form-machine';
import { selectValues } from '../../../src/machines/form/selectors';
import type { SaveInput } from '../../../src/machines/form/types';
import { wizardMachine } from '../../../src/machines/wizard/machine';
import { selectForm, selectStep } from '../../../src/machines/wizard/selectors';
import type {
  ApplicationFacts,
  LoadApplicationInput,
  LoadedApplication,
  SubmittedApplication,
  WizardInput,
} from '../../../src/machines/wizard/types';
import {
  createMemoryStorage,
  createTokenStore,
  STORAGE_KEYS,
} from '../../../src/services/storage/token-store';
import {
  createWizardStore,
  WIZARD_SAVE_DELAY_MS,
  WIZARD_STORE_VERSION,
  type WizardOwner,
} from '../../../src/services/storage/wizard-store';
import { wizardPersistence } from '../../../src/services/wizard/persistence';

const Named = fieldsObject({
  name: v.pipe(v.string('Invalid name'), v.minLength(2, 'Invalid name')),
});
const save = fromPromise<void, SaveInput>(async () => undefined);
const form = (id: string) =>
  createFormMachine({ id, schemaFor: () => Named }).provide({ actors: { save } });

const ID = 'a'.repeat(32);
const FACTS: ApplicationFacts = {
  id: ID,
  trackerId: '40271893',
  status: 'DRAFT',
  remarks: null,
  jobType: 'SALARIED',
  loanType: 'PERSONAL_LOAN',
  stages: ['CREATE_APPLICATION'],
  hasReferences: false,
  hasAssetDocuments: false,
  offer: null,
};
let resolveLoad: (loaded: LoadedApplication) => void = () => undefined;
const machine = wizardMachine.provide({
  actors: {
    firstStepForm: form('firstStep'),
    kycForm: form('kyc'),
    employmentForm: form('employment'),
    businessForm: form('business'),
    loadApplication: fromPromise<LoadedApplication, LoadApplicationInput>(
      () => new Promise((resolve) => (resolveLoad = resolve)),
    ),
    submitApplication: fromPromise<SubmittedApplication, LoadApplicationInput>(async () => ({
      trackerId: FACTS.trackerId,
      status: 'SUBMITTED',
    })),
  },
  actions: {
    showStep: () => undefined,
    keepVerification: () => undefined,
    forgetVerification: () => undefined,
    announceTracker: () => undefined,
    announce: () => undefined,
  },
});

const OWNER: WizardOwner = { family: 'KYC', agentId: 'partner-1' };
const INPUT: WizardInput = { family: 'KYC', route: { step: 'mobile' } };

function start(storage: Storage, owner = OWNER, input = INPUT) {
  const store = createWizardStore(storage);
  const persistence = wizardPersistence(store, owner);
  const snapshot = store.load(owner) ?? undefined;
  const actor = createActor(machine, {
    input,
    snapshot: snapshot as Snapshot<unknown> as never,
    inspect: persistence.inspect,
  });
  persistence.attach(actor);
  actor.start();
  const type = (name: string) =>
    selectForm(actor.getSnapshot())?.send({ type: 'field.change', field: 'name', value: name });
  const typed = () => {
    const ref = selectForm(actor.getSnapshot());
    return ref ? selectValues(ref.getSnapshot()) : undefined;
  };
  return { actor, store, persistence, type, typed };
}

describe('the wizard kept on the device', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes what is typed a moment after the last keystroke, and a reload gets it back', () => {
    const storage = createMemoryStorage();
    const first = start(storage);
    first.type('As');
    first.type('Asha');
    expect(storage.getItem(STORAGE_KEYS.wizard)).toBeNull();
    vi.advanceTimersByTime(WIZARD_SAVE_DELAY_MS);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.wizard) ?? '{}')).toMatchObject({
      version: WIZARD_STORE_VERSION,
      family: 'KYC',
      agentId: 'partner-1',
    });
    expect(storage.getItem(STORAGE_KEYS.step)).toBe('mobile');
    first.actor.stop();

    const reloaded = start(storage);
    expect(selectStep(reloaded.actor.getSnapshot())).toBe('mobile');
    expect(reloaded.typed()).toEqual({ name: 'Asha' });
  });

  it('forgets the wizard once the application is submitted: nothing typed is kept', async () => {
    const storage = createMemoryStorage();
    const route = { step: 'final-submit' as const, id: ID };
    const wizard = start(storage, OWNER, { family: 'KYC', route });
    const offer = {
      decision: 'APPROVED' as const,
      isAccepted: true,
      reasons: [],
      overdueAmount: 0,
    };
    resolveLoad({
      ...FACTS,
      stages: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'EMPLOYMENT_DETAILS'],
      hasReferences: true,
      offer,
      sections: { kyc: { name: 'Asha' } },
      coApplicants: [],
    });
    await vi.waitFor(() => expect(selectStep(wizard.actor.getSnapshot())).toBe('final-submit'));
    vi.advanceTimersByTime(WIZARD_SAVE_DELAY_MS);
    expect(storage.getItem(STORAGE_KEYS.wizard)).not.toBeNull();
    wizard.actor.send({ type: 'application.submit' });
    await vi.waitFor(() => expect(wizard.actor.getSnapshot().status).toBe('done'));
    vi.advanceTimersByTime(WIZARD_SAVE_DELAY_MS);
    expect(storage.getItem(STORAGE_KEYS.wizard)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.applicationId)).toBeNull();
  });

  it('writes nothing while the application loads, and writes once it has', async () => {
    const storage = createMemoryStorage();
    const wizard = start(storage, OWNER, { family: 'KYC', route: { step: 'kyc', id: ID } });
    vi.advanceTimersByTime(WIZARD_SAVE_DELAY_MS * 4);
    expect(storage.getItem(STORAGE_KEYS.wizard)).toBeNull();
    resolveLoad({ ...FACTS, sections: {}, coApplicants: [] });
    await vi.waitFor(() => expect(selectStep(wizard.actor.getSnapshot())).toBe('kyc'));
    vi.advanceTimersByTime(WIZARD_SAVE_DELAY_MS);
    expect(storage.getItem(STORAGE_KEYS.applicationId)).toBe(ID);
    expect(storage.getItem(STORAGE_KEYS.trackerId)).toBe(FACTS.trackerId);
  });

  it('restores nothing for another partner, another family, an older version or bad JSON', () => {
    const storage = createMemoryStorage();
    const wizard = start(storage);
    wizard.type('Asha');
    wizard.persistence.flush();
    const store = createWizardStore(storage);
    expect(store.load(OWNER)).not.toBeNull();
    expect(store.load({ family: 'KYC', agentId: 'partner-2' })).toBeNull();
    expect(store.load({ family: 'APPLY_LOAN', agentId: 'partner-1' })).toBeNull();
    const saved = JSON.parse(storage.getItem(STORAGE_KEYS.wizard) ?? '{}');
    storage.setItem(STORAGE_KEYS.wizard, JSON.stringify({ ...saved, version: 0 }));
    expect(store.load(OWNER)).toBeNull();
    storage.setItem(STORAGE_KEYS.wizard, '{not json');
    expect(store.load(OWNER)).toBeNull();
  });

  it('is forgotten at logout with the rest of the spec’s keys', () => {
    const storage = createMemoryStorage();
    const wizard = start(storage);
    wizard.type('Asha');
    wizard.persistence.flush();
    expect(storage.getItem(STORAGE_KEYS.wizard)).not.toBeNull();
    createTokenStore(storage).clearAll();
    expect(storage.getItem(STORAGE_KEYS.wizard)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.step)).toBeNull();
  });
});

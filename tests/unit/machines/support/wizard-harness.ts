import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import { Stage } from '../../../../src/domain/stages';
import { fieldsObject } from '../../../../src/domain/validation';
import { coApplicantListMachine } from '../../../../src/machines/co-applicant-list/machine';
import { coApplicantMachine } from '../../../../src/machines/co-applicant/machine';
import { coApplicantRemovalMachine } from '../../../../src/machines/co-applicant-removal/machine';
import type { RemoveCoApplicantInput } from '../../../../src/machines/co-applicant-removal/types';
import { createFormMachine } from '../../../../src/machines/form/create-form-machine';
import type {
  FormValues,
  LookupInput,
  LookupOutput,
  SaveInput,
} from '../../../../src/machines/form/types';
import type { ListRequest } from '../../../../src/machines/list/types';
import { offerMachine } from '../../../../src/machines/offer/machine';
import type { LoadOfferInput, Offer } from '../../../../src/machines/offer/types';
import { otpMachine } from '../../../../src/machines/otp/machine';
import type { ResendCodeInput } from '../../../../src/machines/otp/types';
import { wizardMachine } from '../../../../src/machines/wizard/machine';
import { selectForm } from '../../../../src/machines/wizard/selectors';
import type {
  ApplicationFacts,
  CoApplicantEntry,
  CreateApplicationInput,
  LoadApplicationInput,
  LoadedApplication,
  ShownStep,
  SubmittedApplication,
  SummaryFacts,
  UpdateFirstStepInput,
  WizardInput,
} from '../../../../src/machines/wizard/types';

/*
 * The real wizard chart with the real form and OTP charts, the steps' schemas replaced by small
 * stand-ins (the real ones have their own suites: the wizard only cares that each step's form
 * saves, and what it saves), and every server answer given by the test.
 */
export const FirstStep = fieldsObject({
  mobile: v.pipe(
    v.string('Invalid mobile number'),
    v.regex(/^[6-9]\d{9}$/, 'Invalid mobile number'),
  ),
  job_type: v.picklist(['SALARIED', 'SELF_EMPLOYED'], 'Please select job type'),
});
export const Named = fieldsObject({
  name: v.pipe(v.string('Invalid name'), v.minLength(2, 'Invalid name')),
});
const isMobile = (value: unknown) => /^[6-9]\d{9}$/.test(String(value));

export const ID = 'a'.repeat(32);
export const OTHER_ID = 'b'.repeat(32);

export const facts = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  id: ID,
  trackerId: 'KYC00042',
  status: 'DRAFT',
  remarks: null,
  jobType: 'SALARIED',
  loanType: 'PERSONAL_LOAN',
  stages: [Stage.CREATE_APPLICATION],
  hasReferences: false,
  hasAssetDocuments: false,
  offer: null,
  ...overrides,
});

/** An application as loaded: its facts, its sections, no co-applicants unless given. */
export const loaded = (
  overrides: Partial<ApplicationFacts> = {},
  sections: LoadedApplication['sections'] = {},
  coApplicants: CoApplicantEntry[] = [],
): LoadedApplication => ({ ...facts(overrides), sections, coApplicants });

/** A listed co-applicant, the nth (its id is 32 characters, as the server makes them). */
export const coApplicantEntry = (n: number, name = `Co-applicant ${n}`): CoApplicantEntry => ({
  id: `co${n}`.padEnd(32, 'x'),
  name,
  mobile: `98765432${String(n).padStart(2, '0')}`,
  values: { name },
});

interface Pending<TOutput, TInput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

/** A promise actor whose answers the test gives, keeping every call's input. */
export function held<TOutput, TInput>() {
  const calls: Pending<TOutput, TInput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { calls, logic, last: () => calls.at(-1) as Pending<TOutput, TInput> };
}

export function startWizard(input: WizardInput) {
  const clock = new SimulatedClock();
  const shown: ShownStep[] = [];
  const announced: string[] = [];
  const saves: Array<SaveInput & { form: string }> = [];
  const load = held<LoadedApplication, LoadApplicationInput>();
  const create = held<SummaryFacts, CreateApplicationInput>();
  const update = held<SummaryFacts, UpdateFirstStepInput>();
  const lookup = held<LookupOutput, LookupInput>();
  const loadBusiness = held<FormValues, LoadApplicationInput>();
  const list = held<CoApplicantEntry[], LoadApplicationInput>();
  // The real offer chart, its server answers given by the test (an accepted or a rejected
  // offer ends it at once: its own model covers the editing).
  const offer = held<Offer, LoadOfferInput>();
  const submit = held<SubmittedApplication, LoadApplicationInput>();
  // Removals from the list and from a co-applicant's form, through the real removal chart.
  const remove = held<void, RemoveCoApplicantInput>();
  const removal = coApplicantRemovalMachine.provide({
    actors: { removeCoApplicant: remove.logic },
  });
  /** What the chart announced: its descriptors (worded by the screen), or a domain's sentence. */
  const told: (MessageDescriptor | string)[] = [];
  const warned: string[] = [];
  /** How often the wizard forgot the guest verification (once per submit). */
  let forgotVerification = 0;
  const saveOf = (form: string) =>
    fromPromise<void, SaveInput>(async ({ input: saved }) => {
      saves.push({ ...saved, form });
    });
  const form = (id: string, schema: v.GenericSchema) =>
    createFormMachine({ id, schemaFor: () => schema }).provide({
      actors: { save: saveOf(id) },
    });
  const machine = wizardMachine.provide({
    actors: {
      firstStepForm: createFormMachine({
        id: 'firstStep',
        schemaFor: () => FirstStep,
        lookups: { mobile: { isReady: isMobile, fills: [], tellsParent: true } },
      }).provide({ actors: { save: saveOf('firstStep'), lookup: lookup.logic } }),
      kycForm: form('kyc', Named),
      employmentForm: form('employment', Named),
      businessForm: form('business', Named),
      coApplicant: coApplicantMachine.provide({
        actors: { form: form('coApplicant', Named), removal },
      }),
      coApplicantRemoval: removal,
      referencesForm: form('references', Named),
      autoLoanDocumentsForm: form('autoLoanDocuments', Named),
      goldLoanDocumentsForm: form('goldLoanDocuments', Named),
      otp: otpMachine.provide({
        actors: {
          sendCode: fromPromise(async () => ({ sessionId: 'session-1' })),
          resendCode: fromPromise<void, ResendCodeInput>(async () => undefined),
          verifyCode: fromPromise(async () => ({ token: 'guest-token' })),
        },
      }),
      loadApplication: load.logic,
      createApplication: create.logic,
      updateFirstStep: update.logic,
      loadBusinessInfo: loadBusiness.logic,
      // The real co-applicant list; its loads wait in `list`, asked for its query as before.
      coApplicantList: coApplicantListMachine.provide({
        actors: {
          load: fromPromise<CoApplicantEntry[], ListRequest<LoadApplicationInput>>(
            ({ input }) =>
              new Promise((resolve, reject) =>
                list.calls.push({ input: input.query, resolve, reject }),
              ),
          ),
        },
      }),
      offer: offerMachine.provide({
        actors: { loadOffer: offer.logic },
        actions: {
          announce: (_, params) => {
            told.push(params.message);
          },
          announceRejection: (_, params) => {
            warned.push(params.message);
          },
        },
      }),
      submitApplication: submit.logic,
    },
    actions: {
      showStep: (_, params) => {
        shown.push(params);
      },
      keepVerification: () => undefined,
      forgetVerification: () => {
        forgotVerification += 1;
      },
      announceTracker: (_, params) => {
        announced.push(params.trackerId);
      },
      announce: (_, params) => {
        told.push(params.message);
      },
    },
  });
  let actor = createActor(machine, { input, clock }).start();
  const harness = {
    get actor() {
      return actor;
    },
    clock,
    shown,
    announced,
    saves,
    load,
    create,
    update,
    lookup,
    loadBusiness,
    list,
    offer,
    submit,
    remove,
    told,
    warned,
    get forgotVerification() {
      return forgotVerification;
    },
    form: () => {
      const ref = selectForm(actor.getSnapshot());
      if (!ref) throw new Error('no form on this step');
      return ref;
    },
    type(fields: FormValues) {
      const ref = harness.form();
      for (const [field, value] of Object.entries(fields)) {
        ref.send({ type: 'field.change', field, value });
      }
    },
    /** The page reloads: the wizard is restored from what it persisted. */
    reload() {
      const persisted = actor.getPersistedSnapshot();
      actor.stop();
      actor = createActor(machine, { input, clock, snapshot: persisted }).start();
    },
  };
  return harness;
}

export type Harness = ReturnType<typeof startWizard>;
export type WizardSnapshot = ReturnType<Harness['actor']['getSnapshot']>;

export const settle = (actor: AnyActorRef, done: (s: WizardSnapshot) => boolean) =>
  waitFor(actor as Harness['actor'], done, { timeout: 1000 });

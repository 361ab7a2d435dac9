import * as v from 'valibot';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { LOOKUP_DEBOUNCE_MS, REVALIDATE_AFTER_LOAD_MS } from '../../../src/domain/form-timing';
import { NO_INCOMPLETE_APPLICATION } from '../../../src/domain/resume';
import { Stage } from '../../../src/domain/stages';
import { fieldsObject } from '../../../src/domain/validation';
import { createFormMachine } from '../../../src/machines/form/create-form-machine';
import type {
  FormValues,
  LookupInput,
  LookupOutput,
  SaveInput,
} from '../../../src/machines/form/types';
import { selectIssue, selectServerError, selectValues } from '../../../src/machines/form/selectors';
import { otpMachine } from '../../../src/machines/otp/machine';
import type { ResendCodeInput } from '../../../src/machines/otp/types';
import {
  APPLICATION_FOUND,
  BUSINESS_LOAD_FAILED,
  BUSINESS_LOADED,
  wizardMachine,
} from '../../../src/machines/wizard/machine';
import {
  selectForm,
  selectIsBusy,
  selectLoadError,
  selectNotice,
  selectOtp,
  selectRemarks,
  selectStep,
  selectTrackerId,
} from '../../../src/machines/wizard/selectors';
import type {
  ApplicationFacts,
  CreateApplicationInput,
  LoadApplicationInput,
  LoadedApplication,
  UpdateFirstStepInput,
  WizardInput,
  WizardStep,
} from '../../../src/machines/wizard/types';
import { ApiError } from '../../../src/services/api/api-error';
import { recordedChecks, uncoveredTransitions } from '../../models/coverage';
import { WIZARD_MODEL_STATES, wizardModel, wizardTestModel } from '../../models/wizard.model';

/*
 * Small stand-ins for the steps' schemas (the real ones have their own suites): the wizard only
 * cares that each step's form saves, and what it saves.
 */
const FirstStep = fieldsObject({
  mobile: v.pipe(
    v.string('Invalid mobile number'),
    v.regex(/^[6-9]\d{9}$/, 'Invalid mobile number'),
  ),
  job_type: v.picklist(['SALARIED', 'SELF_EMPLOYED'], 'Please select job type'),
});
const Named = fieldsObject({
  name: v.pipe(v.string('Invalid name'), v.minLength(2, 'Invalid name')),
});
const isMobile = (value: unknown) => /^[6-9]\d{9}$/.test(String(value));

const ID = 'a'.repeat(32);
const OTHER_ID = 'b'.repeat(32);
const REMARKS = 'Aadhaar back is blurred';
const REFUSAL = 'PAN does not match the name';
const LOAD_FAILURE = 'Failed to load the application';

const facts = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  id: ID,
  trackerId: 'KYC00042',
  status: 'DRAFT',
  remarks: null,
  jobType: 'SALARIED',
  stages: [Stage.CREATE_APPLICATION],
  ...overrides,
});

interface Pending<TOutput, TInput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

/** A promise actor whose answers the test gives, keeping every call's input. */
function held<TOutput, TInput>() {
  const calls: Pending<TOutput, TInput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { calls, logic, last: () => calls.at(-1) as Pending<TOutput, TInput> };
}

/** The real wizard, with the real form and OTP charts, and server answers the test gives. */
function startWizard(input: WizardInput) {
  const clock = new SimulatedClock();
  const shown: Array<{ step: WizardStep; id: string | null; status: string | null }> = [];
  const announced: string[] = [];
  const saves: SaveInput[] = [];
  const load = held<LoadedApplication, LoadApplicationInput>();
  const create = held<ApplicationFacts, CreateApplicationInput>();
  const update = held<ApplicationFacts, UpdateFirstStepInput>();
  const lookup = held<LookupOutput, LookupInput>();
  const loadBusiness = held<FormValues, LoadApplicationInput>();
  const told: string[] = [];
  const save = fromPromise<void, SaveInput>(async ({ input: saved }) => {
    saves.push(saved);
  });
  const form = (id: string, schema: v.GenericSchema) =>
    createFormMachine({ id, schemaFor: () => schema }).provide({ actors: { save } });
  const machine = wizardMachine.provide({
    actors: {
      firstStepForm: createFormMachine({
        id: 'firstStep',
        schemaFor: () => FirstStep,
        lookups: { mobile: { isReady: isMobile, fills: [], tellsParent: true } },
      }).provide({ actors: { save, lookup: lookup.logic } }),
      kycForm: form('kyc', Named),
      employmentForm: form('employment', Named),
      businessForm: form('business', Named),
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
    },
    actions: {
      showStep: (_, params) => {
        shown.push(params);
      },
      keepVerification: () => undefined,
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
    told,
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

type Harness = ReturnType<typeof startWizard>;
type Snapshot = ReturnType<Harness['actor']['getSnapshot']>;

const settle = (actor: AnyActorRef, done: (s: Snapshot) => boolean) =>
  waitFor(actor as Harness['actor'], done, { timeout: 1000 });

describe('wizard model: its generated paths run against the real wizard machine', () => {
  let harness: Harness | undefined;
  const wizard = () => {
    if (!harness) throw new Error('the wizard is not open');
    return harness;
  };
  const lastShown = () => wizard().shown.at(-1);
  const formValues = (s: Snapshot) => {
    const ref = selectForm(s);
    return ref ? selectValues(ref.getSnapshot()) : undefined;
  };

  const SALARIED = { mobile: '9876543210', job_type: 'SALARIED' };
  const SELF_EMPLOYED = { mobile: '9876543211', job_type: 'SELF_EMPLOYED' };
  const SAVED_BUSINESS = { name: 'Gupta Traders' };

  const checks: Record<string, (s: Snapshot) => void> = {
    start: () => expect(harness).toBeUndefined(),
    firstStep: (s) => {
      expect(selectStep(s)).toBe('mobile');
      expect(lastShown()).toEqual({ step: 'mobile', id: null, status: null });
      expect(selectOtp(s)).toBeUndefined();
      expect(selectNotice(s)).toBeNull();
    },
    otpSalaried: (s) => {
      expect(selectOtp(s)?.getSnapshot().context.mobile).toBe(SALARIED.mobile);
    },
    otpSelfEmployed: (s) => {
      expect(selectOtp(s)?.getSnapshot().context.mobile).toBe(SELF_EMPLOYED.mobile);
    },
    creatingSalaried: (s) => {
      expect(selectIsBusy(s)).toBe(true);
      expect(wizard().create.last().input.values).toEqual(SALARIED);
    },
    creatingSelfEmployed: (s) => {
      expect(selectIsBusy(s)).toBe(true);
      expect(wizard().create.last().input.values).toEqual(SELF_EMPLOYED);
    },
    createFailed: (s) => {
      expect(selectStep(s)).toBe('mobile');
      expect(selectServerError(wizard().form().getSnapshot())).toBe(REFUSAL);
      expect(formValues(s)).toEqual(SALARIED);
    },
    kycSalaried: (s) => {
      expect(selectStep(s)).toBe('kyc');
      expect(selectTrackerId(s)).toBe('KYC00042');
      // A returned application keeps status=INCOMPLETE in the route (capture-app §4 resume).
      const returned = s.context.application?.status === 'INCOMPLETE';
      expect(lastShown()).toEqual({
        step: 'kyc',
        id: s.context.application?.id,
        status: returned ? 'INCOMPLETE' : null,
      });
    },
    kycSelfEmployed: (s) => {
      expect(selectStep(s)).toBe('kyc');
      expect(wizard().announced).toEqual(['KYC00043']);
    },
    firstStepSaved: (s) => {
      expect(selectStep(s)).toBe('mobile');
      // The first step as it was saved: going on updates it, without a new OTP.
      expect(formValues(s)).toEqual(SALARIED);
      expect(lastShown()).toEqual({ step: 'mobile', id: s.context.application?.id, status: null });
    },
    updating: (s) => {
      expect(selectIsBusy(s)).toBe(true);
      expect(wizard().update.last().input).toMatchObject({
        applicationId: s.context.application?.id,
        values: SALARIED,
      });
    },
    employment: (s) => {
      expect(selectStep(s)).toBe('employment');
      expect(lastShown()?.step).toBe('employment');
    },
    business: (s) => {
      expect(selectStep(s)).toBe('business');
      expect(wizard().saves.at(-1)?.target).toEqual({ applicationId: OTHER_ID, isNew: true });
    },
    coApplicants: (s) => {
      expect(selectStep(s)).toBe('co-applicants');
      expect(lastShown()?.step).toBe('co-applicants');
    },
    loadingLink: (s) => {
      expect(selectIsBusy(s)).toBe(true);
      expect(wizard().load.last().input).toEqual({ family: 'KYC', id: ID });
    },
    loadingFound: (s) => {
      expect(selectNotice(s)).toBe(APPLICATION_FOUND);
      expect(wizard().load.last().input).toEqual({ family: 'KYC', id: OTHER_ID });
    },
    loadFailed: (s) => {
      expect(selectLoadError(s)).toBe(LOAD_FAILURE);
    },
    businessLoading: (s) => {
      expect(selectIsBusy(s)).toBe(true);
      expect(selectStep(s)).toBe('business');
      expect(wizard().loadBusiness.last().input).toEqual({ family: 'KYC', id: OTHER_ID });
    },
    businessLoadFailed: (s) => {
      expect(selectLoadError(s)).toBe(BUSINESS_LOAD_FAILED);
    },
    businessLoaded: (s) => {
      expect(formValues(s)).toEqual(SAVED_BUSINESS);
      expect(wizard().told).toEqual([BUSINESS_LOADED]);
    },
    returnedFirstStep: (s) => {
      expect(selectStep(s)).toBe('mobile');
      expect(selectRemarks(s)).toBe(REMARKS);
      expect(lastShown()).toEqual({ step: 'mobile', id: ID, status: 'INCOMPLETE' });
      expect(formValues(s)).toEqual(SALARIED);
    },
  };

  const paths = wizardTestModel.getShortestPaths();
  const asserted = new Set<string>();

  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(checks).sort()).toEqual([...WIZARD_MODEL_STATES].sort());
    expect(uncoveredTransitions(wizardModel, paths)).toEqual([]);
  });

  const submit = async (values: FormValues) => {
    wizard().type(values);
    wizard().form().send({ type: 'form.submit' });
    await settle(wizard().actor, (s) => !s.matches({ mobile: 'editing' }));
  };

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    harness = undefined;
    await path.test({
      states: recordedChecks(checks, asserted, () => harness?.actor.getSnapshot() as Snapshot),
      events: {
        OPEN_NEW: () => {
          harness = startWizard({ family: 'KYC', route: { step: 'mobile' } });
        },
        OPEN_RESUME_LINK: () => {
          harness = startWizard({
            family: 'KYC',
            route: { step: 'mobile', id: ID, status: 'INCOMPLETE' },
          });
        },
        OPEN_BUSINESS_LINK: async () => {
          harness = startWizard({ family: 'KYC', route: { step: 'business', id: OTHER_ID } });
          harness.load.last().resolve({
            ...facts({
              id: OTHER_ID,
              jobType: 'SELF_EMPLOYED',
              stages: [Stage.CREATE_APPLICATION, Stage.PERSONAL_DETAILS, Stage.BUSINESS_DETAILS],
            }),
            sections: { mobile: SELF_EMPLOYED, kyc: { name: 'Rohan Gupta' }, business: {} },
          });
          await settle(harness.actor, (s) => s.matches({ business: 'loadingSaved' }));
        },
        BUSINESS_LOADS: async () => {
          wizard().loadBusiness.last().resolve(SAVED_BUSINESS);
          await settle(wizard().actor, (s) => s.matches({ business: 'editing' }));
        },
        BUSINESS_LOAD_FAILS: async () => {
          wizard().loadBusiness.last().reject(new ApiError(0, 'Something went wrong!'));
          await settle(wizard().actor, (s) => s.matches({ business: 'loadFailed' }));
        },
        BUSINESS_RETRY: () => wizard().actor.send({ type: 'load.retry' }),
        SUBMIT_SALARIED: () => submit(SALARIED),
        SUBMIT_SELF_EMPLOYED: () => submit(SELF_EMPLOYED),
        CLOSE_OTP: () => wizard().actor.send({ type: 'otp.cancel' }),
        VERIFY_OTP: async () => {
          const otp = selectOtp(wizard().actor.getSnapshot());
          otp?.send({ type: 'mobile.submit' });
          await waitFor(otp!, (s) => s.matches('enteringCode'));
          otp?.send({ type: 'otp.change', code: '123456' });
          otp?.send({ type: 'otp.submit' });
          await settle(wizard().actor, (s) => s.matches({ mobile: { handedOver: 'creating' } }));
        },
        CREATE_SUCCEEDS: async () => {
          const call = wizard().create.last();
          const selfEmployed = call.input.values['job_type'] === 'SELF_EMPLOYED';
          call.resolve(
            selfEmployed
              ? facts({ id: OTHER_ID, trackerId: 'KYC00043', jobType: 'SELF_EMPLOYED' })
              : facts(),
          );
          await settle(wizard().actor, (s) => s.matches('kyc'));
        },
        CREATE_FAILS: async () => {
          wizard().create.last().reject(new ApiError(400, REFUSAL));
          await settle(wizard().actor, (s) => s.matches({ mobile: 'editing' }));
        },
        UPDATE_SUCCEEDS: async () => {
          const call = wizard().update.last();
          call.resolve(facts({ status: wizard().actor.getSnapshot().context.application?.status }));
          await settle(wizard().actor, (s) => s.matches('kyc'));
        },
        LOOKUP_FINDS: async () => {
          wizard().type({ mobile: '9123456780' });
          wizard().clock.increment(LOOKUP_DEBOUNCE_MS);
          wizard()
            .lookup.last()
            .resolve({
              id: OTHER_ID,
              trackerId: 'KYC00044',
              status: 'DRAFT',
              stages: [Stage.CREATE_APPLICATION, Stage.PERSONAL_DETAILS],
              jobType: 'SALARIED',
            });
          await settle(wizard().actor, (s) => s.matches('loading'));
        },
        LOAD_RETURNED: async () => {
          wizard()
            .load.last()
            .resolve({
              ...facts({ status: 'INCOMPLETE', remarks: REMARKS }),
              sections: { mobile: SALARIED },
            });
          await settle(wizard().actor, (s) => s.matches('mobile'));
          wizard().clock.increment(REVALIDATE_AFTER_LOAD_MS);
        },
        LOAD_FOUND: async () => {
          wizard()
            .load.last()
            .resolve({
              ...facts({ id: OTHER_ID }),
              sections: { mobile: SALARIED },
            });
          await settle(wizard().actor, (s) => s.matches('kyc'));
        },
        LOAD_FAILS: async () => {
          wizard().load.last().reject(new ApiError(500, LOAD_FAILURE));
          await settle(wizard().actor, (s) => s.matches('loadFailed'));
        },
        RETRY: () => wizard().actor.send({ type: 'load.retry' }),
        SAVE_STEP: async () => {
          const step = selectStep(wizard().actor.getSnapshot());
          wizard().type({ name: 'Asha Verma' });
          wizard().form().send({ type: 'form.submit' });
          await settle(wizard().actor, (s) => selectStep(s) !== step);
        },
        BACK: () => {
          const step = selectStep(wizard().actor.getSnapshot());
          const previous: WizardStep = step === 'kyc' ? 'mobile' : 'kyc';
          // As the browser's Back gives it: the earlier address may have no id yet.
          wizard().actor.send({ type: 'route.changed', route: { step: previous, id: null } });
        },
        OPEN_UNREACHABLE: () => {
          wizard().actor.send({ type: 'route.changed', route: { step: 'co-applicants', id: ID } });
          // The route goes back to the step on screen.
          expect(lastShown()?.step).toBe('kyc');
        },
        RELOAD: () => {
          const before = wizard().actor.getSnapshot();
          const typed = formValues(before);
          wizard().reload();
          const after = wizard().actor.getSnapshot();
          expect(selectStep(after)).toBe(selectStep(before));
          expect(formValues(after)).toEqual(typed);
        },
      },
    });
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...WIZARD_MODEL_STATES].sort());
  });

  it('says a found application whose stages lead nowhere cannot be resumed, and stays', async () => {
    harness = startWizard({ family: 'KYC', route: { step: 'mobile' } });
    harness.type({ mobile: '9123456781' });
    harness.clock.increment(LOOKUP_DEBOUNCE_MS);
    harness.lookup.last().resolve({
      id: OTHER_ID,
      trackerId: 'KYC00044',
      status: 'DRAFT',
      stages: ['SOMETHING_ELSE'],
      jobType: 'SALARIED',
    });
    await settle(harness.actor, (s) => s.context.notice !== null);
    expect(selectNotice(harness.actor.getSnapshot())).toBe(NO_INCOMPLETE_APPLICATION);
    expect(selectStep(harness.actor.getSnapshot())).toBe('mobile');
  });

  it('keeps what was typed on a step left unsaved by Back, and shows it on coming back', async () => {
    harness = startWizard({ family: 'KYC', route: { step: 'kyc', id: ID } });
    harness.load.last().resolve({ ...facts(), sections: { mobile: SALARIED } });
    await settle(harness.actor, (s) => s.matches('kyc'));
    harness.type({ name: 'Asha V' });
    harness.actor.send({ type: 'route.changed', route: { step: 'mobile', id: ID } });
    expect(selectStep(harness.actor.getSnapshot())).toBe('mobile');
    harness.actor.send({ type: 'route.changed', route: { step: 'kyc', id: ID } });
    expect(formValues(harness.actor.getSnapshot())).toEqual({ name: 'Asha V' });
  });

  it('shows a refused first step’s first issue with the values kept', async () => {
    harness = startWizard({ family: 'KYC', route: { step: 'mobile' } });
    harness.type({ mobile: '12345' });
    harness.form().send({ type: 'form.submit' });
    expect(selectIssue(harness.form().getSnapshot())).toEqual({
      field: 'mobile',
      message: 'Invalid mobile number',
    });
    expect(selectStep(harness.actor.getSnapshot())).toBe('mobile');
  });
});

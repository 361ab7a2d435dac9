import { waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { LOOKUP_DEBOUNCE_MS, REVALIDATE_AFTER_LOAD_MS } from '../../../src/domain/form-timing';
import { NO_INCOMPLETE_APPLICATION } from '../../../src/domain/resume';
import { Stage } from '../../../src/domain/stages';
import type { FormValues } from '../../../src/machines/form/types';
import { selectIssue, selectServerError, selectValues } from '../../../src/machines/form/selectors';
import {
  APPLICATION_FOUND,
  BUSINESS_LOAD_FAILED,
  BUSINESS_LOADED,
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
import type { WizardStep } from '../../../src/machines/wizard/types';
import { ApiError } from '../../../src/services/api/api-error';
import { recordedChecks, uncoveredTransitions } from '../../models/coverage';
import { WIZARD_MODEL_STATES, wizardModel, wizardTestModel } from '../../models/wizard.model';
import {
  facts,
  ID,
  OTHER_ID,
  settle,
  startWizard,
  type Harness,
  type WizardSnapshot as Snapshot,
} from './support/wizard-harness';

const REMARKS = 'Aadhaar back is blurred';
const REFUSAL = 'PAN does not match the name';
const LOAD_FAILURE = 'Failed to load the application';

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
            coApplicants: [],
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
              coApplicants: [],
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
              coApplicants: [],
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
    harness.load.last().resolve({ ...facts(), sections: { mobile: SALARIED }, coApplicants: [] });
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

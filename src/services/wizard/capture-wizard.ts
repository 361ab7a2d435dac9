import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { createFormMachine } from '../../machines/form/create-form-machine';
import type {
  FormSpec,
  FormValues,
  LookupInput,
  LookupOutput,
  SaveInput,
} from '../../machines/form/types';
import { otpMachine } from '../../machines/otp/machine';
import type { OtpOutput } from '../../machines/otp/types';
import { uploadMachine } from '../../machines/upload/machine';
import { wizardMachine } from '../../machines/wizard/machine';
import type {
  ApplicationFacts,
  CreateApplicationInput,
  Family,
  FormStep,
  LoadApplicationInput,
  LoadedApplication,
  UpdateFirstStepInput,
} from '../../machines/wizard/types';
import { unwrap } from '../api/unwrap';
import { guestOtp } from '../otp.actors';
import type { Runtime } from '../runtime';
import { uploadTransfer } from '../upload-transfer';
import { applicationCalls } from './application-calls';

/** Each step's form: its schema, lookups and document fields (from src/ui/wizard/steps). */
export type StepSpecs = Record<FormStep, FormSpec>;

/** The first step's form is checked on the device; the wizard then verifies and creates. */
const acceptFirstStep = fromPromise<void, SaveInput>(async () => undefined);

/**
 * The capture wizard of one family with the real server behind it: the steps' forms with their
 * saves, lookups and uploads, the OTP channel, and the application calls. The screen adds the
 * actions that touch the page (showStep, announceTracker).
 */
export function captureWizardMachine(runtime: Runtime, family: Family, specs: StepSpecs) {
  const calls = applicationCalls(runtime.client, family);
  /** The wizard keeps the first step as typed (for Back); the server gets its body. */
  const firstStepBody = (values: FormValues): FormValues =>
    v.parse(specs.mobile.schemaFor(values), values) as FormValues;
  const purpose = family;

  /** Pincode → city and state, named as the field is (company_pincode → company_city…). */
  const lookupPlace = fromPromise<LookupOutput, LookupInput>(async ({ input, signal }) => {
    const prefix = input.field.replace(/pincode$/, '');
    try {
      const { data } = await unwrap(
        runtime.client.GET('/v1/pincode/get-city-state', {
          params: { query: { pincode: String(input.value) } },
          signal,
        }),
      );
      return { [`${prefix}city`]: data.city, [`${prefix}state`]: data.state };
    } catch (error) {
      // Not found clears the fields (spec §3); anything else leaves them to be typed.
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }
  });

  /** The first step's mobile: an application already there for it? (partners only). */
  const lookupApplication = fromPromise<LookupOutput, LookupInput>(async ({ input, signal }) => {
    const found = await calls.lookup(String(input.value), signal);
    if (!found) return null;
    return {
      id: found.id,
      trackerId: found.tracker_id,
      status: found.status,
      stages: found.stage,
      jobType: found.job_type,
    };
  });

  // Documents are asked for after the application exists: each names its application.
  const transfer = uploadTransfer(runtime.client, { purpose });
  const uploadField = uploadMachine.provide({ actors: { transfer } });

  const sectionForm = (step: Exclude<FormStep, 'mobile'>) =>
    createFormMachine(specs[step]).provide({
      actors: {
        save: fromPromise<void, SaveInput>(async ({ input, signal }) => {
          const id = input.target?.applicationId;
          if (!id) throw new Error('The application is not created yet');
          await calls.saveSection(step, id, input.values, input.target?.isNew ?? true, signal);
        }),
        lookup: lookupPlace,
        uploadField,
      },
    });

  return wizardMachine.provide({
    actors: {
      firstStepForm: createFormMachine(specs.mobile).provide({
        actors: { save: acceptFirstStep, lookup: lookupApplication },
      }),
      kycForm: sectionForm('kyc'),
      employmentForm: sectionForm('employment'),
      businessForm: sectionForm('business'),
      otp: otpMachine.provide({
        actors: guestOtp(runtime.client, { hostname: runtime.hostname, requestOrigin: purpose }),
      }),
      loadApplication: fromPromise<LoadedApplication, LoadApplicationInput>(({ input, signal }) =>
        calls.load(input.id, signal),
      ),
      createApplication: fromPromise<ApplicationFacts, CreateApplicationInput>(
        ({ input, signal }) => calls.create(firstStepBody(input.values), signal),
      ),
      updateFirstStep: fromPromise<ApplicationFacts, UpdateFirstStepInput>(({ input, signal }) =>
        calls.update(input.applicationId, firstStepBody(input.values), signal),
      ),
      loadBusinessInfo: fromPromise<FormValues, LoadApplicationInput>(({ input, signal }) =>
        calls.loadBusiness(input.id, signal),
      ),
    },
    actions: {
      keepVerification: (_, params: { verified: OtpOutput }) => {
        // A borrower applying on their own goes on with the token the OTP gave them; a
        // partner's capture keeps the partner's login (the borrower's token is not theirs).
        if (family === 'APPLY_LOAN') runtime.tokens.setGuestToken(params.verified.token);
      },
    },
  });
}

import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { coApplicantListMachine } from '../../machines/co-applicant-list/machine';
import { coApplicantRemovalMachine } from '../../machines/co-applicant-removal/machine';
import type { RemoveCoApplicantInput } from '../../machines/co-applicant-removal/types';
import { coApplicantMachine } from '../../machines/co-applicant/machine';
import { createFormMachine } from '../../machines/form/create-form-machine';
import type {
  FormSpec,
  FormValues,
  LookupInput,
  LookupOutput,
  SaveInput,
} from '../../machines/form/types';
import type { ListRequest } from '../../machines/list/types';
import { otpMachine } from '../../machines/otp/machine';
import type { OtpOutput } from '../../machines/otp/types';
import { uploadMachine } from '../../machines/upload/machine';
import { wizardMachine } from '../../machines/wizard/machine';
import type {
  CoApplicantEntry,
  CreateApplicationInput,
  Family,
  LoadApplicationInput,
  LoadedApplication,
  SubmittedApplication,
  SummaryFacts,
  UpdateFirstStepInput,
} from '../../machines/wizard/types';
import { guestOtp } from '../otp.actors';
import type { Runtime } from '../runtime';
import { cityStateLookup } from '../pincode';
import { uploadTransfer } from '../upload-transfer';
import { applicationCalls, coApplicantEntryOf } from './application-calls';
import { FAMILY_CALLS } from './family-calls';
import { sectionCalls } from './section-calls';
import { createOfferMachine } from './offer-calls';
import { createDocumentLanguageStore } from '../storage/document-language';

/** Each form of the wizard: its schema, lookups and document fields (src/ui/wizard/steps). */
export interface StepSpecs {
  mobile: FormSpec;
  kyc: FormSpec;
  employment: FormSpec;
  business: FormSpec;
  coApplicant: FormSpec;
  references: FormSpec;
  autoLoanDocuments: FormSpec;
  goldLoanDocuments: FormSpec;
}

type SectionStep = 'kyc' | 'employment' | 'business';

/** The first step's form is checked on the device; the wizard then verifies and creates. */
const acceptFirstStep = fromPromise<void, SaveInput>(async () => undefined);

/**
 * The capture wizard of one family with the real server behind it: the steps' forms with their
 * saves, lookups and uploads, the OTP channel, and the application calls. The screen adds the
 * actions that touch the page (showStep, announceTracker).
 */
/** How the screen tells the person something (toasts): the offer's chart speaks through them. */
export interface Notices {
  announce: (message: string) => void;
  warn: (message: string) => void;
}

export function captureWizardMachine(
  runtime: Runtime,
  family: Family,
  specs: StepSpecs,
  notices: Notices,
) {
  const calls = applicationCalls(runtime.client, family);
  /**
   * The wizard keeps the first step as typed (for Back); the server gets its body, with the
   * language the consent texts were shown in (the remembered one, as the first step reads it):
   * the ticked consents are recorded in it.
   */
  const firstStepBody = (values: FormValues): FormValues => ({
    ...(v.parse(specs.mobile.schemaFor(values), values) as FormValues),
    consent_lang: createDocumentLanguageStore().get(),
  });
  const purpose = family;

  /** Pincode → city and state, named as the field is (company_pincode → company_city…). */
  const lookupPlace = cityStateLookup(runtime.client);

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
  const transfer = uploadTransfer(runtime.client, {
    purpose,
    path: FAMILY_CALLS[family].uploadFile,
  });
  const uploadField = uploadMachine.provide({ actors: { transfer } });

  const sections = sectionCalls(runtime.client, family);
  const applicationOf = (input: SaveInput): string => {
    const id = input.target?.applicationId;
    if (!id) throw new Error('The application is not created yet');
    return id;
  };
  /** A form of the steps after work details: its save, lookups and uploads. */
  const stepForm = (
    spec: FormSpec,
    save: (input: SaveInput, signal: AbortSignal) => Promise<unknown>,
  ) =>
    createFormMachine(spec).provide({
      actors: {
        save: fromPromise<void, SaveInput>(async ({ input, signal }) => {
          await save(input, signal);
        }),
        lookup: lookupPlace,
        uploadField,
      },
    });
  /** A co-applicant: added when new (named by its number), else updated by its id. */
  const saveCoApplicant = (input: SaveInput, signal: AbortSignal) => {
    const id = applicationOf(input);
    const coApplicantId = input.target?.recordIndex;
    return input.target?.isNew || !coApplicantId
      ? sections.addCoApplicant(id, input.values, signal)
      : sections.updateCoApplicant(id, coApplicantId, input.values, signal);
  };
  /**
   * References: the first save replaces the list (POST); a list whose references carry their
   * ids (loaded to resume) updates them by id and adds the others (PATCH). A list typed again on
   * this device has no ids, and is the whole list: it replaces.
   */
  const saveReferences = (input: SaveInput, signal: AbortSignal) => {
    const listed = input.values['references'];
    const hasIds = Array.isArray(listed) && listed.some((reference) => Boolean(reference?.['id']));
    const replace = (input.target?.isNew ?? true) || !hasIds;
    return sections.saveReferences(applicationOf(input), input.values, replace, signal);
  };
  /** Remove, from the list or the form: the confirmation, then the server's removal. */
  const coApplicantRemoval = coApplicantRemovalMachine.provide({
    actors: {
      removeCoApplicant: fromPromise<void, RemoveCoApplicantInput>(({ input, signal }) =>
        sections.removeCoApplicant(input.applicationId, input.coApplicantId, signal),
      ),
    },
  });
  const saveAssetDocuments = (input: SaveInput, signal: AbortSignal) =>
    sections.saveAssetDocuments(applicationOf(input), input.values, signal);

  const sectionForm = (step: SectionStep) =>
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
      coApplicant: coApplicantMachine.provide({
        actors: {
          form: stepForm(specs.coApplicant, saveCoApplicant),
          removal: coApplicantRemoval,
        },
      }),
      coApplicantRemoval,
      referencesForm: stepForm(specs.references, saveReferences),
      autoLoanDocumentsForm: stepForm(specs.autoLoanDocuments, saveAssetDocuments),
      goldLoanDocumentsForm: stepForm(specs.goldLoanDocuments, saveAssetDocuments),
      otp: otpMachine.provide({
        actors: guestOtp(runtime.client, { hostname: runtime.hostname, requestOrigin: purpose }),
      }),
      loadApplication: fromPromise<LoadedApplication, LoadApplicationInput>(({ input, signal }) =>
        calls.load(input.id, signal),
      ),
      createApplication: fromPromise<SummaryFacts, CreateApplicationInput>(({ input, signal }) =>
        calls.create(firstStepBody(input.values), signal),
      ),
      updateFirstStep: fromPromise<SummaryFacts, UpdateFirstStepInput>(({ input, signal }) =>
        calls.update(input.applicationId, firstStepBody(input.values), signal),
      ),
      loadBusinessInfo: fromPromise<FormValues, LoadApplicationInput>(({ input, signal }) =>
        calls.loadBusiness(input.id, signal),
      ),
      coApplicantList: coApplicantListMachine.provide({
        actors: {
          load: fromPromise<CoApplicantEntry[], ListRequest<LoadApplicationInput>>(
            async ({ input, signal }) =>
              (await sections.listCoApplicants(input.query.id, signal)).map(coApplicantEntryOf),
          ),
        },
      }),
      offer: createOfferMachine(runtime).provide({
        actions: {
          announce: (_, params) => notices.announce(i18n._(params.message)),
          announceRejection: (_, params) => notices.warn(params.message),
        },
      }),
      submitApplication: fromPromise<SubmittedApplication, LoadApplicationInput>(
        ({ input, signal }) => calls.submit(input.id, signal),
      ),
    },
    actions: {
      keepVerification: (_, params: { verified: OtpOutput }) => {
        // A borrower applying on their own goes on with the token the OTP gave them; a
        // partner's capture keeps the partner's login (the borrower's token is not theirs).
        if (FAMILY_CALLS[family].keepsOtpToken) {
          runtime.tokens.setGuestToken(params.verified.token);
        }
      },
      forgetVerification: () => {
        // Submitted: the borrower's token has done its work (README: nothing is left behind).
        if (FAMILY_CALLS[family].keepsOtpToken) runtime.tokens.clearGuestToken();
      },
    },
  });
}

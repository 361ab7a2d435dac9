import { newTrackerId } from '../../domain/application-ids';
import { stepJobType } from '../../domain/resume';
import type { FormValues } from '../../machines/form/types';
import { offerFactsOf } from '../../machines/wizard/context';
import type {
  CoApplicantEntry,
  Family,
  LoadedApplication,
  SubmittedApplication,
  SummaryFacts,
} from '../../machines/wizard/types';
import type { ApiClient } from '../api/client';
import type { components } from '../api/schema';
import { unwrap } from '../api/unwrap';
import { FAMILY_CALLS } from './family-calls';
import { formValuesFrom } from './form-values';
import {
  assetDocumentsValuesFrom,
  coApplicantValuesFrom,
  referencesValuesFrom,
} from './section-calls';

type Schemas = components['schemas'];
type Summary = Schemas['ApplicationSummary'];
type FirstStepBody = Schemas['ApplicationCreateRequest'];
type SectionStep = 'kyc' | 'employment' | 'business';

/** Tries at a tracker id nobody holds (a clash is one in millions). */
const TRACKER_ID_ATTEMPTS = 3;

/*
 * The capture calls of one family (capture-app §7; partner-portal §3–§4), on the paths its row
 * of FAMILY_CALLS names (family-calls.ts): the partner's with the login token, the borrower's
 * with the guest token.
 */

export function factsOf(summary: Summary): SummaryFacts {
  return {
    id: summary.id,
    trackerId: summary.tracker_id,
    status: summary.status,
    remarks: summary.remarks,
    jobType: stepJobType(summary.job_type),
    loanType: summary.loan_type,
    stages: [...summary.stage],
  };
}

/** A co-applicant as the list shows it and its form starts from. */
export function coApplicantEntryOf(coApplicant: Schemas['CoApplicant']): CoApplicantEntry {
  const { id, name, mobile } = coApplicant;
  return { id, name, mobile, values: coApplicantValuesFrom(coApplicant) };
}

/** The first step of a saved application, as its form shows it. */
function firstStepValues(application: Schemas['Application']): FormValues {
  return formValuesFrom({
    mobile: application.mobile,
    name: application.name,
    pan_number: application.pan_number,
    job_type: application.job_type,
    loan_type: application.loan_type,
    required_amount: application.required_amount,
    purpose: application.purpose,
    utm_details: application.utm_details,
    // Accepted when it was created: the server required them then.
    terms_accepted: true,
    bureau_consent: true,
  });
}

function loadedOf(application: Schemas['Application']): LoadedApplication {
  const sections: LoadedApplication['sections'] = { mobile: firstStepValues(application) };
  if (application.personal_info) sections.kyc = formValuesFrom(application.personal_info);
  if (application.employment_info) {
    sections.employment = formValuesFrom(application.employment_info);
  }
  if (application.business_info) sections.business = formValuesFrom(application.business_info);
  if (application.references.length > 0) {
    sections['reference-details'] = referencesValuesFrom(application.references);
  }
  if (application.asset_documents) {
    sections['loan-doc'] = assetDocumentsValuesFrom(application.asset_documents);
  }
  return {
    ...factsOf(application),
    hasReferences: application.references.length > 0,
    hasAssetDocuments: application.asset_documents !== null,
    offer: application.loan_offer ? offerFactsOf(application.loan_offer) : null,
    sections,
    coApplicants: application.co_applicants.map(coApplicantEntryOf),
  };
}

export function applicationCalls(client: ApiClient, family: Family) {
  const paths = FAMILY_CALLS[family];
  return {
    async load(id: string, signal?: AbortSignal): Promise<LoadedApplication> {
      const params = { path: { id } };
      const { data } = await unwrap(client.GET(paths.application, { params, signal }));
      return loadedOf(data);
    },

    /** The saved business details, as the business form shows them. */
    async loadBusiness(id: string, signal?: AbortSignal): Promise<FormValues> {
      const params = { path: { id } };
      const { data } = await unwrap(client.GET(paths.businessInfo, { params, signal }));
      return formValuesFrom(data);
    },

    async create(values: FormValues, signal?: AbortSignal): Promise<SummaryFacts> {
      const body = values as unknown as FirstStepBody;
      if (!paths.trackerIdFromDevice) {
        const { data } = await unwrap(client.POST(paths.create, { body, signal }));
        return factsOf(data);
      }
      // The borrower's device makes the tracker id and the server checks it: one somebody
      // holds already (409) is made again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          const { data } = await unwrap(
            client.POST(paths.create, { body: { ...body, tracker_id: newTrackerId() }, signal }),
          );
          return factsOf(data);
        } catch (error) {
          const taken = (error as { status?: number }).status === 409;
          if (!taken || attempt >= TRACKER_ID_ATTEMPTS) throw error;
        }
      }
    },

    async update(id: string, values: FormValues, signal?: AbortSignal): Promise<SummaryFacts> {
      const params = { path: { id } };
      const body = values as unknown as Schemas['ApplicationUpdateRequest'];
      const { data } = await unwrap(client.PATCH(paths.application, { params, body, signal }));
      return factsOf(data);
    },

    /** The newest application of a borrower's mobile (partners only), or null. */
    async lookup(mobile: string, signal?: AbortSignal): Promise<Summary | null> {
      if (paths.lookup === null) return null;
      try {
        const { data } = await unwrap(
          client.GET(paths.lookup, { params: { path: { mobile } }, signal }),
        );
        return data.content[0] ?? null;
      } catch (error) {
        // 404: no application for this mobile, which is the usual case for a new borrower.
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },

    /** Saves a section: POST the first time, PATCH when resuming (spec §7). */
    async saveSection(
      step: SectionStep,
      id: string,
      values: FormValues,
      isNew: boolean,
      signal?: AbortSignal,
    ): Promise<void> {
      const params = { path: { id } };
      const options = { params, body: values as never, signal };
      if (step === 'kyc') {
        await unwrap(
          isNew
            ? client.POST(paths.personalInfo, options)
            : client.PATCH(paths.personalInfo, options),
        );
      } else if (step === 'employment') {
        await unwrap(
          isNew
            ? client.POST(paths.employmentInfo, options)
            : client.PATCH(paths.employmentInfoUpdate, options),
        );
      } else {
        await unwrap(
          isNew
            ? client.POST(paths.businessInfo, options)
            : client.PATCH(paths.businessInfo, options),
        );
      }
    },

    /** Final submit (partner), or the borrower's mark-completed: both end SUBMITTED. */
    async submit(id: string, signal?: AbortSignal): Promise<SubmittedApplication> {
      const { data } = await unwrap(paths.submit(client, id, signal));
      return { trackerId: data.tracker_id, status: data.status };
    },

    /** A short-lived link to view an uploaded file. */
    async fileUrl(fileId: string): Promise<string> {
      const params = { query: { file_id: fileId } };
      const { data } = await unwrap(client.GET(paths.fileUrl, { params }));
      return data.file_url;
    },
  };
}

export type ApplicationCalls = ReturnType<typeof applicationCalls>;

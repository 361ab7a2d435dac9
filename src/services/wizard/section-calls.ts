import { assetDocumentsBodyFrom } from '../../domain/sections/asset-documents';
import { coApplicantBodyFrom } from '../../domain/sections/co-applicant';
import { referencesBodyFrom } from '../../domain/sections/references';
import type { FormValues } from '../../machines/form/types';
import type { Family } from '../../machines/wizard/types';
import type { ApiClient } from '../api/client';
import type { components } from '../api/schema';
import { unwrap } from '../api/unwrap';
import { FAMILY_CALLS } from './family-calls';
import { formValuesFrom } from './form-values';

type Schemas = components['schemas'];
export type CoApplicant = Schemas['CoApplicant'];
type CoApplicantBody = Schemas['CoApplicantInput'];
type ReferencesBody = Schemas['ReferencesRequest'];
type AssetDocumentsBody = Schemas['AssetDocuments'];

/*
 * The calls of the steps after employment or business (capture-app §7): co-applicants (both
 * families), references (both) and asset documents (partners only: the contract has no
 * APPLY_LOAN route for them). The forms hand over their values — as typed, or the schema's
 * output, which is already the body — and the domain's *BodyFrom turns them into the body (on a
 * body it changes nothing). Answers come back as the forms show values (form-values.ts).
 * Each body was checked by the same domain schema in the form; the casts only name its type.
 * The paths are the family's row of FAMILY_CALLS (family-calls.ts).
 */

/** A co-applicant as their form shows them: the id is the form's record index, not a field. */
export function coApplicantValuesFrom(coApplicant: CoApplicant): FormValues {
  const { id: _id, ...details } = coApplicant;
  return formValuesFrom(details);
}

export const coApplicantBody = (values: FormValues) =>
  coApplicantBodyFrom(values) as unknown as CoApplicantBody;

/** Saved references as the form shows them: each keeps its id, so a resumed save updates it. */
export function referencesValuesFrom(references: readonly Schemas['Reference'][]): FormValues {
  return { references: references.map((reference) => formValuesFrom(reference)) };
}

export const referencesBody = (values: FormValues) =>
  referencesBodyFrom(values) as unknown as ReferencesBody;

/** Saved asset documents as the form shows them; the flag is the body's, not a field. */
export function assetDocumentsValuesFrom(documents: AssetDocumentsBody): FormValues {
  const { is_al_gl_present: _flag, ...fields } = documents;
  return formValuesFrom(fields);
}

export const assetDocumentsBody = (values: FormValues) =>
  assetDocumentsBodyFrom(values) as unknown as AssetDocumentsBody;

/** The public flow has no asset documents step (docs/decisions.md, issue 8). */
export const NO_ASSET_DOCUMENTS_ROUTE = "Asset documents are saved on a partner's capture only.";

export function sectionCalls(client: ApiClient, family: Family) {
  const paths = FAMILY_CALLS[family];
  return {
    /** The application's co-applicants, as the list screen shows them (name, mobile). */
    async listCoApplicants(id: string, signal?: AbortSignal): Promise<CoApplicant[]> {
      const params = { path: { id } };
      const { data } = await unwrap(client.GET(paths.coApplicants, { params, signal }));
      return data;
    },

    /** One co-applicant, as the form edits them. */
    async getCoApplicant(id: string, coId: string, signal?: AbortSignal): Promise<FormValues> {
      const params = { path: { id, coApplicantId: coId } };
      const { data } = await unwrap(client.GET(paths.coApplicant, { params, signal }));
      return coApplicantValuesFrom(data);
    },

    /** A new co-applicant (the server adds the CO_APPLICANT stage): its id. */
    async addCoApplicant(
      id: string,
      values: FormValues,
      signal?: AbortSignal,
    ): Promise<{ id: string }> {
      const options = { params: { path: { id } }, body: coApplicantBody(values), signal };
      const { data } = await unwrap(client.POST(paths.addCoApplicant, options));
      return { id: data.id };
    },

    /** An edited co-applicant (the server adds CO_APPLICANT_FORM): as saved, as the form shows it. */
    async updateCoApplicant(
      id: string,
      coId: string,
      values: FormValues,
      signal?: AbortSignal,
    ): Promise<FormValues> {
      const options = {
        params: { path: { id, coApplicantId: coId } },
        body: coApplicantBody(values),
        signal,
      };
      const { data } = await unwrap(client.PATCH(paths.coApplicant, options));
      return coApplicantValuesFrom(data);
    },

    /** A saved co-applicant removed (refused once the offer is accepted). */
    async removeCoApplicant(id: string, coId: string, signal?: AbortSignal): Promise<void> {
      const params = { path: { id, coApplicantId: coId } };
      await unwrap(client.DELETE(paths.coApplicant, { params, signal }));
    },

    /**
     * The references: POST the first time, PATCH when resuming (those with an id are updated,
     * the others added). Answers them as saved, ids included, as the form shows them: a later
     * save of these values updates rather than adds.
     */
    async saveReferences(
      id: string,
      values: FormValues,
      isNew: boolean,
      signal?: AbortSignal,
    ): Promise<FormValues> {
      const options = { params: { path: { id } }, body: referencesBody(values), signal };
      const { data } = await unwrap(
        isNew ? client.POST(paths.references, options) : client.PATCH(paths.references, options),
      );
      return referencesValuesFrom(data);
    },

    /** An auto or gold loan's asset documents (partners' capture only). */
    async saveAssetDocuments(id: string, values: FormValues, signal?: AbortSignal): Promise<void> {
      if (paths.assetDocuments === null) throw new Error(NO_ASSET_DOCUMENTS_ROUTE);
      await unwrap(
        client.PUT(paths.assetDocuments, {
          params: { path: { id } },
          body: assetDocumentsBody(values),
          signal,
        }),
      );
    },
  };
}

export type SectionCalls = ReturnType<typeof sectionCalls>;

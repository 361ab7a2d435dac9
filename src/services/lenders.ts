import { fromPromise } from 'xstate';
import { documentFieldOf } from '../domain/document-fields';
import {
  emailToLenderMachine,
  exportForLenderMachine,
  sendToLenderMachine,
  uploadFilesMachine,
} from '../machines/lenders/actions';
import { lenderDecisionsMachine } from '../machines/lenders/decisions';
import { lendersMachine } from '../machines/lenders/machine';
import type {
  ExportResult,
  LeadResult,
  LeadUploadResult,
  LenderRow,
  LendersData,
} from '../machines/lenders/types';
import type { ListRequest } from '../machines/list/types';
import type { RowActionNotice, RowActionRequest } from '../machines/row-action/types';
import type { components } from './api/schema';
import { unwrap } from './api/unwrap';
import type { Runtime } from './runtime';

type LenderOffer = components['schemas']['LenderOffer'];
type LenderStatus = components['schemas']['LenderStatus'];

/** What the lenders page gives its flow: toasts, and the browser's download of a file. */
export interface LendersPage {
  notify: (notice: RowActionNotice) => void;
  download: (url: string) => void;
}

/** The document fields' names of the sections (a multi-file field's files numbered). */
function documentNamesOf(sections: readonly unknown[]): string[] {
  return sections.flatMap((section) =>
    section && typeof section === 'object'
      ? Object.entries(section).flatMap(([field, value]) => {
          const named = documentFieldOf(field);
          if (!named || !value) return [];
          if (!Array.isArray(value)) return [named.label];
          return value.length === 1
            ? [named.label]
            : value.map((_, index) => `${named.label} ${index + 1}`);
        })
      : [],
  );
}

/** A row from the lender's offer and, once sent, what the lender said (lender_statuses). */
function rowOf(offer: LenderOffer, statuses: readonly LenderStatus[]): LenderRow {
  const sent = statuses.find((status) => status.lender_id === offer.lender_id);
  return {
    lenderId: offer.lender_id,
    lenderName: offer.lender_name,
    isPreferred: offer.is_preferred,
    amount: offer.loan_amount_range,
    interestRate: offer.interest_rate_range,
    tenure: offer.tenure_range,
    processingFee: offer.processing_fee_range,
    insuranceFee: offer.insurance_fee_range,
    decision: offer.decision,
    actions: offer.supportedAction,
    message: offer.message,
    reasons: offer.reasons,
    lenderStatus: sent?.status ?? null,
    reference: sent?.lender_ref_id ?? null,
    answeredAt: sent?.answered_at ?? null,
  };
}

/**
 * The lenders page's chart with the real server: the decisions and the application (for its
 * status and lender_statuses) asked for together, and each row action's call. The screen gives
 * the toasts and the download.
 */
export function createLendersMachine({ client }: Pick<Runtime, 'client'>, page: LendersPage) {
  const notify = (_: unknown, notice: RowActionNotice) => page.notify(notice);
  return lendersMachine.provide({
    actors: {
      decisions: lenderDecisionsMachine.provide({
        actors: {
          load: fromPromise<LendersData, ListRequest<string>>(async ({ input, signal }) => {
            const [decisions, application] = await Promise.all([
              unwrap(
                client.GET('/v1/lender/policy/decision', {
                  params: { query: { application_id: input.query } },
                  signal,
                }),
              ),
              unwrap(
                client.GET('/v1/loan-application/{id}', {
                  params: { path: { id: input.query } },
                  signal,
                }),
              ),
            ]);
            const app = application.data;
            return {
              application: {
                id: app.id,
                trackerId: app.tracker_id,
                name: app.name,
                status: app.status,
                documents: documentNamesOf([
                  app.personal_info,
                  app.employment_info,
                  app.business_info,
                  app.asset_documents,
                ]),
              },
              rows: decisions.data.map((offer) => rowOf(offer, app.lender_statuses)),
            };
          }),
        },
      }),
      SEND_TO_LENDER: sendToLenderMachine.provide({
        actors: {
          work: fromPromise<LeadResult, RowActionRequest>(async ({ input, signal }) => {
            const { data } = await unwrap(
              client.POST('/v1/lender/integration/lead', {
                body: { lender_id: input.lenderId, application_id: input.applicationId },
                signal,
              }),
            );
            // The lender answered now: the row shows today's date until a reload reads the stored one.
            return {
              status: data.status,
              reference: data.client_reference_id,
              answeredAt: new Date().toISOString(),
            };
          }),
        },
        actions: { notify },
      }),
      UPLOAD_FILES: uploadFilesMachine.provide({
        actors: {
          work: fromPromise<LeadUploadResult, RowActionRequest>(async ({ input, signal }) => {
            const { data } = await unwrap(
              client.POST('/v1/lender/integration/lead/upload', {
                body: {
                  lender_id: input.lenderId,
                  // The chart refuses Upload Files before there is a lead; the server says so too.
                  lead_id: input.reference ?? '',
                  application_id: input.applicationId,
                },
                signal,
              }),
            );
            return { status: data.status };
          }),
        },
        actions: { notify },
      }),
      EMAIL_TO_LENDER: emailToLenderMachine.provide({
        actors: {
          work: fromPromise<null, RowActionRequest>(async ({ input, signal }) => {
            await unwrap(
              client.POST('/v1/loan-application/{id}/lender/{lenderId}/email', {
                params: { path: { id: input.applicationId, lenderId: input.lenderId } },
                signal,
              }),
            );
            return null;
          }),
        },
        actions: { notify },
      }),
      EXPORT: exportForLenderMachine.provide({
        actors: {
          work: fromPromise<ExportResult, RowActionRequest>(async ({ input, signal }) => {
            const { data } = await unwrap(
              client.GET('/v1/loan-application/{id}/export', {
                params: {
                  path: { id: input.applicationId },
                  query: { export_type: 'xlsx', lender_id: input.lenderId },
                },
                signal,
              }),
            );
            return { fileUrl: data.file_url };
          }),
        },
        actions: { notify, deliver: (_, { result }) => page.download(result.fileUrl) },
      }),
    },
  });
}

import { fromPromise } from 'xstate';
import { PAGE_SIZE } from '../domain/paging';
import { applicationDetailsMachine } from '../machines/application-details/machine';
import type { ApplicationDetails, DetailsQuery } from '../machines/application-details/types';
import { applicationsMachine } from '../machines/applications/machine';
import type { ApplicationsPage, ApplicationsQuery } from '../machines/applications/types';
import type { ListRequest } from '../machines/list/types';
import type { ApiClient } from './api/client';
import { unwrap } from './api/unwrap';
import { detailsOf } from './application-details';
import type { Runtime } from './runtime';

/** The applications list reading the server: the chart's page 1 is the server's page 0. */
export function createApplicationsMachine({ client }: Pick<Runtime, 'client'>) {
  return applicationsMachine.provide({
    actors: {
      load: fromPromise<ApplicationsPage, ListRequest<ApplicationsQuery>>(
        async ({ input, signal }) => {
          const { data } = await unwrap(
            client.GET('/v1/loan-application/list/{status}', {
              params: {
                path: { status: input.query.status },
                query: { page: input.page - 1, size: PAGE_SIZE },
              },
              signal,
            }),
          );
          return {
            rows: data.list.map((row) => ({
              id: row.id,
              trackerId: row.tracker_id,
              name: row.name,
              loanType: row.loan_type,
              jobType: row.job_type,
              amount: row.required_amount,
              status: row.status,
              stage: row.stage,
              remarks: row.remarks,
              createdAt: row.created_at,
              source: row.source,
            })),
            totalPages: data.total_pages,
            totalElements: data.total_elements,
          };
        },
      ),
    },
  });
}

/** An expanded row reading the whole application. */
export function createApplicationDetailsMachine({ client }: Pick<Runtime, 'client'>) {
  return applicationDetailsMachine.provide({
    actors: {
      load: fromPromise<ApplicationDetails, ListRequest<DetailsQuery>>(
        async ({ input, signal }) => {
          const { data } = await unwrap(
            client.GET('/v1/loan-application/{id}', {
              params: { path: { id: input.query.id } },
              signal,
            }),
          );
          return detailsOf(data);
        },
      ),
    },
  });
}

/** A document's short-lived signed link, to open in a new tab. */
export async function documentLink(client: ApiClient, fileId: string): Promise<string> {
  const { data } = await unwrap(
    client.GET('/v1/loan-application/presigned-url', { params: { query: { file_id: fileId } } }),
  );
  return data.file_url;
}

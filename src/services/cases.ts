import { fromPromise } from 'xstate';
import type { LenderChoice } from '../machines/case-lenders/machine';
import { caseLendersMachine } from '../machines/case-lenders/machine';
import type { CaseRow, CasesPage } from '../machines/cases/machine';
import { casesMachine } from '../machines/cases/machine';
import { createCaseMachine } from '../machines/create-case/machine';
import type { SaveInput } from '../machines/form/types';
import type { ListRequest } from '../machines/list/types';
import { PAGE_SIZE } from '../domain/paging';
import type { components } from './api/schema';
import { unwrap } from './api/unwrap';
import type { Runtime } from './runtime';

type CaseInput = components['schemas']['CaseInput'];
type Case = components['schemas']['Case'];

/** Create Case with its save: the form's body, checked by the same schema, POSTed as it is. */
export function createCreateCaseMachine({ client }: Pick<Runtime, 'client'>) {
  return createCaseMachine.provide({
    actors: {
      save: fromPromise<void, SaveInput>(async ({ input, signal }) => {
        // The form sends the schema's output: the contract's CaseInput.
        const body = input.values as unknown as CaseInput;
        await unwrap(client.POST('/v1/payout/case', { body, signal }));
      }),
    },
  });
}

/** The lenders a case may name, from GET /v1/lender. */
export function createCaseLendersMachine({ client }: Pick<Runtime, 'client'>) {
  return caseLendersMachine.provide({
    actors: {
      load: fromPromise<LenderChoice[], ListRequest<void>>(async ({ signal }) => {
        const { data } = await unwrap(client.GET('/v1/lender', { signal }));
        return data.data.map((lender) => ({ value: lender.lender_id, label: lender.name }));
      }),
    },
  });
}

/** A case as the list's row: its lenders' names and its first lender's disbursement date. */
function rowOf(recorded: Case): CaseRow {
  return {
    id: recorded.id,
    caseId: recorded.tracker_id,
    borrower: recorded.name,
    lenders: recorded.lender_info.map((lender) => lender.lender.name).join(', '),
    amount: recorded.required_amount,
    disbursementDate: recorded.lender_info[0]?.disbursement_date ?? '',
  };
}

/** The cases list with its page read from GET /v1/payout/case (zero-based on the wire). */
export function createCasesMachine({ client }: Pick<Runtime, 'client'>) {
  return casesMachine.provide({
    actors: {
      load: fromPromise<CasesPage<CaseRow>, ListRequest<void>>(async ({ input, signal }) => {
        const { data } = await unwrap(
          client.GET('/v1/payout/case', {
            params: { query: { page: input.page - 1, size: PAGE_SIZE } },
            signal,
          }),
        );
        return { ...data, list: data.list.map(rowOf) };
      }),
    },
  });
}

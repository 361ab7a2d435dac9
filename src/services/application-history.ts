import { fromPromise } from 'xstate';
import { presentHistory } from '../domain/presenter/history';
import { applicationHistoryMachine } from '../machines/application-history/machine';
import type { ApplicationHistory, HistoryQuery } from '../machines/application-history/types';
import type { ListRequest } from '../machines/list/types';
import type { components } from './api/schema';
import { unwrap } from './api/unwrap';
import type { Runtime } from './runtime';

/*
 * An application's audit trail (the contract's AuditEntry list) → the History panel's steps:
 * the action, who, when and each change as a sentence (src/domain/presenter/history.ts). The
 * entries keep field keys; the presenter gives them their labels. Values come masked.
 */

type AuditEntry = components['schemas']['AuditEntry'];

export function historyOf(entries: readonly AuditEntry[]): ApplicationHistory {
  return presentHistory(entries);
}

/** The History panel reading the application's audit trail. */
export function createApplicationHistoryMachine({ client }: Pick<Runtime, 'client'>) {
  return applicationHistoryMachine.provide({
    actors: {
      load: fromPromise<ApplicationHistory, ListRequest<HistoryQuery>>(
        async ({ input, signal }) => {
          const { data } = await unwrap(
            client.GET('/v1/loan-application/{id}/audit', {
              params: { path: { id: input.query.id } },
              signal,
            }),
          );
          return historyOf(data.entries);
        },
      ),
    },
  });
}

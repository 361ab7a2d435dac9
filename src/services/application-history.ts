import { fromPromise } from 'xstate';
import { auditActionWords } from '../domain/audit/actions';
import { documentFieldOf } from '../domain/document-fields';
import { applicationHistoryMachine } from '../machines/application-history/machine';
import type {
  ApplicationHistory,
  HistoryChange,
  HistoryQuery,
  HistoryStep,
} from '../machines/application-history/types';
import type { ListRequest } from '../machines/list/types';
import type { components } from './api/schema';
import { unwrap } from './api/unwrap';
import { labelOf } from './application-details';
import type { Runtime } from './runtime';

/*
 * An application's audit trail (the contract's AuditEntry list) → the History panel's steps:
 * the action, who and the changed fields in words. Values come masked from the server.
 */

type AuditEntry = components['schemas']['AuditEntry'];
type AuditChange = components['schemas']['AuditChange'];

function actorWords(actor: AuditEntry['actor']): string {
  switch (actor.kind) {
    case 'PARTNER':
      return actor.name ? `${actor.name} (partner)` : 'Partner';
    case 'ADMIN':
      return actor.name ? `${actor.name} (admin)` : 'Admin';
    case 'GUEST':
      return 'The borrower';
    case 'SYSTEM':
      return actor.name ?? 'System';
  }
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function valueWords(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const isWhole = (value: unknown) => typeof value === 'object' && value !== null;

/**
 * A change in words. A file, a list or a group of fields (or a value not recorded) is added,
 * replaced or removed; a plain value is shown as it became, or as before → after.
 */
function changeOf(change: AuditChange): HistoryChange {
  const document = documentFieldOf(change.field);
  const label = document?.label ?? labelOf(change.field);
  const before: unknown = 'old' in change ? change.old : undefined;
  const after: unknown = change.new;
  if (document || !('old' in change) || isWhole(before) || isWhole(after)) {
    return { label, change: isBlank(after) ? 'removed' : isBlank(before) ? 'added' : 'replaced' };
  }
  if (isBlank(before)) return { label, change: valueWords(after) };
  if (isBlank(after)) return { label, change: `${valueWords(before)} → removed` };
  return { label, change: `${valueWords(before)} → ${valueWords(after)}` };
}

export function historyOf(entries: readonly AuditEntry[]): ApplicationHistory {
  return entries.map((entry): HistoryStep => ({
    sequence: entry.sequence,
    action: auditActionWords(entry.action),
    actor: actorWords(entry.actor),
    at: entry.at,
    changes: entry.changes.map(changeOf),
  }));
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

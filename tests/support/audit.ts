import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { FieldChange } from '../../src/domain/audit/changes';
import type { Database } from '../../server/db/schema';

/*
 * An application's audit trail as stored (audit_entries, oldest first), for the suites that
 * check each write leaves its entry (tests/api/audit-*.test.ts), and a check that a refused
 * write left none.
 */

export interface StoredEntry {
  action: string;
  actor_kind: string;
  actor_id: string | null;
  actor_name: string | null;
  at: Date;
  changes: FieldChange[];
}

export async function auditEntries(
  db: Kysely<Database>,
  applicationId: string,
): Promise<StoredEntry[]> {
  const rows = await db
    .selectFrom('audit_entries')
    .select(['action', 'actor_kind', 'actor_id', 'actor_name', 'at', 'changes'])
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

/** The actions of the application's entries, oldest first. */
export async function auditActions(db: Kysely<Database>, applicationId: string) {
  return (await auditEntries(db, applicationId)).map((entry) => entry.action);
}

/** The newest entry (the one the write just appended); fails when there is none. */
export async function lastEntry(db: Kysely<Database>, applicationId: string): Promise<StoredEntry> {
  const entries = await auditEntries(db, applicationId);
  const last = entries.at(-1);
  if (!last) throw new Error(`Application ${applicationId} has no audit entries`);
  return last;
}

/** The change of one field in an entry (undefined when the entry does not name it). */
export function changeOf(entry: StoredEntry, field: string): FieldChange | undefined {
  return entry.changes.find((change) => change.field === field);
}

/** How many entries the whole table holds. */
async function entryCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('audit_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Sends, and proves the application's trail (and the whole table) gained no entry. */
export async function noEntryFrom<A>(
  db: Kysely<Database>,
  applicationId: string,
  send: () => Promise<A>,
): Promise<A> {
  const trail = () => Promise.all([auditEntries(db, applicationId), entryCount(db)]);
  const before = await trail();
  const answer = await send();
  expect(await trail()).toEqual(before);
  return answer;
}

import type { Kysely } from 'kysely';
import {
  AT_MOST_REFERENCES_MESSAGE,
  MAX_REFERENCES,
  referencePhoneClash,
  type ReferencesBody,
} from '../../../src/domain/sections/references';
import type { Database, StoredSection } from '../../db/schema';
import type { Schema } from '../../contract-types';
import { ApiError } from '../../errors';
import { randomId } from '../random-id';
import { openApplication } from './open-application';
import type { Viewer } from '../applications/access';
import { fieldChanges } from '../../../src/domain/audit/changes';
import { actorOfViewer } from '../audit/actor';
import { appendAudit } from '../audit/append';
import { withValues } from '../../i18n/texts';

/*
 * References (capture-app §3, §5): one to three, saved as one list with an id each. A new
 * application's save (POST) replaces the list; a resumed one's (PATCH) updates the references
 * it names by id and adds the others, three at most in all.
 */

export const REFERENCES_SAVED = 'Reference(s) added successfully!';
const UNKNOWN_REFERENCE = /*i18n*/ {
  id: 'UNKNOWN_REFERENCE',
  message: "Reference {id} is not one of this application's references",
};
export const unknownReferenceMessage = (id: string) => withValues(UNKNOWN_REFERENCE, { id });

type Reference = Schema<'Reference'>;
type SentReference = ReferencesBody['references'][number];

/**
 * The list by place for the audit entry ('references[1]'…), without the ids the server makes:
 * a reference sent again with the same words is no change, a new one or a changed one is.
 */
const byPlace = (list: readonly Reference[]) =>
  Object.fromEntries(
    list.map(({ id: _id, ...reference }, at) => [`references[${at + 1}]`, reference]),
  );

/** The list after a PATCH: named ones replaced in place, the others appended. */
function merged(saved: readonly Reference[], sent: readonly SentReference[]): Reference[] {
  const list = [...saved];
  for (const reference of sent) {
    if (reference.id === undefined) {
      list.push({ ...reference, id: randomId() } as Reference);
      continue;
    }
    const at = list.findIndex((entry) => entry.id === reference.id);
    if (at < 0) throw new ApiError(400, unknownReferenceMessage(reference.id));
    list[at] = reference as Reference;
  }
  return list;
}

export async function saveReferences(
  db: Kysely<Database>,
  input: { viewer: Viewer; id: string; body: ReferencesBody; replace: boolean; now: Date },
): Promise<Reference[]> {
  return db.transaction().execute(async (tx) => {
    const application = await openApplication(tx, input.viewer, input.id);
    const row = await tx
      .selectFrom('applications')
      .select(['references', 'mobile'])
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow();
    const saved = (row.references ?? []) as Reference[];
    const references = input.replace
      ? input.body.references.map((reference) => ({ ...reference, id: randomId() }) as Reference)
      : merged(saved, input.body.references);
    if (references.length > MAX_REFERENCES) throw new ApiError(400, AT_MOST_REFERENCES_MESSAGE);
    // The list as it would be kept: a PATCH's references meet the saved ones here.
    const clash = referencePhoneClash(
      references.map((reference) => reference.phone),
      row.mobile,
    );
    if (clash) throw new ApiError(400, clash.message);
    await tx
      .updateTable('applications')
      .set({ references: JSON.stringify(references as StoredSection[]), updated_at: input.now })
      .where('id', '=', application.id)
      .execute();
    await appendAudit(tx, {
      applicationId: application.id,
      at: input.now,
      actor: actorOfViewer(input.viewer),
      action: 'REFERENCES_SAVED',
      changes: fieldChanges(byPlace(saved), byPlace(references)),
    });
    return references;
  });
}

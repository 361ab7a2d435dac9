import type { Kysely } from 'kysely';
import { documentFieldOf } from '../../../src/domain/document-fields';
import { FILE_ID_PATTERN } from '../../../src/domain/documents';
import type { Database, StoredSection } from '../../db/schema';
import { ApiError } from '../../errors';
import { withValues } from '../../i18n/texts';

/*
 * A file belongs to its uploader and to its application (issue 7): a section may refer only to
 * files uploaded to this application, each for its own kind of field. Otherwise a section could
 * name another application's file (or another partner's) and then read it through this one.
 * Uploads are admitted only for an application the uploader may use, so a file of this
 * application is its owner's.
 */

/** The one answer for a document field whose file is not this application's, of its kind. */
const SECTION_FILE_NOT_FOUND = /*i18n*/ {
  id: 'SECTION_FILE_NOT_FOUND',
  message: '{label}: the file was not found for this application. Please upload it again.',
};
export const fileNotFoundMessage = (label: string) => withValues(SECTION_FILE_NOT_FOUND, { label });

interface FileReference {
  /** The field's name in the form's words. */
  label: string;
  fileType: string;
  id: string;
}

/** Every file id the section names, with its field's label and file type, in screen order. */
function referencesOf(section: StoredSection): FileReference[] {
  return Object.entries(section).flatMap(([field, value]) => {
    const document = documentFieldOf(field);
    if (!document) return [];
    const ids = Array.isArray(value) ? value : [value];
    return ids
      .filter((id): id is string => typeof id === 'string')
      .map((id) => ({ label: document.label, fileType: document.fileType, id }));
  });
}

/**
 * The 400 for the first document field of the section (a list: any of its ids) that names no
 * file uploaded to this application with the field's file type, or null when every one does.
 * One query for all the section's ids; an id no upload can have is not looked up.
 */
export async function sectionFilesRefusal(
  db: Kysely<Database>,
  applicationId: string,
  section: StoredSection,
  /** A co-applicant's details: only files uploaded as a co-applicant's (with a record_index). */
  options: { coApplicant?: boolean } = {},
): Promise<ApiError | null> {
  const references = referencesOf(section);
  const ids = [...new Set(references.map((reference) => reference.id))].filter((id) =>
    FILE_ID_PATTERN.test(id),
  );
  const found =
    ids.length === 0
      ? []
      : await db
          .selectFrom('documents')
          .select(['id', 'file_type', 'record_index'])
          .where('application_id', '=', applicationId)
          .where('id', 'in', ids)
          .execute();
  const fileTypes = new Map(
    found
      .filter((document) => !options.coApplicant || document.record_index !== null)
      .map((document) => [document.id, document.file_type]),
  );
  const wrong = references.find((reference) => fileTypes.get(reference.id) !== reference.fileType);
  return wrong ? new ApiError(400, fileNotFoundMessage(wrong.label)) : null;
}

import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { DETECTED_DOCUMENT_TYPES } from '../../src/domain/documents';
import type { DocumentStorage } from '../storage/port';
import { makeSpoolFolder } from '../storage/spool';
import { DEMO_APPLICATIONS, DEMO_PARTNER_ID, type DemoApplication } from './demo-applications';
import { DEMO_FILE_SLOTS, type DemoFileSlot, type DemoFileSlotName } from './demo-files';
import type { Database, StoredSection } from './schema';

/*
 * The files the demo applications' sections refer to, stored for real: bytes in the document
 * storage and a documents row each, exactly as an upload by the application's owner leaves
 * them (the demo partner for KYC, the borrower's mobile for APPLY_LOAN), so View opens them and
 * the form is right to show them as uploaded. The bytes are made here, not read from files,
 * because the server is bundled into build/ without its source folder.
 */

/** A 120×76 ID-card sketch (header band, photo box, text lines): what the card fields show. */
export const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAABMCAIAAAAp7eQ+AAAAtUlEQVR42u3boQ2AMBCG0W7SjZgMXY3G1LAB66AqUexA0gsXXvJN8MSfnLhSl1UBFQSgQQs0aNAUQIMWaNCgKYAGrTfQ17g1NdCgQQs0aNCgQf8Gej/OgECDBg0adFbotvV0gQZtOkCDBg0aNGjQoEGDdrCABm06QIMGDRo0aNCgQYPOf7CABm06QIMGDRo0aNCgQYN2sIAGbTpAgwYN2kMnaIEGDVqgQQs0aNACDVqgvwGtgB6cx/+iGOK8xgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A one-page PDF (PDF 1.4, Helvetica, a correct cross-reference table) showing `lines`, the
 * first as a title. The lines are plain ASCII written by this module.
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = lines
    .map((line, index) => {
      const size = index === 0 ? 18 : 12;
      return `BT /F1 ${size} Tf 36 ${150 - index * 30} Td (${escape(line)}) Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export interface DemoDocument {
  id: string;
  application: DemoApplication;
  slot: DemoFileSlotName;
  bytes: Buffer;
  contentType: string;
  /** Where an upload of this file would be stored (server/usecases/documents.ts). */
  storageKey: string;
}

function documentsOf(app: DemoApplication): DemoDocument[] {
  const documents: DemoDocument[] = [];
  for (const [slot, file] of Object.entries(DEMO_FILE_SLOTS) as [
    DemoFileSlotName,
    (typeof DEMO_FILE_SLOTS)[DemoFileSlotName],
  ][]) {
    const value = app[file.section]?.[file.field];
    const ids = (Array.isArray(value) ? value : [value]).filter(
      (id): id is string => typeof id === 'string',
    );
    for (const id of ids) {
      const bytes =
        file.kind === 'png'
          ? DEMO_PNG
          : demoPdf([
              'Rinn demo document',
              `${file.label} of ${app.name}`,
              'Made-up data for trying Rinn: not a real document.',
            ]);
      documents.push({
        id,
        application: app,
        slot,
        bytes,
        contentType: DETECTED_DOCUMENT_TYPES[file.kind],
        storageKey: `applications/${app.id}/${id}.${file.kind}`,
      });
    }
  }
  return documents;
}

/** Every file a seeded section refers to, with its bytes. */
export const DEMO_DOCUMENTS: readonly DemoDocument[] = DEMO_APPLICATIONS.flatMap(documentsOf);

/**
 * Points sections of an older demo database at their documents (replaceLegacyFileIds), stores
 * each demo document's bytes (again on every start: putting a key replaces it, so a
 * storage that was emptied or switched is filled) and records their rows. Runs after the demo
 * applications are seeded; an application that is not there (its tracker id was taken) gets no
 * documents rather than a failed start.
 */
export async function seedDemoDocuments(
  db: Kysely<Database>,
  storage: DocumentStorage,
): Promise<void> {
  const present = new Set(
    (
      await db
        .selectFrom('applications')
        .select('id')
        .where(
          'id',
          'in',
          DEMO_APPLICATIONS.map((app) => app.id),
        )
        .execute()
    ).map((row) => row.id),
  );
  await replaceLegacyFileIds(db);
  const documents = DEMO_DOCUMENTS.filter((document) => present.has(document.application.id));
  if (documents.length === 0) return;

  const spool = await makeSpoolFolder(tmpdir(), 'rinn-demo-documents-');
  try {
    // Settled before the spool is removed, so no put is still reading it; then the first failure.
    const puts = await Promise.allSettled(
      documents.map(async (document) => {
        const path = join(spool, document.id);
        await writeFile(path, document.bytes, { mode: 0o600 });
        await storage.put(document.storageKey, {
          path,
          size: document.bytes.length,
          contentType: document.contentType,
        });
      }),
    );
    const failed = puts.find((put) => put.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }

  await db
    .insertInto('documents')
    .values(
      documents.map(({ application: app, ...document }) => {
        const slot = DEMO_FILE_SLOTS[document.slot];
        const partnerOwned = app.family === 'KYC';
        return {
          id: document.id,
          application_id: app.id,
          owner_partner_id: partnerOwned ? DEMO_PARTNER_ID : null,
          owner_mobile: partnerOwned ? null : app.mobile,
          purpose: app.family,
          file_type: slot.fileType,
          name_prefix: slot.field,
          record_index: null,
          storage_key: document.storageKey,
          content_type: document.contentType,
          size_bytes: document.bytes.length,
          sha256: createHash('sha256').update(document.bytes).digest('hex'),
          created_at: new Date(app.createdAt),
        };
      }),
    )
    // The bytes were just stored again: the row describes them, whatever an older seed wrote.
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        storage_key: eb.ref('excluded.storage_key'),
        content_type: eb.ref('excluded.content_type'),
        size_bytes: eb.ref('excluded.size_bytes'),
        sha256: eb.ref('excluded.sha256'),
      })),
    )
    .execute();
}

const SECTION_COLUMNS = {
  personalInfo: 'personal_info',
  employmentInfo: 'employment_info',
  businessInfo: 'business_info',
} as const;

/**
 * Demo applications seeded before their documents were real refer to made-up ids such as
 * 'demo-file-pan', which nothing can open. Those ids (and only those: whatever a person changed
 * stays) become the application's own seeded file ids. Once replaced, a rerun finds none.
 */
async function replaceLegacyFileIds(db: Kysely<Database>): Promise<void> {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'personal_info', 'employment_info', 'business_info'])
    .where(
      'id',
      'in',
      DEMO_APPLICATIONS.map((app) => app.id),
    )
    .execute();
  for (const row of rows) {
    const app = DEMO_APPLICATIONS.find((demo) => demo.id === row.id);
    if (!app) continue;
    const changes: Partial<Record<(typeof SECTION_COLUMNS)[DemoFileSlot['section']], string>> = {};
    for (const [section, column] of Object.entries(SECTION_COLUMNS) as [
      DemoFileSlot['section'],
      (typeof SECTION_COLUMNS)[DemoFileSlot['section']],
    ][]) {
      const stored = row[column];
      const seeded = app[section];
      if (!stored || !seeded) continue;
      const replaced = withoutLegacyIds(stored, seeded, section);
      if (replaced) changes[column] = JSON.stringify(replaced);
    }
    if (Object.keys(changes).length > 0) {
      await db.updateTable('applications').set(changes).where('id', '=', row.id).execute();
    }
  }
}

/** The stored section with its legacy file ids replaced by the seeded ones, or null if it has none. */
function withoutLegacyIds(
  stored: StoredSection,
  seeded: StoredSection,
  section: DemoFileSlot['section'],
): StoredSection | null {
  let changed = false;
  const result: StoredSection = { ...stored };
  for (const slot of Object.values(DEMO_FILE_SLOTS) as DemoFileSlot[]) {
    if (slot.section !== section) continue;
    const current = seeded[slot.field];
    const replacement = Array.isArray(current) ? (current[0] as unknown) : current;
    if (typeof replacement !== 'string') continue;
    const value = stored[slot.field];
    if (value === slot.legacyId) {
      result[slot.field] = replacement;
      changed = true;
    } else if (Array.isArray(value) && value.includes(slot.legacyId)) {
      result[slot.field] = value.map((id: unknown) => (id === slot.legacyId ? replacement : id));
      changed = true;
    }
  }
  return changed ? result : null;
}

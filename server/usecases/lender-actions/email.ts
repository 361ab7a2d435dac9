import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Logger } from '../../log/logger';
import type { MailAttachment, Mailer } from '../../mail/port';
import type { DocumentStorage } from '../../storage/port';
import { ApiError } from '../../errors';
import type { Mode } from '../../deps';
import type { Application } from '../applications/view';
import { fileNameOf } from '../documents';
import { emailSubject, summaryText } from './summary';
import type { AuditActor } from '../audit/actor';
import { appendAudit } from '../audit/append';
import { withValues } from '../../i18n/texts';

/*
 * Email to Lender: the application's summary as text and its documents attached, to the
 * lender's inbox, through the mailer (SMTP, or the dev mailbox). A mail server that does not
 * take it answers 502 'Failed to send email': nothing is recorded as sent.
 */

export const EMAIL_SENT = 'Email sent successfully';
export const EMAIL_FAILED = /*i18n*/ {
  id: 'EMAIL_SEND_FAILED',
  message: 'Failed to send email',
};
const NO_LENDER_EMAIL = /*i18n*/ {
  id: 'NO_LENDER_EMAIL',
  message:
    'No email address is set for {lender}. Ask the administrator to add it (RINN_LENDER_EMAILS).',
};
export const noLenderEmail = (lenderName: string) =>
  withValues(NO_LENDER_EMAIL, { lender: lenderName });

/**
 * Documents are attached until together they pass this; the rest are listed with a signed
 * link. 15 MB grows to ~20 MB in base64, under the 25 MB most mail servers take.
 */
export const ATTACHMENTS_MAX_BYTES = 15 * 1024 * 1024;

/** Outside production, a lender without a configured inbox gets one nobody owns (RFC 2606). */
export const demoLenderAddress = (lenderId: string) => `${lenderId}@lenders.example`;

export interface EmailDeps {
  db: Kysely<Database>;
  storage: DocumentStorage;
  mailer: Mailer;
  clock: () => Date;
  mode: Mode;
  log: Logger;
  lenderEmails: Record<string, string>;
}

export interface LenderNames {
  id: string;
  name: string;
}

function lenderAddress(deps: EmailDeps, lender: LenderNames): string {
  const configured = deps.lenderEmails[lender.id];
  if (configured) return configured;
  if (deps.mode === 'production') throw new ApiError(400, noLenderEmail(lender.name));
  return demoLenderAddress(lender.id);
}

interface Documents {
  attachments: MailAttachment[];
  /** Lines for the documents past the size cap: name and a signed link. */
  linked: string[];
}

/** The application's documents in upload order: attached up to the cap, linked past it. */
async function documentsOf(deps: EmailDeps, applicationId: string): Promise<Documents> {
  const rows = await deps.db
    .selectFrom('documents')
    .select(['id', 'storage_key', 'content_type', 'size_bytes', 'file_type', 'name_prefix'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const found: Documents = { attachments: [], linked: [] };
  let total = 0;
  for (const row of rows) {
    const filename = fileNameOf(row);
    if (total + row.size_bytes > ATTACHMENTS_MAX_BYTES) {
      const link = await deps.storage.link({
        key: row.storage_key,
        fileId: row.id,
        contentType: row.content_type,
        fileName: filename,
        now: deps.clock(),
      });
      found.linked.push(`${filename}: ${link}`);
      continue;
    }
    const stream = await deps.storage.read(row.storage_key);
    // A row whose bytes are gone is left out rather than failing the whole email.
    if (!stream) continue;
    const content = Buffer.concat(await stream.toArray());
    total += content.length;
    found.attachments.push({ filename, content, contentType: row.content_type });
  }
  return found;
}

/**
 * Sends the email. `publicOrigin` makes the local adapter's links (a path) absolute for the
 * lender, who is not on this site. Once the mail server took it, the application's audit trail
 * records who sent what to whom: the borrower's documents left the product.
 */
export async function emailLender(
  deps: EmailDeps,
  input: {
    application: Application;
    lender: LenderNames;
    publicOrigin: string;
    actor: AuditActor;
  },
): Promise<void> {
  const { application, lender } = input;
  const to = lenderAddress(deps, lender);
  const documents = await documentsOf(deps, application.id);
  const linked = documents.linked.map((line) => line.replace(/: \//, `: ${input.publicOrigin}/`));
  const text = [
    summaryText(application, lender.name),
    '',
    documents.attachments.length > 0
      ? `Documents attached: ${documents.attachments.length}.`
      : 'No documents have been uploaded yet.',
    ...(linked.length > 0
      ? ['', 'Too large to attach (each link opens the file for 10 minutes):', ...linked]
      : []),
  ].join('\n');
  try {
    await deps.mailer.send({
      to,
      subject: emailSubject(application),
      text,
      attachments: documents.attachments,
    });
  } catch (error) {
    deps.log.error(
      {
        lender: lender.id,
        application: application.id,
        err: { message: (error as Error).message },
      },
      'email to lender failed',
    );
    throw new ApiError(502, EMAIL_FAILED);
  }
  await appendAudit(deps.db, {
    applicationId: application.id,
    at: deps.clock(),
    actor: input.actor,
    action: 'LENDER_EMAILED',
    changes: [
      { field: 'lender_id', new: lender.id },
      { field: 'to', new: to },
      { field: 'attachments', new: documents.attachments.map((file) => file.filename) },
      { field: 'linked', new: documents.linked.length },
    ],
  });
}

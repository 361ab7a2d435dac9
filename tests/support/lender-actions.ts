import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { insertApplication, type ApplicationSeed } from './applications';
import type { TestApp } from './server';
import type { TestPartner } from './suite';
import { storeOffer } from './lenders';
import { fixture, upload } from './uploads';

/*
 * For the tests of the lender row actions that carry the application away (Email to Lender,
 * Export): a partner's application with real uploaded documents, one a lender rejects, and the
 * dev mailbox's size.
 */

export interface ApplicationWithDocuments {
  id: string;
  trackerId: string;
  /** The documents' names as a download or attachment shows them, in upload order. */
  documentNames: string[];
}

const PERSONAL_INFO = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  dob: '1991-02-14',
  gender: 'FEMALE',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600001',
  address: '14 Anna Salai, Mount Road',
};

/**
 * A DRAFT personal loan of this partner (₹5,00,000 asked), with a PAN image and a statement PDF,
 * and the rules engine's offer on the worked example's facts.
 */
export async function applicationWithDocuments(
  t: TestApp,
  partner: TestPartner,
  seed: ApplicationSeed = {},
): Promise<ApplicationWithDocuments> {
  const { id, trackerId } = await insertApplication(t.db, {
    partnerId: partner.id,
    personalInfo: PERSONAL_INFO,
    ...seed,
  });
  const documentNames: string[] = [];
  const files = [
    { fileType: 'PAN', prefix: 'pan', name: 'tiny.png', type: 'image/png', ext: 'png' },
    {
      fileType: 'BANK_STATEMENT',
      prefix: 'bank_statement',
      name: 'tiny.pdf',
      type: 'application/pdf',
      ext: 'pdf',
    },
  ];
  for (const file of files) {
    // A second apart, so upload order (created_at) is the order attachments come in.
    t.clock.advance(1);
    const answer = await upload<{ file_id: string }>(
      t,
      '/api/v1/apply-loan/upload-file',
      [
        { name: 'upload_type', value: 'KYC' },
        { name: 'file_type', value: file.fileType },
        { name: 'application_id', value: id },
        { name: 'name_prefix', value: file.prefix },
        { name: 'file', file: fixture(file.name), fileName: file.name, type: file.type },
      ],
      { token: partner.token },
    );
    if (answer.status !== 201) throw new Error(`upload failed: ${answer.text}`);
    documentNames.push(`${file.prefix}-${answer.body.data.file_id.slice(0, 8)}.${file.ext}`);
  }
  // Up to its loan offer, as the lenders need (a PENDING row's actions are refused with 409).
  await storeOffer(t.db, id);
  return { id, trackerId, documentNames };
}

/**
 * Makes Protium reject the application (it does not lend for HOME_LOAN) while others may
 * still take it: the rules engine's facts and offer, as the offer step stores them.
 */
export async function rejectedByProtium(db: Kysely<Database>, applicationId: string) {
  await db
    .updateTable('applications')
    .set({
      offer_facts: JSON.stringify({
        loan_type: 'HOME_LOAN',
        dob: '1991-02-14',
        monthly_income: 90000,
        bureau: { score: 780, overdue_amount: 0, monthly_obligations: 0 },
      }),
      loan_offer: JSON.stringify({
        decision: 'APPROVED',
        suggested_loan_amount: 500000,
        tenure_limit: 60,
      }),
    })
    .where('id', '=', applicationId)
    .execute();
}

/** Messages in the dev mailbox. */
export async function mailboxCount(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('mailbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Only the application's partner may run a lender action on it: another partner gets the 404
 * of a missing application, a guest token 403, no token 401.
 */
export async function expectOwnerOnly(
  t: TestApp,
  request: { method: string; path: string },
  tokens: { otherPartner: string; guest: string },
) {
  const asOther = await t.call(request.method, request.path, { token: tokens.otherPartner });
  expect(asOther.status).toBe(404);
  expect(asOther.body.message).toBe('Application not found');
  expect((await t.call(request.method, request.path, { token: tokens.guest })).status).toBe(403);
  expect((await t.call(request.method, request.path)).status).toBe(401);
}

/** [path, status, message]: a request refused with that status and message. */
export type Refusal = readonly [path: string, status: number, message: string];

/** Each request, as this token, is refused as listed, and `unchanged` holds around each. */
export async function expectRefusals(
  t: TestApp,
  request: { method: string; token: string },
  refusals: readonly Refusal[],
  unchanged: (attempt: () => Promise<void>) => Promise<void>,
) {
  for (const [path, status, message] of refusals) {
    await unchanged(async () => {
      const answer = await t.call(request.method, path, { token: request.token });
      expect(answer.status).toBe(status);
      expect(answer.body.message).toBe(message);
    });
  }
}

import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxLenderGateway, sandboxReference } from '../../server/adapters/lenders/sandbox';
import { PENDING_REFUSAL } from '../../src/domain/lenders/actions';
import { insertApplication, unchangedBy } from '../support/applications';
import { expectMatchesContract } from '../support/contract';
import { mailboxCount } from '../support/lender-actions';
import { LENDER_PATHS } from '../support/lenders';
import { uploadFor } from '../support/section-bodies';
import { databases, testStorage } from '../support/server';
import { usePartner, useTestDatabase } from '../support/suite';

/*
 * Issue 29 item 4: a lender row is PENDING while the application has no loan offer (and the
 * lender has not answered). Every action of such a row — Send to Lender, Upload Files, Email to
 * Lender, Export — is refused with 409 and the one sentence, and nothing is written: no row
 * (lender_statuses, audit_entries, mailbox… every writable table), no stored file, no lead or
 * file sent to the lender, no mail.
 */

const EXPECTED = 'Complete the application and its loan offer before sending it to a lender.';

describe.each(databases())('the actions of a PENDING lender row on %s', (kind) => {
  const sandbox = sandboxLenderGateway();
  const { storage, folder } = testStorage(true);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const { t } = useTestDatabase(kind, { lenders: sandbox, storage });
  const partner = usePartner(t);
  let id: string;

  beforeAll(async () => {
    // A DRAFT with a document, before its loan offer: every lender PENDING.
    ({ id } = await insertApplication(t.db, { partnerId: partner.id }));
    await uploadFor(t, partner, id, 'pan');
  });

  it('says the sentence the server answers', () => {
    expect(PENDING_REFUSAL).toBe(EXPECTED);
  });

  it('shows every lender PENDING', async () => {
    const answer = await t.call<{ lender_id: string; decision: string }[]>(
      'GET',
      LENDER_PATHS.decision(id),
      { token: partner.token },
    );
    expect(new Set(answer.body.data.map((row) => row.decision))).toEqual(new Set(['PENDING']));
  });

  const actions: [name: string, method: string, path: () => string, body?: () => unknown][] = [
    [
      'Send to Lender',
      'POST',
      () => LENDER_PATHS.lead,
      () => ({ lender_id: 'protium', application_id: id }),
    ],
    [
      'Upload Files',
      'POST',
      () => LENDER_PATHS.upload,
      () => ({
        lender_id: 'nilgiri',
        lead_id: sandboxReference(id, 'nilgiri'),
        application_id: id,
      }),
    ],
    ['Email to Lender', 'POST', () => `/api/v1/loan-application/${id}/lender/protium/email`],
    [
      'Export',
      'GET',
      () => `/api/v1/loan-application/${id}/export?export_type=xlsx&lender_id=protium`,
    ],
  ];

  it.each(actions)('refuses %s with 409, writing nothing', async (_, method, path, body) => {
    const leads = sandbox.leads.length;
    const received = sandbox.received.length;
    const mails = await mailboxCount(t.db);
    const stored = await storage.list();
    const audit = await t.db
      .selectFrom('audit_entries')
      .select('id')
      .where('application_id', '=', id)
      .execute();
    const answer = await unchangedBy(t.db, id, () =>
      t.call(method, path(), { token: partner.token, body: body?.() }),
    );
    expectMatchesContract(method, path(), answer.status, answer.body);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(EXPECTED);
    expect(sandbox.leads.length).toBe(leads);
    expect(sandbox.received.length).toBe(received);
    expect(await mailboxCount(t.db)).toBe(mails);
    expect(await storage.list()).toEqual(stored);
    expect(
      await t.db
        .selectFrom('audit_entries')
        .select('id')
        .where('application_id', '=', id)
        .execute(),
    ).toEqual(audit);
    expect(
      await t.db
        .selectFrom('lender_statuses')
        .selectAll()
        .where('application_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  it('keeps 400 for a REJECTED application, PENDING or not', async () => {
    const { id: rejected } = await insertApplication(t.db, {
      partnerId: partner.id,
      status: 'REJECTED',
    });
    const answer = await unchangedBy(t.db, rejected, () =>
      t.call('POST', LENDER_PATHS.lead, {
        token: partner.token,
        body: { lender_id: 'protium', application_id: rejected },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Send to Lender is not available: this application was rejected.',
    );
  });
});

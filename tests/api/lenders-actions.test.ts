import { describe, expect, it } from 'vitest';
import { sandboxLenderGateway, sandboxReference } from '../../server/adapters/lenders/sandbox';
import { LEAD_NOT_FOUND, NO_DOCUMENTS } from '../../server/usecases/lenders/upload';
import { insertApplication, unchangedBy } from '../support/applications';
import { expectMatchesContract } from '../support/contract';
import { applicationWithOffer, LENDER_PATHS } from '../support/lenders';
import { uploadFor } from '../support/section-bodies';
import { databases, rowCounts } from '../support/server';
import { partnerWithToken, usePartner, useTestDatabase } from '../support/suite';
import { guestToken, loginToken, randomMobile } from '../support/accounts';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { DEMO_PARTNER_MOBILE } from '../../server/db/seed';

/*
 * The lenders table of an application and its row actions on the server (issue 19 item 2):
 * GET /v1/lender/policy/decision, Send to Lender and Upload Files, through the sandbox lender.
 */

interface Offer {
  lender_id: string;
  decision: string;
  is_preferred: boolean;
  reasons: string[];
  loan_amount_range: { min: number; max: number };
}
interface Lead {
  status: string;
  client_reference_id: string;
}

describe.each(databases())('lender decisions and actions on %s', (kind) => {
  const sandbox = sandboxLenderGateway();
  const { t } = useTestDatabase(kind, { lenders: sandbox });
  const partner = usePartner(t);

  const call = async <T>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown },
  ) => {
    const answer = await t.call<T>(method, path, options);
    expectMatchesContract(method, path, answer.status, answer.body);
    return answer;
  };
  const decisions = (applicationId: string, token = partner.token) =>
    call<Offer[]>('GET', LENDER_PATHS.decision(applicationId), { token });
  const send = (body: unknown, token = partner.token) =>
    call<Lead>('POST', LENDER_PATHS.lead, { token, body });
  const uploadFiles = (body: unknown, token = partner.token) =>
    call<{ status: string }>('POST', LENDER_PATHS.upload, { token, body });

  describe('GET /v1/lender/policy/decision', () => {
    it('decides every lender from the offer, preferred lenders first, rejections with reasons', async () => {
      const id = await applicationWithOffer(t.db, partner.id);
      const answer = await decisions(id);
      expect(answer.status).toBe(200);
      const rows = answer.body.data;
      expect(rows.map((row) => [row.lender_id, row.decision])).toEqual([
        ['protium', 'APPROVED'],
        ['kaveri', 'APPROVED'],
        ['nilgiri', 'APPROVED'],
        ['sahyadri', 'APPROVED'],
        ['ganga', 'REJECTED'],
        ['deccan', 'REJECTED'],
      ]);
      expect(rows.slice(0, 3).every((row) => row.is_preferred)).toBe(true);
      // Clipped to what this borrower can get: the rules engine's ₹11,23,000.
      expect(rows[0]?.loan_amount_range).toEqual({ min: 100_000, max: 1_123_000 });
      expect(rows[4]?.reasons).toEqual(['Ganga Capital does not lend for Personal Loan']);
    });

    it('answers PENDING for every lender before the loan offer', async () => {
      const { id } = await insertApplication(t.db, { partnerId: partner.id });
      const answer = await decisions(id);
      expect(answer.status).toBe(200);
      expect(new Set(answer.body.data.map((row) => row.decision))).toEqual(new Set(['PENDING']));
    });

    it('refuses a bad or missing application id with 400', async () => {
      for (const path of [
        '/api/v1/lender/policy/decision?application_id=short',
        '/api/v1/lender/policy/decision',
      ]) {
        const answer = await t.call('GET', path, { token: partner.token });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('Invalid application id');
      }
    });

    it("answers another partner's application like a missing one (404), and a guest 403", async () => {
      const other = await partnerWithToken(t);
      const id = await applicationWithOffer(t.db, other.id);
      expect((await decisions(id)).status).toBe(404);
      expect((await decisions(id, await guestToken(t, randomMobile()))).status).toBe(403);
    });
  });

  describe('Send to Lender', () => {
    it('stores the sandbox lead once: sending twice answers the same reference', async () => {
      const id = await applicationWithOffer(t.db, partner.id);
      const leadsBefore = sandbox.leads.length;
      const first = await send({ lender_id: 'protium', application_id: id });
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({
        status: 'APPROVED',
        client_reference_id: sandboxReference(id, 'protium'),
      });
      const counts = await rowCounts(t.db);
      const second = await send({ lender_id: 'protium', application_id: id });
      expect(second.body.data).toEqual(first.body.data);
      expect(await rowCounts(t.db)).toEqual(counts);
      expect(sandbox.leads.length).toBe(leadsBefore + 1);

      const stored = await t.db
        .selectFrom('lender_statuses')
        .selectAll()
        .where('application_id', '=', id)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ lender_id: 'protium', status: 'APPROVED' });

      // Shown on the application (the list and the lenders table read it).
      const application = await call<{ lender_statuses: unknown[] }>(
        'GET',
        `/api/v1/loan-application/${id}`,
        { token: partner.token },
      );
      expect(application.body.data.lender_statuses).toEqual([
        expect.objectContaining({
          lender_id: 'protium',
          status: 'APPROVED',
          lender_ref_id: sandboxReference(id, 'protium'),
        }),
      ]);
    });

    it.each([
      [{}, 'Invalid lender id'],
      [{ lender_id: 'protium' }, 'Invalid application id'],
      [{ lender_id: 'Protium!', application_id: 'x'.repeat(32) }, 'Invalid lender id'],
      [{ lender_id: 'protium', application_id: 'short' }, 'Invalid application id'],
      [{ lender_id: 'x'.repeat(65), application_id: 'a'.repeat(32) }, 'Invalid lender id'],
    ])('refuses the body %j with 400 (%s), writing nothing', async (body, message) => {
      const id = await applicationWithOffer(t.db, partner.id);
      const answer = await unchangedBy(t.db, id, () => send(body));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    });

    it('refuses by the one rule (400), writing nothing and asking no lender', async () => {
      const id = await applicationWithOffer(t.db, partner.id);
      const rejected = await applicationWithOffer(t.db, partner.id, { status: 'REJECTED' });
      const leads = sandbox.leads.length;
      const cases = [
        [
          { lender_id: 'ganga', application_id: id },
          'Send to Lender is not available: Ganga Capital rejected this application.',
        ],
        [
          { lender_id: 'sahyadri', application_id: id },
          'Sahyadri Bank does not accept Send to Lender.',
        ],
        [
          { lender_id: 'protium', application_id: rejected },
          'Send to Lender is not available: this application was rejected.',
        ],
      ] as const;
      for (const [body, message] of cases) {
        const answer = await unchangedBy(t.db, body.application_id, () => send(body));
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      }
      expect(sandbox.leads.length).toBe(leads);
    });

    it("answers an unknown lender and another partner's application with 404, and a guest 403", async () => {
      const id = await applicationWithOffer(t.db, partner.id);
      const unknown = await unchangedBy(t.db, id, () =>
        send({ lender_id: 'nobody', application_id: id }),
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Lender not found');

      const other = await partnerWithToken(t);
      const theirs = await applicationWithOffer(t.db, other.id);
      const body = { lender_id: 'protium', application_id: theirs };
      expect((await unchangedBy(t.db, theirs, () => send(body))).status).toBe(404);
      const guest = await guestToken(t, randomMobile());
      expect((await unchangedBy(t.db, theirs, () => send(body, guest))).status).toBe(403);
    });
  });

  describe('Upload Files', () => {
    it("refuses Protium's upload before Protium has APPROVED (400), writing nothing", async () => {
      const id = await applicationWithOffer(t.db, partner.id);
      await uploadFor(t, partner, id, 'pan');
      // Protium took the lead and is still reviewing it (its answer, as stored).
      await t.db
        .insertInto('lender_statuses')
        .values({
          application_id: id,
          lender_id: 'protium',
          status: 'UNDER_REVIEW',
          lender_ref_id: sandboxReference(id, 'protium'),
          raw_data_from_lender: JSON.stringify({ stage: 'LEAD_CREATED' }),
          created_at: new Date(),
          updated_at: new Date(),
        })
        .execute();
      const body = {
        lender_id: 'protium',
        lead_id: sandboxReference(id, 'protium'),
        application_id: id,
      };
      const answer = await unchangedBy(t.db, id, () => uploadFiles(body));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'Protium accepts files only once it has approved the application.',
      );
    });

    it("sends the application's documents once Protium has approved, and stores its answer", async () => {
      const id = await applicationWithOffer(t.db, partner.id);
      await uploadFor(t, partner, id, 'pan');
      await uploadFor(t, partner, id, 'bank_statement');
      const lead = await send({ lender_id: 'protium', application_id: id });
      const lead_id = lead.body.data.client_reference_id;
      const answer = await uploadFiles({ lender_id: 'protium', lead_id, application_id: id });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ status: 'APPROVED' });

      const documents = await t.db
        .selectFrom('documents')
        .select(['id', 'file_type', 'sha256'])
        .where('application_id', '=', id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const received = sandbox.received.at(-1);
      expect(received).toMatchObject({ lenderId: 'protium', applicationId: id, leadId: lead_id });
      expect(
        received?.documents.map(({ id: docId, file_type, sha256 }) => ({
          id: docId,
          file_type,
          sha256,
        })),
      ).toEqual(documents);
      const row = await t.db
        .selectFrom('lender_statuses')
        .select(['status', 'raw_data_from_lender'])
        .where('application_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('APPROVED');
      expect(row.raw_data_from_lender).toMatchObject({ stage: 'DOCUMENTS_RECEIVED' });
    });

    it('refuses a lead that is not this application’s (404) and an application with no documents (400)', async () => {
      const id = await applicationWithOffer(t.db, partner.id);
      const lead = await send({ lender_id: 'nilgiri', application_id: id });
      const lead_id = lead.body.data.client_reference_id;
      const wrong = await unchangedBy(t.db, id, () =>
        uploadFiles({ lender_id: 'nilgiri', lead_id: 'SBX-000000000000', application_id: id }),
      );
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe(LEAD_NOT_FOUND.message);
      const none = await unchangedBy(t.db, id, () =>
        uploadFiles({ lender_id: 'nilgiri', lead_id, application_id: id }),
      );
      expect(none.status).toBe(400);
      expect(none.body.message).toBe(NO_DOCUMENTS.message);
    });

    it('refuses Upload Files before the application was sent to that lender (400, nothing written)', async () => {
      const id = await applicationWithOffer(t.db, partner.id);
      const early = await unchangedBy(t.db, id, () =>
        uploadFiles({ lender_id: 'nilgiri', lead_id: 'SBX-000000000000', application_id: id }),
      );
      expect(early.status).toBe(400);
      expect(early.body.message).toBe(
        'Send the application to Nilgiri Credit first: files go with its lead.',
      );
    });

    it("answers another partner's lead 404 and a guest 403, writing nothing", async () => {
      const other = await partnerWithToken(t);
      const theirs = await applicationWithOffer(t.db, other.id);
      await uploadFor(t, other, theirs, 'pan');
      const lead = await send({ lender_id: 'nilgiri', application_id: theirs }, other.token);
      const body = {
        lender_id: 'nilgiri',
        lead_id: lead.body.data.client_reference_id,
        application_id: theirs,
      };
      expect((await unchangedBy(t.db, theirs, () => uploadFiles(body))).status).toBe(404);
      const guest = await guestToken(t, randomMobile());
      expect((await unchangedBy(t.db, theirs, () => uploadFiles(body, guest))).status).toBe(403);
    });
  });

  it("shows the demo partner's seeded lender answers, one REJECTED by the lender with its reasons", async () => {
    const token = await loginToken(t, DEMO_PARTNER_MOBILE);
    const demo = DEMO_APPLICATIONS.find((app) => app.trackerId === '90000007');
    if (!demo) throw new Error('The demo application 90000007 is missing');
    const application = await call<{ lender_statuses: { lender_id: string; status: string }[] }>(
      'GET',
      `/api/v1/loan-application/${demo.id}`,
      { token },
    );
    expect(application.body.data.lender_statuses.map((row) => [row.lender_id, row.status])).toEqual(
      [['kaveri', 'REJECTED']],
    );
    const rows = (await decisions(demo.id, token)).body.data;
    expect(rows.find((row) => row.lender_id === 'kaveri')).toMatchObject({
      decision: 'REJECTED',
      reasons: ['Employer not on the approved list', 'Salary account with another bank'],
    });
    // Its policy still approves it with Protium.
    expect(rows.find((row) => row.lender_id === 'protium')?.decision).toBe('APPROVED');
    const refused = await unchangedBy(t.db, demo.id, () =>
      send({ lender_id: 'kaveri', application_id: demo.id }, token),
    );
    expect(refused.status).toBe(400);
  });
});

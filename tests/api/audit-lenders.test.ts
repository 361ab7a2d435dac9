import { describe, expect, it } from 'vitest';
import { sandboxLenderGateway, sandboxReference } from '../../server/adapters/lenders/sandbox';
import { demoLenderAddress } from '../../server/usecases/lender-actions/email';
import { lenderById } from '../../src/domain/lenders/catalog';
import { guestToken, randomMobile } from '../support/accounts';
import { insertApplication } from '../support/applications';
import { auditActions, auditEntries, lastEntry, noEntryFrom } from '../support/audit';
import { applicationWithDocuments } from '../support/lender-actions';
import { applicationWithOffer, LENDER_PATHS } from '../support/lenders';
import { uploadFor } from '../support/section-bodies';
import { databases } from '../support/server';
import { partnerWithToken, usePartner, useTestDatabase } from '../support/suite';

/*
 * Issue 21 item 5 for the lender actions and offline cases, on the real server with the sandbox
 * lender: Send to Lender (the partner's LEAD_SENT, then the lender's own LENDER_STATUS_CHANGED
 * for the status it answered), Upload Files, Email to Lender, Export, and an offline case whose
 * Case ID is one of the partner's applications; a refused action (bad input, someone else's
 * application, an action the lender row does not allow) leaves no entry.
 */

const PROTIUM = lenderById('protium');

describe.each(databases())('the audit trail of lender actions on %s', (kind) => {
  const { t } = useTestDatabase(kind, { lenders: sandboxLenderGateway() });
  const partner = usePartner(t);
  const partnerActor = () => ({
    actor_kind: 'PARTNER',
    actor_id: partner.id,
    actor_name: 'Test Partner',
  });
  const send = (body: unknown, token = partner.token) =>
    t.call<{ status: string; client_reference_id: string }>('POST', LENDER_PATHS.lead, {
      token,
      body,
    });
  const uploadFiles = (body: unknown, token = partner.token) =>
    t.call<{ status: string }>('POST', LENDER_PATHS.upload, { token, body });

  it("records the partner's lead and the lender's answered status, once", async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const lead = await send({ lender_id: 'protium', application_id: id });
    expect(lead.status).toBe(200);
    const [sent, answered] = await auditEntries(t.db, id);
    expect(sent).toMatchObject({ action: 'LEAD_SENT', ...partnerActor() });
    expect(sent?.changes).toEqual([
      { field: 'lender_id', new: 'protium' },
      { field: 'lender_ref_id', new: sandboxReference(id, 'protium') },
    ]);
    expect(answered).toMatchObject({
      action: 'LENDER_STATUS_CHANGED',
      actor_kind: 'SYSTEM',
      actor_id: null,
      actor_name: PROTIUM?.name,
    });
    expect(answered?.changes).toEqual([
      { field: 'lender_id', new: 'protium' },
      { field: 'status', old: null, new: 'APPROVED' },
    ]);
    // Sent again: the stored lead is answered, nothing written.
    await noEntryFrom(t.db, id, () => send({ lender_id: 'protium', application_id: id }));
  });

  it('records nothing for a lead refused', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const other = await partnerWithToken(t);
    const guest = await guestToken(t, randomMobile());
    const refusals: [number, unknown, string][] = [
      [404, { lender_id: 'nobody', application_id: id }, partner.token],
      [400, { lender_id: 'protium' }, partner.token],
      // Ganga does not lend for a personal loan: the row refuses the action.
      [400, { lender_id: 'ganga', application_id: id }, partner.token],
      [404, { lender_id: 'protium', application_id: id }, other.token],
      [403, { lender_id: 'protium', application_id: id }, guest],
    ];
    for (const [status, body, token] of refusals) {
      expect((await noEntryFrom(t.db, id, () => send(body, token))).status).toBe(status);
    }
    expect(await auditActions(t.db, id)).toEqual([]);
  });

  it("records the documents sent to the lender (its status unchanged: no lender's entry)", async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const pan = await uploadFor(t, partner, id, 'pan');
    const lead = await send({ lender_id: 'protium', application_id: id });
    const body = {
      lender_id: 'protium',
      lead_id: lead.body.data.client_reference_id,
      application_id: id,
    };
    const wrongLead = await noEntryFrom(t.db, id, () =>
      uploadFiles({ ...body, lead_id: 'LEAD-NOT-OURS' }),
    );
    expect(wrongLead.status).toBe(404);
    const other = await partnerWithToken(t);
    expect((await noEntryFrom(t.db, id, () => uploadFiles(body, other.token))).status).toBe(404);

    expect((await uploadFiles(body)).status).toBe(200);
    const entry = await lastEntry(t.db, id);
    expect(entry).toMatchObject({ action: 'LENDER_DOCUMENTS_UPLOADED', ...partnerActor() });
    expect(entry.changes).toEqual([
      { field: 'lender_id', new: 'protium' },
      { field: 'documents', new: [pan] },
    ]);
    expect(await auditActions(t.db, id)).toEqual([
      'DOCUMENT_UPLOADED',
      'LEAD_SENT',
      'LENDER_STATUS_CHANGED',
      'LENDER_DOCUMENTS_UPLOADED',
    ]);
  });

  it('records an email to the lender and an export, and nothing for refused ones', async () => {
    const application = await applicationWithDocuments(t, partner);
    const { id } = application;
    const email = (lenderId: string, token = partner.token) =>
      t.call('POST', `/api/v1/loan-application/${id}/lender/${lenderId}/email`, { token });
    const exported = (query: string, token = partner.token) =>
      t.call('GET', `/api/v1/loan-application/${id}/export?${query}`, { token });
    const other = await partnerWithToken(t);

    expect((await noEntryFrom(t.db, id, () => email('protium', other.token))).status).toBe(404);
    expect((await noEntryFrom(t.db, id, () => email('nobody'))).status).toBe(404);
    expect((await email('protium')).status).toBe(200);
    const emailed = await lastEntry(t.db, id);
    expect(emailed).toMatchObject({ action: 'LENDER_EMAILED', ...partnerActor() });
    expect(emailed.changes).toEqual([
      { field: 'lender_id', new: 'protium' },
      { field: 'to', new: demoLenderAddress('protium') },
      { field: 'attachments', new: application.documentNames },
      { field: 'linked', new: 0 },
    ]);

    const bad = await noEntryFrom(t.db, id, () => exported('export_type=csv&lender_id=protium'));
    expect(bad.status).toBe(400);
    const foreign = await noEntryFrom(t.db, id, () =>
      exported('export_type=xlsx&lender_id=protium', other.token),
    );
    expect(foreign.status).toBe(404);
    expect((await exported('export_type=xlsx&lender_id=protium')).status).toBe(200);
    const exportEntry = await lastEntry(t.db, id);
    expect(exportEntry).toMatchObject({ action: 'LENDER_EXPORTED', ...partnerActor() });
    expect(exportEntry.changes).toEqual([
      { field: 'lender_id', new: 'protium' },
      { field: 'file_name', new: `${application.trackerId}-protium.xlsx` },
    ]);
  });

  it("records an offline case on the partner's application its Case ID names, and only there", async () => {
    const recorder = await partnerWithToken(t, { partner_kind: 'INDIVIDUAL' });
    const own = await insertApplication(t.db, { partnerId: recorder.id });
    const theirs = await insertApplication(t.db, { partnerId: partner.id });
    const lenderInfo = [
      { lender_id: 'protium', disbursement_date: '2026-01-15', is_pendency: false },
    ];
    const body = (trackerId: string, lenders: unknown = lenderInfo) => ({
      tracker_id: trackerId,
      name: 'Meera Iyer',
      loan_type: 'PERSONAL_LOAN',
      required_amount: 250_000,
      remarks: 'Disbursed at the branch',
      lender_info: lenders,
    });
    const record = (payload: unknown) =>
      t.call<{ id: string }>('POST', '/api/v1/payout/case', {
        token: recorder.token,
        body: payload,
      });

    // An unknown lender: 400, nothing recorded anywhere.
    const refused = await noEntryFrom(t.db, own.id, () =>
      record(body(own.trackerId, [{ ...lenderInfo[0], lender_id: 'nobody' }])),
    );
    expect(refused.status).toBe(400);
    // Another partner's application's tracker id: the case is recorded, their trail untouched.
    expect((await noEntryFrom(t.db, theirs.id, () => record(body(theirs.trackerId)))).status).toBe(
      201,
    );

    const recorded = await record(body(own.trackerId));
    expect(recorded.status).toBe(201);
    const entry = await lastEntry(t.db, own.id);
    expect(entry).toMatchObject({
      action: 'CASE_RECORDED',
      actor_kind: 'PARTNER',
      actor_id: recorder.id,
    });
    expect(entry.changes).toEqual([
      { field: 'case_id', new: recorded.body.data.id },
      { field: 'name', old: null, new: 'Meera Iyer' },
      { field: 'loan_type', old: null, new: 'PERSONAL_LOAN' },
      { field: 'required_amount', old: null, new: 250_000 },
      { field: 'remarks', old: null, new: 'Disbursed at the branch' },
      { field: 'lender_info', old: null, new: lenderInfo },
    ]);
  });
});

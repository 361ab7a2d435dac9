import { describe, expect, it } from 'vitest';
import type { Schema } from '../../server/contract-types';
import { RULES_ENGINE } from '../../server/usecases/capture/offer-audit';
import { auditActions, changeOf, lastEntry, noEntryFrom } from '../support/audit';
import { PARTNER_BASE, READY_FOR_OFFER, useCaptureWorld } from '../support/capture';
import { storedApplication } from '../support/applications';
import { databases } from '../support/server';

/*
 * Issue 21 item 5 for the loan offer, its Key Fact Statement and the partner's submit, on the
 * real server: the rules' first run (OFFER_MADE), a change (OFFER_EDITED), the acceptance
 * (OFFER_ACCEPTED), each KFS version issued (KFS_ISSUED, once per version, not per read), the
 * rules engine's rejection as the system's STATUS_CHANGED, and the submit (SUBMITTED) each
 * leave their entry in the write's transaction; a refused one (bad input, another partner's
 * application, nothing to issue) leaves none.
 *
 * The acceptance test marks the current KFS version acknowledged in the table before accepting,
 * as the borrower's code would (kfs-ack's rule: no acceptance before that); the acknowledgement
 * itself is audited by kfs-ack.
 */

type BreResult = Schema<'BreResult'>;
type Offer = Schema<'LoanOffer'>;
type Kfs = Schema<'KeyFactStatement'>;
const BRE = '/api/v1/bureau/bre/loankone';
const kfsPath = (id: string) => `${PARTNER_BASE}/${id}/kfs`;

/** docs/rules-engine.md's test PAN with a score under the cut-off: the rules reject. */
const LOW_SCORE_PAN = 'AAAPL0004L';

describe.each(databases())('the audit trail of the offer, KFS and submit on %s', (kind) => {
  const world = useCaptureWorld(kind);
  const t = () => world.t;
  const partnerActor = () => ({
    actor_kind: 'PARTNER',
    actor_id: world.partner.id,
    actor_name: 'Test Partner',
  });
  const run = (id: string, token = world.partner.token) =>
    t().call<BreResult>('POST', BRE, { token, body: { application_id: id } });
  const change = (id: string, body: Record<string, unknown>, token = world.partner.token) =>
    t().call<BreResult>('PATCH', BRE, {
      token,
      body: { application_id: id, is_accepted: false, skip_bre_rerun: true, ...body },
    });
  const kfs = (id: string, token = world.partner.token) =>
    t().call<Kfs>('GET', kfsPath(id), { token });
  /** An application with an approved offer, its first entry OFFER_MADE. */
  const withOffer = async (): Promise<{ id: string; offer: Offer }> => {
    const app = await world.own(READY_FOR_OFFER);
    const answer = await run(app.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.bre_info.decision).toBe('APPROVED');
    return { id: app.id, offer: answer.body.data.bre_info };
  };

  it("records the rules' first run with the offer's figures, once", async () => {
    const { id, offer } = await withOffer();
    const entry = await lastEntry(t().db, id);
    expect(entry).toMatchObject({ action: 'OFFER_MADE', ...partnerActor() });
    expect(changeOf(entry, 'decision')).toEqual({ field: 'decision', old: null, new: 'APPROVED' });
    expect(changeOf(entry, 'selected_loan_amount')).toEqual({
      field: 'selected_loan_amount',
      old: null,
      new: offer.selected_loan_amount,
    });
    // A second run answers the stored offer: no write, no entry.
    expect((await noEntryFrom(t().db, id, () => run(id))).status).toBe(200);
    expect(await auditActions(t().db, id)).toEqual(['OFFER_MADE']);
  });

  it('opens from the stored offer while no section the rules read changed', async () => {
    const { id, offer } = await withOffer();
    const made = async () =>
      (await auditActions(t().db, id)).filter((action) => action === 'OFFER_MADE').length;
    const saveReferences = (references: unknown) =>
      t().call('PATCH', `${PARTNER_BASE}/${id}/reference`, {
        token: world.partner.token,
        body: { references },
      });
    const saved = (await storedApplication(t().db, id))?.references as Record<string, unknown>[];

    // Back and Save and Continue on the references, nothing changed: the offer step opens from
    // the stored offer, the same figures, with no new run (no second OFFER_MADE).
    const same = await saveReferences(saved);
    expect(same.status, same.text).toBe(200);
    const again = await run(id);
    expect(again.status).toBe(200);
    expect(again.body.data.bre_info).toEqual(offer);
    expect((await storedApplication(t().db, id))?.loan_offer).toEqual(offer);
    expect(await made()).toBe(1);

    // References are not what the rules read: a changed one keeps the offer too. (A changed
    // section the rules read drops it, and the next open runs them again: offer-flow.test.ts,
    // 'a changed application drops an offer not yet accepted'.)
    const changed = await saveReferences(
      saved.map((reference, index) =>
        index === 0 ? { ...reference, name: 'Kavita Rao' } : reference,
      ),
    );
    expect(changed.status, changed.text).toBe(200);
    expect((await run(id)).body.data.bre_info).toEqual(offer);
    expect(await made()).toBe(1);
  });

  it('records nothing for a run refused (sections missing, another partner)', async () => {
    const bare = await world.own();
    expect((await noEntryFrom(t().db, bare.id, () => run(bare.id))).status).toBe(400);
    const ready = await world.own(READY_FOR_OFFER);
    const foreign = await noEntryFrom(t().db, ready.id, () =>
      run(ready.id, world.otherPartner.token),
    );
    expect(foreign.status).toBe(404);
    expect(await auditActions(t().db, ready.id)).toEqual([]);
  });

  it("records the rules engine's rejection as the system's status change", async () => {
    const app = await world.own({ ...READY_FOR_OFFER, panNumber: LOW_SCORE_PAN });
    const answer = await run(app.id);
    expect(answer.body.data.bre_info.decision).toBe('REJECTED');
    const reasons = answer.body.data.bre_info.reasons.join(', ');
    expect(await auditActions(t().db, app.id)).toEqual(['OFFER_MADE', 'STATUS_CHANGED']);
    const entry = await lastEntry(t().db, app.id);
    expect(entry).toMatchObject({
      action: 'STATUS_CHANGED',
      actor_kind: 'SYSTEM',
      actor_id: null,
      actor_name: RULES_ENGINE,
    });
    expect(entry.changes).toEqual([
      { field: 'status', old: 'DRAFT', new: 'REJECTED' },
      { field: 'rejection_reason', old: null, new: reasons },
    ]);
  });

  it('records a change with the figures that changed, and none for a refused one', async () => {
    const { id, offer } = await withOffer();
    const amount = offer.selected_loan_amount - 100_000;
    const changed = await change(id, { updated_info: { selected_loan_amount: amount } });
    expect(changed.status, changed.text).toBe(200);
    const entry = await lastEntry(t().db, id);
    expect(entry).toMatchObject({ action: 'OFFER_EDITED', ...partnerActor() });
    expect(changeOf(entry, 'selected_loan_amount')).toEqual({
      field: 'selected_loan_amount',
      old: offer.selected_loan_amount,
      new: amount,
    });
    expect(changeOf(entry, 'final_emi')?.old).toBe(offer.final_emi);
    expect(changeOf(entry, 'is_accepted')).toBeUndefined();

    const tooSmall = await noEntryFrom(t().db, id, () =>
      change(id, { updated_info: { selected_loan_amount: 1 } }),
    );
    expect(tooSmall.status).toBe(400);
    const foreign = await noEntryFrom(t().db, id, () =>
      change(id, { updated_info: { selected_loan_amount: amount } }, world.otherPartner.token),
    );
    expect(foreign.status).toBe(404);
  });

  it('records each KFS version issued once, not each read, and nothing for a refused read', async () => {
    const { id, offer } = await withOffer();
    const first = await kfs(id);
    expect(first.status).toBe(200);
    const issued = await lastEntry(t().db, id);
    expect(issued).toMatchObject({ action: 'KFS_ISSUED', ...partnerActor() });
    expect(issued.changes).toEqual([
      { field: 'version', old: null, new: 1 },
      { field: 'proposal_number', old: null, new: first.body.data.proposal_number },
      { field: 'issued_on', old: null, new: first.body.data.issued_on },
      { field: 'valid_until', old: null, new: first.body.data.valid_until },
    ]);
    // Read again: the same version, no entry.
    expect((await noEntryFrom(t().db, id, () => kfs(id))).status).toBe(200);
    expect((await noEntryFrom(t().db, id, () => kfs(id, world.otherPartner.token))).status).toBe(
      404,
    );

    // The terms changed: the next read issues version 2, and says what it replaced.
    await change(id, {
      updated_info: { selected_loan_amount: offer.selected_loan_amount - 50_000 },
    });
    const second = await kfs(id);
    const reissued = await lastEntry(t().db, id);
    expect(reissued.action).toBe('KFS_ISSUED');
    expect(changeOf(reissued, 'version')).toEqual({ field: 'version', old: 1, new: 2 });
    expect(changeOf(reissued, 'proposal_number')).toEqual({
      field: 'proposal_number',
      old: first.body.data.proposal_number,
      new: second.body.data.proposal_number,
    });
    expect(await auditActions(t().db, id)).toEqual([
      'OFFER_MADE',
      'KFS_ISSUED',
      'OFFER_EDITED',
      'KFS_ISSUED',
    ]);

    // No approved offer yet: 409 and nothing issued.
    const bare = await world.own(READY_FOR_OFFER);
    expect((await noEntryFrom(t().db, bare.id, () => kfs(bare.id))).status).toBe(409);
  });

  it('records the acceptance and the submit, in order after the offer and its KFS', async () => {
    const { id } = await withOffer();
    const statement = await kfs(id);
    expect(statement.status).toBe(200);
    // The borrower acknowledged this version (as kfs-ack's code records it).
    await t()
      .db.updateTable('kfs_issues')
      .set({ acknowledged_at: t().clock.now() })
      .where('application_id', '=', id)
      .where('version', '=', statement.body.data.version)
      .execute();

    const accepted = await change(id, { is_accepted: true });
    expect(accepted.status, accepted.text).toBe(200);
    const acceptance = await lastEntry(t().db, id);
    expect(acceptance).toMatchObject({ action: 'OFFER_ACCEPTED', ...partnerActor() });
    expect(acceptance.changes).toEqual([{ field: 'is_accepted', old: false, new: true }]);
    // Once accepted, a change is refused (409) and leaves nothing.
    expect((await noEntryFrom(t().db, id, () => change(id, { is_accepted: true }))).status).toBe(
      409,
    );

    const submit = (token = world.partner.token) =>
      t().call('POST', `${PARTNER_BASE}/${id}/submit`, { token });
    expect((await noEntryFrom(t().db, id, () => submit(world.otherPartner.token))).status).toBe(
      404,
    );
    expect((await submit()).status).toBe(200);
    const submitted = await lastEntry(t().db, id);
    expect(submitted).toMatchObject({ action: 'SUBMITTED', ...partnerActor() });
    expect(submitted.changes).toEqual([{ field: 'status', old: 'DRAFT', new: 'SUBMITTED' }]);
    expect(await auditActions(t().db, id)).toEqual([
      'OFFER_MADE',
      'KFS_ISSUED',
      'OFFER_ACCEPTED',
      'SUBMITTED',
    ]);
  });
});

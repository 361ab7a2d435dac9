import { describe, expect, it } from 'vitest';
import { maskTail } from '../../src/domain/identity';
import { auditEntries, changeOf, lastEntry, noEntryFrom, type StoredEntry } from '../support/audit';
import {
  CO_APPLICANT,
  FAMILIES,
  READY_FOR_OFFER,
  REFERENCES,
  useCaptureWorld,
  type AppOf,
} from '../support/capture';
import { withOwnFiles } from '../support/section-bodies';
import { databases } from '../support/server';
import { fixture, upload } from '../support/uploads';

/*
 * Issue 21 item 5 for the capture writes after the work section, on the real server, both
 * families: every upload, co-applicant change, references save, asset documents save and the
 * borrower's mark-completed leaves one entry in audit_entries — its action, its actor (the
 * partner's login with their name, or the borrower's verified mobile), the fields that changed
 * with PAN numbers masked — and a refused one (bad input, someone else's application) leaves
 * none. The entries are read from the table (the read operation is audit-core's).
 */

const PAN = CO_APPLICANT.pan_number;
const [PARTNER_FAMILY, BORROWER_FAMILY] = FAMILIES;
const PARTNER_BASE = PARTNER_FAMILY?.base ?? '';
const BORROWER_BASE = BORROWER_FAMILY?.base ?? '';

describe.each(databases())('the audit trail of capture writes on %s', (kind) => {
  const world = useCaptureWorld(kind);
  const t = () => world.t;

  /** The actor the family's owner is recorded as. */
  const ownerActor = (app: AppOf) =>
    app.owner.family === 'KYC'
      ? { actor_kind: 'PARTNER', actor_id: world.partner.id, actor_name: 'Test Partner' }
      : { actor_kind: 'GUEST', actor_id: app.mobile, actor_name: null };

  const expectEntry = (entry: StoredEntry, app: AppOf, action: string) =>
    expect({ ...entry, changes: undefined, at: undefined }).toEqual({
      action,
      ...ownerActor(app),
      changes: undefined,
      at: undefined,
    });

  const uploadPan = (app: AppOf, overrides: Record<string, string> = {}, token = app.owner.token) =>
    upload<{ file_id: string }>(
      t(),
      '/api/v1/apply-loan/upload-file',
      [
        { name: 'upload_type', value: overrides['upload_type'] ?? app.owner.family },
        { name: 'file_type', value: overrides['file_type'] ?? 'PAN' },
        { name: 'application_id', value: app.id },
        { name: 'name_prefix', value: 'pan' },
        { name: 'file', file: fixture('tiny.png'), fileName: 'pan.png', type: 'image/png' },
      ],
      { token },
    );

  describe.each(FAMILIES)('$name', (family) => {
    const { base } = family;
    const call = <T>(app: AppOf, method: string, path: string, body?: unknown, token?: string) =>
      t().call<T>(method, `${base}${path}`, { token: token ?? app.owner.token, body });

    it('records an upload with the file, and none for a refused one', async () => {
      const app = await family.app(world);
      const sent = await uploadPan(app);
      expect(sent.status).toBe(201);
      const entry = await lastEntry(t().db, app.id);
      expectEntry(entry, app, 'DOCUMENT_UPLOADED');
      expect(entry.changes).toEqual([
        {
          field: 'pan',
          new: {
            file_id: sent.body.data.file_id,
            file_type: 'PAN',
            content_type: 'image/png',
            size_bytes: fixture('tiny.png').length,
          },
        },
      ]);

      // A bad field, and a stranger's try: refused, no entry.
      const stranger = await family.stranger(world);
      const bad = await noEntryFrom(t().db, app.id, () => uploadPan(app, { file_type: 'NOPE' }));
      expect(bad.status).toBe(400);
      const foreign = await noEntryFrom(t().db, app.id, () => uploadPan(app, {}, stranger.token));
      expect(foreign.status).toBe(404);
    });

    it('records a bulk upload as one entry naming every file', async () => {
      const app = await family.app(world);
      const sent = await upload<{ files: { file_id: string }[] }>(
        t(),
        '/api/v1/apply-loan/bulk-upload',
        [
          { name: 'upload_type', value: app.owner.family },
          { name: 'file_type', value: 'BANK_STATEMENT' },
          { name: 'application_id', value: app.id },
          { name: 'files', file: fixture('tiny.pdf'), fileName: 'a.pdf', type: 'application/pdf' },
          { name: 'files', file: fixture('tiny.pdf'), fileName: 'b.pdf', type: 'application/pdf' },
        ],
        { token: app.owner.token },
      );
      expect(sent.status).toBe(201);
      const entries = await auditEntries(t().db, app.id);
      expect(entries.map((entry) => entry.action)).toEqual(['DOCUMENT_UPLOADED']);
      expect(entries[0]?.changes.map((change) => change.field)).toEqual([
        'BANK_STATEMENT',
        'BANK_STATEMENT',
      ]);
      expect(
        entries[0]?.changes.map((change) => (change.new as { file_id: string }).file_id),
      ).toEqual(sent.body.data.files.map((file) => file.file_id));
    });

    it('records a co-applicant added, changed and removed, PAN masked', async () => {
      const app = await family.app(world);
      const body = await world.coApplicantFor(app.id, app.owner);
      const added = await call<{ id: string }>(app, 'POST', `/co-applicant/add/${app.id}`, body);
      expect(added.status).toBe(201);
      const coId = added.body.data.id;
      const addedEntry = await lastEntry(t().db, app.id);
      expectEntry(addedEntry, app, 'CO_APPLICANT_ADDED');
      expect(addedEntry.changes[0]).toEqual({ field: 'co_applicant_id', new: coId });
      expect(changeOf(addedEntry, 'name')).toEqual({ field: 'name', old: null, new: 'Ravi Verma' });
      expect(changeOf(addedEntry, 'pan_number')).toEqual({
        field: 'pan_number',
        old: null,
        new: maskTail(PAN),
      });
      expect(changeOf(addedEntry, 'stage')?.new).toContain('CO_APPLICANT');
      expect(JSON.stringify(addedEntry.changes)).not.toContain(PAN);

      const changed = await call(app, 'PATCH', `/co-applicant/${app.id}/${coId}`, {
        ...body,
        name: 'Ravi Kumar Verma',
        pan_number: 'ABCPV9876K',
      });
      expect(changed.status).toBe(200);
      const changedEntry = await lastEntry(t().db, app.id);
      expectEntry(changedEntry, app, 'CO_APPLICANT_UPDATED');
      // Only what changed (and the id saying which co-applicant), the new stage marker too.
      expect(changedEntry.changes).toEqual([
        { field: 'co_applicant_id', new: coId },
        { field: 'name', old: 'Ravi Verma', new: 'Ravi Kumar Verma' },
        { field: 'pan_number', old: maskTail(PAN), new: maskTail('ABCPV9876K') },
        expect.objectContaining({ field: 'stage' }),
      ]);

      // Refused: a bad body, a stranger, an id that is not one of its co-applicants.
      const stranger = await family.stranger(world);
      const refusals: [number, () => Promise<{ status: number }>][] = [
        [400, () => call(app, 'PATCH', `/co-applicant/${app.id}/${coId}`, { ...body, dob: 'x' })],
        [
          404,
          () => call(app, 'DELETE', `/co-applicant/${app.id}/${coId}`, undefined, stranger.token),
        ],
        [404, () => call(app, 'DELETE', `/co-applicant/${app.id}/${'0'.repeat(32)}`)],
        [404, () => call(app, 'POST', `/co-applicant/add/${app.id}`, body, stranger.token)],
      ];
      for (const [status, send] of refusals) {
        expect((await noEntryFrom(t().db, app.id, send)).status).toBe(status);
      }

      const removed = await call(app, 'DELETE', `/co-applicant/${app.id}/${coId}`);
      expect(removed.status).toBe(200);
      const removedEntry = await lastEntry(t().db, app.id);
      expectEntry(removedEntry, app, 'CO_APPLICANT_REMOVED');
      expect(removedEntry.changes).toEqual([
        { field: 'co_applicant_id', old: coId },
        { field: 'name', old: 'Ravi Kumar Verma' },
      ]);
    });

    it('records the references saved and changed by place, and none for a refused save', async () => {
      const app = await family.app(world);
      const saved = await call<{ id: string }[]>(app, 'POST', `/${app.id}/reference`, {
        references: REFERENCES,
      });
      expect(saved.status).toBe(200);
      const first = await lastEntry(t().db, app.id);
      expectEntry(first, app, 'REFERENCES_SAVED');
      const [meena, arjun] = REFERENCES;
      expect(first.changes).toEqual([
        { field: 'references[1]', old: null, new: meena },
        { field: 'references[2]', old: null, new: arjun },
      ]);

      const [firstId] = saved.body.data.map((reference) => reference.id);
      const renamed = { ...meena, id: firstId, name: 'Meena R. Rao' };
      expect(
        (await call(app, 'PATCH', `/${app.id}/reference`, { references: [renamed] })).status,
      ).toBe(200);
      expect((await lastEntry(t().db, app.id)).changes).toEqual([
        { field: 'references[1]', old: meena, new: { ...meena, name: 'Meena R. Rao' } },
      ]);

      const stranger = await family.stranger(world);
      const clash = await noEntryFrom(t().db, app.id, () =>
        call(app, 'POST', `/${app.id}/reference`, {
          references: [{ ...meena, phone: app.mobile }],
        }),
      );
      expect(clash.status).toBe(400);
      const foreign = await noEntryFrom(t().db, app.id, () =>
        call(app, 'POST', `/${app.id}/reference`, { references: REFERENCES }, stranger.token),
      );
      expect(foreign.status).toBe(404);
    });
  });

  it("records the partner's asset documents, and none for a loan type that takes none", async () => {
    const app: AppOf = { ...(await world.own({ loanType: 'AUTO_LOAN' })), owner: world.partner };
    const files = await withOwnFiles(t(), world.partner, app.id, { al_rc_photo: ['file'] });
    const put = (id: string, body: unknown, token = world.partner.token) =>
      t().call('PUT', `${PARTNER_BASE}/${id}/asset-documents`, { token, body });
    expect((await put(app.id, { is_al_gl_present: true, ...files })).status).toBe(200);
    const entry = await lastEntry(t().db, app.id);
    expectEntry(entry, app, 'ASSET_DOCUMENTS_SAVED');
    expect(entry.changes).toEqual([
      { field: 'is_al_gl_present', old: null, new: true },
      { field: 'al_rc_photo', old: null, new: files['al_rc_photo'] },
    ]);

    const personal = await world.own({ loanType: 'PERSONAL_LOAN' });
    const refused = await noEntryFrom(t().db, personal.id, () =>
      put(personal.id, { is_al_gl_present: false }),
    );
    expect(refused.status).toBe(400);
    const foreign = await noEntryFrom(t().db, app.id, () =>
      put(app.id, { is_al_gl_present: true, ...files }, world.otherPartner.token),
    );
    expect(foreign.status).toBe(404);
  });

  it("records the borrower's mark-completed as the status change, and none for a second one", async () => {
    const app = await world.borrowerApp(READY_FOR_OFFER);
    const complete = (token = app.owner.token) =>
      t().call('PATCH', `${BORROWER_BASE}/${app.id}/mark-completed`, { token });
    const stranger = await world.strangerGuest();
    expect((await noEntryFrom(t().db, app.id, () => complete(stranger.token))).status).toBe(404);
    expect((await complete()).status).toBe(200);
    const entry = await lastEntry(t().db, app.id);
    expectEntry(entry, { ...app, owner: app.owner }, 'SUBMITTED');
    expect(entry.changes).toEqual([{ field: 'status', old: 'DRAFT', new: 'SUBMITTED' }]);
    expect((await noEntryFrom(t().db, app.id, () => complete())).status).toBe(409);
  });
});

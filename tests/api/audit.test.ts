import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_NOT_FOUND } from '../../server/usecases/applications/access';
import { createPartner, guestToken, loginToken, randomMobile } from '../support/accounts';
import { insertApplication } from '../support/applications';
import { PERSONAL_INFO, EMPLOYMENT_INFO, withOwnFiles } from '../support/section-bodies';
import { databases, rowCounts } from '../support/server';
import { partnerWithToken, useTestDatabase, type TestPartner } from '../support/suite';
import { A_CODE } from '../support/error-code';

/*
 * The audit trail of issue 21 item 5, as far as the application's own writes go: create, the
 * first step's update, each section save and return for correction each leave one entry, in
 * order, with the actor of the token, the fields that changed and PAN numbers masked; a refused
 * write leaves none; GET …/audit answers the partner who owns the application and admins, and
 * everyone else the 404 of an unknown id; no route changes or deletes an entry, nor can SQL.
 */

const KYC = '/api/v1/loan-application';
const BORROWER = '/api/v1/apply-loan';
const auditPath = (id: string) => `${KYC}/${id}/audit`;

interface Entry {
  sequence: number;
  at: string;
  actor: { kind: string; id: string | null; name: string | null };
  action: string;
  changes: { field: string; old?: unknown; new?: unknown }[];
}
interface Trail {
  entries: Entry[];
}

const PAN = 'ABCDE1234F';
const NEW_PAN = 'PQRST6789K';

function firstStep(mobile: string, overrides: Record<string, unknown> = {}) {
  return {
    mobile,
    name: 'Meera Iyer',
    pan_number: PAN.toLowerCase(),
    job_type: 'SALARIED',
    loan_type: 'PERSONAL_LOAN',
    required_amount: 750000,
    terms_accepted: true,
    bureau_consent: true,
    ...overrides,
  };
}

/** Uploads are audited by their own operation (audit-wiring): these tests read the rest. */
const ownWrites = (trail: Trail) =>
  trail.entries.filter((entry) => entry.action !== 'DOCUMENT_UPLOADED');

const fieldsOf = (entry: Entry | undefined) => entry?.changes.map((change) => change.field);

describe.each(databases())('the audit trail on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  let partner: TestPartner;
  let stranger: TestPartner;
  let admin: { id: string; token: string };

  beforeAll(async () => {
    partner = await partnerWithToken(t, { first_name: 'Asha', last_name: 'Verma' });
    stranger = await partnerWithToken(t);
    const adminRow = await createPartner(t.db, {
      role: 'ADMIN',
      first_name: 'Review',
      last_name: 'Desk',
    });
    admin = { id: adminRow.id, token: await loginToken(t, adminRow.mobile) };
  });

  const trailAs = (id: string, token?: string) =>
    t.call<Trail>('GET', auditPath(id), token === undefined ? {} : { token });

  /** A partner's application made through the create operation, its borrower's OTP verified. */
  async function created(): Promise<{ id: string; mobile: string }> {
    const mobile = randomMobile();
    await guestToken(t, mobile);
    const answer = await t.call<{ id: string }>('POST', `${KYC}/create`, {
      token: partner.token,
      body: firstStep(mobile),
    });
    expect(answer.status).toBe(201);
    return { id: answer.body.data.id, mobile };
  }

  it('records each write of the capture flow in order, with its actor and changed fields', async () => {
    const { id, mobile } = await created();
    const owner = { token: partner.token, family: 'KYC' as const };

    const updated = await t.call('PATCH', `${KYC}/${id}`, {
      token: partner.token,
      body: firstStep(mobile, { name: 'Meera K Iyer', pan_number: NEW_PAN }),
    });
    expect(updated.status).toBe(200);
    const personal = await withOwnFiles(t, owner, id, PERSONAL_INFO);
    expect(
      (await t.call('POST', `${KYC}/${id}/personal-info`, { token: partner.token, body: personal }))
        .status,
    ).toBe(200);
    const moved = { ...personal, city: 'Nashik' };
    expect(
      (await t.call('PATCH', `${KYC}/${id}/personal-info`, { token: partner.token, body: moved }))
        .status,
    ).toBe(200);
    const employment = await withOwnFiles(t, owner, id, EMPLOYMENT_INFO);
    expect(
      (
        await t.call('POST', `${KYC}/${id}/employment-info`, {
          token: partner.token,
          body: employment,
        })
      ).status,
    ).toBe(200);
    const returned = await t.call('POST', `${KYC}/${id}/return-for-correction`, {
      token: admin.token,
      body: { remarks: 'Please upload a clearer PAN card' },
    });
    expect(returned.status).toBe(200);

    const answer = await trailAs(id, partner.token);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Audit trail fetched successfully');
    const entries = ownWrites(answer.body.data);
    expect(entries.map((entry) => entry.action)).toEqual([
      'APPLICATION_CREATED',
      'FIRST_STEP_UPDATED',
      'PERSONAL_DETAILS_SAVED',
      'PERSONAL_DETAILS_SAVED',
      'EMPLOYMENT_DETAILS_SAVED',
      'RETURNED_FOR_CORRECTION',
    ]);
    const sequences = answer.body.data.entries.map((entry) => entry.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(sequences).size).toBe(sequences.length);

    const [create, update, firstSave, secondSave, work, review] = entries;
    const asPartner = { kind: 'PARTNER', id: partner.id, name: 'Asha Verma' };
    for (const entry of [create, update, firstSave, secondSave, work]) {
      expect(entry?.actor).toEqual(asPartner);
    }
    expect(review?.actor).toEqual({ kind: 'ADMIN', id: admin.id, name: 'Review Desk' });
    expect(create?.at).toBe(t.clock.now().toISOString());

    // Create: every first-step value it stored, the PAN masked.
    expect(create?.changes).toEqual(
      expect.arrayContaining([
        { field: 'mobile', old: null, new: mobile },
        { field: 'name', old: null, new: 'Meera Iyer' },
        { field: 'pan_number', old: null, new: 'XXXXXX234F' },
        { field: 'required_amount', old: null, new: 750000 },
      ]),
    );
    // The update: only what changed, both PANs masked.
    expect(update?.changes).toEqual([
      { field: 'name', old: 'Meera Iyer', new: 'Meera K Iyer' },
      { field: 'pan_number', old: 'XXXXXX234F', new: 'XXXXXX789K' },
    ]);
    // The first save lists every field of the section, its files' ids among them.
    expect(fieldsOf(firstSave)?.sort()).toEqual(Object.keys(personal).sort());
    expect(firstSave?.changes).toContainEqual({ field: 'pan', old: null, new: personal['pan'] });
    // The second only the one field that changed.
    expect(secondSave?.changes).toEqual([{ field: 'city', old: personal['city'], new: 'Nashik' }]);
    expect(fieldsOf(work)?.sort()).toEqual(Object.keys(employment).sort());
    expect(review?.changes).toEqual([
      { field: 'status', old: 'DRAFT', new: 'INCOMPLETE' },
      { field: 'remarks', old: null, new: 'Please upload a clearer PAN card' },
    ]);

    // An admin reads the same trail; no whole PAN is stored anywhere in it.
    const asAdmin = await trailAs(id, admin.token);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data).toEqual(answer.body.data);
    const stored = await sql<{ text: string }>`
      select string_agg(changes::text, ' ') as text from audit_entries
      where application_id = ${id}`.execute(t.db);
    const text = stored.rows[0]?.text ?? '';
    expect(text).toContain('XXXXXX234F');
    for (const whole of [PAN, NEW_PAN, PAN.toLowerCase()]) expect(text).not.toContain(whole);
  });

  it('records a borrower’s own writes as the guest’s, and drops an offer the change undid', async () => {
    const mobile = randomMobile();
    const guest = await guestToken(t, mobile);
    const made = await t.call<{ id: string }>('POST', `${BORROWER}/create`, {
      token: guest,
      body: { ...firstStep(mobile), tracker_id: String(10_000_000 + randomInt(0, 89_999_999)) },
    });
    expect(made.status).toBe(201);
    const { id } = made.body.data;
    const personal = await withOwnFiles(t, { token: guest, family: 'APPLY_LOAN' }, id, {
      ...PERSONAL_INFO,
    });
    await t.db
      .updateTable('applications')
      .set({ loan_offer: JSON.stringify({ decision: 'APPROVED', is_accepted: false }) })
      .where('id', '=', id)
      .execute();
    const saved = await t.call('POST', `${BORROWER}/${id}/personal-info`, {
      token: guest,
      body: personal,
    });
    expect(saved.status).toBe(200);

    const entries = ownWrites((await trailAs(id, admin.token)).body.data);
    expect(entries.map((entry) => entry.action)).toEqual([
      'APPLICATION_CREATED',
      'PERSONAL_DETAILS_SAVED',
    ]);
    for (const entry of entries) {
      expect(entry.actor).toEqual({ kind: 'GUEST', id: mobile, name: null });
    }
    expect(entries[1]?.changes.at(-1)).toEqual({ field: 'loan_offer', new: null });
    // A borrower's application is not a partner's: even its own guest token reads no trail here.
    expect((await trailAs(id, guest)).status).toBe(404);
    expect((await trailAs(id, partner.token)).status).toBe(404);
  });

  it('leaves no entry for a refused write', async () => {
    const { id, mobile } = await created();
    const submitted = await insertApplication(t.db, {
      partnerId: partner.id,
      status: 'SUBMITTED',
      stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
    });
    const taken = await insertApplication(t.db, { family: 'APPLY_LOAN' });
    const borrower = randomMobile();
    const borrowerGuest = await guestToken(t, borrower);
    const before = await rowCounts(t.db);
    const refusals: [string, string, { token: string; body: unknown }, number][] = [
      ['PATCH', `${KYC}/${id}`, { token: stranger.token, body: firstStep(mobile) }, 404],
      ['PATCH', `${KYC}/${id}`, { token: partner.token, body: firstStep(randomMobile()) }, 400],
      ['PATCH', `${KYC}/${id}`, { token: partner.token, body: { mobile } }, 400],
      ['POST', `${KYC}/${id}/personal-info`, { token: stranger.token, body: PERSONAL_INFO }, 404],
      ['POST', `${KYC}/${id}/personal-info`, { token: partner.token, body: { city: 1 } }, 400],
      [
        'POST',
        `${KYC}/${id}/employment-info`,
        { token: partner.token, body: EMPLOYMENT_INFO },
        409,
      ],
      [
        'PATCH',
        `${KYC}/${submitted.id}`,
        { token: partner.token, body: firstStep(submitted.mobile) },
        409,
      ],
      ['POST', `${KYC}/create`, { token: partner.token, body: firstStep(randomMobile()) }, 403],
      [
        'POST',
        `${BORROWER}/create`,
        { token: borrowerGuest, body: { ...firstStep(borrower), tracker_id: taken.trackerId } },
        409,
      ],
      [
        'POST',
        `${KYC}/${id}/return-for-correction`,
        { token: partner.token, body: { remarks: 'Fix it' } },
        403,
      ],
      ['POST', `${KYC}/${id}/return-for-correction`, { token: admin.token, body: {} }, 400],
    ];
    for (const [method, path, options, status] of refusals) {
      const answer = await t.call(method, path, options);
      expect({ method, path, status: answer.status }).toEqual({ method, path, status });
    }
    expect(await rowCounts(t.db)).toEqual(before);
    expect(ownWrites((await trailAs(id, partner.token)).body.data)).toHaveLength(1);
  });

  it('answers only the owner and admins: 404 for another partner and any guest, nothing written', async () => {
    const { id, mobile } = await created();
    const borrowerGuest = await guestToken(t, mobile);
    const otherGuest = await guestToken(t, randomMobile());
    const before = await rowCounts(t.db);
    for (const token of [stranger.token, borrowerGuest, otherGuest]) {
      const answer = await trailAs(id, token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        data: null,
        message: APPLICATION_NOT_FOUND.message,
        status_code: 404,
        code: A_CODE,
      });
    }
    const unknown = await trailAs('0123456789abcdef0123456789abcdef', admin.token);
    expect(unknown.status).toBe(404);
    expect((await trailAs('not-an-id', partner.token)).status).toBe(400);
    expect((await trailAs(id)).status).toBe(401);
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await trailAs(id, partner.token)).body.data.entries.length).toBeGreaterThan(0);
  });

  it('has no route that changes or deletes an entry, and the database refuses to', async () => {
    const { id } = await created();
    const entries = () =>
      t.db.selectFrom('audit_entries').selectAll().where('application_id', '=', id).execute();
    const before = await entries();
    expect(before).toHaveLength(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const answer = await t.call(method, auditPath(id), {
        token: admin.token,
        body: { action: 'SUBMITTED', changes: [] },
        contract: false,
      });
      expect(answer.status).toBe(404);
    }
    for (const statement of [
      sql`update audit_entries set action = 'SUBMITTED' where application_id = ${id}`,
      sql`delete from audit_entries where application_id = ${id}`,
      sql`truncate audit_entries`,
      // Nor can the application go from under its history.
      sql`delete from applications where id = ${id}`,
    ]) {
      await expect(statement.execute(t.db)).rejects.toThrow();
    }
    expect(await entries()).toEqual(before);
  });
});

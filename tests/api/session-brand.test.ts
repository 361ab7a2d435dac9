import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations/index';
import { ONLY_PARTNERS_CAPTURE } from '../../server/http/auth';
import { HOSTNAME_NOT_THIS_SITE } from '../../server/http/brand';
import { SESSION_EXPIRED } from '../../server/errors';
import { OTP_SESSION_NOT_FOUND } from '../../server/usecases/otp';
import { insertApplication, storedApplication } from '../support/applications';
import { PERSONAL_INFO, withOwnFiles } from '../support/section-bodies';
import { databases, latestOtp, openTestDatabase, rowCounts } from '../support/server';
import { createPartner, guestToken, loginToken, randomMobile } from '../support/accounts';
import { useTestDatabase } from '../support/suite';

/*
 * Issue 16 item 1: the brand comes from who is asking, not from the Host header. A token is
 * bound to the brand of the site it was issued on and answers 401 elsewhere; an application
 * keeps the brand it was created on, and that brand's rules (catfin strict, moneyase relaxed)
 * apply to every later save, whatever site the request names. Item 6: only a partner's (AGENT)
 * login captures; an admin's gets 403 and writes nothing, and keeps return-for-correction.
 */

const base = '/api/v1/loan-application';
const CATFIN = 'catfin.localhost';
const MONEYASE = 'moneyase.localhost';

/** The probe's body: personal details without the PAN card, Aadhaar images or marital status. */
const RELAXED_FIELDS = ['marital_status', 'spouse_name', 'pan', 'aadhaar_front', 'aadhaar_back'];
const withoutRelaxed = (section: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(section).filter(([key]) => !RELAXED_FIELDS.includes(key)));

/** A first step the strict brands accept, for a borrower mobile. */
const firstStep = (mobile: string, overrides: Record<string, unknown> = {}) => ({
  mobile,
  name: 'Meera Iyer',
  pan_number: 'ABCDE1234F',
  job_type: 'SALARIED',
  loan_type: 'PERSONAL_LOAN',
  required_amount: 750000,
  purpose: 'Home renovation',
  terms_accepted: true,
  bureau_consent: true,
  ...overrides,
});

describe.each(databases())('the brand of the session and the application on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  let partner: { id: string; mobile: string; catfin: string; moneyase: string; local: string };
  beforeAll(async () => {
    const row = await createPartner(t.db);
    partner = {
      id: row.id,
      mobile: row.mobile,
      catfin: await loginToken(t, row.mobile, CATFIN),
      moneyase: await loginToken(t, row.mobile, MONEYASE),
      local: await loginToken(t, row.mobile),
    };
  });

  const refusedEvents = (reason: string) =>
    t.logs.lines().filter((line) => line['event'] === 'token.refused' && line['reason'] === reason);

  /** The probe's body for this application: its other files uploaded by the partner. */
  const probeBody = async (id: string) =>
    withoutRelaxed(
      // Uploaded with the partner's localhost login: the files are the partner's either way.
      await withOwnFiles(t, { token: partner.local, family: 'KYC' }, id, PERSONAL_INFO),
    );

  it('binds each session to the brand it was issued on', async () => {
    const brands = await t.db
      .selectFrom('sessions')
      .select(['brand', 'role'])
      .where('user_id', '=', partner.id)
      .orderBy('created_at')
      .execute();
    expect(brands.map((session) => session.brand).sort()).toEqual(
      ['catfin', 'default', 'moneyase'].sort(),
    );
    expect(new Set(brands.map((session) => session.role))).toEqual(new Set(['AGENT']));
  });

  it('the probe: a catfin application without PAN card, Aadhaar or marital status is 400 on catfin and 401 on moneyase, unchanged', async () => {
    const app = await insertApplication(t.db, {
      partnerId: partner.id,
      brand: 'catfin',
      stage: ['CREATE_APPLICATION'],
    });
    const body = await probeBody(app.id);
    const before = await storedApplication(t.db, app.id);

    const onCatfin = await t.call('POST', `${base}/${app.id}/personal-info`, {
      token: partner.catfin,
      body,
      hostname: CATFIN,
    });
    expect(onCatfin.status).toBe(400);

    const refusedBefore = refusedEvents('other-brand').length;
    for (const method of ['POST', 'PATCH'] as const) {
      const onMoneyase = await t.call(method, `${base}/${app.id}/personal-info`, {
        token: partner.catfin,
        body,
        hostname: MONEYASE,
      });
      expect([onMoneyase.status, onMoneyase.body.message]).toEqual([401, SESSION_EXPIRED.message]);
    }
    expect(refusedEvents('other-brand').length).toBe(refusedBefore + 2);
    expect(await storedApplication(t.db, app.id)).toEqual(before);
  });

  it('refuses a token on another brand’s site on every check: reads, the profile, writes', async () => {
    const app = await insertApplication(t.db, { partnerId: partner.id, brand: 'catfin' });
    const counts = await rowCounts(t.db);
    const answers = [
      await t.call('GET', `${base}/${app.id}`, { token: partner.catfin, hostname: MONEYASE }),
      await t.call('GET', '/api/v1/user/me', { token: partner.catfin, hostname: MONEYASE }),
      await t.call('GET', `${base}/count`, { token: partner.catfin, hostname: MONEYASE }),
      await t.call('PATCH', `${base}/${app.id}`, {
        token: partner.catfin,
        body: firstStep(app.mobile, { pan_number: undefined }),
        hostname: MONEYASE,
      }),
      await t.call('PUT', '/api/v1/user/logout', { token: partner.catfin, hostname: MONEYASE }),
    ];
    for (const answer of answers) {
      expect([answer.status, answer.body.message]).toEqual([401, SESSION_EXPIRED.message]);
    }
    expect(await rowCounts(t.db)).toEqual(counts);
    // The logout on the other site revoked nothing: the token still works at home.
    const home = await t.call('GET', `${base}/${app.id}`, {
      token: partner.catfin,
      hostname: CATFIN,
    });
    expect(home.status).toBe(200);
  });

  it('a create without PAN on another brand’s site is 401 and stores nothing', async () => {
    const mobile = randomMobile();
    await guestToken(t, mobile, CATFIN);
    const counts = await rowCounts(t.db);
    const body = firstStep(mobile, { pan_number: undefined });
    const created = await t.call('POST', `${base}/create`, {
      token: partner.catfin,
      body,
      hostname: MONEYASE,
    });
    expect([created.status, created.body.message]).toEqual([401, SESSION_EXPIRED.message]);
    expect(await rowCounts(t.db)).toEqual(counts);

    // On its own site the catfin rules ask for the PAN.
    const home = await t.call('POST', `${base}/create`, {
      token: partner.catfin,
      body,
      hostname: CATFIN,
    });
    expect([home.status, home.body.message]).toEqual([400, 'Invalid pan number']);
    expect(await rowCounts(t.db)).toEqual(counts);
  });

  it('an application follows the rules of its own brand: moneyase’s relaxed for its own, catfin’s strict even from a moneyase session', async () => {
    const mobile = randomMobile();
    await guestToken(t, mobile, MONEYASE);
    const created = await t.call<{ id: string }>('POST', `${base}/create`, {
      token: partner.moneyase,
      body: firstStep(mobile, { pan_number: undefined }),
      hostname: MONEYASE,
    });
    expect(created.status).toBe(201);
    const own = created.body.data.id;
    expect(await storedApplication(t.db, own)).toMatchObject({ brand: 'moneyase' });
    const relaxed = await t.call('POST', `${base}/${own}/personal-info`, {
      token: partner.moneyase,
      body: await probeBody(own),
      hostname: MONEYASE,
    });
    expect(relaxed.status).toBe(200);

    // The same partner's catfin application, saved from the moneyase session: catfin's rules.
    const catfinApp = await insertApplication(t.db, {
      partnerId: partner.id,
      brand: 'catfin',
      stage: ['CREATE_APPLICATION'],
    });
    const before = await storedApplication(t.db, catfinApp.id);
    const section = await t.call('POST', `${base}/${catfinApp.id}/personal-info`, {
      token: partner.moneyase,
      body: await probeBody(catfinApp.id),
      hostname: MONEYASE,
    });
    expect(section.status).toBe(400);
    const step = await t.call('PATCH', `${base}/${catfinApp.id}`, {
      token: partner.moneyase,
      body: firstStep(catfinApp.mobile, { pan_number: undefined }),
      hostname: MONEYASE,
    });
    expect([step.status, step.body.message]).toEqual([400, 'Invalid pan number']);
    expect(await storedApplication(t.db, catfinApp.id)).toEqual(before);

    // And a moneyase application saved from the catfin session keeps moneyase's relaxed rules.
    const moneyaseApp = await insertApplication(t.db, {
      partnerId: partner.id,
      brand: 'moneyase',
      stage: ['CREATE_APPLICATION'],
    });
    const fromCatfin = await t.call('POST', `${base}/${moneyaseApp.id}/personal-info`, {
      token: partner.catfin,
      body: await probeBody(moneyaseApp.id),
      hostname: CATFIN,
    });
    expect(fromCatfin.status).toBe(200);
  });

  describe.each([
    { family: 'login', send: '/api/v1/auth/send-otp', verify: '/api/v1/auth/verify-otp' },
    { family: 'guest', send: '/api/v1/otp/send', verify: '/api/v1/otp/verify' },
  ])('$family OTP', ({ family, send, verify }) => {
    const headers = { 'x-lk-client': 'WEB_APP' };
    const mobileFor = async () =>
      family === 'login' ? (await createPartner(t.db)).mobile : randomMobile();

    it('a code sent on catfin does not verify on moneyase (unknown session), and does on catfin', async () => {
      const mobile = await mobileFor();
      const sent = await t.call<{ session_id: string }>('POST', send, {
        headers,
        body: { mobile, hostname: CATFIN },
        hostname: CATFIN,
      });
      expect(sent.status).toBe(200);
      const sessionId = sent.body.data.session_id;
      const otp = await latestOtp(t.db, mobile);
      const counts = await rowCounts(t.db);
      const elsewhere = await t.call('POST', verify, {
        body: { session_id: sessionId, otp },
        hostname: MONEYASE,
      });
      expect([elsewhere.status, elsewhere.body.message]).toEqual([
        404,
        OTP_SESSION_NOT_FOUND.message,
      ]);
      expect(await rowCounts(t.db)).toEqual(counts);

      const home = await t.call<{ token: string }>('POST', verify, {
        body: { session_id: sessionId, otp },
        hostname: CATFIN,
      });
      expect(home.status).toBe(200);
      const session = await t.db
        .selectFrom('sessions')
        .select(['brand', 'role', 'kind'])
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(session).toEqual(
        family === 'login'
          ? { brand: 'catfin', role: 'AGENT', kind: 'LOGIN' }
          : { brand: 'catfin', role: null, kind: 'GUEST' },
      );
    });

    it('refuses a send whose hostname is another brand than the site asked (400, nothing sent)', async () => {
      const mobile = await mobileFor();
      const counts = await rowCounts(t.db);
      const answer = await t.call('POST', send, {
        headers,
        body: { mobile, hostname: CATFIN },
        hostname: MONEYASE,
      });
      expect([answer.status, answer.body.message]).toEqual([400, HOSTNAME_NOT_THIS_SITE.message]);
      expect(await rowCounts(t.db)).toEqual(counts);
    });
  });

  it('binds guest tokens likewise: a catfin guest token is 401 on moneyase', async () => {
    const mobile = randomMobile();
    const guest = await guestToken(t, mobile, CATFIN);
    const home = await t.call('GET', '/api/v1/apply-loan/list', { token: guest, hostname: CATFIN });
    expect(home.status).toBe(200);
    const counts = await rowCounts(t.db);
    const elsewhere = await t.call('POST', '/api/v1/apply-loan/create', {
      token: guest,
      body: { ...firstStep(mobile, { pan_number: undefined }), tracker_id: '12345678' },
      hostname: MONEYASE,
    });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([401, SESSION_EXPIRED.message]);
    const list = await t.call('GET', '/api/v1/apply-loan/list', {
      token: guest,
      hostname: MONEYASE,
    });
    expect(list.status).toBe(401);
    expect(await rowCounts(t.db)).toEqual(counts);
  });

  describe('an admin login', () => {
    let admin: string;
    beforeAll(async () => {
      const row = await createPartner(t.db, { role: 'ADMIN', first_name: 'Review' });
      admin = await loginToken(t, row.mobile);
    });

    it('cannot create an application (403) and nothing is stored', async () => {
      const mobile = randomMobile();
      await guestToken(t, mobile);
      const counts = await rowCounts(t.db);
      for (const body of [firstStep(mobile), '{"not json']) {
        const answer = await t.call('POST', `${base}/create`, { token: admin, body });
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({
          data: null,
          message: ONLY_PARTNERS_CAPTURE.message,
          status_code: 403,
          code: 'ONLY_PARTNERS_CAPTURE',
        });
      }
      expect(await rowCounts(t.db)).toEqual(counts);
    });

    it('cannot edit one: section saves, the first step, references, the offer, uploads (403, nothing written)', async () => {
      const app = await insertApplication(t.db, { partnerId: partner.id });
      const body = await withOwnFiles(
        t,
        { token: partner.local, family: 'KYC' },
        app.id,
        PERSONAL_INFO,
      );
      const before = await storedApplication(t.db, app.id);
      const counts = await rowCounts(t.db);
      const answers = [
        await t.call('POST', `${base}/${app.id}/personal-info`, { token: admin, body }),
        await t.call('PATCH', `${base}/${app.id}/personal-info`, { token: admin, body: {} }),
        await t.call('POST', `${base}/not-an-id/personal-info`, { token: admin, body }),
        await t.call('PATCH', `${base}/${app.id}`, { token: admin, body: firstStep(app.mobile) }),
        await t.call('POST', `${base}/${app.id}/reference`, { token: admin, body: {} }),
        await t.call('POST', `${base}/co-applicant/add/${app.id}`, { token: admin, body: {} }),
        await t.call('DELETE', `${base}/co-applicant/${app.id}/${'c'.repeat(32)}`, {
          token: admin,
        }),
        await t.call('POST', `${base}/${app.id}/submit`, { token: admin }),
        await t.call('POST', '/api/v1/bureau/bre/loankone', {
          token: admin,
          body: { application_id: app.id },
        }),
        await t.call('POST', '/api/v1/apply-loan/upload-file', {
          token: admin,
          body: {},
        }),
      ];
      for (const answer of answers) {
        expect([answer.status, answer.body.message]).toEqual([403, ONLY_PARTNERS_CAPTURE.message]);
      }
      expect(await storedApplication(t.db, app.id)).toEqual(before);
      expect(await rowCounts(t.db)).toEqual(counts);
    });

    it('still returns an application for correction', async () => {
      const app = await insertApplication(t.db, { partnerId: partner.id });
      const answer = await t.call('POST', `${base}/${app.id}/return-for-correction`, {
        token: admin,
        body: { remarks: 'Please upload a clearer PAN card image.' },
      });
      expect(answer.status).toBe(200);
      expect(await storedApplication(t.db, app.id)).toMatchObject({ status: 'INCOMPLETE' });
    });
  });
});

describe.each(databases())('migration 0007 on %s', (kind) => {
  it('deletes the sessions it cannot bind and gives existing applications the default brand', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { db } = database;
      // The two tables as migration 0006 left them, holding a live login and the demo rows.
      await sql`alter table sessions drop constraint sessions_login_has_role`.execute(db);
      await sql`alter table sessions drop column brand, drop column role`.execute(db);
      await sql`alter table applications drop column brand`.execute(db);
      const partner = await createPartner(db);
      await sql`insert into sessions (id, token_hash, kind, user_id, mobile, created_at, expires_at)
        values (${randomUUID()}, 'a-hash', 'LOGIN', ${partner.id}, ${partner.mobile},
                ${new Date()}, ${new Date(Date.now() + 86_400_000)})`.execute(db);

      await migrations['0007_session_brand']?.up(db as unknown as Kysely<unknown>);

      expect((await rowCounts(db)).sessions).toBe(0);
      const brands = await db.selectFrom('applications').select('brand').distinct().execute();
      expect(brands).toEqual([{ brand: 'default' }]);
      // No default is left behind: an insert must name its brand.
      await expect(
        sql`insert into applications (id, family, tracker_id, status, name, mobile, created_at, updated_at)
          values (${'m'.repeat(32)}, 'KYC', '77777777', 'DRAFT', 'Meera Iyer', '9876543210',
                  ${new Date()}, ${new Date()})`.execute(db),
      ).rejects.toThrow(/brand/);
    } finally {
      await database.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { DEMO_ADMIN_MOBILE, DEMO_PARTNER_MOBILE } from '../../server/db/seed';
import { insertApplication } from '../support/applications';
import { databases, rowCounts, testApp } from '../support/server';
import { createPartner, guestToken, loginToken, randomMobile } from '../support/accounts';
import { useDatabase } from '../support/suite';
import { A_CODE } from '../support/error-code';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const PARTNER_LOGIN_NEEDED = 'Please log in as a partner to do this.';

interface Profile {
  id: string;
  first_name: string;
  last_name: string;
  mobile: string;
  role: string;
  city: string | null;
  state: string | null;
  pincode: string | null;
  pan: string | null;
  referral_code: string | null;
}

describe.each(databases())('sessions and the partner on %s', (kind) => {
  const database = useDatabase(kind);

  it('shows the demo partner their profile after an OTP login', async () => {
    const t = testApp(database);
    const token = await loginToken(t, DEMO_PARTNER_MOBILE);
    const me = await t.call<Profile>('GET', '/api/v1/user/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      first_name: 'Asha',
      last_name: 'Verma',
      mobile: DEMO_PARTNER_MOBILE,
      role: 'AGENT',
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    // Personal data in the demo is visibly fake/masked, never a real PAN.
    expect(me.body.data.pan).toMatch(/^X+/);
    expect(me.body.data.referral_code).toBeTruthy();
  });

  it('lets the ADMIN user log in and says so in the role (the web app then logs them out)', async () => {
    const t = testApp(database);
    const token = await loginToken(t, DEMO_ADMIN_MOBILE);
    const me = await t.call<Profile>('GET', '/api/v1/user/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ first_name: 'Ravi', last_name: 'Menon', role: 'ADMIN' });
  });

  it('counts the demo partner’s seeded applications, the referral one included', async () => {
    const t = testApp(database);
    const token = await loginToken(t, DEMO_PARTNER_MOBILE);
    const count = await t.call<{ count: number }>('GET', '/api/v1/loan-application/count', {
      token,
    });
    expect(count.status).toBe(200);
    // The partner's own and the borrower's own made with the partner's referral code (the list's).
    expect(count.body.data).toEqual({
      count: DEMO_APPLICATIONS.filter((app) => app.family === 'KYC' || app.referralCode).length,
    });
  });

  it("counts only the partner's own applications", async () => {
    const t = testApp(database);
    const partner = await createPartner(t.db);
    const other = await createPartner(t.db);
    await insertApplication(t.db, { partnerId: partner.id });
    await insertApplication(t.db, { partnerId: partner.id });
    await insertApplication(t.db, { partnerId: other.id });
    const token = await loginToken(t, partner.mobile);
    const count = await t.call<{ count: number }>('GET', '/api/v1/loan-application/count', {
      token,
    });
    expect(count.body.data).toEqual({ count: 2 });
    expect(typeof count.body.data.count).toBe('number');
  });

  describe.each([
    { path: '/api/v1/user/me', method: 'GET' },
    { path: '/api/v1/loan-application/count', method: 'GET' },
  ])('$method $path', ({ path, method }) => {
    it('answers 401 without a token', async () => {
      const answer = await testApp(database).call(method, path);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        data: null,
        message: SESSION_EXPIRED,
        status_code: 401,
        code: A_CODE,
      });
    });

    it('answers 401 for an unknown token', async () => {
      const answer = await testApp(database).call(method, path, {
        token: 'bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtbm90LWEtcmVhbC10b2s',
      });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(SESSION_EXPIRED);
    });

    it('answers 403 for a guest token', async () => {
      const t = testApp(database);
      const token = await guestToken(t, randomMobile());
      const answer = await t.call(method, path, { token });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        data: null,
        message: PARTNER_LOGIN_NEEDED,
        status_code: 403,
        code: A_CODE,
      });
    });

    it('answers 403 for a guest token even on a partner’s own mobile', async () => {
      const t = testApp(database);
      const partner = await createPartner(t.db);
      const token = await guestToken(t, partner.mobile);
      expect((await t.call(method, path, { token })).status).toBe(403);
    });

    it('answers 401 once the login session has expired (30 days)', async () => {
      const t = testApp(database);
      const partner = await createPartner(t.db);
      const token = await loginToken(t, partner.mobile);
      t.clock.advance(30 * 24 * 3600 - 1);
      expect((await t.call(method, path, { token })).status).toBe(200);
      t.clock.advance(1);
      expect((await t.call(method, path, { token })).status).toBe(401);
    });
  });

  it('logout revokes the login token: the same token then gets 401', async () => {
    const t = testApp(database);
    const partner = await createPartner(t.db);
    const token = await loginToken(t, partner.mobile);
    const otherDevice = await loginToken(t, partner.mobile);

    const logout = await t.call('PUT', '/api/v1/user/logout', { token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({
      data: null,
      message: 'Logged out successfully',
      status_code: 200,
    });

    const me = await t.call('GET', '/api/v1/user/me', { token });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe(SESSION_EXPIRED);
    expect((await t.call('PUT', '/api/v1/user/logout', { token })).status).toBe(401);
    // Logging out one device leaves the partner's other sessions alone.
    expect((await t.call('GET', '/api/v1/user/me', { token: otherDevice })).status).toBe(200);

    const stored = await t.db
      .selectFrom('sessions')
      .select(['revoked_at'])
      .where('user_id', '=', partner.id)
      .execute();
    expect(stored.filter((session) => session.revoked_at !== null)).toHaveLength(1);
  });

  it('logout works for a guest token too', async () => {
    const t = testApp(database);
    const mobile = randomMobile();
    const token = await guestToken(t, mobile);
    expect((await t.call('PUT', '/api/v1/user/logout', { token })).status).toBe(200);
    const session = await t.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
  });

  it('logout without a token answers 401 and changes nothing', async () => {
    const t = testApp(database);
    const before = await t.db.selectFrom('sessions').selectAll().orderBy('id').execute();
    const counts = await rowCounts(t.db);
    const answer = await t.call('PUT', '/api/v1/user/logout');
    expect(answer.status).toBe(401);
    expect(await rowCounts(t.db)).toEqual(counts);
    expect(await t.db.selectFrom('sessions').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

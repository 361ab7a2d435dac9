import { describe, expect, it } from 'vitest';
import { createPartner, loginToken, randomMobile } from '../support/accounts';
import { databases, latestSms, rowCounts, testApp } from '../support/server';
import { useDatabase } from '../support/suite';

/*
 * Issue 32: every refusal carries a stable `code`; its `message` is Hindi when the request's
 * Accept-Language starts with `hi`, English otherwise; a partner's language is kept on the
 * account (PATCH /v1/user/me) and the SMS texts follow the language of the person they go to.
 * Every answer here is checked against the contract (testApp validates each one).
 */
describe.each(databases())('codes and languages of the answers on %s', (kind) => {
  const database = useDatabase(kind);

  it('a refusal carries its code, in English by default and in Hindi when asked', async () => {
    const t = testApp(database);
    const english = await t.call('GET', '/api/v1/user/me');
    expect(english.status).toBe(401);
    expect(english.body).toEqual({
      data: null,
      message: 'Your session has expired. Please log in again.',
      status_code: 401,
      code: 'SESSION_EXPIRED',
    });
    for (const header of ['hi', 'hi-IN,en;q=0.8']) {
      const hindi = await t.call('GET', '/api/v1/user/me', {
        headers: { 'accept-language': header },
      });
      expect(hindi.status).toBe(401);
      expect(hindi.body).toEqual({
        data: null,
        message: 'आपका सत्र खत्म हो गया है। कृपया फिर से लॉग इन करें।',
        status_code: 401,
        code: 'SESSION_EXPIRED',
      });
    }
    // English first, Hindi second: English.
    const second = await t.call('GET', '/api/v1/user/me', {
      headers: { 'accept-language': 'en-IN,hi;q=0.9' },
    });
    expect(second.body).toMatchObject({ code: 'SESSION_EXPIRED', message: english.body.message });
  });

  it('a refusal with places carries them as params, worded in either language', async () => {
    const t = testApp(database);
    const path = '/api/v1/no-such-thing';
    const hindi = await t.call('GET', path, {
      contract: false,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.status).toBe(404);
    expect(hindi.body).toEqual({
      data: null,
      message: `GET ${path} मौजूद नहीं है।`,
      status_code: 404,
      code: 'ROUTE_NOT_FOUND',
      params: { method: 'GET', path },
    });
  });

  it('a validation failure has a code and keeps its words', async () => {
    const t = testApp(database);
    const answer = await t.call('POST', '/api/v1/otp/send', {
      body: { mobile: '12', hostname: 'localhost' },
      headers: { 'accept-language': 'hi' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: null, status_code: 400 });
    expect((answer.body as unknown as { code: string }).code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it("keeps a partner's language, answers it on /user/me, and refuses any other (400, code)", async () => {
    const t = testApp(database);
    const partner = await createPartner(t.db);
    const token = await loginToken(t, partner.mobile);
    const before = await t.call<{ language: string }>('GET', '/api/v1/user/me', { token });
    expect(before.body.data.language).toBe('en');

    const saved = await t.call<{ language: string }>('PATCH', '/api/v1/user/me', {
      token,
      body: { language: 'hi' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.language).toBe('hi');
    const stored = await t.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('hi');
    const after = await t.call<{ language: string }>('GET', '/api/v1/user/me', { token });
    expect(after.body.data.language).toBe('hi');

    const counts = await rowCounts(t.db);
    for (const body of [{ language: 'fr' }, { language: 'hi', role: 'ADMIN' }, {}]) {
      const refused = await t.call('PATCH', '/api/v1/user/me', { token, body });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        data: null,
        message: 'language must be en or hi',
        status_code: 400,
        code: 'USER_SETTINGS_INVALID',
      });
    }
    expect(await rowCounts(t.db)).toEqual(counts);
    const unchanged = await t.db
      .selectFrom('users')
      .select(['language', 'role'])
      .where('id', '=', partner.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ language: 'hi', role: 'AGENT' });
  });

  it("sends a partner's login code in the partner's language, whatever the request asks", async () => {
    const t = testApp(database);
    const partner = await createPartner(t.db);
    const send = () =>
      t.call('POST', '/api/v1/auth/send-otp', {
        body: { mobile: partner.mobile, hostname: 'localhost' },
        headers: { 'x-lk-client': 'WEB_APP', 'accept-language': 'en' },
      });
    expect((await send()).status).toBe(200);
    expect(await latestSms(t.db, partner.mobile)).toMatch(/^Your .+ login code is \d{6}\./);

    await t.db.updateTable('users').set({ language: 'hi' }).where('id', '=', partner.id).execute();
    t.clock.advance(10 * 60 * 1000);
    expect((await send()).status).toBe(200);
    expect(await latestSms(t.db, partner.mobile)).toMatch(
      /^आपका .+ लॉग इन कोड \d{6} है। यह 5 मिनट में समाप्त हो जाएगा।$/,
    );
  });

  it("sends a borrower's code in the language of the borrower's request", async () => {
    const t = testApp(database);
    const hindi = randomMobile();
    const english = randomMobile();
    await t.call('POST', '/api/v1/otp/send', {
      body: { mobile: hindi, hostname: 'localhost' },
      headers: { 'accept-language': 'hi-IN' },
    });
    await t.call('POST', '/api/v1/otp/send', { body: { mobile: english, hostname: 'localhost' } });
    expect(await latestSms(t.db, hindi)).toMatch(/^आपका .+ सत्यापन कोड \d{6} है।/);
    expect(await latestSms(t.db, english)).toMatch(/^Your .+ verification code is \d{6}\./);
  });
});

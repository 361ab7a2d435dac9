import { beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_ID_MESSAGE } from '../../src/domain/application-ids';
import { INVALID_JSON } from '../../server/http/input';
import { PARTNER_LOGIN_NEEDED, SESSION_EXPIRED } from '../../server/errors';
import { LOGIN_SESSION_DAYS } from '../../server/usecases/sessions';
import { insertApplication, storedApplication } from '../support/applications';
import { PERSONAL_INFO, withOwnFiles } from '../support/section-bodies';
import { databases, type TestApp, testApp } from '../support/server';
import { guestToken, loginToken, randomMobile } from '../support/accounts';
import { usePartner, useTestDatabase } from '../support/suite';

/*
 * Reading an application and saving a section read the token's session in the same query as
 * the application (one round trip), and check the id and the body before it. The answers keep
 * their order all the same: the token first (401, 403), then the id, then the body (400); and a
 * token that no longer logs anybody in (logged out, expired) reads and writes nothing.
 */

const base = '/api/v1/loan-application';

function events(t: TestApp, event: string) {
  return t.logs.lines().filter((line) => line['security'] === true && line['event'] === event);
}

describe.each(databases())('the token before the id and the body on %s', (kind) => {
  const { database, t } = useTestDatabase(kind);
  const partner = usePartner(t);
  let guest: string;
  beforeAll(async () => {
    guest = await guestToken(t, randomMobile());
  });

  /** Personal details naming files the partner uploaded to the application (through `on`). */
  const personalWithFiles = (id: string, on: TestApp = t) =>
    withOwnFiles(on, { token: partner.token, family: 'KYC' }, id, PERSONAL_INFO);

  it('reads: 401 without a token and 403 for a guest token before a bad id, then the 400', async () => {
    const path = `${base}/not-an-id`;
    const none = await t.call('GET', path);
    expect([none.status, none.body.message]).toEqual([401, SESSION_EXPIRED.message]);
    const wrongKind = await t.call('GET', path, { token: guest });
    expect([wrongKind.status, wrongKind.body.message]).toEqual([403, PARTNER_LOGIN_NEEDED.message]);
    const own = await t.call('GET', path, { token: partner.token });
    expect([own.status, own.body.message]).toEqual([400, APPLICATION_ID_MESSAGE]);
  });

  it('saves: the token first, then the id, then the body, and nothing is written', async () => {
    const app = await insertApplication(t.db, { partnerId: partner.id });
    const personal = await personalWithFiles(app.id);
    const before = await storedApplication(t.db, app.id);
    const path = `${base}/${app.id}/personal-info`;
    const notJson = '{"name":';

    const none = await t.call('PATCH', path, { body: notJson });
    expect([none.status, none.body.message]).toEqual([401, SESSION_EXPIRED.message]);
    const wrongKind = await t.call('PATCH', path, { token: guest, body: notJson });
    expect([wrongKind.status, wrongKind.body.message]).toEqual([403, PARTNER_LOGIN_NEEDED.message]);
    // A guest token with a valid body is still refused, and the valid body writes nothing.
    const guestValid = await t.call('PATCH', path, { token: guest, body: personal });
    expect([guestValid.status, guestValid.body.message]).toEqual([
      403,
      PARTNER_LOGIN_NEEDED.message,
    ]);
    const badIdAndBody = await t.call('PATCH', `${base}/not-an-id/personal-info`, {
      token: partner.token,
      body: notJson,
    });
    expect([badIdAndBody.status, badIdAndBody.body.message]).toEqual([400, APPLICATION_ID_MESSAGE]);
    const badBody = await t.call('PATCH', path, { token: partner.token, body: notJson });
    expect([badBody.status, badBody.body.message]).toEqual([400, INVALID_JSON.message]);
    expect(await storedApplication(t.db, app.id)).toEqual(before);

    // The public routes take any live token: a partner's login gets as far as the body.
    const publicRoute = await t.call('PATCH', `/api/v1/apply-loan/${app.id}/personal-info`, {
      token: partner.token,
      body: notJson,
    });
    expect([publicRoute.status, publicRoute.body.message]).toEqual([400, INVALID_JSON.message]);
    expect(await storedApplication(t.db, app.id)).toEqual(before);
  });

  it('a logged-out token reads nothing and saves nothing (401), and is logged as refused', async () => {
    const token = await loginToken(t, partner.mobile);
    const app = await insertApplication(t.db, { partnerId: partner.id });
    const personal = await personalWithFiles(app.id);
    const path = `${base}/${app.id}/personal-info`;
    expect((await t.call('GET', `${base}/${app.id}`, { token })).status).toBe(200);
    expect((await t.call('PUT', '/api/v1/user/logout', { token })).status).toBe(200);
    const before = await storedApplication(t.db, app.id);
    const logsBefore = events(t, 'token.refused').length;

    const read = await t.call('GET', `${base}/${app.id}`, { token });
    expect([read.status, read.body.message]).toEqual([401, SESSION_EXPIRED.message]);
    const saved = await t.call('PATCH', path, { token, body: personal });
    expect([saved.status, saved.body.message]).toEqual([401, SESSION_EXPIRED.message]);
    expect(await storedApplication(t.db, app.id)).toEqual(before);
    const refused = events(t, 'token.refused').slice(logsBefore);
    expect(refused.map((line) => [line['reason'], line['status'], line['route']])).toEqual([
      ['unknown-or-expired', 401, `${base}/:id`],
      ['unknown-or-expired', 401, `${base}/:id/personal-info`],
    ]);
  });

  it('an expired login reads nothing and saves nothing (401)', async () => {
    const own = testApp(database);
    const token = await loginToken(own, partner.mobile);
    const app = await insertApplication(own.db, { partnerId: partner.id });
    const personal = await personalWithFiles(app.id, own);
    const path = `${base}/${app.id}/personal-info`;
    const before = await storedApplication(own.db, app.id);
    own.clock.advance(LOGIN_SESSION_DAYS * 24 * 60 * 60 + 1);

    expect((await own.call('GET', `${base}/${app.id}`, { token })).status).toBe(401);
    expect((await own.call('PATCH', path, { token, body: personal })).status).toBe(401);
    expect(await storedApplication(own.db, app.id)).toEqual(before);

    // The same save with a live token writes, so the 401 above is the token's doing.
    const live = await loginToken(own, partner.mobile);
    const written = await own.call('PATCH', path, { token: live, body: personal });
    expect(written.status).toBe(200);
    expect((await storedApplication(own.db, app.id))?.personal_info).toMatchObject({
      name: PERSONAL_INFO.name,
    });
  });
});

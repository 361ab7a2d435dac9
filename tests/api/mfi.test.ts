import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_MOBILE } from '../../server/db/seed';
import { MFI_MOBILE_FETCHED } from '../../server/routes/mfi';
import { APPLICATION_NOT_FOUND } from '../../server/usecases/applications/access';
import { insertApplication } from '../support/applications';
import { guestToken, loginToken, randomMobile } from '../support/accounts';
import { databases, rowCounts } from '../support/server';
import { partnerWithToken, useTestDatabase } from '../support/suite';

/*
 * GET /v1/app/mfi/phone-number/{id} (issue 29 item 12; the last operation that answered 501):
 * the owning partner reads the application's mobile as { id, mobile }; another partner, an
 * admin, a guest — the borrower's own token too — and an id that is no application's get the
 * 404 of an unknown id; no token is 401. A read writes nothing. Every answer is checked
 * against the contract by `call`.
 */

const path = (id: string) => `/api/v1/app/mfi/phone-number/${id}`;

describe.each(databases())('MFI phone number on %s', (kind) => {
  const { t } = useTestDatabase(kind);

  it('answers the owner the application’s id and mobile', async () => {
    const owner = await partnerWithToken(t);
    const app = await insertApplication(t.db, { partnerId: owner.id });
    const answer = await t.call('GET', path(app.id), { token: owner.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      data: { id: app.id, mobile: app.mobile },
      message: MFI_MOBILE_FETCHED,
      status_code: 200,
    });
  });

  it('answers everyone else 404 as for an unknown id, writing nothing', async () => {
    const owner = await partnerWithToken(t);
    const other = await partnerWithToken(t);
    const app = await insertApplication(t.db, { partnerId: owner.id });
    const borrowers = await insertApplication(t.db, {
      family: 'APPLY_LOAN',
      mobile: randomMobile(),
    });
    const tokens = {
      'another partner': other.token,
      'an admin': await loginToken(t, DEMO_ADMIN_MOBILE),
      'a guest': await guestToken(t, randomMobile()),
      'the borrower': await guestToken(t, app.mobile),
    };
    const before = await rowCounts(t.db);
    for (const [who, token] of Object.entries(tokens)) {
      for (const id of [app.id, borrowers.id]) {
        const answer = await t.call('GET', path(id), { token });
        expect([answer.status, answer.body.message], `${who} on ${id}`).toEqual([
          404,
          APPLICATION_NOT_FOUND.message,
        ]);
      }
    }
    // The owner too, for what is no application of theirs: unknown, malformed, the borrower's own.
    for (const id of ['a'.repeat(32), 'sample', borrowers.id, `${app.id}x`]) {
      const answer = await t.call('GET', path(id), { token: owner.token });
      expect([answer.status, answer.body.message], id).toEqual([
        404,
        APPLICATION_NOT_FOUND.message,
      ]);
    }
    const nobody = await t.call('GET', path(app.id));
    expect(nobody.status).toBe(401);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

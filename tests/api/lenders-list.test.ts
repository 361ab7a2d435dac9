import { describe, expect, it } from 'vitest';
import { LENDERS } from '../../src/domain/lenders/catalog';
import { seedReferenceData } from '../../server/db/seed';
import { expectMatchesContract } from '../support/contract';
import { databases, rowCounts } from '../support/server';
import { usePartner, useTestDatabase } from '../support/suite';
import { guestToken, randomMobile } from '../support/accounts';

/* GET /v1/lender: every lender of the catalog, for a partner login only. */

const PATH = '/api/v1/lender';

describe.each(databases())('the lenders list on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  const partner = usePartner(t);

  it('answers every lender in the catalog order, as the contract says', async () => {
    const answer = await t.call<{ data: { lender_id: string; name: string }[] }>('GET', PATH, {
      token: partner.token,
    });
    expect(answer.status).toBe(200);
    expectMatchesContract('GET', PATH, 200, answer.body);
    expect(answer.body.data.data).toEqual(
      LENDERS.map((lender) => ({ lender_id: lender.id, name: lender.name })),
    );
    expect(answer.body.data.data).toContainEqual({ lender_id: 'protium', name: 'Protium' });
  });

  it('reseeds idempotently: a second start keeps one row per lender, as the catalog says', async () => {
    await t.db
      .updateTable('lenders')
      .set({ name: 'Old name' })
      .where('id', '=', 'protium')
      .execute();
    await seedReferenceData(t.db);
    const rows = await t.db.selectFrom('lenders').select(['id', 'name']).execute();
    expect(rows).toHaveLength(LENDERS.length);
    expect(rows).toContainEqual({ id: 'protium', name: 'Protium' });
  });

  it('refuses a guest token (403) and no token (401), writing nothing', async () => {
    const counts = await rowCounts(t.db);
    const guest = await guestToken(t, randomMobile());
    const afterLogin = await rowCounts(t.db);
    const asGuest = await t.call('GET', PATH, { token: guest });
    expect(asGuest.status).toBe(403);
    expectMatchesContract('GET', PATH, 403, asGuest.body);
    const anonymous = await t.call('GET', PATH);
    expect(anonymous.status).toBe(401);
    expect(await rowCounts(t.db)).toEqual(afterLogin);
    expect(counts.applications).toBe(afterLogin.applications);
  });
});

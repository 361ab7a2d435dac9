import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations/index';
import { insertApplication, storedApplication } from '../support/applications';
import { databases, openTestDatabase } from '../support/server';

/** An offer as stored before it said which amount it was worked out with. */
const OLD_OFFER = { decision: 'APPROVED', selected_loan_amount: 500_000, is_accepted: false };

describe.each(databases())('migration 0009 (stated amounts) on %s', (kind) => {
  it('reads a stored ₹0 as not stated, and gives stored offers the amount of their facts', async () => {
    const database = await openTestDatabase(kind);
    try {
      const { db } = database;
      const zero = await insertApplication(db);
      const asked = await insertApplication(db);
      const offered = await insertApplication(db);
      const fresh = await insertApplication(db);
      // The rows as the code before kept them: a ₹0 asked, offers without required_amount.
      const keep = async (id: string, values: Record<string, unknown>) => {
        await db
          .updateTable('applications')
          .set(values as never)
          .where('id', '=', id)
          .execute();
      };
      await keep(zero.id, {
        required_amount: 0,
        loan_offer: JSON.stringify(OLD_OFFER),
        offer_facts: JSON.stringify({ required_amount: 0 }),
      });
      await keep(asked.id, {
        loan_offer: JSON.stringify(OLD_OFFER),
        offer_facts: JSON.stringify({ required_amount: 500_000 }),
      });
      await keep(offered.id, {
        required_amount: null,
        loan_offer: JSON.stringify(OLD_OFFER),
        offer_facts: JSON.stringify({ loan_type: 'PERSONAL_LOAN' }),
      });
      // An offer made after the change keeps what it says.
      await keep(fresh.id, {
        loan_offer: JSON.stringify({ ...OLD_OFFER, required_amount: 500_000 }),
        offer_facts: JSON.stringify({ required_amount: 0 }),
      });

      await migrations['0009_stated_amounts']?.up(db as unknown as Kysely<unknown>);

      expect(await storedApplication(db, zero.id)).toMatchObject({
        required_amount: null,
        loan_offer: { ...OLD_OFFER, required_amount: null },
      });
      expect(await storedApplication(db, asked.id)).toMatchObject({
        required_amount: 500_000,
        loan_offer: { ...OLD_OFFER, required_amount: 500_000 },
      });
      expect((await storedApplication(db, offered.id))?.loan_offer).toEqual({
        ...OLD_OFFER,
        required_amount: null,
      });
      expect((await storedApplication(db, fresh.id))?.loan_offer).toEqual({
        ...OLD_OFFER,
        required_amount: 500_000,
      });
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from applications where required_amount = 0`.execute(db);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});

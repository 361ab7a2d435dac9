import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ABUSE_COUNTERS_KEPT_MS, pruneAbuseCounters } from '../../server/usecases/housekeeping';
import { databases } from '../support/server';
import { randomMobile } from '../support/accounts';
import { useDatabase } from '../support/suite';

describe.each(databases())('pruning the abuse counters on %s', (kind) => {
  const database = useDatabase(kind);

  it('deletes rows older than a day and keeps the rest, which the limits still count', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const old = new Date(now.getTime() - ABUSE_COUNTERS_KEPT_MS - 1000);
    const recent = new Date(now.getTime() - 60 * 60 * 1000);
    const mobile = randomMobile();
    const ip = '198.51.100.77';
    const { db } = database;
    await db
      .insertInto('otp_sends')
      .values([
        { purpose: 'GUEST', mobile, ip, sent_at: old },
        { purpose: 'GUEST', mobile, ip, sent_at: recent },
      ])
      .execute();
    await db
      .insertInto('otp_wrong_codes')
      .values([
        { purpose: 'LOGIN', mobile, failed_at: old, locked_until: null },
        { purpose: 'LOGIN', mobile, failed_at: recent, locked_until: now },
      ])
      .execute();
    // The two tables of misses by address hold the same rows.
    const misses = [
      { ip, missed_at: old },
      { ip, missed_at: recent },
    ];
    await db.insertInto('login_lookup_misses').values(misses).execute();
    await db.insertInto('track_misses').values(misses).execute();

    // Idempotency-Keys are kept a day too: a day-old one goes, a recent one stays.
    const key = { caller: `partner:${mobile}`, request_hash: 'h', status: 201, answer: '{}' };
    await db
      .insertInto('idempotency_keys')
      .values([
        { ...key, key: 'old', created_at: old },
        { ...key, key: 'recent', created_at: recent },
      ])
      .execute();

    const pruned = await pruneAbuseCounters(db, now);
    expect(pruned).toEqual({
      otp_sends: 1,
      otp_wrong_codes: 1,
      login_lookup_misses: 1,
      track_misses: 1,
      idempotency_keys: 1,
    });

    // Each counter keeps only its recent row: [table, time column, key column, key].
    const counters = [
      ['otp_sends', 'sent_at', 'mobile', mobile],
      ['otp_wrong_codes', 'failed_at', 'mobile', mobile],
      ['login_lookup_misses', 'missed_at', 'ip', ip],
      ['track_misses', 'missed_at', 'ip', ip],
    ] as const;
    for (const [table, column, key, value] of counters) {
      const { rows } = await sql<Record<string, unknown>>`
        select ${sql.ref(column)} from ${sql.table(table)} where ${sql.ref(key)} = ${value}
      `.execute(db);
      expect(rows).toEqual([{ [column]: recent }]);
    }
    const keys = await db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('caller', '=', `partner:${mobile}`)
      .execute();
    expect(keys).toEqual([{ key: 'recent' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { ABUSE_COUNTERS_KEPT_MS, pruneAbuseCounters } from '../../server/usecases/housekeeping';
import { databases, randomMobile } from '../support/server';
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
    await db
      .insertInto('login_lookup_misses')
      .values([
        { ip, missed_at: old },
        { ip, missed_at: recent },
      ])
      .execute();
    await db
      .insertInto('track_misses')
      .values([
        { ip, missed_at: old },
        { ip, missed_at: recent },
      ])
      .execute();

    const pruned = await pruneAbuseCounters(db, now);
    expect(pruned).toEqual({
      otp_sends: 1,
      otp_wrong_codes: 1,
      login_lookup_misses: 1,
      track_misses: 1,
    });

    const sends = await db
      .selectFrom('otp_sends')
      .select('sent_at')
      .where('mobile', '=', mobile)
      .execute();
    expect(sends).toEqual([{ sent_at: recent }]);
    const wrong = await db
      .selectFrom('otp_wrong_codes')
      .select('failed_at')
      .where('mobile', '=', mobile)
      .execute();
    expect(wrong).toEqual([{ failed_at: recent }]);
    const misses = await db
      .selectFrom('login_lookup_misses')
      .select('missed_at')
      .where('ip', '=', ip)
      .execute();
    expect(misses).toEqual([{ missed_at: recent }]);
    const trackMisses = await db
      .selectFrom('track_misses')
      .select('missed_at')
      .where('ip', '=', ip)
      .execute();
    expect(trackMisses).toEqual([{ missed_at: recent }]);
  });
});

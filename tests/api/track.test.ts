import { describe, expect, it } from 'vitest';
import {
  TRACK_MISSES_PER_IP_PER_HOUR,
  TRACKER_NOT_FOUND,
} from '../../server/usecases/applications/track';
import { insertApplication } from '../support/applications';
import { databases } from '../support/server';
import { useTestDatabase } from '../support/suite';

/*
 * GET /v1/track (partner-portal §2 tracking): the status of an application by its tracker id,
 * for anyone, with "Remarks" in the message exactly when it needs completing, and nothing
 * about the borrower.
 */

interface Tracked {
  tracker_id: string;
  status: string;
  id?: string;
  remarks: string | null;
}

describe.each(databases())('tracking on %s', (kind) => {
  const { t } = useTestDatabase(kind);

  const track = (trackerId: string, ip?: string) =>
    t.call<Tracked>('GET', `/api/v1/track?tracker_id=${trackerId}&hostname=localhost`, {
      ...(ip ? { ip } : {}),
    });

  it('a returned application: the reviewer’s remarks, and its id to complete it', async () => {
    const app = await insertApplication(t.db, {
      status: 'INCOMPLETE',
      remarks: 'The PAN number does not match the PAN card',
      name: 'Vikram Singh',
    });
    const answer = await track(app.trackerId);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      `Application ${app.trackerId} needs corrections. Remarks: The PAN number does not match the PAN card`,
    );
    expect(answer.body.data).toEqual({
      tracker_id: app.trackerId,
      status: 'INCOMPLETE',
      id: app.id,
      remarks: 'The PAN number does not match the PAN card',
    });
    // Nothing about the borrower.
    expect(JSON.stringify(answer.body)).not.toContain('Vikram');
    expect(JSON.stringify(answer.body)).not.toContain(app.mobile);
  });

  it('an unfinished one asks to be completed; a submitted one does not', async () => {
    const draft = await insertApplication(t.db, { status: 'DRAFT' });
    const unfinished = await track(draft.trackerId);
    expect(unfinished.body.message).toContain('Remarks');
    expect(unfinished.body.data.id).toBe(draft.id);
    const submitted = await insertApplication(t.db, { status: 'SUBMITTED' });
    const done = await track(submitted.trackerId);
    expect(done.body.message).toBe(
      `Application ${submitted.trackerId} is submitted and being reviewed by our lending partners.`,
    );
    expect(done.body.message).not.toContain('Remarks');
    expect(done.body.data).toEqual({
      tracker_id: submitted.trackerId,
      status: 'SUBMITTED',
      remarks: null,
    });
  });

  it('answers 400 for a malformed tracker id and 404 for an unknown one', async () => {
    const bad = await t.call('GET', '/api/v1/track?tracker_id=12ab');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid tracker id');
    const none = await t.call('GET', '/api/v1/track');
    expect(none.status).toBe(400);
    const unknown = await track('00000001');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(TRACKER_NOT_FOUND.message);
  });

  it('refuses an address that guessed too many unknown ids, for an hour', async () => {
    const known = await insertApplication(t.db, { status: 'SUBMITTED' });
    const guesser = '203.0.113.7';
    for (let index = 0; index < TRACK_MISSES_PER_IP_PER_HOUR; index++) {
      const miss = await track(String(10_000_000 + index), guesser);
      expect(miss.status).toBe(404);
    }
    const refused = await track(known.trackerId, guesser);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many unknown tracker ids from your network. Please try again in 60 minutes.',
    );
    expect(refused.headers.get('retry-after')).toBe('3600');
    // The operator sees who hit the limit.
    const throttled = t.logs
      .lines()
      .filter((line) => line['security'] === true && line['event'] === 'request.throttled');
    expect(throttled).toEqual([
      expect.objectContaining({
        limit: 'tracking-misses-per-ip',
        ip: guesser,
        path: '/api/v1/track',
      }),
    ]);
    expect(JSON.stringify(refused.body)).not.toContain(known.trackerId);
    // Refused whatever the id, and nothing more counted.
    expect((await track('10000099', guesser)).status).toBe(429);
    const counted = await t.db
      .selectFrom('track_misses')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('ip', '=', guesser)
      .executeTakeFirstOrThrow();
    expect(Number(counted.count)).toBe(TRACK_MISSES_PER_IP_PER_HOUR);
    // Another address is not affected; an hour after the first miss, this one may ask again.
    expect((await track(known.trackerId, '203.0.113.8')).status).toBe(200);
    t.clock.advance(60 * 60);
    expect((await track(known.trackerId, guesser)).status).toBe(200);
  });
  it('finds only the site’s own brand: another brand’s tracker id answers as an unknown one', async () => {
    const ip = '203.0.113.20';
    const onSite = (trackerId: string, hostname: string) =>
      t.call<Tracked>('GET', `/api/v1/track?tracker_id=${trackerId}&hostname=${hostname}`, {
        hostname,
        ip,
      });
    const catfins = await insertApplication(t.db, { status: 'SUBMITTED', brand: 'catfin' });
    const moneyases = await insertApplication(t.db, { status: 'DRAFT', brand: 'moneyase' });
    const own = await onSite(catfins.trackerId, 'catfin.localhost');
    expect(own.status).toBe(200);
    expect(own.body.data.tracker_id).toBe(catfins.trackerId);
    expect((await onSite(moneyases.trackerId, 'moneyase.localhost')).body.data).toMatchObject({
      tracker_id: moneyases.trackerId,
      id: moneyases.id,
    });

    const misses = async () =>
      Number(
        (
          await t.db
            .selectFrom('track_misses')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('ip', '=', ip)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await misses();
    const unknown = await onSite('00000002', 'catfin.localhost');
    // The other brand's id, even with that brand named in the query: the site decides.
    const others = await onSite(moneyases.trackerId, 'catfin.localhost');
    const othersNamed = await t.call(
      'GET',
      `/api/v1/track?tracker_id=${moneyases.trackerId}&hostname=moneyase.localhost`,
      {
        hostname: 'catfin.localhost',
        ip,
      },
    );
    expect(unknown.status).toBe(404);
    for (const answer of [others, othersNamed]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(unknown.body);
      expect(JSON.stringify(answer.body)).not.toContain(moneyases.id);
    }
    // Counted as misses like the unknown one, so guessing across brands is limited too.
    expect(await misses()).toBe(before + 3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKER_NOT_FOUND } from '../../server/usecases/applications/track';
import { insertApplication } from '../support/applications';
import {
  databases,
  openTestDatabase,
  testApp,
  type TestApp,
  type TestDatabase,
} from '../support/server';

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
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    t = testApp(database);
  });
  afterAll(() => database.close());

  const track = (trackerId: string) =>
    t.call<Tracked>('GET', `/api/v1/track?tracker_id=${trackerId}&hostname=localhost`);

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
    expect(unknown.body.message).toBe(TRACKER_NOT_FOUND);
  });
});

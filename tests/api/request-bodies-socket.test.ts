import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { INVALID_JSON } from '../../server/http/input';
import { BODY_TOO_LARGE } from '../../server/http/request-bodies';
import { insertApplication, storedApplication } from '../support/applications';
import { PERSONAL_INFO, withOwnFiles } from '../support/section-bodies';
import { databases } from '../support/server';
import { usePartner, useSocketServer, useTestDatabase } from '../support/suite';

/*
 * Under Node the JSON routes read the body straight from the request's stream when nothing else
 * has (server/http/input.ts); Hono's app.request, which the other suites use, never takes that
 * path. Here the app runs behind @hono/node-server on a real socket, as in production, and the
 * body arrives in the ways clients send it: with a length, in pieces, chunked, with a byte order
 * mark, malformed, too large.
 */

interface Answer {
  status: number;
  body: { data: unknown; message: string };
}

describe.each(databases())('request bodies over a socket on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  const partner = usePartner(t);
  const server = useSocketServer(t);

  /** PATCH the bytes in `pieces`, with their length declared unless `chunked`. */
  function patch(path: string, pieces: Buffer[], chunked = false): Promise<Answer> {
    const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
    return new Promise((resolve, reject) => {
      const sent = request(
        {
          host: '127.0.0.1',
          port: server.port,
          path,
          method: 'PATCH',
          headers: {
            token: partner.token,
            'content-type': 'application/json',
            ...(chunked ? {} : { 'content-length': String(length) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
            }),
          );
        },
      );
      sent.on('error', reject);
      // Each piece its own write, a tick apart, so the server sees them arrive separately.
      const next = (index: number) => {
        const piece = pieces[index];
        if (!piece) {
          sent.end();
          return;
        }
        sent.write(piece, () => setImmediate(() => next(index + 1)));
      };
      next(0);
    });
  }

  /** A partner's application, and a personal details body naming files uploaded to it. */
  async function application() {
    const app = await insertApplication(t.db, { partnerId: partner.id });
    const owner = { token: partner.token, family: 'KYC' } as const;
    const body = await withOwnFiles(t, owner, app.id, { ...PERSONAL_INFO, city: 'Bengaluru' });
    return {
      id: app.id,
      path: `/api/v1/loan-application/${app.id}/personal-info`,
      json: Buffer.from(JSON.stringify(body)),
    };
  }

  const saved = async (id: string) => (await storedApplication(t.db, id))?.personal_info;

  it('saves a body sent with its length, whole or in pieces', async () => {
    const whole = await application();
    const answer = await patch(whole.path, [whole.json]);
    expect(answer.status).toBe(200);
    expect(await saved(whole.id)).toMatchObject({ city: 'Bengaluru' });

    const inPieces = await application();
    const { json } = inPieces;
    const pieces = [json.subarray(0, 1), json.subarray(1, 40), json.subarray(40)];
    expect((await patch(inPieces.path, pieces)).status).toBe(200);
    expect(await saved(inPieces.id)).toMatchObject({ city: 'Bengaluru' });
  });

  it('saves a chunked body (no length), which the size limit counts as it reads', async () => {
    const app = await application();
    const { json } = app;
    const answer = await patch(app.path, [json.subarray(0, 100), json.subarray(100)], true);
    expect(answer.status).toBe(200);
    expect(await saved(app.id)).toMatchObject({ city: 'Bengaluru' });
  });

  it('drops a byte order mark, even one split between two pieces, as fetch does', async () => {
    const app = await application();
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const answer = await patch(app.path, [bom.subarray(0, 2), bom.subarray(2), app.json]);
    expect(answer.status).toBe(200);
    expect(await saved(app.id)).toMatchObject({ city: 'Bengaluru' });
  });

  it('answers 400 for a body that is not JSON and 413 for one over 64 KB, saving nothing', async () => {
    const app = await application();
    const notJson = await patch(app.path, [Buffer.from('{"name":')]);
    expect([notJson.status, notJson.body.message]).toEqual([400, INVALID_JSON.message]);
    const padded = Buffer.from(
      JSON.stringify({ ...PERSONAL_INFO, padding: 'x'.repeat(70 * 1024) }),
    );
    const tooLarge = await patch(app.path, [padded]);
    expect([tooLarge.status, tooLarge.body.message]).toEqual([413, BODY_TOO_LARGE.message]);
    const chunkedTooLarge = await patch(app.path, [padded], true);
    expect([chunkedTooLarge.status, chunkedTooLarge.body.message]).toEqual([
      413,
      BODY_TOO_LARGE.message,
    ]);
    expect(await saved(app.id)).toBeNull();
  });
});

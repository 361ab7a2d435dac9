import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpLenderGateway } from '../../server/adapters/lenders/http';
import { unsetLenderGateway } from '../../server/adapters/lenders/port';
import { unchangedBy } from '../support/applications';
import { expectMatchesContract } from '../support/contract';
import { applicationWithOffer, LENDER_PATHS } from '../support/lenders';
import { uploadFor } from '../support/section-bodies';
import { databases } from '../support/server';
import { usePartner, useTestDatabase } from '../support/suite';

/*
 * The HTTP lender adapter against a real lender API: a node:http server started here, which
 * answers as the test says (a lead, an error, or nothing at all until the timeout).
 */

const API_KEY = 'test-lender-key';
const TIMEOUT_MS = 400;

type Mode = 'ok' | 'error' | 'silent';

interface Seen {
  path: string;
  apiKey: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

describe.each(databases())('the HTTP lender adapter on %s', (kind) => {
  let mode: Mode = 'ok';
  const seen: Seen[] = [];
  let server: Server;
  let url = '';

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({
          path: request.url ?? '',
          apiKey: request.headers['x-api-key'] as string | undefined,
          contentType: request.headers['content-type'],
          body: Buffer.concat(chunks),
        });
        if (mode === 'silent') return; // never answers: the adapter's timeout must end it
        if (mode === 'error') {
          response.writeHead(503, { 'content-type': 'application/json' });
          response.end('{"error":"down"}');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          request.url?.endsWith('/documents')
            ? JSON.stringify({ status: 'DOCUMENTS_RECEIVED' })
            : JSON.stringify({ status: 'LOGGED', client_reference_id: 'HUB-42', stage: 'NEW' }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const { t } = useTestDatabase(kind, () => ({
    lenders: httpLenderGateway({ url, apiKey: API_KEY, timeoutMs: TIMEOUT_MS }),
  }));
  const partner = usePartner(t);

  const post = async <T>(path: string, body: unknown) => {
    const answer = await t.call<T>('POST', path, { token: partner.token, body });
    expectMatchesContract('POST', path, answer.status, answer.body);
    return answer;
  };

  it('sends the lead with the API key and stores the lender’s status and reference', async () => {
    mode = 'ok';
    const id = await applicationWithOffer(t.db, partner.id);
    const answer = await post<{ status: string }>(LENDER_PATHS.lead, {
      lender_id: 'kaveri',
      application_id: id,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ status: 'LOGGED', client_reference_id: 'HUB-42' });
    const request = seen.at(-1);
    expect(request?.path).toBe('/v1/lenders/kaveri/leads');
    expect(request?.apiKey).toBe(API_KEY);
    const sent = JSON.parse(request?.body.toString() ?? '{}') as {
      application: { id: string };
      decision: string;
    };
    expect(sent).toMatchObject({ application: { id }, decision: 'APPROVED' });
    const row = await t.db
      .selectFrom('lender_statuses')
      .select(['status', 'lender_ref_id', 'raw_data_from_lender'])
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'LOGGED',
      lender_ref_id: 'HUB-42',
      raw_data_from_lender: { status: 'LOGGED', client_reference_id: 'HUB-42', stage: 'NEW' },
    });
  });

  it('uploads the documents as multipart, their bytes included', async () => {
    mode = 'ok';
    const id = await applicationWithOffer(t.db, partner.id);
    await uploadFor(t, partner, id, 'bank_statement');
    await post(LENDER_PATHS.lead, { lender_id: 'nilgiri', application_id: id });
    const answer = await post<{ status: string }>(LENDER_PATHS.upload, {
      lender_id: 'nilgiri',
      lead_id: 'HUB-42',
      application_id: id,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ status: 'DOCUMENTS_RECEIVED' });
    const request = seen.at(-1);
    expect(request?.path).toBe('/v1/lenders/nilgiri/leads/HUB-42/documents');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body.toString('latin1')).toContain('%PDF');
    expect(request?.body.toString('latin1')).toContain('filename="BANK_STATEMENT-');
  });

  it.each([
    ['error', 'Kaveri Finance answered HTTP 503. Nothing was sent; please try again.'],
    [
      'silent',
      `Kaveri Finance did not answer within ${TIMEOUT_MS} ms. Nothing was sent; please try again.`,
    ],
  ] as const)(
    'answers a lender that %s with 502 and a clear message, storing nothing',
    async (how, message) => {
      mode = how;
      const id = await applicationWithOffer(t.db, partner.id);
      const answer = await unchangedBy(t.db, id, () =>
        post(LENDER_PATHS.lead, { lender_id: 'kaveri', application_id: id }),
      );
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe(message);
    },
  );
});

describe.each(databases())('production without a lender API on %s', (kind) => {
  const { t } = useTestDatabase(kind, { lenders: unsetLenderGateway });
  const partner = usePartner(t);

  it('answers Send and Upload with 502 in a sentence, storing nothing (issue 29 item 12)', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    await uploadFor(t, partner, id, 'bank_statement');
    // A lead Nilgiri took before the server lost its lender API: its documents can be sent.
    const now = new Date();
    await t.db
      .insertInto('lender_statuses')
      .values({
        application_id: id,
        lender_id: 'nilgiri',
        status: 'LOGGED',
        lender_ref_id: 'HUB-42',
        raw_data_from_lender: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const unset = (name: string) =>
      `${name} cannot be reached: this server is not connected to lenders yet. Nothing was sent.`;
    for (const [path, body, message] of [
      [LENDER_PATHS.lead, { lender_id: 'kaveri', application_id: id }, unset('Kaveri Finance')],
      [
        LENDER_PATHS.upload,
        { lender_id: 'nilgiri', lead_id: 'HUB-42', application_id: id },
        unset('Nilgiri Credit'),
      ],
    ] as const) {
      const answer = await unchangedBy(t.db, id, () =>
        t.call('POST', path, { token: partner.token, body }),
      );
      expect([answer.status, answer.body.message], path).toEqual([502, message]);
    }
  });
});

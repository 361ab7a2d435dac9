import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BROKEN_MULTIPART } from '../../server/http/multipart';
import {
  BODY_TOO_LARGE,
  DRAIN_AFTER_LIMIT,
  JSON_BODY_LIMIT,
} from '../../server/http/request-bodies';
import type { DocumentStorage } from '../../server/storage/port';
import { insertApplication, storedApplication } from '../support/applications';
import { pdfOfSize } from '../support/pdf';
import { chunked, rawConnection, rawRequest, type RawResponse } from '../support/raw-http';
import { PERSONAL_INFO } from '../support/section-bodies';
import { databases, rowCounts, testStorage } from '../support/server';
import { randomMobile } from '../support/accounts';
import { applicationFor, fixture, multipartBody } from '../support/uploads';
import { usePartner, useSocketServer, useTestDatabase } from '../support/suite';

/*
 * Issue 16 item 4, over a real socket (the app behind @hono/node-server, as in production): a
 * multipart upload whose body ends without its closing boundary is the client's fault (400, not
 * "Unexpected end of form" as a 500), and a chunked JSON body over 64 KB gets its 413 without
 * the connection being reset under the next request sent on it.
 */

/** How long a state the server reaches on its own (no answer to wait for) may take to come. */
const WAIT = { timeout: 10_000, interval: 20 };

const messageOf = (response: RawResponse) =>
  (JSON.parse(response.body) as { message: string }).message;

describe.each(databases())('broken bodies over a socket on %s', (kind) => {
  let storage: DocumentStorage;
  let folder: string;
  let spoolDir: string;
  const { t } = useTestDatabase(kind, () => {
    ({ storage, folder } = testStorage(true));
    spoolDir = mkdtempSync(join(tmpdir(), 'rinn-test-spool-'));
    return { storage, spoolDir };
  });
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(spoolDir, { recursive: true, force: true });
  });
  const partner = usePartner(t);
  const server = useSocketServer(t);

  /**
   * A KYC upload of `file` to a new application of the partner, as multipart bytes: the fields
   * then the file, or (issue 20 item 6) the file then the fields.
   */
  async function uploadForm(file: Buffer, order: 'fields first' | 'file first' = 'fields first') {
    const applicationId = await applicationFor(t.db, {
      partnerId: partner.id,
      mobile: randomMobile(),
    });
    const fields = [
      { name: 'upload_type', value: 'KYC' },
      { name: 'file_type', value: 'BANK_STATEMENT' },
      { name: 'application_id', value: applicationId },
    ];
    const filePart = { name: 'file', file, fileName: 'statement.pdf', type: 'application/pdf' };
    return multipartBody(order === 'fields first' ? [...fields, filePart] : [filePart, ...fields]);
  }

  it.each(['fields first', 'file first'] as const)(
    'answers 400 to an upload (%s) cut short of its closing boundary, storing nothing',
    async (order) => {
      const pdf = fixture('tiny.pdf');
      const { body, contentType } = await uploadForm(pdf, order);
      const before = await rowCounts(t.db);
      const keys = await storage.list();
      const fileStarts = body.indexOf(pdf);
      const fileEnds = fileStarts + pdf.length;
      const cuts: [string, Buffer, 'length' | 'chunked'][] =
        order === 'fields first'
          ? [
              ['inside the file, with a length', body.subarray(0, fileStarts + 100), 'length'],
              ['inside the file, chunked', body.subarray(0, fileStarts + 100), 'chunked'],
              ['after the file, before the boundary', body.subarray(0, fileEnds), 'length'],
              ['inside the form fields', body.subarray(0, fileStarts - 200), 'length'],
            ]
          : [
              ['inside the file, with a length', body.subarray(0, fileStarts + 100), 'length'],
              ['inside the file, chunked', body.subarray(0, fileStarts + 100), 'chunked'],
              ['after the file, before the fields', body.subarray(0, fileEnds), 'length'],
              ['inside the form fields', body.subarray(0, fileEnds + 150), 'length'],
              [
                'after the fields, before the boundary',
                body.subarray(0, body.length - 20),
                'length',
              ],
            ];
      for (const [label, cut, framing] of cuts) {
        const connection = await rawConnection(server.port);
        const headers = {
          token: partner.token,
          'content-type': contentType,
          ...(framing === 'length'
            ? { 'content-length': String(cut.length) }
            : { 'transfer-encoding': 'chunked' }),
        };
        await connection.send(
          rawRequest(
            'POST',
            '/api/v1/apply-loan/upload-file',
            headers,
            framing === 'length' ? cut : chunked(cut),
          ),
        );
        const answer = await connection.response();
        expect([label, answer.status, messageOf(answer)]).toEqual([
          label,
          400,
          BROKEN_MULTIPART.message,
        ]);
        connection.close();
      }
      expect(await rowCounts(t.db)).toEqual(before);
      expect(await storage.list()).toEqual(keys);
      expect(readdirSync(spoolDir)).toEqual([]);

      // The whole body is stored, on the same server.
      const connection = await rawConnection(server.port);
      await connection.send(
        rawRequest(
          'POST',
          '/api/v1/apply-loan/upload-file',
          {
            token: partner.token,
            'content-type': contentType,
            'content-length': String(body.length),
          },
          body,
        ),
      );
      expect((await connection.response()).status).toBe(201);
      connection.close();
    },
  );

  it.each(['fields first', 'file first'] as const)(
    'removes the spool folder of an upload (%s) whose client goes away mid-file',
    async (order) => {
      const pdf = pdfOfSize(512 * 1024);
      const { body, contentType } = await uploadForm(pdf, order);
      const before = await rowCounts(t.db);
      const keys = await storage.list();
      const connection = await rawConnection(server.port);
      const head = rawRequest('POST', '/api/v1/apply-loan/upload-file', {
        token: partner.token,
        'content-type': contentType,
        'content-length': String(body.length),
      });
      await connection.send(
        Buffer.concat([head, body.subarray(0, body.indexOf(pdf) + 200 * 1024)]),
      );
      // The server is spooling the file when the client leaves.
      await vi.waitFor(() => expect(readdirSync(spoolDir)).toHaveLength(1), WAIT);
      connection.close();
      await vi.waitFor(() => expect(readdirSync(spoolDir)).toEqual([]), WAIT);
      expect(await rowCounts(t.db)).toEqual(before);
      expect(await storage.list()).toEqual(keys);
    },
  );

  /** A partner's application and its personal-info path, for a PATCH that must not save. */
  async function personalInfoPath() {
    const app = await insertApplication(t.db, { partnerId: partner.id });
    return { id: app.id, path: `/api/v1/loan-application/${app.id}/personal-info` };
  }
  const jsonHeaders = () => ({ token: partner.token, 'content-type': 'application/json' });
  const paddedBody = (padding: number) =>
    chunked(Buffer.from(JSON.stringify({ ...PERSONAL_INFO, padding: 'x'.repeat(padding) })));

  it.each([
    ['70 KB in one write', 70 * 1024, 0],
    ['1 MB in one write', 1024 * 1024, 0],
    ['200 KB in pieces 10 ms apart', 200 * 1024, 10],
  ])(
    'answers 413 to a chunked JSON body over 64 KB (%s), then the next request on the connection',
    async (_label, padding, pause) => {
      const app = await personalInfoPath();
      const connection = await rawConnection(server.port);
      const head = rawRequest('PATCH', app.path, {
        ...jsonHeaders(),
        'transfer-encoding': 'chunked',
      });
      const body = paddedBody(padding);
      if (pause === 0) await connection.send(Buffer.concat([head, body]));
      else {
        await connection.send(head);
        for (let at = 0; at < body.length; at += 16 * 1024) {
          await connection.send(body.subarray(at, at + 16 * 1024));
          await new Promise((resolve) => setTimeout(resolve, pause));
        }
      }
      const tooLarge = await connection.response();
      expect([tooLarge.status, messageOf(tooLarge)]).toEqual([413, BODY_TOO_LARGE.message]);
      expect(tooLarge.headers['connection']).toBe('keep-alive');

      // The same keep-alive connection answers the next request.
      await connection.send(rawRequest('GET', `/api/v1/loan-application/${app.id}`, jsonHeaders()));
      const next = await connection.response();
      expect(next.status).toBe(200);
      connection.close();
      expect((await storedApplication(t.db, app.id))?.personal_info).toBeNull();
    },
  );

  it('says Connection: close on the 413 of a chunked body too long to read through', async () => {
    const app = await personalInfoPath();
    const connection = await rawConnection(server.port);
    const body = paddedBody(JSON_BODY_LIMIT + DRAIN_AFTER_LIMIT + 1024 * 1024);
    await connection.send(
      Buffer.concat([
        rawRequest('PATCH', app.path, { ...jsonHeaders(), 'transfer-encoding': 'chunked' }),
        body,
      ]),
    );
    const tooLarge = await connection.response();
    expect([tooLarge.status, messageOf(tooLarge)]).toEqual([413, BODY_TOO_LARGE.message]);
    expect(tooLarge.headers['connection']).toBe('close');
    // The server stops reading and closes, as announced: the client, still sending, may see
    // that as a reset, but it was told and has its answer.
    await connection.ended();
    expect((await storedApplication(t.db, app.id))?.personal_info).toBeNull();
  });
});

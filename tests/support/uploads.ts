import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { insertApplication } from './applications';
import { expectMatchesContract } from './contract';
import { socketFrom, type ApiResponse, type TestApp } from './server';

/** The real documents under tests/fixtures/documents (an 8×8 PNG, a 1×1 JPEG, a one-page PDF). */
export const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../fixtures/documents/${name}`, import.meta.url));

export type FormPart =
  { name: string; value: string } | { name: string; file: Buffer; fileName: string; type: string };

/** A multipart/form-data body with the parts in the order given, as a browser sends FormData. */
export function multipartBody(parts: FormPart[]): { body: Buffer; contentType: string } {
  const boundary = `----rinn${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.file);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOptions {
  token?: string;
  /** Streamed in 64 KB chunks with no Content-Length, as a client that does not know it. */
  chunked?: boolean;
  /** Overrides the Content-Length header sent. */
  contentLength?: number;
}

/** POSTs a multipart body to the in-process app and checks the answer against the contract. */
export async function upload<TData = unknown>(
  t: TestApp,
  path: string,
  parts: FormPart[],
  options: UploadOptions = {},
): Promise<ApiResponse<TData>> {
  const { body, contentType } = multipartBody(parts);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (options.token) headers['token'] = options.token;
  let requestBody: BodyInit;
  if (options.chunked) {
    let offset = 0;
    requestBody = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= body.length) return controller.close();
        controller.enqueue(new Uint8Array(body.subarray(offset, offset + 65536)));
        offset += 65536;
      },
    });
    headers['transfer-encoding'] = 'chunked';
  } else {
    requestBody = new Uint8Array(body);
    headers['content-length'] = String(options.contentLength ?? body.length);
  }
  const response = await t.app.request(
    path,
    { method: 'POST', headers, body: requestBody, duplex: 'half' } as RequestInit,
    socketFrom('127.0.0.1'),
  );
  const text = await response.text();
  const parsed = JSON.parse(text) as ApiResponse<TData>['body'];
  expectMatchesContract('POST', path, response.status, parsed);
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** An application of this owner: a partner's (KYC) or, with no partner, a borrower's (APPLY_LOAN). */
export async function applicationFor(
  db: Kysely<Database>,
  owner: { partnerId: string | null; mobile: string },
): Promise<string> {
  const { id } = await insertApplication(db, {
    family: owner.partnerId ? 'KYC' : 'APPLY_LOAN',
    partnerId: owner.partnerId,
    mobile: owner.mobile,
  });
  return id;
}

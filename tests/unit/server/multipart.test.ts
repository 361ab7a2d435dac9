import type { Readable } from 'node:stream';
import { setTimeout as wait } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartParts } from '../../../server/http/multipart';

/*
 * A body that breaks off after its file's reader has left (the route refused the file, or took
 * what it needed) used to raise the 400 on a stream nobody listened to any more: an uncaught
 * exception, which ends a real server process. Seen once in the full suite under load.
 */

const BOUNDARY = 'rinn-test-boundary';
const encoder = new TextEncoder();

function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    body,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const uncaught: unknown[] = [];
const keep = (error: unknown) => uncaught.push(error);

afterEach(() => {
  process.off('uncaughtException', keep);
  uncaught.length = 0;
});

describe('multipart parts', () => {
  it('lets a body break off after its file reader has left, without an uncaught error', async () => {
    process.on('uncaughtException', keep);
    const { body, send, end } = controlledBody();
    const parts = multipartParts(
      `multipart/form-data; boundary=${BOUNDARY}`,
      body,
      { fileBytes: 1_000_000, files: 1 },
      'Too many files',
    );

    send(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7 the first bytes',
    );
    let file: Readable | undefined;
    for await (const part of parts) {
      if (part.kind === 'file') {
        file = part.stream;
        break; // the reader leaves, as a route that refuses the file does
      }
    }
    expect(file).toBeDefined();

    // The rest of the body, then the end without the closing boundary.
    send(' and some more bytes of the file');
    end();
    await wait(50);

    expect(uncaught).toEqual([]);
    expect(file?.destroyed).toBe(true);
  });
});

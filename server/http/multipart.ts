import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { ApiError, type ServerText } from '../errors';

/*
 * A multipart/form-data body read as it streams, one part at a time: nothing is buffered but a
 * field's few bytes. File parts are handed over as streams and must be read (or resumed) before
 * the next part arrives — that is the backpressure that keeps a large upload off the heap.
 */

export type Part =
  { kind: 'field'; name: string; value: string } | { kind: 'file'; name: string; stream: Readable };

export interface MultipartLimits {
  /** Bytes a file part may have; busboy cuts it at fileBytes + 1 so an oversize one is seen. */
  fileBytes: number;
  files: number;
}

export const NOT_MULTIPART = /*i18n*/ {
  id: 'NOT_MULTIPART',
  message: 'The upload must be multipart/form-data with a boundary.',
};
export const BROKEN_MULTIPART = /*i18n*/ {
  id: 'BROKEN_MULTIPART',
  message: 'The upload ended before it was complete. Please try again.',
};
export const FIELD_TOO_LONG = /*i18n*/ {
  id: 'FIELD_TOO_LONG',
  message: 'A form field of the upload is too long.',
};
export const TOO_MANY_FIELDS = /*i18n*/ {
  id: 'TOO_MANY_FIELDS',
  message: 'The upload has more form fields than it may.',
};

const FIELD_BYTES = 256;
const FIELDS = 12;

/**
 * The parts of the body in the order sent. Stop iterating at any time: the rest of the body is
 * then read and discarded (not cut off), so the client, still sending, gets the answer rather
 * than a reset connection. `tooManyFiles` is the message for one file part too many.
 */
export async function* multipartParts(
  contentType: string,
  body: ReadableStream<Uint8Array> | null,
  limits: MultipartLimits,
  tooManyFiles: string | ServerText,
): AsyncGenerator<Part> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        fileSize: limits.fileBytes + 1,
        files: limits.files,
        fields: FIELDS,
        fieldSize: FIELD_BYTES,
        parts: limits.files + FIELDS,
      },
    });
  } catch {
    throw new ApiError(400, NOT_MULTIPART);
  }

  const queue: Part[] = [];
  let finished = false;
  let failure: unknown;
  let discarding = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const fail = (error: unknown) => {
    failure ??= error;
    notify();
  };

  parser.on('field', (name, value, info) => {
    if (discarding) return;
    if (info.nameTruncated || info.valueTruncated) fail(new ApiError(400, FIELD_TOO_LONG));
    else queue.push({ kind: 'field', name, value });
    notify();
  });
  parser.on('file', (name, stream) => {
    if (discarding) {
      stream.resume();
      return;
    }
    queue.push({ kind: 'file', name, stream: asClientStream(stream) });
    notify();
  });
  parser.on('filesLimit', () => fail(new ApiError(400, tooManyFiles)));
  parser.on('fieldsLimit', () => fail(new ApiError(400, TOO_MANY_FIELDS)));
  parser.on('partsLimit', () => fail(new ApiError(400, TOO_MANY_FIELDS)));
  parser.on('error', () => fail(new ApiError(400, BROKEN_MULTIPART)));
  parser.on('close', () => {
    finished = true;
    notify();
  });

  let handedOut: Readable | undefined;
  const source = body
    ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
    : Readable.from([] as Uint8Array[]);
  source.on('error', () => {
    const broken = new ApiError(400, BROKEN_MULTIPART);
    fail(broken);
    // The body is gone (the client went away): busboy is never told, so the file part being
    // read would wait for ever, and with it the request and its spool folder. Its reader hears
    // the broken body instead.
    handedOut?.destroy(broken);
  });
  source.pipe(parser);

  try {
    for (;;) {
      const next = queue.shift();
      if (next) {
        if (next.kind === 'file') handedOut = next.stream;
        yield next;
        continue;
      }
      if (failure !== undefined) throw failure;
      if (finished) return;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    // Whatever is left is read and dropped: parts not yet taken, and the rest of the body.
    discarding = true;
    // resume() on a stream already read to its end does nothing.
    handedOut?.resume();
    for (const part of queue.splice(0)) if (part.kind === 'file') part.stream.resume();
  }
}

/**
 * A file part whose body breaks off (busboy: "Unexpected end of form" when the closing boundary
 * never comes) fails its reader with the 400 the broken body deserves, not with busboy's error,
 * which would be answered as the server's fault (500).
 */
function asClientStream(part: Readable): Readable {
  const out = new PassThrough();
  // A reader hears the error through its own listener (pipeline, for await). Once it has left
  // (refused the file, or finished with it), nobody else listens, and a part breaking off after
  // that would be an uncaught exception that ends the whole process: this listener keeps it a
  // broken request.
  out.on('error', () => undefined);
  part.on('error', () => out.destroy(new ApiError(400, BROKEN_MULTIPART)));
  // A reader that gives up early destroys `out`: the part's rest must still flow, or busboy
  // (and the body behind it) would stall instead of being read and dropped.
  out.on('close', () => part.resume());
  part.pipe(out);
  return out;
}

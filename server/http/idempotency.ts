import { createHash, type Hash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Session } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import {
  KeyTaken,
  rememberedAnswer,
  type Once,
  type RememberedAnswer,
} from '../usecases/idempotency';
import type { AppEnv } from './auth';
import type { KeyedRequest } from './keyed-request';
import { failure, rememberedEnvelope } from './envelope';
import { bodyText } from './input';
import { requestHeader } from './request-header';

/*
 * The HTTP side of idempotent creates (issue 30 item 2; the use-case side is
 * server/usecases/idempotency.ts). `idempotent(deps)` goes on every create's route, after the
 * token is resolved where the route resolves it in middleware: it checks the Idempotency-Key,
 * answers a remembered answer (or 422 for the same key with another request) before the route
 * runs, and after it, when the key was taken by a create that committed meanwhile. The route
 * hands `onceOf(c, …)` to its use case, whose transaction remembers the answer.
 */

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 1–255 characters a UUID, a ULID or base64 is made of; nothing else (no spaces). */
const KEY_PATTERN = /^[A-Za-z0-9._:+/=-]{1,255}$/;
export const MALFORMED_KEY = /*i18n*/ {
  id: 'IDEMPOTENCY_KEY_MALFORMED',
  message:
    'The Idempotency-Key header must be 1 to 255 letters, digits or - _ . : + / = characters.',
};
export const KEY_REUSED = /*i18n*/ {
  id: 'IDEMPOTENCY_KEY_REUSED',
  message:
    'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
};
export const KEY_REUSED_CODE = 'IDEMPOTENCY_KEY_REUSED';

/** Whose keys these are: a login's account, else the guest (or KFS) session itself. */
export function callerOf(session: Session): string {
  return session.user_id ? `partner:${session.user_id}` : `session:${session.id}`;
}

/** The boundary of a multipart body, whose random text is not part of what was sent. */
function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/**
 * Feeds the stream's bytes to the hash with every occurrence of the boundary replaced by a fixed
 * text, so the same form sent again (a new boundary) hashes the same. The last few bytes are
 * held back until the next chunk, in case a boundary spans two chunks.
 */
function boundaryFreeHasher(hash: Hash, boundary: string) {
  const needle = Buffer.from(boundary);
  let tail = Buffer.alloc(0);
  return {
    update(chunk: Uint8Array) {
      const buffer = Buffer.concat([tail, chunk]);
      let at = 0;
      for (let found = buffer.indexOf(needle, at); found >= 0; found = buffer.indexOf(needle, at)) {
        hash.update(buffer.subarray(at, found)).update('\u0000boundary\u0000');
        at = found + needle.length;
      }
      const keep = Math.max(at, buffer.length - (needle.length - 1));
      hash.update(buffer.subarray(at, keep));
      tail = buffer.subarray(keep);
    },
    end: () => hash.update(tail).digest('hex'),
  };
}

/**
 * The request's hash: method, path, media type and body. A JSON body is read (it is small and
 * cached for the route); a multipart body is hashed as the route reads it, through a stream put
 * in its place, so a large upload is never held in memory for this.
 */
function requestHashOf(c: Context): () => Promise<string> {
  const contentType = c.req.header('content-type') ?? '';
  const hash = createHash('sha256').update(
    `${c.req.method}\n${c.req.path}\n${contentType.split(';')[0]?.trim().toLowerCase()}\n`,
  );
  const boundary = boundaryOf(contentType);
  const original = c.req.raw;
  if (!/^multipart\//i.test(contentType) || !boundary || !original.body) {
    let digest: Promise<string> | undefined;
    return () => (digest ??= bodyText(c).then((text) => hash.update(text).digest('hex')));
  }
  const hasher = boundaryFreeHasher(hash, boundary);
  let settle: (digest: string) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const digest = new Promise<string>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  // Awaited only once the body is read; a body cut short is the route's failure, not this one's.
  digest.catch(() => {});
  const body = original.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        hasher.update(chunk);
        controller.enqueue(chunk);
      },
      flush: () => settle(hasher.end()),
    }),
  );
  c.req.raw = new Request(original.url, {
    method: original.method,
    headers: original.headers,
    body,
    signal: original.signal,
    duplex: 'half',
  } as RequestInit);
  return async () => {
    // Nobody read the body (a remembered key answers before the route): read it here.
    if (!body.locked) {
      const reader = body.getReader();
      try {
        while (!(await reader.read()).done);
      } catch (error) {
        fail(error);
      }
    }
    return digest;
  };
}

/** The answer for a remembered key: the first answer again, or 422 for another request. */
async function answerRemembered(c: Context, found: RememberedAnswer, keyed: KeyedRequest) {
  if (found.request_hash !== (await keyed.requestHash())) {
    return failure(c, 422, KEY_REUSED);
  }
  return rememberedEnvelope(c, found.answer, found.status === 201 ? 201 : 200);
}

/** The create route's Idempotency-Key: checked, remembered answers answered (see above). */
export function idempotent<E extends AppEnv = AppEnv>(deps: AppDeps): MiddlewareHandler<E> {
  return async (c, next) => {
    const key = requestHeader(c, IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw new ApiError(400, MALFORMED_KEY);
    const keyed: KeyedRequest = { key, requestHash: requestHashOf(c), now: deps.clock() };
    c.set('idempotency', keyed);
    const lookUp = async () => {
      const session = c.get('session') as Session | undefined;
      return session && rememberedAnswer(deps.db, callerOf(session), key, keyed.now);
    };
    // Known before the route runs (its token resolved in middleware): nothing is sent again.
    const before = await lookUp();
    if (before) return answerRemembered(c, before, keyed);
    await next();
    if (c.error instanceof KeyTaken) {
      const after = await lookUp();
      if (after) c.res = await answerRemembered(c, after, keyed);
    }
  };
}

/**
 * What the route's use case needs to remember its answer (undefined without a key): call it once
 * the caller is known, with the status and message the route answers.
 */
export function onceOf<T, E extends AppEnv = AppEnv>(
  c: Context<E>,
  status: 200 | 201,
  message: string,
  dataOf?: (result: T) => unknown,
): Once<T> | undefined {
  const keyed = c.get('idempotency') as KeyedRequest | undefined;
  if (!keyed) return undefined;
  return {
    caller: callerOf(c.get('session')),
    key: keyed.key,
    requestHash: keyed.requestHash,
    now: keyed.now,
    status,
    message,
    ...(dataOf ? { dataOf } : {}),
  };
}

import type { Context } from 'hono';
import { ApiError, type FailureStatus, type ServerText, type TextParams } from '../errors';
import { requestLanguage, word } from '../i18n/texts';
import { markEnvelopeAnswer } from './answer-mark';
import { isPrivateAnswer, SECURITY_HEADERS, SECURITY_HEADERS_TLS } from './security-headers';

/** API answers from this size (bytes) on are gzipped for clients that accept it (app.ts). */
export const COMPRESS_THRESHOLD = 1024;

export interface Envelope<T> {
  data: T;
  message: string;
  status_code: number;
  /** A failure's stable name for clients to act on: every error answer carries one. */
  code?: string;
  /** A failure's named places (the values its message was worded with). */
  params?: TextParams;
}

export function ok<T>(c: Context, data: T, message: string) {
  const body: Envelope<T> = { data, message, status_code: 200 };
  return json(c, body, 200);
}

/** 201: something new was made (an application, an upload). */
export function created<T>(c: Context, data: T, message: string) {
  const body: Envelope<T> = { data, message, status_code: 201 };
  return json(c, body, 201);
}

/** A 200 answer serialised once, for data that is the same on every request (tenant config). */
export interface PreparedOk {
  readonly text: string;
  readonly length: number;
}

export function prepareOk<T>(data: T, message: string): PreparedOk {
  const body: Envelope<T> = { data, message, status_code: 200 };
  const text = JSON.stringify(body);
  return { text, length: Buffer.byteLength(text) };
}

export function okPrepared(c: Context, prepared: PreparedOk) {
  return answer(c, prepared.text, prepared.length, 200);
}

/**
 * An error answer: its code, its words in the language the request asks for (`Accept-Language`
 * whose first tag is `hi`: Hindi; else English, server/i18n/texts.ts) and their places.
 */
export function failure(c: Context, status: FailureStatus, message: string | ServerText) {
  return refusal(c, new ApiError(status, message));
}

/** The envelope of a thrown ApiError (app.ts's error handler). */
export function refusal(c: Context, error: ApiError) {
  return json(c, errorBody(c, error), error.status);
}

/** The error envelope of `error`, worded for the request's language. */
export function errorBody(c: Context, error: ApiError): Envelope<null> {
  const language = requestLanguage(c.req.header('accept-language'));
  const message = error.text && language !== 'en' ? word(error.text, language) : error.message;
  const body: Envelope<null> = { data: null, message, status_code: error.status, code: error.code };
  if (error.params) body.params = error.params;
  return body;
}

/** An envelope with data at any status, and headers of its own (the readiness check's 503). */
export function envelopeWith<T>(
  c: Context,
  status: 200 | FailureStatus,
  body: Envelope<T>,
  headers?: Record<string, string>,
) {
  return json(c, body, status, headers);
}

/**
 * A create's remembered answer sent again for its Idempotency-Key (server/http/idempotency.ts):
 * the first answer's JSON text as it was, marked `Idempotent-Replayed: true`.
 */
export function rememberedEnvelope(c: Context, text: string, status: 200 | 201) {
  return answer(c, text, Buffer.byteLength(text), status, { 'idempotent-replayed': 'true' });
}

/**
 * 503: a dependency is out for now (database, storage, disk); `Retry-After` says when asking
 * again makes sense, and `code` lets the app tell it from a bug without reading the words.
 */
export function unavailable(c: Context, message: ServerText, retryAfterSeconds: number) {
  const body = errorBody(c, new ApiError(503, message));
  return json(c, body, 503, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * JSON with its length known up front: the compression middleware leaves answers under ~1 KB
 * alone (compressing them costs more than it saves) and needs the length to tell. An answer it
 * may compress carries `Vary: Accept-Encoding` from the start: the middleware would otherwise
 * add it to the finished response, which rebuilds it as a stream even when nothing is
 * compressed (measured: about half the throughput of reading an application).
 *
 * Every header goes in one plain object, security headers and the cache rule included, and the
 * response is made here rather than by c.body(), which turns more than one header into a fetch
 * Headers: the Node adapter writes a plain object straight to Node, and the middlewares leave a
 * marked answer alone (answer-mark.ts). So a header set with c.header() before the route answers
 * does not reach an envelope answer; one set after it (Retry-After) does.
 */
function json(
  c: Context,
  body: Envelope<unknown>,
  status: 200 | 201 | FailureStatus,
  extra?: Record<string, string>,
) {
  const text = JSON.stringify(body);
  return answer(c, text, Buffer.byteLength(text), status, extra);
}

function answer(
  c: Context,
  text: string,
  length: number,
  status: 200 | 201 | FailureStatus,
  extra?: Record<string, string>,
) {
  const viaTls = c.get('viaTls') === true;
  const headers: Record<string, string> = {
    ...extra,
    ...(viaTls ? SECURITY_HEADERS_TLS : SECURITY_HEADERS),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(length),
  };
  if (length >= COMPRESS_THRESHOLD) headers['vary'] = 'Accept-Encoding';
  if (isPrivateAnswer(c)) headers['cache-control'] = 'no-store';
  return markEnvelopeAnswer(new Response(text, { status, headers }), length, viaTls);
}

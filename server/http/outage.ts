/*
 * Which failures are a dependency's outage rather than a bug (issue 30 item 4): PostgreSQL
 * unreachable, restarting or too slow, S3 unreachable or too slow, the documents folder refusing
 * a write. Such a request did not happen (or its transaction rolled back), so the answer is 503
 * with Retry-After and a code the app can act on: asking again in a moment is safe. Anything else
 * thrown stays a bug: 500.
 */

/** The seconds a client waits before asking again (the Retry-After of every outage). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
/** The envelope's `code` of an outage's 503, for the app to act on (the contract's enum). */
export const OUTAGE_CODE = 'TRY_AGAIN_LATER';
export const OUTAGE_MESSAGE = /*i18n*/ {
  id: 'TRY_AGAIN_LATER',
  message: 'We could not save this just now. Please try again in a moment.',
};

/** A socket to a dependency failed (node's errno codes: net, dns, fs). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** The disk refused a write: permissions, a read-only file system, full, over quota, broken. */
const DISK_CODES = new Set(['EACCES', 'EROFS', 'ENOSPC', 'EDQUOT', 'EIO']);
/**
 * PostgreSQL's SQLSTATEs of a server going away or not taking work: 08xxx connection exceptions
 * (matched by prefix), 57P01–57P03 (admin or crash shutdown, cannot connect now), 53300 (too many
 * connections), 57014 (a statement cancelled, by statement_timeout among others).
 */
const POSTGRES_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** node-postgres's own connection failures, which carry no code. */
const POSTGRES_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Connection ended',
];
/** The AWS SDK's names for a request that did not finish (its request handler's timeouts). */
const SDK_TIMEOUTS = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);

interface Described {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

function isOutageItself(error: Described): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (NETWORK_CODES.has(code) || DISK_CODES.has(code)) return true;
    if (POSTGRES_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof error.name === 'string' && SDK_TIMEOUTS.has(error.name)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  if (POSTGRES_MESSAGES.some((text) => message.includes(text))) return true;
  // S3 answering "not now" (500 InternalError, 503 SlowDown): the SDK marks it a server fault.
  const status = error.$metadata?.httpStatusCode;
  return error.$fault === 'server' && typeof status === 'number' && status >= 500;
}

/** Whether this error (or one it wraps: cause, AggregateError) is a dependency's outage. */
export function isOutage(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 5) return false;
  const described = error as Described;
  if (isOutageItself(described)) return true;
  if (isOutage(described.cause, depth + 1)) return true;
  return (
    Array.isArray(described.errors) && described.errors.some((inner) => isOutage(inner, depth + 1))
  );
}

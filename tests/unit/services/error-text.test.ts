import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/services/api/api-error';
import { createApiClient } from '../../../src/services/api/client';
import { errorTextFrom } from '../../../src/machines/failure';
import { unwrap } from '../../../src/services/api/unwrap';
import { createMemoryStorage, createTokenStore } from '../../../src/services/storage/token-store';

const FALLBACK = 'Something went wrong!';
const UNREADABLE = 'Something went wrong while processing the response.';

describe('errorTextFrom: the toast text of a failed answer (partner-portal §8)', () => {
  it.each([
    ['the answer’s message field', { message: 'Pincode not found' }, 'Pincode not found'],
    ['no message field', { data: null, status_code: 500 }, FALLBACK],
    ['an empty message', { message: '' }, FALLBACK],
    ['a message that is not text', { message: { code: 7 } }, FALLBACK],
    ['a body that is not JSON (the raw text)', '<html>502 Bad Gateway</html>', FALLBACK],
    ['no body at all', undefined, FALLBACK],
    ['null', null, FALLBACK],
    [
      'an embedded JSON message',
      { message: 'Lender said: {"message":"PAN mismatch"}' },
      'PAN mismatch',
    ],
    [
      'an embedded JSON detail',
      { message: 'Bureau error {"detail":"Consent missing"}' },
      'Consent missing',
    ],
    ['message wins over detail', { message: '{"detail":"second","message":"first"}' }, 'first'],
    ['a fragment that does not parse', { message: 'Lender said: {"message": PAN}' }, UNREADABLE],
    ['an opening brace never closed', { message: 'Lender said: {"message"' }, UNREADABLE],
    [
      'a fragment with neither message nor detail keeps the whole message',
      { message: 'Lender said: {"code":42}' },
      'Lender said: {"code":42}',
    ],
  ])('%s', (_rule, body, expected) => {
    expect(errorTextFrom(body)).toBe(expected);
  });
});

/** A server that answers every request with one fixed Response. */
/** A client of the API whose every request goes to `fetch`. */
function fetchingWith(fetch: (request: Request | string | URL) => Promise<Response>) {
  const tokens = createTokenStore(createMemoryStorage());
  return createApiClient({
    baseUrl: 'http://rinn.test/api',
    tokens,
    onUnauthorized: () => {},
    fetch,
  });
}

function answering(make: () => Response) {
  return fetchingWith(async () => make());
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('unwrap: answers unwrapped to their body', () => {
  it('returns data and message of a success', async () => {
    const client = answering(() =>
      json({ data: { count: 3 }, message: 'Count fetched', status_code: 200 }, 200),
    );
    await expect(unwrap(client.GET('/v1/loan-application/count'))).resolves.toEqual({
      data: { count: 3 },
      message: 'Count fetched',
    });
  });

  it('throws ApiError with the status and the error text of a refusal', async () => {
    const client = answering(() =>
      json(
        { data: null, message: 'Lender said: {"detail":"PAN mismatch"}', status_code: 400 },
        400,
      ),
    );
    const error = await unwrap(client.GET('/v1/loan-application/count')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'PAN mismatch' });
  });

  it('treats an envelope whose status_code says failure as a failure, even on HTTP 200', async () => {
    const client = answering(() =>
      json({ data: null, message: 'Invalid mobile number', status_code: 400 }, 200),
    );
    await expect(unwrap(client.GET('/v1/loan-application/count'))).rejects.toMatchObject({
      status: 400,
      message: 'Invalid mobile number',
    });
  });

  it('shows the fallback when a failure has no JSON body', async () => {
    const client = answering(() => new Response('Bad Gateway', { status: 502 }));
    await expect(unwrap(client.GET('/v1/loan-application/count'))).rejects.toMatchObject({
      status: 502,
      message: FALLBACK,
    });
  });

  it('shows the fallback with status 0 when the server cannot be reached', async () => {
    const client = fetchingWith(() => Promise.reject(new TypeError('fetch failed')));
    await expect(unwrap(client.GET('/v1/loan-application/count'))).rejects.toMatchObject({
      status: 0,
      message: FALLBACK,
    });
  });

  it('never answers a call cancelled through its own signal', async () => {
    // Like the browser's fetch: an aborted signal rejects with an AbortError.
    const client = fetchingWith(
      (request) =>
        new Promise((_, reject) =>
          (request as Request).signal.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          ),
        ),
    );
    const controller = new AbortController();
    const answer = unwrap(client.GET('/v1/loan-application/count', { signal: controller.signal }));
    controller.abort();
    const outcome = await Promise.race([
      answer.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('silent'), 50)),
    ]);
    expect(outcome).toBe('silent');
  });
});

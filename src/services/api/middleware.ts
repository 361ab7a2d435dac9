import type { Middleware } from 'openapi-fetch';
import { shownLanguage } from '../../i18n/runtime';
import type { TokenStore } from '../storage/token-store';

export const TOKEN_HEADER = 'token';
export const CLIENT_HEADER = 'x-lk-client';
export const WEB_APP_CLIENT = 'WEB_APP';

/** Only the partner-login send needs to say which client is asking (contract: 400 without it). */
const LOGIN_SEND_PATH = '/v1/auth/send-otp';

export interface SessionMiddlewareOptions {
  tokens: Pick<
    TokenStore,
    'getLoginToken' | 'getGuestToken' | 'clearLoginToken' | 'clearGuestToken'
  >;
  /** Runs once per login token the server refuses: the app ends the session. */
  onUnauthorized: () => void;
}

/**
 * Adds the `token` header (login token, else guest token) and `Accept-Language` (the language
 * shown), and ends the session on a 401.
 *
 * Parallel calls made with the same token may all come back 401; only the first may log out.
 * Rather than a flag that someone must remember to reset, each 401 is compared with the token
 * it was sent with: once that token is cleared, later 401s for it find nothing to end, and the
 * next login's token is armed by simply being stored.
 */
export function createSessionMiddleware({
  tokens,
  onUnauthorized,
}: SessionMiddlewareOptions): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const token = tokens.getLoginToken() ?? tokens.getGuestToken();
      if (token !== null) request.headers.set(TOKEN_HEADER, token);
      else request.headers.delete(TOKEN_HEADER);
      // The server words its refusals (and a borrower's SMS) in the language shown (issue 32).
      request.headers.set('accept-language', shownLanguage());
      if (request.method === 'POST' && schemaPath.endsWith(LOGIN_SEND_PATH)) {
        request.headers.set(CLIENT_HEADER, WEB_APP_CLIENT);
      }
      // A fresh key per create; the retry below sends the same request, so the same key.
      if (request.method === 'POST') request.headers.set('idempotency-key', crypto.randomUUID());
      return request;
    },
    onResponse({ request, response }) {
      if (response.status !== 401) return undefined;
      const sent = request.headers.get(TOKEN_HEADER);
      if (sent === null) return undefined;
      if (sent === tokens.getLoginToken()) {
        tokens.clearLoginToken();
        onUnauthorized();
      } else if (sent === tokens.getGuestToken()) {
        // A refused guest token is dead too; there is no partner session to end.
        tokens.clearGuestToken();
      }
      return undefined;
    },
  };
}

/**
 * Outages (issue 30): a 503 is sent once more after its Retry-After (at most 10 s), with the
 * same headers (token, Idempotency-Key) and body, and the second answer stands. The server did
 * nothing on a 503, and a create that did commit answers its first answer again for its key.
 * Wraps the client's fetch, and an upload's (src/services/upload-transfer.ts).
 */
export const retryingOnce =
  (send: (request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> => {
    // The body is read into memory once and each send gets a request of its own around it: a
    // clone() would tee the body into a stream, which the browser then uploads as a stream.
    const body = request.body ? await request.arrayBuffer() : undefined;
    const fresh = () => new Request(request, { body });
    const response = await send(fresh());
    if (response.status !== 503) return response;
    const wait = Math.min(Number(response.headers.get('retry-after')) || 1, 10);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    return send(fresh());
  };

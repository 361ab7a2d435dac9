import createClient, { type Client } from 'openapi-fetch';
import type { TokenStore } from '../storage/token-store';
import { createSessionMiddleware, retryingOnce } from './middleware';
import type { paths } from './schema';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Where `/api` lives, e.g. `/api` in the browser or `http://localhost:8080/api` in Node. */
  baseUrl: string;
  tokens: TokenStore;
  onUnauthorized: () => void;
  /** Defaults to the global fetch, looked up on every call so tests may swap it. */
  fetch?: typeof fetch;
}

/** The typed client for the whole contract. No timeout: the spec's HTTP client has none. */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: opts.baseUrl,
    fetch: retryingOnce((request) => (opts.fetch ?? globalThis.fetch)(request)),
  });
  client.use(createSessionMiddleware({ tokens: opts.tokens, onUnauthorized: opts.onUnauthorized }));
  return client;
}

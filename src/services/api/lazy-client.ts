import type { ApiClient, ApiClientOptions } from './client';

/** Every call of the client's that returns a promise (all of them but use/eject). */
const CALLS = ['request', 'GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];

/**
 * The API client, its code (openapi-fetch and our middleware, ~3 KB gzipped) fetched on the
 * first call rather than in the first load: the login route paints and answers taps before any
 * request is needed (issue 32 made room for the i18n runtime this way). A signed-in start
 * fetches it beside the entry (scripts/first-paint-plugin.ts, PARTNER_START). Each call waits
 * for the one real client, then is exactly that client's call.
 */
export function createLazyApiClient(opts: ApiClientOptions): ApiClient {
  let real: Promise<ApiClient> | undefined;
  const ready = () => (real ??= import('./client').then((module) => module.createApiClient(opts)));
  const lazy: Record<string, unknown> = {
    use: (...middleware: unknown[]) =>
      void ready().then((client) => client.use(...(middleware as Parameters<ApiClient['use']>))),
    eject: (...middleware: unknown[]) =>
      void ready().then((client) => client.eject(...(middleware as Parameters<ApiClient['use']>))),
  };
  for (const name of CALLS) {
    lazy[name] = (...args: unknown[]) =>
      ready().then((client) =>
        (client[name as keyof ApiClient] as (...callArgs: unknown[]) => unknown)(...args),
      );
  }
  // The same calls with the same arguments and answers; only their typing is the client's own.
  return lazy as unknown as ApiClient;
}

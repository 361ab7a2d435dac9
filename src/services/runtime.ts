import type { Profile } from './auth.actors';
import type { ApiClient } from './api/client';
import { createLazyApiClient } from './api/lazy-client';
import { createHomeCount, type HomeCount } from './home-count';
import { createTokenStore, type TokenStore } from './storage/token-store';

/** The browser's outside world, created once at start and handed to the views. */
export interface Runtime {
  client: ApiClient;
  tokens: TokenStore<Profile>;
  /** The site's hostname: it picks the brand and goes with every OTP request. */
  hostname: string;
  /** The 401 handler is the session machine, which exists only once React has mounted. */
  onUnauthorized(handler: () => void): void;
  /** The home's count, which may be asked for before the home screen mounts (home-count.ts). */
  homeCount: HomeCount;
}

export function createRuntime(hostname: string): Runtime {
  const tokens = createTokenStore<Profile>();
  let unauthorizedHandler = () => {};
  const client = createLazyApiClient({
    baseUrl: '/api',
    tokens,
    onUnauthorized: () => unauthorizedHandler(),
  });
  return {
    client,
    tokens,
    hostname,
    onUnauthorized: (handler) => {
      unauthorizedHandler = handler;
    },
    homeCount: createHomeCount(client),
  };
}

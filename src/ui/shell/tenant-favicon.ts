import type { ApiClient } from '../../services/api/client';
import { loadTenantConfig } from '../../services/tenant';
import { setFavicon } from './Favicon';

/**
 * The page's icon: the brand's own at once, then the tenant config's; when that fails the brand's
 * stays (spec §8). Loaded just after the entry, not in it: the static first paint already names
 * the brand's icon, so nothing waits for this.
 */
export function showFavicon(client: ApiClient, hostname: string, brandFavicon: string): void {
  setFavicon(brandFavicon);
  loadTenantConfig(client, hostname)
    .then((config) => setFavicon(config.favicon_url))
    .catch((error: unknown) =>
      console.warn('Tenant config unavailable; using the brand favicon.', error),
    );
}

import type { ApiClient } from './api/client';
import type { components } from './api/schema';
import { unwrap } from './api/unwrap';

export type TenantConfig = components['schemas']['TenantConfig'];

/** The site's tenant config; branding failures are only logged (spec §8), so callers fall back. */
export async function loadTenantConfig(client: ApiClient, hostname: string): Promise<TenantConfig> {
  const { data } = await unwrap(
    client.GET('/v1/public/tenant/hostname/{hostname}/config', {
      params: { path: { hostname } },
    }),
  );
  return data;
}

import { allBrands } from '../../src/brands/catalog';
import { brandForHostname } from '../../src/brands/resolve';
import { tenantConfigOf } from '../db/seed';
import type { StoredTenantConfig } from '../db/schema';
import type { Schema } from '../contract-types';

export type TenantConfig = Schema<'TenantConfig'>;

/*
 * Every page load asks for its tenant config, so it is answered from memory rather than a query.
 * The brand catalog is the source of truth: this map is built from it when the server starts,
 * exactly as the seed writes the tenants table from it on every start. The catalog is code, so
 * both change only with a deploy, and every process (workers included) builds the same map.
 */
const configs: ReadonlyMap<string, StoredTenantConfig> = new Map(
  allBrands.map((brand) => [brand.key, tenantConfigOf(brand)]),
);

/** Any hostname gets a config: one no brand claims gets the default brand. */
export function tenantConfigForHostname(hostname: string): TenantConfig {
  const { brand, isUat } = brandForHostname(hostname);
  // brandForHostname only answers catalog brands; the fallback keeps the types honest.
  const config = configs.get(brand.key) ?? tenantConfigOf(brand);
  return { ...config, is_uat: isUat };
}

/** What decides a hostname's config (its brand, and whether it is a UAT site), as a short key. */
export function tenantConfigKey(hostname: string): string {
  const { brand, isUat } = brandForHostname(hostname);
  return isUat ? `${brand.key}:uat` : brand.key;
}

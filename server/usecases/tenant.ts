import type { Kysely } from 'kysely';
import { brandForHostname } from '../../src/brands/resolve';
import { tenantConfigOf } from '../db/seed';
import type { Database } from '../db/schema';
import type { Schema } from '../http/envelope';

export type TenantConfig = Schema<'TenantConfig'>;

/** Any hostname gets a config: one no brand claims gets the default brand. */
export async function tenantConfigForHostname(
  db: Kysely<Database>,
  hostname: string,
): Promise<TenantConfig> {
  const { brand, isUat } = brandForHostname(hostname);
  const row = await db
    .selectFrom('tenants')
    .select('config')
    .where('brand_key', '=', brand.key)
    .executeTakeFirst();
  // A brand added to the catalog but not yet seeded still gets its catalog config.
  const config = row?.config ?? tenantConfigOf(brand);
  return { ...config, is_uat: isUat };
}

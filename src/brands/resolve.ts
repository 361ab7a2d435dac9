import { brands, defaultBrand, type Brand } from './catalog';

export interface ResolvedBrand {
  brand: Brand;
  /** A test environment: some label of the hostname is `uat` or ends in `-uat`. */
  isUat: boolean;
}

const UAT_LABEL = /(^|-)uat$/;

/**
 * Picks the brand for a hostname. A brand claims its exact production hostnames and any
 * hostname with a label equal to its key, with or without a `-uat` suffix:
 * `catfin.localhost`, `partners.catfin.in`, `catfin-uat.rinn.in` are all catfin.
 */
export function brandForHostname(hostname: string): ResolvedBrand {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '').replace(/:\d+$/, '');
  const labels = host.split('.');
  const isUat = labels.some((label) => UAT_LABEL.test(label));
  const bareLabels = labels.map((label) => label.replace(/-?uat$/, ''));

  const byHostname = brands.find((brand) => (brand.hostnames as readonly string[]).includes(host));
  if (byHostname) return { brand: byHostname, isUat };
  // The product's own name is part of every sub-domain we host, so a brand label must win
  // over it: `catfin-uat.rinn.in` is catfin, not rinn.
  const byLabel =
    brands.find((brand) => brand.key !== 'rinn' && bareLabels.includes(brand.key)) ??
    brands.find((brand) => bareLabels.includes(brand.key));
  return { brand: byLabel ?? defaultBrand, isUat };
}

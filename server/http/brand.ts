import type { Context } from 'hono';
import { allBrands, defaultBrand, type Brand } from '../../src/brands/catalog';
import { brandForHostname } from '../../src/brands/resolve';
import { ApiError } from '../errors';

/**
 * The brand of the site the request was made on. It decides only what comes before a login:
 * the landing and tenant config, the OTP send and verify, and so the brand a new session is
 * bound to. After that the session's brand must be this one (server/http/auth.ts), and the rules
 * of an application are those of the brand it was created on (brandOfKey), never the Host's.
 */
export function brandOf(c: Context): Brand {
  const hostname = new URL(c.req.url).hostname;
  let brand = brandsByHostname.get(hostname);
  if (!brand) {
    // Every authenticated request asks (its token must be of this brand): remember the few
    // hostnames a server sees; a flood of made-up Host headers only empties the memory.
    if (brandsByHostname.size >= REMEMBERED_HOSTNAMES) brandsByHostname.clear();
    brand = brandForHostname(hostname).brand;
    brandsByHostname.set(hostname, brand);
  }
  return brand;
}

const REMEMBERED_HOSTNAMES = 256;
const brandsByHostname = new Map<string, Brand>();

/**
 * The brand a stored key names (a session's or an application's). A key the catalog no longer
 * has gets the default brand, whose rules are the strict ones: nothing escapes a rule by it.
 */
export function brandOfKey(key: string): Brand {
  return allBrands.find((brand) => brand.key === key) ?? defaultBrand;
}

export const HOSTNAME_NOT_THIS_SITE = /*i18n*/ {
  id: 'HOSTNAME_NOT_THIS_SITE',
  message: 'The hostname must be the site this request is made on.',
};

/**
 * An OTP send's `hostname` must be of the brand of the site the request is made on (400
 * otherwise, before anything is stored or sent): the code verifies only on that brand
 * (usecases/otp.ts) and its SMS names it, so a code asked for another brand's site could never
 * be used where it was asked, and no site sends texts in another brand's name.
 */
export function assertHostnameOfThisSite(c: Context, hostname: string): void {
  if (brandForHostname(hostname).brand.key !== brandOf(c).key) {
    throw new ApiError(400, HOSTNAME_NOT_THIS_SITE);
  }
}

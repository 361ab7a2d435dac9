import type { Context } from 'hono';
import type { Brand } from '../../src/brands/catalog';
import { brandForHostname } from '../../src/brands/resolve';

/**
 * The brand of the site the request was made on: its flags decide which rules apply (relaxed
 * validation, the consent checkboxes), on the server exactly as in the forms.
 */
export function brandOf(c: Context): Brand {
  return brandForHostname(new URL(c.req.url).hostname).brand;
}

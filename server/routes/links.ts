import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { readLinkListQuery } from '../../src/domain/links/link-list';
import { BASE_URL_NOT_THIS_SITE, utmLinkSchema } from '../../src/domain/links/link-schema';
import { requirePartner, type PartnerEnv } from '../http/auth';
import { idempotent, onceOf } from '../http/idempotency';
import { brandOfKey } from '../http/brand';
import { created, ok } from '../http/envelope';
import { jsonBody, strictQueryValues, valid } from '../http/input';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { createLink, deleteLink, linkQr, linksOf, type QrAnswer } from '../usecases/links/links';

const LINK_MADE = 'QR code generated successfully';

/**
 * The origin a link may open: base_url's, when it names the host this request was made on
 * (any port, http or https, no credentials), so no partner makes a link in our brand's name
 * that leads to another site (docs/decisions.md).
 */
function originOnThisSite(c: Context, baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ApiError(400, BASE_URL_NOT_THIS_SITE);
  }
  const site = new URL(c.req.url).hostname;
  const plain = url.username === '' && url.password === '';
  if (!['http:', 'https:'].includes(url.protocol) || !plain || url.hostname !== site) {
    throw new ApiError(400, BASE_URL_NOT_THIS_SITE);
  }
  return url.origin;
}

export const ONLY_PARTNERS_LINK = /*i18n*/ {
  id: 'ONLY_PARTNERS_LINK',
  message: 'Only a partner can make and see tracking links.',
};

/**
 * Links are a partner's (AGENT): they bring the partner borrowers. An ADMIN login gets 403 on
 * all four operations, before an id or a body is read, as it does on capture (mayCapture); the
 * role is the one stored on the session at login.
 */
const onlyPartners: MiddlewareHandler<PartnerEnv> = async (c, next) => {
  if (c.var.session.role !== 'AGENT') throw new ApiError(403, ONLY_PARTNERS_LINK);
  await next();
};

/** Tracking links and their QR codes: /api/v1/user/qr… and /api/v1/utm/link… (§7). */
export function linkRoutes(deps: AppDeps) {
  const routes = new Hono<PartnerEnv>();
  const partnerOnly = [requirePartner(deps), onlyPartners] as const;

  routes.post('/user/qr', ...partnerOnly, idempotent(deps), async (c) => {
    const { brand } = c.var.session;
    const site = brandOfKey(brand);
    const rules = { directLeads: site.flags.directLeads };
    const body = valid(utmLinkSchema(rules), await jsonBody(c));
    const origin = originOnThisSite(c, body.base_url);
    const answer = await createLink(
      deps.db,
      {
        partnerId: c.var.partner.id,
        brand,
        origin,
        // The brand's Apply leads to its external application: so do its links.
        applyUrl: site.applyUrl,
        body,
        now: deps.clock(),
      },
      onceOf<QrAnswer, PartnerEnv>(c, 201, LINK_MADE),
    );
    return created(c, answer, LINK_MADE);
  });

  routes.get('/user/qr/:id', ...partnerOnly, async (c) => {
    const answer = await linkQr(deps.db, c.var.partner.id, c.req.param('id'));
    return ok(c, answer, 'QR code fetched successfully');
  });

  routes.get('/utm/link', ...partnerOnly, async (c) => {
    const reading = readLinkListQuery(
      strictQueryValues(c, ['size', 'page', 'sort_by', 'order_by']),
    );
    if (!reading.ok) throw new ApiError(400, reading.message);
    const page = await linksOf(deps.db, c.var.partner, reading.value);
    return ok(c, page, 'Links fetched successfully');
  });

  routes.delete('/utm/link/:id', ...partnerOnly, async (c) => {
    await deleteLink(deps.db, c.var.partner.id, c.req.param('id'), deps.clock());
    return ok(c, null, 'Link deleted successfully');
  });

  return routes;
}

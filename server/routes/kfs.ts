import { Hono } from 'hono';
import { brandByKey } from '../../src/brands/lookup';
import type { BrandKey } from '../../src/brands/catalog';
import { kfsEnglish } from '../../src/i18n/kfs/en';
import { kfsHindi } from '../../src/i18n/kfs/hi';
import { kfsLines } from '../../src/i18n/kfs/lines';
import type { Language } from '../../src/i18n/language';
import type { Schema } from '../contract-types';
import type { AppDeps } from '../deps';
import { onlyCapturers, requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import { kfsPdf } from '../kfs/pdf';
import { viewerOf } from '../usecases/applications/access';
import { currentKfs, kfsQueryOf, type CurrentKfs } from '../usecases/kfs/current';
import { applicationIdOf } from './application-routes';

export const KFS_FETCHED = 'Key Fact Statement fetched successfully';

const TEXTS = { en: kfsEnglish, hi: kfsHindi } as const;

/** The contract's KeyFactStatement: the figures, the state and the sentences in `lang`. */
function answerOf(current: CurrentKfs, lang: Language): Schema<'KeyFactStatement'> {
  return {
    ...current.statement,
    is_expired: current.isExpired,
    acknowledged_at: current.acknowledgedAt?.toISOString() ?? null,
    lang,
    texts: kfsLines(current.statement, TEXTS[lang]),
  };
}

/**
 * The Key Fact Statement of a partner's application (/api/v1/loan-application/{id}/kfs…):
 * the partner's own applications only (404 otherwise), an approved offer (409 otherwise).
 */
export function kfsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const capturer = [requireToken(deps, 'login'), onlyCapturers] as const;

  const current = (id: string, session: AppEnv['Variables']['session']) =>
    currentKfs(deps.db, { viewer: viewerOf('KYC', session), id, now: deps.clock() });

  routes.get('/:id/kfs', ...capturer, async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const { lang } = kfsQueryOf(c.req.queries());
    return ok(c, answerOf(await current(id, c.var.session), lang), KFS_FETCHED);
  });

  routes.get('/:id/kfs/pdf', ...capturer, async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const { lang } = kfsQueryOf(c.req.queries());
    const kfs = await current(id, c.var.session);
    const pdf = await kfsPdf(kfs.statement, TEXTS[lang], {
      brandName: brandByKey(c.var.session.brand as BrandKey).name,
      acknowledgement: kfs.acknowledgedAt
        ? { at: kfs.acknowledgedAt.toISOString().slice(0, 10), mobile: kfs.mobile }
        : null,
    });
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${kfs.statement.proposal_number}-${lang}.pdf"`,
    });
  });

  return routes;
}

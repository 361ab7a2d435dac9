import { requestLanguage } from '../i18n/texts';
import { Hono, type MiddlewareHandler } from 'hono';
import { SendKfsOtpBodySchema, VerifyOtpBodySchema } from '../../src/domain/otp-requests';
import { brandByKey } from '../../src/brands/lookup';
import type { BrandKey } from '../../src/brands/catalog';
import { kfsEnglish } from '../../src/i18n/kfs/en';
import { kfsHindi } from '../../src/i18n/kfs/hi';
import { kfsLines } from '../../src/i18n/kfs/lines';
import type { Language } from '../../src/i18n/language';
import type { Schema } from '../contract-types';
import type { AppDeps } from '../deps';
import { onlyCapturers, requireToken, type AppEnv } from '../http/auth';
import { brandOf } from '../http/brand';
import { consentOrigin } from '../http/consent-origin';
import { ok } from '../http/envelope';
import { jsonBody, strictQueryValues, valid } from '../http/input';
import { throttledAnswers } from '../http/throttled';
import { kfsPdf } from '../kfs/pdf';
import { notFound, viewerOf } from '../usecases/applications/access';
import { acknowledgeKfs, sendKfsOtp } from '../usecases/kfs/acknowledge';
import { currentKfs, kfsQueryOf, type CurrentKfs } from '../usecases/kfs/current';
import { applicationIdOf } from './application-routes';

export const KFS_FETCHED = 'Key Fact Statement fetched successfully';
export const KFS_OTP_SENT = 'OTP sent successfully';
export const KFS_ACKNOWLEDGED = 'Key Fact Statement acknowledged';

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
 * A guest (any borrower's token, the application's own included) is told what an unknown id
 * is told: 404, as issue 21 asks, not 403 — a statement is the partner's to show, and the
 * answer must not say whether the application exists.
 */
const guestsSeeNotFound: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.session.kind !== 'LOGIN') throw notFound();
  await next();
};

/**
 * The Key Fact Statement of a partner's application (/api/v1/loan-application/{id}/kfs…):
 * the partner's own applications only (404 otherwise), an approved offer (409 otherwise).
 */
export function kfsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const capturer = [requireToken(deps, 'any'), guestsSeeNotFound, onlyCapturers] as const;

  const current = (id: string, session: AppEnv['Variables']['session']) =>
    currentKfs(deps.db, { viewer: viewerOf('KYC', session), id, now: deps.clock() });

  routes.get('/:id/kfs', ...capturer, async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const { lang } = kfsQueryOf(strictQueryValues(c, ['lang']));
    return ok(c, answerOf(await current(id, c.var.session), lang), KFS_FETCHED);
  });

  routes.get('/:id/kfs/pdf', ...capturer, async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const { lang } = kfsQueryOf(strictQueryValues(c, ['lang']));
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

  // The borrower's code (family KFS): the OTP limits answer with Retry-After as every send's.
  routes.use('/:id/kfs/send-otp', throttledAnswers(deps.log));
  routes.use('/:id/kfs/acknowledge', throttledAnswers(deps.log));

  routes.post('/:id/kfs/send-otp', ...capturer, async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const body = valid(SendKfsOtpBodySchema, await jsonBody(c));
    const sent = await sendKfsOtp(deps, {
      viewer: viewerOf('KYC', c.var.session),
      id,
      proposalNumber: body.proposal_number,
      hostname: new URL(c.req.url).hostname,
      ip: c.var.clientIp,
      language: requestLanguage(c.req.header('accept-language')),
    });
    const data: Schema<'OtpSession'> = {
      session_id: sent.sessionId,
      resend_after_seconds: sent.resendAfterSeconds,
      expires_in_seconds: sent.expiresInSeconds,
    };
    return ok(c, data, KFS_OTP_SENT);
  });

  routes.post('/:id/kfs/acknowledge', ...capturer, async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const { lang } = kfsQueryOf(strictQueryValues(c, ['lang']));
    const body = valid(VerifyOtpBodySchema, await jsonBody(c));
    const acknowledged = await acknowledgeKfs(deps, {
      viewer: viewerOf('KYC', c.var.session),
      id,
      sessionId: body.session_id,
      otp: body.otp,
      brand: brandOf(c).key,
      lang,
      origin: consentOrigin(c),
    });
    return ok(c, answerOf(acknowledged, lang), KFS_ACKNOWLEDGED);
  });

  return routes;
}

import { Hono } from 'hono';
import type { Schema } from '../contract-types';
import type { AppDeps } from '../deps';
import { partnerId, requireToken, type AppEnv } from '../http/auth';
import { ok } from '../http/envelope';
import { strictQuery } from '../http/input';
import { devMailbox } from '../mail/dev-mailbox';
import type { Mailer } from '../mail/port';
import { toApplication } from '../usecases/applications/view';
import { EMAIL_SENT, emailLender, type EmailDeps } from '../usecases/lender-actions/email';
import { exportApplication, exportQueryOf } from '../usecases/lender-actions/export';
import { loadLenderAction } from '../usecases/lenders/lender-action';
import { actorOfSession } from '../usecases/audit/actor';
import { applicationIdOf } from './application-routes';

/** Production without a mailer (only a test builds one so): every email fails, nothing is kept. */
const NO_MAIL_SERVER: Mailer = {
  kind: 'smtp',
  send: () => Promise.reject(new Error('No mail server is configured (RINN_SMTP_URL)')),
};

/**
 * Email to Lender and Export, lender row actions on a partner's application:
 * /api/v1/loan-application/{id}/lender/{lenderId}/email and …/{id}/export. Each starts from
 * loadLenderAction: the application by id and owner (404), the lender (404), and 400 when the
 * application or the lender's decision is REJECTED or the lender does not take the action.
 */
export function lenderActionRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const mail: EmailDeps = {
    db: deps.db,
    storage: deps.storage,
    mailer:
      deps.mailer ??
      (deps.mode === 'production' ? NO_MAIL_SERVER : devMailbox(deps.db, deps.clock)),
    clock: deps.clock,
    mode: deps.mode,
    log: deps.log,
    lenderEmails: deps.lenderEmails ?? {},
  };

  routes.post('/:id/lender/:lenderId/email', requireToken(deps, 'login'), async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const actor = { partnerId: partnerId(c.var.session), now: deps.clock() };
    const { application, lender } = await loadLenderAction(
      deps.db,
      actor,
      id,
      c.req.param('lenderId'),
      'EMAIL_TO_LENDER',
    );
    await emailLender(mail, {
      application: toApplication(application),
      lender,
      publicOrigin: new URL(c.req.url).origin,
      actor: actorOfSession(c.var.session),
    });
    return ok(c, null, EMAIL_SENT);
  });

  routes.get('/:id/export', requireToken(deps, 'login'), async (c) => {
    const id = applicationIdOf(c.req.param('id'));
    const query = exportQueryOf(strictQuery(c, ['export_type', 'lender_id']));
    const actor = { partnerId: partnerId(c.var.session), now: deps.clock() };
    const { application, lender } = await loadLenderAction(
      deps.db,
      actor,
      id,
      query.lender_id,
      'EXPORT',
    );
    const data: Schema<'FileUrl'> = {
      file_url: await exportApplication(deps, {
        application: toApplication(application),
        lenderId: lender.id,
        actor: actorOfSession(c.var.session),
      }),
    };
    return ok(c, data, 'Export ready');
  });

  return routes;
}

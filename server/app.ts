import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from './deps';
import { recountAfterWrites, type AppEnv } from './http/auth';
import { clientAddress, trustedProxies } from './http/client-address';
import { compressAnswers } from './http/compress-answers';
import { loadContract } from './http/contract';
import { mountDocs } from './http/docs';
import { COMPRESS_THRESHOLD, failure, refusal, unavailable } from './http/envelope';
import { isOutage, OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS } from './http/outage';
import { requestBodies } from './http/request-bodies';
import { noStoreForPrivateAnswers, securityHeaders } from './http/security-headers';
import { mountFrontEnd } from './http/static';
import { routeNotFound, unansweredApi } from './http/unanswered';
import { applyLoanRoutes } from './routes/apply-loan';
import { healthRoutes } from './routes/health';
import { authRoutes } from './routes/auth';
import { devRoutes } from './routes/dev';
import { documentRoutes } from './routes/documents';
import { kfsRoutes } from './routes/kfs';
import { auditRoutes } from './routes/audit';
import { consentRoutes } from './routes/consents';
import { mfiRoutes } from './routes/mfi';
import { joinUsRoutes } from './routes/join-us';
import { lenderActionRoutes } from './routes/lender-actions';
import { lenderRoutes } from './routes/lenders';
import { loanApplicationRoutes } from './routes/loan-application';
import { otpRoutes } from './routes/otp';
import { linkRoutes } from './routes/links';
import { payoutRoutes } from './routes/payout';
import { referenceRoutes } from './routes/reference';
import { rulesEngineRoutes } from './routes/rules-engine';
import { userRoutes } from './routes/user';
import { ApiError, type FailureStatus } from './errors';

export type { AppDeps, Mode } from './deps';
export { notImplementedMessage } from './http/unanswered';

export const SOMETHING_WENT_WRONG = /*i18n*/ {
  id: 'SOMETHING_WENT_WRONG',
  message: 'Something went wrong',
};

const API = '/api';

/**
 * The whole HTTP surface: /api/v1 (routes → use cases → database), the dev outbox outside
 * production, the contract and its docs, 501 for every contract operation not built yet, and
 * the front end for everything else.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof ApiError) return refusal(c, error);
    if (error instanceof HTTPException && error.status >= 400 && error.status < 500) {
      return failure(c, error.status as FailureStatus, error.message || 'Bad request');
    }
    if (isOutage(error)) {
      // A dependency is out (database, storage, disk): nothing was done, asking again is safe.
      deps.log.error(
        { method: c.req.method, path: c.req.path, ip: c.var.clientIp, err: describeError(error) },
        'request met an outage',
      );
      return unavailable(c, OUTAGE_MESSAGE, OUTAGE_RETRY_AFTER_SECONDS);
    }
    // Log for operators; answer without internals. Only the error's kind, message and stack:
    // a database error also carries the query and its parameters, which are never logged.
    deps.log.error(
      { method: c.req.method, path: c.req.path, ip: c.var.clientIp, err: describeError(error) },
      'request failed',
    );
    return failure(c, 500, SOMETHING_WENT_WRONG);
  });

  app.use(clientAddress(deps.trustedProxies ?? trustedProxies([])));
  app.use(securityHeaders());
  app.use(`${API}/*`, noStoreForPrivateAnswers());

  // API answers over ~1 KB go gzipped on the fly (the front end's files are precompressed).
  app.use(`${API}/*`, compressAnswers(COMPRESS_THRESHOLD));

  const contract = loadContract();
  app.use(`${API}/*`, requestBodies(contract));
  app.use(`${API}/*`, recountAfterWrites(deps));

  app.route(`${API}/health`, healthRoutes(deps));
  app.route(`${API}/v1/auth`, authRoutes(deps));
  app.route(`${API}/v1/otp`, otpRoutes(deps));
  app.route(`${API}/v1/user`, userRoutes(deps));
  app.route(`${API}/v1`, documentRoutes(deps)); // before the family routers: presigned-url is no id
  app.route(`${API}/v1/loan-application`, lenderActionRoutes(deps));
  app.route(`${API}/v1/loan-application`, kfsRoutes(deps));
  app.route(`${API}/v1/loan-application`, auditRoutes(deps));
  app.route(`${API}/v1/loan-application`, consentRoutes(deps));
  app.route(`${API}/v1/loan-application`, loanApplicationRoutes(deps));
  app.route(`${API}/v1/apply-loan`, applyLoanRoutes(deps));
  app.route(`${API}/v1`, referenceRoutes(deps));
  app.route(`${API}/v1/bureau/bre`, rulesEngineRoutes(deps));
  app.route(`${API}/v1/lender`, lenderRoutes(deps));
  app.route(`${API}/v1/payout`, payoutRoutes(deps));
  app.route(`${API}/v1`, linkRoutes(deps));
  app.route(`${API}/v1/join-us`, joinUsRoutes(deps));
  app.route(`${API}/v1/app/mfi`, mfiRoutes(deps));
  if (deps.mode !== 'production') app.route(`${API}/dev`, devRoutes(deps));

  mountDocs(app, contract);

  // After the real routes, so an implemented operation always answers first.
  const unanswered = unansweredApi(contract);
  app.all(`${API}/*`, (c) => unanswered.fetch(c.req.raw, c.env));
  app.all(API, (c) => failure(c, 404, routeNotFound(c.req.method, c.req.path)));

  if (deps.staticRoot) mountFrontEnd(app, deps.staticRoot);
  app.notFound((c) => c.text('Not found', 404));

  return app;
}

function describeError(error: Error): { type: string; message: string; stack?: string } {
  return {
    type: error.name,
    message: error.message,
    ...(error.stack ? { stack: error.stack } : {}),
  };
}

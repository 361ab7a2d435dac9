import { Hono, type Context } from 'hono';
import { FormMobileSchema } from '../../src/domain/contact';
import { MAX_DOCUMENT_BYTES } from '../../src/domain/documents';
import { registrationSchema } from '../../src/domain/join-us/registration';
import { JoinUsRejectionSchema, JoinUsTrackQuerySchema } from '../../src/domain/join-us/review';
import type { Schema } from '../contract-types';
import type { AppDeps } from '../deps';
import { requireToken, type AppEnv } from '../http/auth';
import { brandOf } from '../http/brand';
import { idempotent, onceOf } from '../http/idempotency';
import { created, ok } from '../http/envelope';
import { jsonBody, strictQuery, valid } from '../http/input';
import { throttledAnswers } from '../http/throttled';
import { ApiError } from '../errors';
import { guestOf, NOT_THE_VERIFIED_MOBILE } from '../usecases/join-us/guest';
import { JOIN_US_REQUESTED, requestToJoin } from '../usecases/join-us/requests';
import {
  approveJoinUs,
  assertAdmin,
  JOIN_US_APPROVED,
  JOIN_US_REJECTED,
  rejectJoinUs,
  trackJoinUs,
} from '../usecases/join-us/review';
import { receiveJoinUsUpload } from '../usecases/join-us/uploads';

const FILE_UPLOADED = 'File uploaded successfully';

/**
 * Join Us: /api/v1/join-us/… (partner-portal §3, §5, §7). A guest token registers its own
 * verified mobile; tracking is public on the site's brand; an ADMIN login approves or rejects.
 */
export function joinUsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const maxBytes = deps.maxDocumentBytes ?? MAX_DOCUMENT_BYTES;

  routes.post('/upload-file', requireToken(deps, 'any'), idempotent(deps), async (c) => {
    // A partner's login is 403 before a byte of the body is read.
    const guest = guestOf(c.var.session);
    const fileId = await receiveJoinUsUpload(
      {
        db: deps.db,
        storage: deps.storage,
        clock: deps.clock,
        maxDocumentBytes: maxBytes,
        ...(deps.spoolDir ? { spoolDir: deps.spoolDir } : {}),
      },
      guest,
      brandOf(c),
      c.req.raw,
      onceOf<string>(c, 201, FILE_UPLOADED, (file_id) => ({ file_id })),
    );
    return created<Schema<'UploadedFile'>>(c, { file_id: fileId }, FILE_UPLOADED);
  });

  routes.post('/request', requireToken(deps, 'any'), idempotent(deps), async (c) => {
    const guest = guestOf(c.var.session);
    // The brand of the token's site (requireToken holds it to the site asked).
    const brand = brandOf(c);
    const registration = valid(registrationSchema(brand.flags), await jsonBody(c));
    if (registration.mobile !== guest.mobile) throw new ApiError(403, NOT_THE_VERIFIED_MOBILE);
    const requested = await requestToJoin(
      deps,
      registration,
      brand.key,
      onceOf(c, 201, JOIN_US_REQUESTED),
    );
    return created(c, requested, JOIN_US_REQUESTED);
  });

  routes.use('/track', throttledAnswers(deps.log));
  routes.get('/track', async (c) => {
    const { tracker_id: mobile } = valid(JoinUsTrackQuerySchema, strictQuery(c, ['tracker_id']));
    const tracked = await trackJoinUs(deps.db, {
      mobile,
      brand: brandOf(c).key,
      ip: c.var.clientIp,
      now: deps.clock(),
      missesPerHour: deps.trackMissesPerHour,
    });
    return ok(c, tracked.data, tracked.message);
  });

  /** The path's mobile, after the ADMIN check (a partner learns nothing from a 400). */
  const reviewed = (c: Context<AppEnv>) => {
    assertAdmin(c.var.session);
    return valid(FormMobileSchema, c.req.param('mobile'));
  };

  routes.post('/:mobile/approve', requireToken(deps, 'login'), async (c) => {
    const mobile = reviewed(c);
    const decision = await approveJoinUs(deps.db, c.var.session, mobile, deps.clock());
    return ok(c, decision, JOIN_US_APPROVED);
  });

  routes.post('/:mobile/reject', requireToken(deps, 'login'), async (c) => {
    const mobile = reviewed(c);
    const { reason } = valid(JoinUsRejectionSchema, await jsonBody(c));
    const decision = await rejectJoinUs(deps.db, c.var.session, mobile, reason, deps.clock());
    return ok(c, decision, JOIN_US_REJECTED);
  });

  return routes;
}

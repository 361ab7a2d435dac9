import { Hono } from 'hono';
import * as v from 'valibot';
import { TrackerIdSchema } from '../../src/domain/application-ids';
import { HostnameSchema, PincodeQuerySchema } from '../../src/domain/otp-requests';
import type { AppEnv } from '../http/auth';
import { brandOf } from '../http/brand';
import { ok, okPrepared, prepareOk, type PreparedOk } from '../http/envelope';
import type { Schema } from '../contract-types';
import { strictQuery, valid } from '../http/input';
import { throttledAnswers } from '../http/throttled';
import type { AppDeps } from '../deps';
import { trackApplication } from '../usecases/applications/track';
import { cityStateForPincode, listBanks } from '../usecases/reference-data';
import { tenantConfigForHostname, tenantConfigKey } from '../usecases/tenant';

/**
 * The tracking query: the tracker id, and the site's hostname (accepted, not used: the brand is
 * the site the request is made on, as for every other call; see decisions).
 */
const TrackQuerySchema = v.object({
  tracker_id: TrackerIdSchema,
  hostname: v.optional(HostnameSchema),
});

/** Data any visitor may read without a token: tenant config, banks, pincodes, tracking. */
export function referenceRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  // Every page load asks, and a brand's answer only changes with a deploy: each one (a brand,
  // on a UAT site or not) is serialised once, when first asked for.
  const tenantAnswers = new Map<string, PreparedOk>();
  routes.get('/public/tenant/hostname/:hostname/config', async (c) => {
    // The OTP send body uses the same rule, so both calls agree on what a hostname is.
    const hostname = valid(HostnameSchema, c.req.param('hostname'));
    const key = tenantConfigKey(hostname);
    let answer = tenantAnswers.get(key);
    if (!answer) {
      const config: Schema<'TenantConfig'> = tenantConfigForHostname(hostname);
      answer = prepareOk(config, 'Tenant config fetched successfully');
      tenantAnswers.set(key, answer);
    }
    return okPrepared(c, answer);
  });

  routes.get('/bank/list', async (c) => {
    const banks: Schema<'Bank'>[] = await listBanks(deps.db);
    return ok(c, banks, 'Banks fetched successfully');
  });

  routes.get('/pincode/get-city-state', async (c) => {
    const { pincode } = valid(PincodeQuerySchema, strictQuery(c, ['pincode']));
    const cityState: Schema<'CityState'> = await cityStateForPincode(pincode);
    return ok(c, cityState, 'City and state fetched successfully');
  });

  routes.use('/track', throttledAnswers(deps.log));
  routes.get('/track', async (c) => {
    const query = valid(TrackQuerySchema, strictQuery(c, ['tracker_id', 'hostname']));
    const tracked = await trackApplication(deps.db, {
      trackerId: query.tracker_id,
      brand: brandOf(c).key,
      ip: c.var.clientIp,
      now: deps.clock(),
      missesPerHour: deps.trackMissesPerHour,
    });
    return ok(c, tracked.data, tracked.message);
  });

  return routes;
}

import { requestLanguage } from '../i18n/texts';
import { Hono } from 'hono';
import {
  GuestVerifyOtpBodySchema,
  ResendOtpBodySchema,
  SendOtpBodySchema,
} from '../../src/domain/otp-requests';
import type { AppEnv } from '../http/auth';
import { assertHostnameOfThisSite, brandOf } from '../http/brand';
import { ok } from '../http/envelope';
import type { Schema } from '../contract-types';
import { jsonBody, valid } from '../http/input';
import { throttledAnswers } from '../http/throttled';
import type { AppDeps } from '../deps';
import { sendGuestOtp, verifyGuestOtp } from '../usecases/login';
import { resendOtp } from '../usecases/otp';

/** OTP for borrowers and would-be partners (guest tokens): /api/v1/otp/… */
export function otpRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(throttledAnswers(deps.log));

  routes.post('/send', async (c) => {
    const body = valid(SendOtpBodySchema, await jsonBody(c));
    assertHostnameOfThisSite(c, body.hostname);
    const sent = await sendGuestOtp(deps, {
      mobile: body.mobile,
      hostname: body.hostname,
      requestOrigin: body.request_origin,
      ip: c.var.clientIp,
      language: requestLanguage(c.req.header('accept-language')),
    });
    const data: Schema<'OtpSession'> = {
      session_id: sent.sessionId,
      resend_after_seconds: sent.resendAfterSeconds,
      expires_in_seconds: sent.expiresInSeconds,
    };
    return ok(c, data, 'OTP sent successfully');
  });

  routes.post('/resend', async (c) => {
    const body = valid(ResendOtpBodySchema, await jsonBody(c));
    const resent = await resendOtp(deps, {
      purpose: 'GUEST',
      sessionId: body.session_id,
      ip: c.var.clientIp,
      brand: brandOf(c).key,
      language: requestLanguage(c.req.header('accept-language')),
    });
    const data: Schema<'OtpResend'> = { resend_after_seconds: resent.resendAfterSeconds };
    return ok(c, data, 'OTP resent successfully');
  });

  routes.post('/verify', async (c) => {
    // application_data (the UTM link the visitor came from) is validated now and used once
    // applications record their source.
    const body = valid(GuestVerifyOtpBodySchema, await jsonBody(c));
    const token = await verifyGuestOtp(deps, {
      sessionId: body.session_id,
      otp: body.otp,
      ip: c.var.clientIp,
      brand: brandOf(c).key,
    });
    const data: Schema<'Token'> = { token };
    return ok(c, data, 'OTP verified successfully');
  });

  return routes;
}

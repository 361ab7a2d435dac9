import { requestLanguage } from '../i18n/texts';
import { Hono } from 'hono';
import {
  ResendOtpBodySchema,
  SendOtpBodySchema,
  VerifyOtpBodySchema,
} from '../../src/domain/otp-requests';
import type { AppEnv } from '../http/auth';
import { assertHostnameOfThisSite, brandOf } from '../http/brand';
import { ok } from '../http/envelope';
import type { Schema } from '../contract-types';
import { jsonBody, valid } from '../http/input';
import { throttledAnswers } from '../http/throttled';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { sendLoginOtp, verifyLoginOtp } from '../usecases/login';
import { resendOtp } from '../usecases/otp';

export const LK_CLIENT_HEADER = 'x-lk-client';
export const WEB_APP_CLIENT = 'WEB_APP';
export const LK_CLIENT_REQUIRED = /*i18n*/ {
  id: 'LK_CLIENT_REQUIRED',
  message: 'The x-lk-client header must be WEB_APP',
};

/** Partner login: /api/v1/auth/… */
export function authRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(throttledAnswers(deps.log));

  routes.post('/send-otp', async (c) => {
    if (c.req.header(LK_CLIENT_HEADER) !== WEB_APP_CLIENT) {
      throw new ApiError(400, LK_CLIENT_REQUIRED);
    }
    const body = valid(SendOtpBodySchema, await jsonBody(c));
    assertHostnameOfThisSite(c, body.hostname);
    const sent = await sendLoginOtp(deps, {
      mobile: body.mobile,
      hostname: body.hostname,
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

  routes.post('/resend-otp', async (c) => {
    const body = valid(ResendOtpBodySchema, await jsonBody(c));
    const resent = await resendOtp(deps, {
      purpose: 'LOGIN',
      sessionId: body.session_id,
      ip: c.var.clientIp,
      brand: brandOf(c).key,
      language: requestLanguage(c.req.header('accept-language')),
    });
    const data: Schema<'OtpResend'> = { resend_after_seconds: resent.resendAfterSeconds };
    return ok(c, data, 'OTP resent successfully');
  });

  routes.post('/verify-otp', async (c) => {
    const body = valid(VerifyOtpBodySchema, await jsonBody(c));
    const token = await verifyLoginOtp(deps, {
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

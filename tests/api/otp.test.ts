import { describe, expect, it } from 'vitest';
import {
  OTP_EXPIRED,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_TOO_MANY_ATTEMPTS,
  OTP_VERIFY_FAILED,
} from '../../src/domain/otp';
import {
  databases,
  latestOtp,
  latestSms,
  otherCode,
  otpSessionState,
  rowCounts,
  type TestApp,
  testApp,
  TEST_OTP_LIMITS,
  type TestDatabase,
} from '../support/server';
import { createPartner, randomMobile } from '../support/accounts';
import { useDatabase } from '../support/suite';
import { A_CODE } from '../support/error-code';

/*
 * Both OTP families run the same rules: partner login (/v1/auth/*, login token) and guest
 * (/v1/otp/*, guest token bound to the mobile). Each test uses its own mobile and its own clock.
 */

interface Family {
  name: string;
  send: string;
  resend: string;
  verify: string;
  sendHeaders: Record<string, string>;
  /** What the SMS calls the code. */
  smsWord: string;
  /** A mobile this family may send to. */
  mobile(db: TestDatabase): Promise<string>;
}

const families: Family[] = [
  {
    name: 'partner login (/v1/auth)',
    send: '/api/v1/auth/send-otp',
    resend: '/api/v1/auth/resend-otp',
    verify: '/api/v1/auth/verify-otp',
    sendHeaders: { 'x-lk-client': 'WEB_APP' },
    smsWord: 'login',
    mobile: async (database) => (await createPartner(database.db)).mobile,
  },
  {
    name: 'guest (/v1/otp)',
    send: '/api/v1/otp/send',
    resend: '/api/v1/otp/resend',
    verify: '/api/v1/otp/verify',
    sendHeaders: {},
    smsWord: 'verification',
    mobile: () => Promise.resolve(randomMobile()),
  },
];

const SESSION_NOT_FOUND = 'OTP session not found. Please request a new OTP.';
const tooManySends = (wait: string) =>
  `Too many OTP requests for this mobile. Please try again in ${wait}.`;
const ALREADY_USED = 'This OTP has already been used. Please request a new one.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(databases())('OTP on %s', (kind) => {
  const database = useDatabase(kind);

  describe.each(families)('$name', (family) => {
    // Each call is made on the site its code is for: a code verifies only on its own brand.
    const send = (t: TestApp, mobile: string, hostname = 'catfin.localhost') =>
      t.call<{ session_id: string; resend_after_seconds: number; expires_in_seconds: number }>(
        'POST',
        family.send,
        { headers: family.sendHeaders, body: { mobile, hostname }, hostname },
      );
    const resend = (t: TestApp, sessionId: string, hostname = 'catfin.localhost') =>
      t.call<{ resend_after_seconds: number }>('POST', family.resend, {
        body: { session_id: sessionId },
        hostname,
      });
    const verify = (t: TestApp, sessionId: string, otp: string, hostname = 'catfin.localhost') =>
      t.call<{ token: string }>('POST', family.verify, {
        body: { session_id: sessionId, otp },
        hostname,
      });

    /** A sent session and the code its SMS carries. */
    async function started(t: TestApp) {
      const mobile = await family.mobile(database);
      const sent = await send(t, mobile);
      expect(sent.status).toBe(200);
      return { mobile, sessionId: sent.body.data.session_id, code: await latestOtp(t.db, mobile) };
    }

    it('sends a 6-digit code by SMS in the brand of the hostname and stores only its hash', async () => {
      const t = testApp(database);
      const mobile = await family.mobile(database);
      const sent = await send(t, mobile, 'catfin.localhost');
      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe('OTP sent successfully');
      expect(sent.body.data.session_id).toMatch(UUID);
      expect(sent.body.data.resend_after_seconds).toBe(30);
      expect(sent.body.data.expires_in_seconds).toBe(300);

      const sms = await latestSms(t.db, mobile);
      expect(sms).toMatch(
        new RegExp(`^Your Catfin ${family.smsWord} code is \\d{6}\\. It expires in 5 minutes\\.$`),
      );
      const code = await latestOtp(t.db, mobile);
      const stored = await t.db
        .selectFrom('otp_sessions')
        .selectAll()
        .where('id', '=', sent.body.data.session_id)
        .executeTakeFirstOrThrow();
      expect(stored.mobile).toBe(mobile);
      expect(stored.hostname).toBe('catfin.localhost');
      expect(stored.code_hash).not.toContain(code);
      expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('names the default brand for a hostname no brand claims', async () => {
      const t = testApp(database);
      const mobile = await family.mobile(database);
      expect((await send(t, mobile, 'localhost')).status).toBe(200);
      expect(await latestSms(t.db, mobile)).toMatch(/^Your Rinn /);
    });

    it('verifies the right code once, and a verified session cannot be verified again', async () => {
      const t = testApp(database);
      const { sessionId, code } = await started(t);
      const verified = await verify(t, sessionId, code);
      expect(verified.status).toBe(200);
      expect(verified.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const again = await verify(t, sessionId, code);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(ALREADY_USED);
      const resent = await resend(t, sessionId);
      expect(resent.status).toBe(400);
      expect(resent.body.message).toBe(ALREADY_USED);
    });

    it('answers a wrong code with "Invalid OTP" and still accepts the right one afterwards', async () => {
      const t = testApp(database);
      const { sessionId, code } = await started(t);
      const wrong = await verify(t, sessionId, otherCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(OTP_VERIFY_FAILED);
      expect((await verify(t, sessionId, code)).status).toBe(200);
    });

    it('accepts the code until 5 minutes have passed, then answers that it expired', async () => {
      const t = testApp(database);
      const early = await started(t);
      t.clock.advance(299);
      expect((await verify(t, early.sessionId, early.code)).status).toBe(200);

      const late = await started(t);
      t.clock.advance(300);
      const expired = await verify(t, late.sessionId, late.code);
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(OTP_EXPIRED);
    });

    it('allows 5 wrong tries, then answers 429 even for the right code', async () => {
      const t = testApp(database);
      const { sessionId, code } = await started(t);
      expect(OTP_MAX_WRONG_ATTEMPTS).toBe(5);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const wrong = await verify(t, sessionId, otherCode(code));
        expect(wrong.status, `wrong try ${attempt}`).toBe(400);
        expect(wrong.body.message).toBe(OTP_VERIFY_FAILED);
      }
      const blocked = await verify(t, sessionId, code);
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe(OTP_TOO_MANY_ATTEMPTS);
      // Asking again never helps this session (a new code can be asked for now): no Retry-After.
      expect(blocked.headers.get('retry-after')).toBeNull();
    });

    it('refuses a resend within 30 seconds of the last send and writes nothing', async () => {
      const t = testApp(database);
      const { sessionId } = await started(t);
      const before = await rowCounts(t.db);
      const sessionsBefore = await otpSessionState(t.db);

      const immediately = await resend(t, sessionId);
      expect(immediately.status).toBe(429);
      expect(immediately.body.message).toBe('Please wait 30 seconds before requesting a new OTP');
      expect(immediately.headers.get('retry-after')).toBe('30');
      t.clock.advance(10.5);
      const later = await resend(t, sessionId);
      expect(later.status).toBe(429);
      expect(later.body.message).toBe('Please wait 20 seconds before requesting a new OTP');
      expect(later.headers.get('retry-after')).toBe('20');
      t.clock.advance(19);
      const last = await resend(t, sessionId);
      expect(last.body.message).toBe('Please wait 1 second before requesting a new OTP');
      expect(last.headers.get('retry-after')).toBe('1');

      expect(await rowCounts(t.db)).toEqual(before);
      expect(await otpSessionState(t.db)).toEqual(sessionsBefore);
    });

    it('resends a new code after 30 seconds; the old code stops working', async () => {
      const t = testApp(database);
      const { mobile, sessionId, code: oldCode } = await started(t);
      t.clock.advance(30);
      const resent = await resend(t, sessionId);
      expect(resent.status).toBe(200);
      expect(resent.body.message).toBe('OTP resent successfully');
      expect(resent.body.data.resend_after_seconds).toBe(30);

      const newCode = await latestOtp(t.db, mobile);
      // One in a million the new code equals the old one; then the old-code check proves nothing.
      if (newCode !== oldCode) {
        const old = await verify(t, sessionId, oldCode);
        expect(old.status).toBe(400);
        expect(old.body.message).toBe(OTP_VERIFY_FAILED);
      }
      expect((await verify(t, sessionId, newCode)).status).toBe(200);
    });

    it('keeps a shortened resend wait (RINN_OTP_RESEND_SECONDS), and says so in its answers', async () => {
      const t = testApp(database, {
        otpLimits: { ...TEST_OTP_LIMITS, resendWaitSeconds: 2 },
      });
      const mobile = await family.mobile(database);
      const sent = await send(t, mobile);
      expect(sent.status).toBe(200);
      expect(sent.body.data.resend_after_seconds).toBe(2);
      const sessionId = sent.body.data.session_id;
      const before = await rowCounts(t.db);

      t.clock.advance(1);
      const early = await resend(t, sessionId);
      expect(early.status).toBe(429);
      expect(early.body.message).toBe('Please wait 1 second before requesting a new OTP');
      expect(early.headers.get('retry-after')).toBe('1');
      expect(await rowCounts(t.db)).toEqual(before);

      t.clock.advance(1);
      const resent = await resend(t, sessionId);
      expect(resent.status).toBe(200);
      expect(resent.body.data.resend_after_seconds).toBe(2);
      expect((await verify(t, sessionId, await latestOtp(t.db, mobile))).status).toBe(200);
    });

    it('gives the resent code a fresh 5 minutes and fresh tries', async () => {
      const t = testApp(database);
      const { mobile, sessionId, code } = await started(t);
      for (let attempt = 0; attempt < 5; attempt++) await verify(t, sessionId, otherCode(code));
      expect((await verify(t, sessionId, code)).status).toBe(429);

      t.clock.advance(200);
      expect((await resend(t, sessionId)).status).toBe(200);
      const newCode = await latestOtp(t.db, mobile);
      // 200 + 290 s after the first send: the first code would have expired, the new one has not.
      t.clock.advance(290);
      const wrong = await verify(t, sessionId, otherCode(newCode));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(OTP_VERIFY_FAILED);
      expect((await verify(t, sessionId, newCode)).status).toBe(200);
    });

    it(`caps sends and resends at ${OTP_MAX_SENDS_PER_HOUR} per mobile per rolling hour`, async () => {
      const t = testApp(database);
      const mobile = await family.mobile(database);
      const first = await send(t, mobile);
      expect(first.status).toBe(200);
      t.clock.advance(30);
      expect((await resend(t, first.body.data.session_id)).status).toBe(200);
      for (let count = 3; count <= OTP_MAX_SENDS_PER_HOUR; count++) {
        t.clock.advance(60);
        expect((await send(t, mobile)).status, `send ${count}`).toBe(200);
      }

      t.clock.advance(60);
      const before = await rowCounts(t.db);
      // The first send leaves the window 3600 s after it was made: 3330 s from now.
      const elapsed = 30 + 60 * (OTP_MAX_SENDS_PER_HOUR - 1);
      const capped = await send(t, mobile);
      expect(capped.status).toBe(429);
      expect(capped.body.message).toBe(tooManySends('56 minutes'));
      expect(capped.headers.get('retry-after')).toBe(String(3600 - elapsed));
      const cappedResend = await resend(t, first.body.data.session_id);
      expect(cappedResend.status).toBe(429);
      expect(cappedResend.body.message).toBe(tooManySends('56 minutes'));
      expect(cappedResend.headers.get('retry-after')).toBe(String(3600 - elapsed));
      expect(await rowCounts(t.db)).toEqual(before);

      // Another mobile is not affected.
      expect((await send(t, await family.mobile(database))).status).toBe(200);

      // An hour after the first send, one send has left the window.
      t.clock.advance(3600 - 30 - 60 * (OTP_MAX_SENDS_PER_HOUR - 1));
      expect((await send(t, mobile)).status).toBe(200);
      expect((await send(t, mobile)).status).toBe(429);
    });

    it('applies a configured hourly cap instead of the default', async () => {
      const t = testApp(database, { otpSendsPerHour: OTP_MAX_SENDS_PER_HOUR + 2 });
      const mobile = await family.mobile(database);
      for (let count = 1; count <= OTP_MAX_SENDS_PER_HOUR + 2; count++) {
        t.clock.advance(60);
        expect((await send(t, mobile)).status, `send ${count}`).toBe(200);
      }
      t.clock.advance(60);
      const capped = await send(t, mobile);
      expect(capped.status).toBe(429);
      // The first of the 7 sends (7 minutes ago) leaves the window in 53 minutes.
      expect(capped.body.message).toBe(tooManySends('53 minutes'));
      expect(capped.headers.get('retry-after')).toBe(String(3600 - 7 * 60));
    });

    it('enforces the hourly cap under parallel requests', async () => {
      const t = testApp(database);
      const mobile = await family.mobile(database);
      const answers = await Promise.all(
        Array.from({ length: OTP_MAX_SENDS_PER_HOUR + 3 }, () => send(t, mobile)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(OTP_MAX_SENDS_PER_HOUR);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    });

    it('answers 404 for an unknown session and for a session of the other family', async () => {
      const t = testApp(database);
      const unknown = '0b6f3c1e-8f0a-4c57-9d0e-2f4b1a7c9e11';
      for (const answer of [await resend(t, unknown), await verify(t, unknown, '123456')]) {
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe(SESSION_NOT_FOUND);
      }

      const other = families.find((candidate) => candidate !== family);
      if (!other) throw new Error('two families expected');
      const mobile = await other.mobile(database);
      const foreign = await t.call<{ session_id: string }>('POST', other.send, {
        headers: other.sendHeaders,
        body: { mobile, hostname: 'localhost' },
      });
      const code = await latestOtp(t.db, mobile);
      const crossed = await verify(t, foreign.body.data.session_id, code, 'localhost');
      expect(crossed.status).toBe(404);
      expect(crossed.body.message).toBe(SESSION_NOT_FOUND);
    });

    it('ignores unknown fields in the body', async () => {
      const t = testApp(database);
      const mobile = await family.mobile(database);
      const sent = await t.call<{ session_id: string }>('POST', family.send, {
        headers: family.sendHeaders,
        body: { mobile, hostname: 'localhost', colour: 'blue', nested: { a: 1 } },
      });
      expect(sent.status).toBe(200);
      const verified = await t.call('POST', family.verify, {
        body: {
          session_id: sent.body.data.session_id,
          otp: await latestOtp(t.db, mobile),
          extra: true,
        },
      });
      expect(verified.status).toBe(200);
    });

    describe('rejects bad input with 400 and the field message, writing nothing', () => {
      const validSession = '0b6f3c1e-8f0a-4c57-9d0e-2f4b1a7c9e11';
      const cases: {
        what: string;
        path: 'send' | 'resend' | 'verify';
        body: unknown;
        message: string;
      }[] = [
        { what: 'send: no body fields', path: 'send', body: {}, message: 'Invalid mobile number' },
        { what: 'send: a JSON array', path: 'send', body: [], message: 'Invalid mobile number' },
        { what: 'send: JSON null', path: 'send', body: 'null', message: 'Invalid mobile number' },
        {
          what: 'send: short mobile',
          path: 'send',
          body: { mobile: '98765', hostname: 'localhost' },
          message: 'Invalid mobile number',
        },
        {
          what: 'send: mobile starting 5',
          path: 'send',
          body: { mobile: '5876543210', hostname: 'localhost' },
          message: 'Invalid mobile number',
        },
        {
          what: 'send: mobile as a number',
          path: 'send',
          body: { mobile: 9876543210, hostname: 'localhost' },
          message: 'Invalid mobile number',
        },
        {
          what: 'send: no hostname',
          path: 'send',
          body: { mobile: '9876543210' },
          message: 'Invalid hostname',
        },
        {
          what: 'send: blank hostname',
          path: 'send',
          body: { mobile: '9876543210', hostname: '   ' },
          message: 'Invalid hostname',
        },
        // Issue 6, observation 6: these were stored (NUL gave 500).
        {
          what: 'send: a NUL byte in the hostname',
          path: 'send',
          body: { mobile: '9876543210', hostname: 'rinn\u0000.in' },
          message: 'Invalid hostname',
        },
        {
          what: 'send: CR/LF in the hostname',
          path: 'send',
          body: { mobile: '9876543210', hostname: 'rinn.in\r\nX-Evil: 1' },
          message: 'Invalid hostname',
        },
        {
          what: 'send: markup as the hostname',
          path: 'send',
          body: { mobile: '9876543210', hostname: '<img src=x onerror=alert(1)>' },
          message: 'Invalid hostname',
        },
        {
          what: 'send: malformed JSON',
          path: 'send',
          body: '{"mobile": "98765',
          message: 'Request body must be valid JSON',
        },
        {
          what: 'send: empty body',
          path: 'send',
          body: '',
          message: 'Request body must be valid JSON',
        },
        { what: 'resend: no session', path: 'resend', body: {}, message: 'Invalid session' },
        {
          what: 'resend: not a uuid',
          path: 'resend',
          body: { session_id: 'abc' },
          message: 'Invalid session',
        },
        {
          what: 'resend: malformed JSON',
          path: 'resend',
          body: '{',
          message: 'Request body must be valid JSON',
        },
        {
          what: 'verify: 5 digits',
          path: 'verify',
          body: { session_id: validSession, otp: '12345' },
          message: 'Invalid OTP',
        },
        {
          what: 'verify: 7 digits',
          path: 'verify',
          body: { session_id: validSession, otp: '1234567' },
          message: 'Invalid OTP',
        },
        {
          what: 'verify: letters',
          path: 'verify',
          body: { session_id: validSession, otp: '12a456' },
          message: 'Invalid OTP',
        },
        {
          what: 'verify: otp as a number',
          path: 'verify',
          body: { session_id: validSession, otp: 123456 },
          message: 'Invalid OTP',
        },
        {
          what: 'verify: no otp',
          path: 'verify',
          body: { session_id: validSession },
          message: 'Invalid OTP',
        },
        {
          what: 'verify: no session',
          path: 'verify',
          body: { otp: '123456' },
          message: 'Invalid session',
        },
        {
          what: 'verify: malformed JSON',
          path: 'verify',
          body: 'otp=123456',
          message: 'Request body must be valid JSON',
        },
      ];

      it.each(cases)('$what', async ({ path, body, message }) => {
        const t = testApp(database);
        // A live session of this family, so a bad request could have touched real rows.
        await started(t);
        const before = await rowCounts(t.db);
        const sessionsBefore = await otpSessionState(t.db);
        const answer = await t.call('POST', family[path], {
          headers: path === 'send' ? family.sendHeaders : {},
          body,
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ data: null, message, status_code: 400, code: A_CODE });
        expect(await rowCounts(t.db)).toEqual(before);
        expect(await otpSessionState(t.db)).toEqual(sessionsBefore);
      });
    });
  });

  describe('partner login only', () => {
    it('answers 404 for a mobile with no partner account and sends nothing', async () => {
      const t = testApp(database);
      const before = await rowCounts(t.db);
      const answer = await t.call('POST', '/api/v1/auth/send-otp', {
        headers: { 'x-lk-client': 'WEB_APP' },
        body: { mobile: randomMobile(), hostname: 'localhost' },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(
        'No partner account found for this mobile number. Join Us to register.',
      );
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it.each<{ what: string; headers: Record<string, string> }>([
      { what: 'missing', headers: {} },
      { what: 'another client', headers: { 'x-lk-client': 'ANDROID_APP' } },
    ])('answers 400 when x-lk-client is $what and sends nothing', async ({ headers }) => {
      const t = testApp(database);
      const partner = await createPartner(t.db);
      const before = await rowCounts(t.db);
      const answer = await t.call('POST', '/api/v1/auth/send-otp', {
        headers,
        body: { mobile: partner.mobile, hostname: 'localhost' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('The x-lk-client header must be WEB_APP');
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('logs the partner in: the token belongs to a LOGIN session of that partner', async () => {
      const t = testApp(database);
      const partner = await createPartner(t.db);
      const sent = await t.call<{ session_id: string }>('POST', '/api/v1/auth/send-otp', {
        headers: { 'x-lk-client': 'WEB_APP' },
        body: { mobile: partner.mobile, hostname: 'localhost' },
      });
      const verified = await t.call<{ token: string }>('POST', '/api/v1/auth/verify-otp', {
        body: { session_id: sent.body.data.session_id, otp: await latestOtp(t.db, partner.mobile) },
      });
      expect(verified.status).toBe(200);
      const sessions = await t.db
        .selectFrom('sessions')
        .selectAll()
        .where('mobile', '=', partner.mobile)
        .execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]).toMatchObject({ kind: 'LOGIN', user_id: partner.id, revoked_at: null });
      // Only the hash is stored.
      expect(sessions[0]?.token_hash).not.toBe(verified.body.data.token);
    });
  });

  describe('guest only', () => {
    it('keeps the request origin and accepts the UTM details of the link', async () => {
      const t = testApp(database);
      const mobile = randomMobile();
      const sent = await t.call<{ session_id: string }>('POST', '/api/v1/otp/send', {
        body: { mobile, hostname: 'localhost', request_origin: 'JOIN_US' },
      });
      expect(sent.status).toBe(200);
      const stored = await t.db
        .selectFrom('otp_sessions')
        .select(['request_origin', 'purpose'])
        .where('id', '=', sent.body.data.session_id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ request_origin: 'JOIN_US', purpose: 'GUEST' });

      const verified = await t.call<{ token: string }>('POST', '/api/v1/otp/verify', {
        body: {
          session_id: sent.body.data.session_id,
          otp: await latestOtp(t.db, mobile),
          application_data: { utm_details: { utm_id: 'spring-campaign' } },
        },
      });
      expect(verified.status).toBe(200);
      const session = await t.db
        .selectFrom('sessions')
        .selectAll()
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(session).toMatchObject({ kind: 'GUEST', user_id: null, mobile });
    });

    it.each([
      {
        what: 'an unknown request origin',
        path: '/api/v1/otp/send',
        body: { mobile: '9876543210', hostname: 'localhost', request_origin: 'LOGIN' },
        message: 'Invalid request origin',
      },
      {
        what: 'a UTM id over 100 characters',
        path: '/api/v1/otp/verify',
        body: {
          session_id: '0b6f3c1e-8f0a-4c57-9d0e-2f4b1a7c9e11',
          otp: '123456',
          application_data: { utm_details: { utm_id: 'x'.repeat(101) } },
        },
        message: 'UTM id must be text of at most 100 characters',
      },
    ])('rejects $what with 400 and writes nothing', async ({ path, body, message }) => {
      const t = testApp(database);
      const before = await rowCounts(t.db);
      const answer = await t.call('POST', path, { body });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(await rowCounts(t.db)).toEqual(before);
    });
  });
});

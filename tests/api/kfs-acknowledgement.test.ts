import { beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '../../server/i18n/texts';
import type { Schema } from '../../server/contract-types';
import { currentConsentVersion } from '../../server/usecases/consents/record';
import { LANGUAGE_MESSAGE, NO_APPROVED_OFFER } from '../../server/usecases/kfs/current';
import {
  KFS_ALREADY_ACKNOWLEDGED,
  KFS_CHANGED,
  KFS_NOT_CURRENT,
} from '../../server/usecases/kfs/acknowledge';
import { KFS_NOT_ACKNOWLEDGED } from '../../server/usecases/kfs/issues';
import { OTP_ALREADY_USED, OTP_SESSION_NOT_FOUND } from '../../server/usecases/otp';
import { tooManyForMobile } from '../../server/usecases/otp-throttle';
import { SHIPPED_CONSENTS } from '../../src/i18n/consents/shipped';
import { kfsHindi } from '../../src/i18n/kfs/hi';
import { OTP_EXPIRED, OTP_MAX_SENDS_PER_HOUR, OTP_VERIFY_FAILED } from '../../src/domain/otp';
import { guestToken, randomMobile } from '../support/accounts';
import { insertApplication } from '../support/applications';
import { acknowledgeKfs, borrowerMobile, kfsPath } from '../support/kfs';
import { applicationWithOffer } from '../support/lenders';
import {
  databases,
  latestOtp,
  latestSms,
  otherCode,
  otpSessionState,
  rowCounts,
  TestClock,
} from '../support/server';
import { partnerWithToken, useTestDatabase, type TestPartner } from '../support/suite';

/*
 * POST /loan-application/{id}/kfs/send-otp and …/kfs/acknowledge, and the acceptance they open
 * (issue 21 item 2): the borrower's code names the statement, acknowledges that version of that
 * application only, by the rules of every OTP; the offer is accepted only on an acknowledged,
 * current statement. Every answer is checked against the contract by t.call.
 */

type Kfs = Schema<'KeyFactStatement'>;
type OtpSession = Schema<'OtpSession'>;
type BreResult = Schema<'BreResult'>;
const BRE = '/api/v1/bureau/bre/loankone';
/** Friday 30 October 2026, 10:00 in India: the day the stored offers were worked out. */
const NOW = new Date('2026-10-30T04:30:00Z');
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile';
/** The address the acknowledgement comes from, as the ledger must keep it. */
const BORROWER_SIDE = '203.0.113.7';

describe.each(databases())('acknowledging the Key Fact Statement on %s', (kind) => {
  const { t } = useTestDatabase(kind, () => ({ clock: new TestClock(NOW) }));
  let partner: TestPartner;
  let other: TestPartner;

  beforeAll(async () => {
    partner = await partnerWithToken(t);
    other = await partnerWithToken(t);
  });

  /** The proposal number GET /kfs shows (issuing the statement on the first read). */
  const shownNumber = async (id: string) =>
    (await t.call<Kfs>('GET', kfsPath(id), { token: partner.token })).body.data.proposal_number;
  /** Send-otp for the statement shown (read first, as the screen does), or for `proposal`. */
  const sendCode = async (id: string, proposal?: string) =>
    t.call<OtpSession>('POST', kfsPath(id, '/send-otp'), {
      token: partner.token,
      body: { proposal_number: proposal ?? (await shownNumber(id)) },
    });
  const acknowledge = (id: string, body: unknown, token = partner.token, query = '') =>
    t.call<Kfs>('POST', kfsPath(id, `/acknowledge${query}`), {
      token,
      body,
      headers: { 'user-agent': USER_AGENT },
      ip: BORROWER_SIDE,
    });
  const accept = (id: string, extra: Record<string, unknown> = {}) =>
    t.call<BreResult>('PATCH', BRE, {
      token: partner.token,
      body: { application_id: id, is_accepted: true, ...extra },
    });
  const issues = (id: string) =>
    t.db
      .selectFrom('kfs_issues')
      .selectAll()
      .where('application_id', '=', id)
      .orderBy('version')
      .execute();
  const wrongCodes = async () =>
    (await t.db.selectFrom('otp_wrong_codes').select('id').execute()).length;
  const consents = (id: string) =>
    t.db.selectFrom('consents').selectAll().where('application_id', '=', id).execute();
  const trail = (id: string) =>
    t.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('application_id', '=', id)
      .orderBy('id')
      .execute();
  /** Everything a refused call could have written: rows, OTP sessions, the statements. */
  const everything = async (id: string) => ({
    counts: await rowCounts(t.db),
    sessions: await otpSessionState(t.db),
    issues: await issues(id),
    wrongCodes: await wrongCodes(),
    consents: (await t.db.selectFrom('consents').select('id').execute()).length,
    trail: await trail(id),
    application: await t.db
      .selectFrom('applications')
      .select(['loan_offer', 'status', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
  });
  /** Calls, expects the refusal (status, message), and proves nothing was written. */
  const refusedUnwritten = async (
    id: string,
    send: () => Promise<{ status: number; body: { message: string } }>,
    status: number,
    message: string,
  ) => {
    const before = await everything(id);
    const answer = await send();
    expect([answer.status, answer.body.message]).toEqual([status, message]);
    expect(await everything(id)).toEqual(before);
  };
  /** The application's statements expire: their validity ended the day before NOW. */
  const expire = (id: string) =>
    t.db
      .updateTable('kfs_issues')
      .set({ valid_until: '2026-10-29' })
      .where('application_id', '=', id)
      .execute();
  /** A sent code and what it acknowledges. */
  const sent = async (id: string) => {
    const answer = await sendCode(id);
    expect(answer.status, answer.text).toBe(200);
    const otp = await latestOtp(t.db, await borrowerMobile(t, id));
    return { session_id: answer.body.data.session_id, otp };
  };

  it('texts the borrower a code naming the proposal number and the APR, and acknowledges that version with it', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const shown = (await t.call<Kfs>('GET', kfsPath(id), { token: partner.token })).body.data;
    const answer = await sendCode(id);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('OTP sent successfully');
    expect(answer.body.data).toMatchObject({ resend_after_seconds: 30, expires_in_seconds: 300 });
    const mobile = await borrowerMobile(t, id);
    const sms = await latestSms(t.db, mobile);
    expect(sms).toContain(shown.proposal_number);
    expect(sms).toContain(`APR ${shown.apr.toFixed(2)}%`);
    const session = await t.db
      .selectFrom('otp_sessions')
      .selectAll()
      .where('id', '=', answer.body.data.session_id)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      purpose: 'KFS',
      mobile,
      kfs_application_id: id,
      kfs_version: shown.version,
    });
    const sends = await t.db
      .selectFrom('otp_sends')
      .selectAll()
      .where('mobile', '=', mobile)
      .execute();
    expect(sends.map((send) => send.purpose)).toEqual(['KFS']);

    const acknowledged = await acknowledge(id, {
      session_id: answer.body.data.session_id,
      otp: await latestOtp(t.db, mobile),
    });
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body.message).toBe('Key Fact Statement acknowledged');
    expect(acknowledged.body.data).toMatchObject({
      proposal_number: shown.proposal_number,
      apr: shown.apr,
      acknowledged_at: NOW.toISOString(),
      lang: 'en',
    });
    expect((await issues(id)).map((issue) => issue.acknowledged_at)).toEqual([NOW]);
    // The consent ledger has the borrower's acknowledgement, the audit trail both steps.
    expect(await consents(id)).toEqual([
      expect.objectContaining({
        kind: 'KFS_ACKNOWLEDGEMENT',
        text_version: currentConsentVersion(SHIPPED_CONSENTS, 'KFS_ACKNOWLEDGEMENT', 'en'),
        lang: 'en',
        given_by: 'BORROWER',
        mobile,
        partner_id: partner.id,
        proposal_number: shown.proposal_number,
        given_at: NOW,
        client_address: BORROWER_SIDE,
        user_agent: USER_AGENT,
      }),
    ]);
    expect(
      (await trail(id)).map(({ action, actor_kind, actor_id, at }) => ({
        action,
        actor_kind,
        actor_id,
        at,
      })),
    ).toEqual(
      ['KFS_ISSUED', 'KFS_CODE_SENT', 'KFS_ACKNOWLEDGED'].map((action) => ({
        action,
        actor_kind: 'PARTNER',
        actor_id: partner.id,
        at: NOW,
      })),
    );
    const read = await t.call<Kfs>('GET', kfsPath(id, '?lang=hi'), { token: partner.token });
    expect(read.body.data.acknowledged_at).toBe(NOW.toISOString());
    expect(read.body.data.proposal_number).toBe(shown.proposal_number);

    // Acknowledged: nothing more to send, and the used code works no more.
    const again = await sendCode(id);
    expect([again.status, again.body.message]).toEqual([409, KFS_ALREADY_ACKNOWLEDGED.message]);
    const before = await everything(id);
    const used = await acknowledge(id, {
      session_id: answer.body.data.session_id,
      otp: await latestOtp(t.db, mobile),
    });
    expect([used.status, used.body.message]).toEqual([400, OTP_ALREADY_USED.message]);
    expect(await everything(id)).toEqual(before);
  });

  it('refuses a wrong or expired code by the OTP rules, acknowledging nothing', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const code = await sent(id);
    const { wrongCodes: wrongBefore, sessions: _s, ...rest } = await everything(id);
    const wrong = await acknowledge(id, { ...code, otp: otherCode(code.otp) });
    expect([wrong.status, wrong.body.message]).toEqual([400, OTP_VERIFY_FAILED]);
    // The wrong code is counted, as every OTP's is; nothing else is written.
    const { wrongCodes: wrongAfter, sessions: _t, ...restAfter } = await everything(id);
    expect(wrongAfter).toBe(wrongBefore + 1);
    expect(restAfter).toEqual(rest);
    expect((await issues(id)).map((issue) => issue.acknowledged_at)).toEqual([null]);

    t.clock.advance(301);
    await refusedUnwritten(id, () => acknowledge(id, code), 400, OTP_EXPIRED);
    const before = await everything(id);

    const unknown = await acknowledge(id, { ...code, session_id: crypto.randomUUID() });
    expect([unknown.status, unknown.body.message]).toEqual([404, OTP_SESSION_NOT_FOUND.message]);
    const malformed = await acknowledge(id, { session_id: code.session_id, otp: '12ab56' });
    expect([malformed.status, malformed.body.message]).toEqual([400, 'Invalid OTP']);
    expect(await everything(id)).toEqual(before);
  });

  it('a KFS code verifies nowhere else: no token from it, and no other application’s statement', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const otherApplication = await applicationWithOffer(t.db, partner.id, {
      mobile: await borrowerMobile(t, id),
    });
    await t.call('GET', kfsPath(otherApplication), { token: partner.token });
    const code = await sent(id);
    const before = await everything(id);
    for (const path of ['/api/v1/otp/verify', '/api/v1/auth/verify-otp']) {
      const elsewhere = await t.call('POST', path, { body: code });
      expect([path, elsewhere.status, elsewhere.body.message]).toEqual([
        path,
        404,
        OTP_SESSION_NOT_FOUND.message,
      ]);
    }
    const resent = await t.call('POST', '/api/v1/otp/resend', {
      body: { session_id: code.session_id },
    });
    expect(resent.status).toBe(404);
    const onOther = await acknowledge(otherApplication, code);
    expect([onOther.status, onOther.body.message]).toEqual([404, OTP_SESSION_NOT_FOUND.message]);
    expect(await everything(id)).toEqual(before);
    expect((await issues(otherApplication)).map((issue) => issue.acknowledged_at)).toEqual([null]);
    // Still good where it belongs.
    expect((await acknowledge(id, code)).status).toBe(200);
  });

  it('another partner, a guest or nobody: 404, 404, 401, and nothing written', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const code = await sent(id);
    const guest = await guestToken(t, randomMobile());
    const proposal_number = await shownNumber(id);
    const before = await everything(id);
    for (const token of [other.token, guest, undefined]) {
      const sending = await t.call('POST', kfsPath(id, '/send-otp'), {
        token,
        body: { proposal_number },
      });
      const acknowledging = await t.call('POST', kfsPath(id, '/acknowledge'), {
        token,
        body: code,
      });
      const expected = token === undefined ? 401 : 404;
      expect([sending.status, acknowledging.status]).toEqual([expected, expected]);
    }
    // A right code on an application id that is not the caller's is not even checked.
    const missing = await acknowledge('f'.repeat(32), code);
    expect(missing.status).toBe(404);
    expect(await everything(id)).toEqual(before);
    expect((await acknowledge(id, code)).status).toBe(200);
  });

  it('refuses an application without an approved offer, writing nothing', async () => {
    const { id } = await insertApplication(t.db, { partnerId: partner.id });
    await refusedUnwritten(
      id,
      () => sendCode(id, 'KFS-10000001-01'),
      409,
      NO_APPROVED_OFFER.message,
    );
  });

  it('sends no code for a statement the offer has moved on from, issuing nothing', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const shown = await shownNumber(id);
    // The offer changes in another tab; the screen still shows version 1.
    const edited = await t.call<BreResult>('PATCH', BRE, {
      token: partner.token,
      body: { application_id: id, is_accepted: false, updated_info: { max_tenure_allowed: 24 } },
    });
    expect(edited.status, edited.text).toBe(200);
    await refusedUnwritten(id, () => sendCode(id, shown), 409, KFS_CHANGED.message);
    expect(await issues(id)).toHaveLength(1);
    expect((await trail(id)).map((entry) => entry.action)).not.toContain('KFS_CODE_SENT');
    // Read again, the screen gets version 2 (issued by GET), and its number is sent for.
    const reread = await shownNumber(id);
    expect(reread).not.toBe(shown);
    expect((await sendCode(id, reread)).status).toBe(200);
    // A number that was never issued is no better.
    await refusedUnwritten(id, () => sendCode(id, 'KFS-10000001-99'), 409, KFS_CHANGED.message);
  });

  it('sends no code for an expired statement, issuing nothing', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const shown = await shownNumber(id);
    await expire(id);
    await refusedUnwritten(id, () => sendCode(id, shown), 409, KFS_CHANGED.message);
    expect(await issues(id)).toHaveLength(1);

    // Acknowledged and expired: it must be read again too; accepted, it stays acknowledged.
    const acknowledged = await applicationWithOffer(t.db, partner.id);
    const version = await acknowledgeKfs(t, partner.token, acknowledged);
    await expire(acknowledged);
    const number = version.proposal_number;
    await refusedUnwritten(
      acknowledged,
      () => sendCode(acknowledged, number),
      409,
      KFS_CHANGED.message,
    );
    const accepted = await applicationWithOffer(t.db, partner.id);
    const acceptedVersion = await acknowledgeKfs(t, partner.token, accepted);
    expect((await accept(accepted)).status).toBe(200);
    await expire(accepted);
    await refusedUnwritten(
      accepted,
      () => sendCode(accepted, acceptedVersion.proposal_number),
      409,
      KFS_ALREADY_ACKNOWLEDGED.message,
    );
  });

  it('refuses a send-otp body without a well-formed proposal number, or with another field', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const shown = await shownNumber(id);
    const bodies: unknown[] = [
      undefined,
      {},
      { proposal_number: 12 },
      { proposal_number: '' },
      { proposal_number: 'KFS-1-01' },
      { proposal_number: ` ${shown}` },
      { proposal_number: shown, mobile: '9876543210' },
      [shown],
    ];
    for (const body of bodies) {
      const before = await everything(id);
      const answer = await t.call('POST', kfsPath(id, '/send-otp'), { token: partner.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await everything(id)).toEqual(before);
    }
  });

  it('refuses a code for a statement superseded by a changed offer, or expired', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const stale = await sent(id);
    const edited = await t.call<BreResult>('PATCH', BRE, {
      token: partner.token,
      body: { application_id: id, is_accepted: false, updated_info: { max_tenure_allowed: 24 } },
    });
    expect(edited.status, edited.text).toBe(200);
    // The screen reads the statement again: version 2 is issued for the changed offer.
    const changed = (await t.call<Kfs>('GET', kfsPath(id), { token: partner.token })).body.data;
    expect(changed.version).toBe(2);
    const before = await everything(id);
    const superseded = await acknowledge(id, stale);
    expect([superseded.status, superseded.body.message]).toEqual([409, KFS_NOT_CURRENT.message]);
    // Refused whole: the code is not used up, no version acknowledged.
    expect(await everything(id)).toEqual(before);

    // A code for version 2, but the statement expired meanwhile (its validity moved back).
    const fresh = await sent(id);
    await t.db
      .updateTable('kfs_issues')
      .set({ valid_until: '2026-10-29' })
      .where('application_id', '=', id)
      .where('version', '=', 2)
      .execute();
    await refusedUnwritten(id, () => acknowledge(id, fresh), 409, KFS_NOT_CURRENT.message);
  });

  it('keeps to the OTP send limits of the mobile, counted apart from other codes', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    for (let sendNumber = 0; sendNumber < OTP_MAX_SENDS_PER_HOUR; sendNumber += 1) {
      expect((await sendCode(id)).status).toBe(200);
    }
    const before = await everything(id);
    const refused = await sendCode(id);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(refused.body.message).toBe(englishOf(tooManyForMobile(wait)));
    expect(await everything(id)).toEqual(before);
    // The borrower's own guest code is another family's quota.
    expect(await guestToken(t, await borrowerMobile(t, id))).toBeTruthy();
  });

  it('accepts the offer only on its acknowledged, current statement', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    await refusedUnwritten(id, () => accept(id), 409, KFS_NOT_ACKNOWLEDGED.message);

    // Acknowledged, then changed: the new version needs its own acknowledgement.
    await acknowledgeKfs(t, partner.token, id);
    const changedAndAccepted = await accept(id, { updated_info: { max_tenure_allowed: 24 } });
    expect([changedAndAccepted.status, changedAndAccepted.body.message]).toEqual([
      409,
      KFS_NOT_ACKNOWLEDGED.message,
    ]);
    const edited = await t.call<BreResult>('PATCH', BRE, {
      token: partner.token,
      body: { application_id: id, is_accepted: false, updated_info: { max_tenure_allowed: 24 } },
    });
    expect(edited.status).toBe(200);
    await refusedUnwritten(id, () => accept(id), 409, KFS_NOT_ACKNOWLEDGED.message);

    const second = await acknowledgeKfs(t, partner.token, id);
    expect(second.version).toBe(2);
    const accepted = await accept(id);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.data.bre_info).toMatchObject({
      is_accepted: true,
      max_tenure_allowed: 24,
    });
    // The accepted offer keeps the version it was accepted on.
    const kept = (await t.call<Kfs>('GET', kfsPath(id), { token: partner.token })).body.data;
    expect([kept.version, kept.acknowledged_at]).toEqual([2, second.acknowledged_at]);
    expect(await issues(id)).toHaveLength(2);
  });

  it('refuses to accept on an acknowledged statement that has since expired', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    await acknowledgeKfs(t, partner.token, id);
    await t.db
      .updateTable('kfs_issues')
      .set({ valid_until: '2026-10-29' })
      .where('application_id', '=', id)
      .execute();
    await refusedUnwritten(id, () => accept(id), 409, KFS_NOT_ACKNOWLEDGED.message);
  });

  it('records the acknowledgement in the language the borrower was shown, and answers in it', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const code = await sent(id);
    const before = await everything(id);
    const badLanguage = await acknowledge(id, code, partner.token, '?lang=fr');
    expect([badLanguage.status, badLanguage.body.message]).toEqual([400, LANGUAGE_MESSAGE.message]);
    expect(await everything(id)).toEqual(before);
    const hindi = await acknowledge(id, code, partner.token, '?lang=hi');
    expect(hindi.status).toBe(200);
    expect(hindi.body.data.lang).toBe('hi');
    expect(hindi.body.data.texts.title).toBe(kfsHindi.title);
    expect(await consents(id)).toEqual([
      expect.objectContaining({
        lang: 'hi',
        text_version: currentConsentVersion(SHIPPED_CONSENTS, 'KFS_ACKNOWLEDGEMENT', 'hi'),
        proposal_number: hindi.body.data.proposal_number,
      }),
    ]);
  });

  it('holds the KFS family to its statement in the database too', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    await t.call('GET', kfsPath(id), { token: partner.token });
    const session = (purpose: 'LOGIN' | 'GUEST' | 'KFS', named: boolean) =>
      t.db
        .insertInto('otp_sessions')
        .values({
          id: crypto.randomUUID(),
          purpose,
          mobile: randomMobile(),
          hostname: 'localhost',
          request_origin: null,
          code_hash: 'x',
          expires_at: NOW,
          wrong_attempts: 0,
          last_sent_at: NOW,
          verified_at: null,
          created_at: NOW,
          ...(named ? { kfs_application_id: id, kfs_version: 1 } : {}),
        })
        .execute();
    await expect(session('KFS', false)).rejects.toThrow();
    await expect(session('GUEST', true)).rejects.toThrow();
    await expect(session('LOGIN', true)).rejects.toThrow();
    await expect(session('KFS', true)).resolves.toBeDefined();
  });
});

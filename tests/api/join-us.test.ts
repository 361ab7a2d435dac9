import { readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_MULTIPART } from '../../server/http/multipart';
import { DEMO_ADMIN_MOBILE, DEMO_PARTNER_MOBILE } from '../../server/db/seed';
import { NO_PARTNER_ACCOUNT } from '../../server/usecases/login';
import {
  JOIN_US_IS_FOR_GUESTS,
  NOT_THE_VERIFIED_MOBILE,
  NOT_VERIFIED_FOR_JOIN_US,
} from '../../server/usecases/join-us/guest';
import {
  ALREADY_A_PARTNER,
  ALREADY_REQUESTED,
  JOIN_US_REQUESTED,
  UNKNOWN_REFERRAL_CODE,
} from '../../server/usecases/join-us/requests';
import {
  ALREADY_DECIDED,
  JOIN_US_APPROVED,
  JOIN_US_REJECTED,
  ONLY_ADMINS_REVIEW,
} from '../../server/usecases/join-us/review';
import { maskAccountNumber, maskPan } from '../../src/domain/identity';
import {
  JOIN_US_APPROVED_MESSAGE,
  JOIN_US_NOT_FOUND,
  JOIN_US_PENDING_MESSAGE,
  REJECTION_REASON_MESSAGE,
  joinUsRejectedMessage,
} from '../../src/domain/join-us/review';
import {
  JOIN_US_FILE_TYPE_MESSAGE,
  PHOTO_MUST_BE_IMAGE,
  PHOTOS_NOT_ASKED,
} from '../../src/domain/join-us/uploads';
import { guestToken, joinUsToken, loginToken, randomMobile } from '../support/accounts';
import { databases, rowCounts, testStorage, type ApiResponse } from '../support/server';
import { partnerWithToken, useTestDatabase } from '../support/suite';
import { joinUsApplicant, joinUsUpload, type JoinUsUploadOptions } from '../support/join-us';
import { upload } from '../support/uploads';

/*
 * Join Us (issue 20 items 3 and 4; partner-portal §3 Partner registration, §5, §7): uploads,
 * the request, tracking, and the ADMIN's approval or rejection, through the real app on a real
 * database. Every answer is checked against the contract. A refused request writes nothing (row
 * counts of every writable table); the whole PAN and account number are never in an answer
 * (every answer's text of a test is searched) nor in a log line.
 */

const MONEYASE = 'moneyase.localhost';

interface Profile {
  first_name: string;
  last_name: string;
  role: string;
  pan: string | null;
  account_number: string | null;
  referral_code: string | null;
  partner_kind: string | null;
}

describe.each(databases())('Join Us on %s', (kind) => {
  // A storage folder made now, so a test can list what an upload stored.
  const documents = testStorage(true);
  const { t } = useTestDatabase(kind, { storage: documents.storage });
  afterAll(() => rmSync(documents.folder, { recursive: true, force: true }));
  /** Every file in the storage folder (Join Us documents under join-us/). */
  const storedFiles = () => readdirSync(documents.folder, { recursive: true }).length;
  /** Every answer's text, searched for whole PANs and account numbers by `neverWhole`. */
  const answered: string[] = [];
  let admin = '';

  beforeAll(async () => {
    admin = await loginToken(t, DEMO_ADMIN_MOBILE);
  });

  const remember = <T extends { text: string }>(answer: T): T => {
    answered.push(answer.text);
    return answer;
  };

  const send = (
    method: string,
    path: string,
    options: { token?: string; body?: unknown; hostname?: string } = {},
  ) => t.call(method, path, options).then(remember);
  /** A partner login's first step, as the login sheet sends it. */
  const loginSend = (mobile: string) =>
    t
      .call('POST', '/api/v1/auth/send-otp', {
        headers: { 'x-lk-client': 'WEB_APP' },
        body: { mobile, hostname: 'localhost' },
      })
      .then(remember);

  const uploadAs = (
    token: string,
    fileType: string,
    file = 'tiny.png',
    options: JoinUsUploadOptions = {},
  ) => joinUsUpload(t, token, fileType, file, options).then(remember);

  /** A guest of a fresh mobile with the documents uploaded and a valid body. */
  async function applicant(hostname = 'localhost') {
    const who = await joinUsApplicant(t, hostname);
    answered.push(...who.answers.map((answer) => answer.text));
    return who;
  }

  const request = (token: string, body: unknown, hostname?: string) =>
    send('POST', '/api/v1/join-us/request', {
      token,
      body,
      ...(hostname ? { hostname } : {}),
    }) as Promise<ApiResponse<{ tracker_id: string }>>;
  const track = (mobile: string, hostname?: string) =>
    send('GET', `/api/v1/join-us/track?tracker_id=${encodeURIComponent(mobile)}`, {
      ...(hostname ? { hostname } : {}),
    }) as Promise<ApiResponse<{ tracker_id: string; status: string; reason?: string }>>;
  const decide = (token: string | undefined, mobile: string, action: string, body?: unknown) =>
    send('POST', `/api/v1/join-us/${mobile}/${action}`, {
      ...(token ? { token } : {}),
      ...(body !== undefined ? { body } : {}),
    }) as Promise<ApiResponse<{ tracker_id: string; status: string; partner_id?: string }>>;

  /** Neither the answers so far nor the log hold the whole numbers; the log has them masked. */
  function neverWhole(numbers: { pan_number: string; account_number: string }) {
    for (const text of [...answered, t.logs.text()]) {
      expect(text).not.toContain(numbers.pan_number);
      expect(text).not.toContain(numbers.account_number);
    }
  }

  it('registers, tracks, is approved by an ADMIN and logs in as the new partner', async () => {
    const who = await applicant();
    // Before approval, the login is refused exactly as for a mobile nobody registered.
    const early = await loginSend(who.mobile);
    const stranger = await loginSend(randomMobile());
    expect(early.status).toBe(404);
    expect(early.body).toEqual(stranger.body);
    expect(early.body.message).toBe(NO_PARTNER_ACCOUNT.message);

    const sent = await request(who.token, who.body);
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.message).toBe(JOIN_US_REQUESTED);
    expect(sent.body.data).toEqual({ tracker_id: who.mobile });

    const stored = await t.db
      .selectFrom('join_us_requests')
      .selectAll()
      .where('mobile', '=', who.mobile)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      status: 'PENDING',
      brand: 'default',
      pan_number: who.numbers.pan_number,
      account_number: who.numbers.account_number,
      first_name: 'Neha',
      utm_id: 'utm-link-1',
      gst: who.body['gst'],
      partner_id: null,
    });

    const pending = await track(who.mobile);
    expect(pending.status).toBe(200);
    expect(pending.body.message).toBe(JOIN_US_PENDING_MESSAGE);
    expect(pending.body.data).toEqual({ tracker_id: who.mobile, status: 'PENDING' });

    const approved = await decide(admin, who.mobile, 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.message).toBe(JOIN_US_APPROVED);
    expect(approved.body.data).toMatchObject({ tracker_id: who.mobile, status: 'APPROVED' });

    const after = await track(who.mobile);
    expect(after.body.message).toBe(JOIN_US_APPROVED_MESSAGE);
    expect(after.body.data.status).toBe('APPROVED');

    const token = await loginToken(t, who.mobile);
    const me = (await send('GET', '/api/v1/user/me', { token })) as ApiResponse<Profile>;
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      first_name: 'Neha',
      last_name: 'Kulkarni',
      role: 'AGENT',
      partner_kind: 'INDIVIDUAL',
      pan: maskPan(who.numbers.pan_number),
      account_number: maskAccountNumber(who.numbers.account_number),
    });
    expect(me.body.data.referral_code).toMatch(/^NEHA\d{6}$/);
    expect(approved.body.data.partner_id).toBeDefined();

    neverWhole(who.numbers);
    const line = t.logs.lines().find((entry) => entry['event'] === 'join-us.requested');
    expect(line).toMatchObject({ pan_masked: maskPan(who.numbers.pan_number) });
  });

  it('rejects with a reason, which tracking shows, and the mobile may ask again', async () => {
    const who = await applicant();
    expect((await request(who.token, who.body)).status).toBe(201);
    const reason = 'The PAN card photo is not readable';
    const rejected = await decide(admin, who.mobile, 'reject', { reason });
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body.message).toBe(JOIN_US_REJECTED);
    const tracked = await track(who.mobile);
    expect(tracked.body.message).toBe(joinUsRejectedMessage(reason));
    expect(tracked.body.data).toEqual({ tracker_id: who.mobile, status: 'REJECTED', reason });
    // Login stays refused after a rejection.
    const login = await loginSend(who.mobile);
    expect(login.status).toBe(404);
    // Decided once: approving it now is 409, nothing written.
    const before = await rowCounts(t.db);
    expect((await decide(admin, who.mobile, 'approve')).body.message).toBe(ALREADY_DECIDED.message);
    expect(await rowCounts(t.db)).toEqual(before);

    const again = await request(who.token, who.body);
    expect(again.status, again.text).toBe(201);
    expect((await track(who.mobile)).body.data.status).toBe('PENDING');
    neverWhole(who.numbers);
  });

  it('answers each bad field with the spec’s message and writes nothing', async () => {
    const who = await applicant();
    const other = await applicant();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ first_name: 'A' }, 'Invalid first name'],
      [{ last_name: ' ' }, 'Invalid last name'],
      [{ mobile: '5123456789' }, 'Invalid mobile'],
      [{ gst_number: '27ABCDE' }, 'Invalid GST number'],
      [{ pan_number: 'ABCDE12345' }, 'Invalid pan number'],
      [{ email: 'neha@' }, 'Invalid email'],
      [{ pincode: '011001' }, 'Invalid pincode'],
      [{ city: '' }, 'Invalid city'],
      [{ state: '' }, 'Invalid state'],
      [{ address: 'FC Road' }, 'Invalid address'],
      [{ bank_name: 'SB' }, 'Invalid bank name'],
      [{ account_number: '12345678' }, 'Invalid account number'],
      [{ ifsc: 'HDFC1001234' }, 'Invalid IFSC'],
      [{ pan: undefined }, 'Missing PAN'],
      [{ aadhaar_front: undefined }, 'Missing aadhaar front'],
      [{ aadhaar_back: undefined }, 'Missing aadhaar back'],
      [{ cancelled_cheque: undefined }, 'Missing cancelled cheque'],
      // A file of another type, or another guest's, is no PAN file.
      [{ pan: who.body['aadhaar_front'] }, 'Missing PAN'],
      [{ pan: other.body['pan'] }, 'Missing PAN'],
      [{ cancelled_cheque: 'A'.repeat(32) }, 'Missing cancelled cheque'],
      [{ referred_by: 'NOBODY123' }, UNKNOWN_REFERRAL_CODE.message],
    ];
    const before = await rowCounts(t.db);
    for (const [change, message] of cases) {
      const answer = await request(who.token, { ...who.body, ...change });
      expect([answer.status, answer.body.message], JSON.stringify(change)).toEqual([400, message]);
    }
    expect(await rowCounts(t.db)).toEqual(before);
    neverWhole(who.numbers);
  });

  it('keeps a referral code of a partner', async () => {
    const who = await applicant();
    const answer = await request(who.token, who.body);
    expect(answer.status, answer.text).toBe(201);
    const row = await t.db
      .selectFrom('join_us_requests')
      .select('referred_by')
      .where('mobile', '=', who.mobile)
      .executeTakeFirstOrThrow();
    expect(row.referred_by).toBe('ASHA2406');
  });

  it('refuses a mobile the token did not verify, a partner login and a second request', async () => {
    const who = await applicant();
    const partner = await partnerWithToken(t);
    const before = await rowCounts(t.db);
    const foreign = await request(who.token, { ...who.body, mobile: randomMobile() });
    expect([foreign.status, foreign.body.message]).toEqual([403, NOT_THE_VERIFIED_MOBILE.message]);
    const asPartner = await request(partner.token, { ...who.body, mobile: partner.mobile });
    expect([asPartner.status, asPartner.body.message]).toEqual([
      403,
      JOIN_US_IS_FOR_GUESTS.message,
    ]);
    const nobody = await send('POST', '/api/v1/join-us/request', { body: who.body });
    expect(nobody.status).toBe(401);
    expect(await rowCounts(t.db)).toEqual(before);

    expect((await request(who.token, who.body)).status).toBe(201);
    const counted = await rowCounts(t.db);
    const second = await request(who.token, who.body);
    expect([second.status, second.body.message]).toEqual([409, ALREADY_REQUESTED.message]);
    expect(await rowCounts(t.db)).toEqual(counted);
  });

  it('refuses a request for a mobile that already has a partner account (409)', async () => {
    const token = await joinUsToken(t, DEMO_PARTNER_MOBILE);
    const who = await applicant();
    const ids = ['pan', 'aadhaar_front', 'aadhaar_back', 'cancelled_cheque', 'gst'];
    const files = Object.fromEntries(ids.map((field) => [field, undefined]));
    const body: Record<string, unknown> = { ...who.body, ...files, mobile: DEMO_PARTNER_MOBILE };
    for (const [field, fileType] of [
      ['pan', 'PAN'],
      ['aadhaar_front', 'AADHAAR_FRONT'],
      ['aadhaar_back', 'AADHAAR_BACK'],
      ['cancelled_cheque', 'CANCELLED_CHEQUE'],
    ] as const) {
      body[field] = (await uploadAs(token, fileType)).body.data.file_id;
    }
    const before = await rowCounts(t.db);
    const answer = await request(token, body);
    expect([answer.status, answer.body.message]).toEqual([409, ALREADY_A_PARTNER.message]);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('lets only an ADMIN approve or reject, and writes nothing otherwise', async () => {
    const who = await applicant();
    expect((await request(who.token, who.body)).status).toBe(201);
    const partner = await partnerWithToken(t);
    const before = await rowCounts(t.db);
    for (const action of ['approve', 'reject']) {
      const body = action === 'reject' ? { reason: 'Not a fit' } : undefined;
      const asPartner = await decide(partner.token, who.mobile, action, body);
      expect([asPartner.status, asPartner.body.message]).toEqual([403, ONLY_ADMINS_REVIEW.message]);
      expect((await decide(who.token, who.mobile, action, body)).status).toBe(403);
      expect((await decide(undefined, who.mobile, action, body)).status).toBe(401);
    }
    const badMobile = await decide(admin, '12345', 'approve');
    expect([badMobile.status, badMobile.body.message]).toEqual([400, 'Invalid mobile']);
    const unknown = await decide(admin, randomMobile(), 'approve');
    expect([unknown.status, unknown.body.message]).toEqual([404, JOIN_US_NOT_FOUND]);
    const noReason = await decide(admin, who.mobile, 'reject', { reason: ' ' });
    expect([noReason.status, noReason.body.message]).toEqual([400, REJECTION_REASON_MESSAGE]);
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await track(who.mobile)).body.data.status).toBe('PENDING');
  });

  it('tracks by a valid mobile on the site’s brand only', async () => {
    const bad = await track('12345');
    expect([bad.status, bad.body.message]).toEqual([400, 'Invalid mobile']);
    const unknown = await track(randomMobile());
    expect([unknown.status, unknown.body.message]).toEqual([404, JOIN_US_NOT_FOUND]);
    const who = await applicant(MONEYASE);
    expect((await request(who.token, who.body, MONEYASE)).status).toBe(201);
    expect((await track(who.mobile, MONEYASE)).body.data.status).toBe('PENDING');
    const elsewhere = await track(who.mobile);
    expect([elsewhere.status, elsewhere.body.message]).toEqual([404, JOIN_US_NOT_FOUND]);
  });

  it('takes shop and counter photos, images only, on a brand that asks for them', async () => {
    const mobile = randomMobile();
    const here = await joinUsToken(t, mobile);
    const before = await rowCounts(t.db);
    const notAsked = await uploadAs(here, 'SHOP_PHOTO');
    expect([notAsked.status, notAsked.body.message]).toEqual([400, PHOTOS_NOT_ASKED]);
    expect(await rowCounts(t.db)).toEqual(before);

    const who = await applicant(MONEYASE);
    const pdf = await uploadAs(who.token, 'COUNTER_PHOTO', 'tiny.pdf', { hostname: MONEYASE });
    expect([pdf.status, pdf.body.message]).toEqual([400, PHOTO_MUST_BE_IMAGE]);
    const shop = await uploadAs(who.token, 'SHOP_PHOTO', 'tiny.jpg', { hostname: MONEYASE });
    const counter = await uploadAs(who.token, 'COUNTER_PHOTO', 'tiny.png', { hostname: MONEYASE });
    expect([shop.status, counter.status]).toEqual([201, 201]);
    const body = {
      ...who.body,
      shop_photo: shop.body.data.file_id,
      counter_photo: counter.body.data.file_id,
    };
    expect((await request(who.token, body, MONEYASE)).status).toBe(201);
    const row = await t.db
      .selectFrom('join_us_requests')
      .select(['shop_photo', 'counter_photo', 'brand'])
      .where('mobile', '=', who.mobile)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      shop_photo: shop.body.data.file_id,
      counter_photo: counter.body.data.file_id,
      brand: 'moneyase',
    });
  });

  it('drops shop and counter photos on a brand that does not ask for them', async () => {
    const who = await applicant();
    const body = { ...who.body, shop_photo: who.body['pan'], counter_photo: who.body['pan'] };
    expect((await request(who.token, body)).status).toBe(201);
    const row = await t.db
      .selectFrom('join_us_requests')
      .select(['shop_photo', 'counter_photo'])
      .where('mobile', '=', who.mobile)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ shop_photo: null, counter_photo: null });
  });

  it('takes uploads and requests only from a token verified on Join Us (issue 29 item 12)', async () => {
    const who = await applicant();
    const stored = storedFiles();
    // The same mobile verified on the apply flow, for a capture hand-off, or for nothing said.
    const others = [
      await guestToken(t, who.mobile, 'localhost', 'APPLY_LOAN'),
      await guestToken(t, who.mobile, 'localhost', 'KYC'),
      await guestToken(t, who.mobile),
    ];
    const counted = await rowCounts(t.db);
    for (const token of others) {
      const uploaded = await uploadAs(token, 'PAN');
      expect([uploaded.status, uploaded.body.message]).toEqual([
        403,
        NOT_VERIFIED_FOR_JOIN_US.message,
      ]);
      const requested = await request(token, who.body);
      expect([requested.status, requested.body.message]).toEqual([
        403,
        NOT_VERIFIED_FOR_JOIN_US.message,
      ]);
    }
    expect(await rowCounts(t.db)).toEqual(counted);
    expect(storedFiles()).toBe(stored);
    expect((await track(who.mobile)).status).toBe(404);
    // The Join Us token still works.
    expect((await uploadAs(who.token, 'PAN')).status).toBe(201);
    expect(storedFiles()).toBe(stored + 1);
    expect((await request(who.token, who.body)).status).toBe(201);
  });

  it('uploads with the file before or after the fields, and refuses what is wrong', async () => {
    const mobile = randomMobile();
    const token = await joinUsToken(t, mobile);
    const first = await uploadAs(token, 'PAN', 'tiny.pdf', { fileFirst: true });
    expect(first.status, first.text).toBe(201);
    const stored = await t.db
      .selectFrom('join_us_files')
      .selectAll()
      .where('id', '=', first.body.data.file_id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      owner_mobile: mobile,
      brand: 'default',
      file_type: 'PAN',
      content_type: 'application/pdf',
    });

    const partner = await partnerWithToken(t);
    const before = await rowCounts(t.db);
    const wrongType = await uploadAs(token, 'BANK_STATEMENT');
    expect([wrongType.status, wrongType.body.message]).toEqual([400, JOIN_US_FILE_TYPE_MESSAGE]);
    const foreign = await uploadAs(token, 'PAN', 'tiny.png', {
      extra: [{ name: 'mobile', value: randomMobile() }],
    });
    expect([foreign.status, foreign.body.message]).toEqual([403, NOT_THE_VERIFIED_MOBILE.message]);
    const asPartner = await uploadAs(partner.token, 'PAN');
    expect([asPartner.status, asPartner.body.message]).toEqual([
      403,
      JOIN_US_IS_FOR_GUESTS.message,
    ]);
    const notText = await upload(t, '/api/v1/join-us/upload-file', [], { token });
    expect(notText.status).toBe(400);
    const json = await send('POST', '/api/v1/join-us/upload-file', { token, body: {} });
    expect([json.status, json.body.message]).toEqual([415, NOT_MULTIPART.message]);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

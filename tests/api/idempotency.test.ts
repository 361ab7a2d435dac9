import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEY_REUSED, KEY_REUSED_CODE, MALFORMED_KEY } from '../../server/http/idempotency';
import { guestToken, joinUsToken, randomMobile } from '../support/accounts';
import { insertApplication } from '../support/applications';
import { CO_APPLICANT, WORK_SAVED } from '../support/capture';
import { expectMatchesContract } from '../support/contract';
import { joinUsApplicant } from '../support/join-us';
import { applicationWithOffer } from '../support/lenders';
import { firstStepBody, withOwnFiles } from '../support/section-bodies';
import {
  databases,
  rowCounts,
  socketFrom,
  type ApiResponse,
  type RowCounts,
  type TestApp,
} from '../support/server';
import { partnerWithToken, useTestDatabase } from '../support/suite';
import { fixture, multipartBody, type FormPart } from '../support/uploads';

/*
 * Idempotent creates (issue 30 item 2), one table row per create: the same key and request
 * answer the first answer again and write nothing; the same key with another request is 422 and
 * writes nothing; another caller's same key makes its own row; a malformed key is 400.
 * Every answer is checked against the contract.
 */

type Variant = 0 | 1;
type Send = (key: string | undefined, variant: Variant) => Promise<ApiResponse<unknown>>;

interface Create {
  name: string;
  /** The table the create adds a row to. */
  table: keyof RowCounts;
  /** A fresh caller, and its create sent with a key (variant 1: another request). */
  caller: (t: TestApp) => Promise<Send>;
}

const withKey = (key: string | undefined): Record<string, string> =>
  key === undefined ? {} : { 'idempotency-key': key };

function json(t: TestApp, path: string, token: string, bodies: [unknown, unknown]): Send {
  return (key, variant) =>
    t.call('POST', path, { token, body: bodies[variant], headers: withKey(key) });
}

/** A multipart create with a fresh boundary each time, as a browser's retry sends it. */
function multipart(t: TestApp, path: string, token: string, forms: [FormPart[], FormPart[]]): Send {
  return async (key, variant) => {
    const { body, contentType } = multipartBody(forms[variant]);
    const response = await t.app.request(
      path,
      {
        method: 'POST',
        headers: {
          'content-type': contentType,
          'content-length': String(body.length),
          token,
          ...withKey(key),
        },
        body: new Uint8Array(body),
      },
      socketFrom('127.0.0.1'),
    );
    const text = await response.text();
    const parsed = JSON.parse(text) as ApiResponse['body'];
    expectMatchesContract('POST', path, response.status, parsed);
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
}

const file = (name: string, type: string): FormPart => ({
  name: 'file',
  file: fixture(name),
  fileName: name,
  type,
});

const CREATES: Create[] = [
  {
    name: 'a case (POST /payout/case)',
    table: 'cases',
    caller: async (t) => {
      const partner = await partnerWithToken(t, { partner_kind: 'INDIVIDUAL' });
      const lender = await t.db
        .selectFrom('lenders')
        .select('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const body = (name: string) => ({
        tracker_id: 'CASE-001',
        name,
        loan_type: 'HOME_LOAN',
        required_amount: 2_500_000,
        lender_info: [
          { lender_id: lender.id, disbursement_date: '2026-01-15', is_pendency: false },
        ],
      });
      return json(t, '/api/v1/payout/case', partner.token, [body('Meera Iyer'), body('Ravi Rao')]);
    },
  },
  {
    name: 'a link (POST /user/qr)',
    table: 'utm_links',
    caller: async (t) => {
      const partner = await partnerWithToken(t);
      const body = (utm_campaign: string) => ({
        base_url: 'http://localhost',
        utm_source: 'Whatsapp',
        utm_campaign,
        application_source: 'NORMAL',
      });
      return json(t, '/api/v1/user/qr', partner.token, [body('diwali'), body('holi')]);
    },
  },
  {
    name: 'a partner’s application (POST /loan-application/create)',
    table: 'applications',
    caller: async (t) => {
      const partner = await partnerWithToken(t);
      const mobile = randomMobile();
      await guestToken(t, mobile);
      return json(t, '/api/v1/loan-application/create', partner.token, [
        firstStepBody(mobile, { name: 'Meera Iyer' }),
        firstStepBody(mobile, { name: 'Meera Rao' }),
      ]);
    },
  },
  {
    name: 'a borrower’s application (POST /apply-loan/create)',
    table: 'applications',
    caller: async (t) => {
      const mobile = randomMobile();
      const guest = await guestToken(t, mobile);
      const tracker_id = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
      return json(t, '/api/v1/apply-loan/create', guest, [
        firstStepBody(mobile, { name: 'Meera Iyer', tracker_id }),
        firstStepBody(mobile, { name: 'Meera Rao', tracker_id }),
      ]);
    },
  },
  {
    name: 'a co-applicant (POST /loan-application/co-applicant/add/{id})',
    table: 'co_applicants',
    caller: async (t) => {
      const partner = await partnerWithToken(t);
      const { id } = await insertApplication(t.db, { partnerId: partner.id, stage: WORK_SAVED });
      const details = await withOwnFiles(t, partner, id, CO_APPLICANT, '1');
      return json(t, `/api/v1/loan-application/co-applicant/add/${id}`, partner.token, [
        { ...details, name: 'Ravi Verma' },
        { ...details, name: 'Sunita Verma' },
      ]);
    },
  },
  {
    name: 'an upload (POST /apply-loan/upload-file, multipart)',
    table: 'documents',
    caller: async (t) => {
      const partner = await partnerWithToken(t);
      const { id } = await insertApplication(t.db, { partnerId: partner.id });
      const fields: FormPart[] = [
        { name: 'upload_type', value: 'KYC' },
        { name: 'file_type', value: 'PAN' },
        { name: 'application_id', value: id },
      ];
      return multipart(t, '/api/v1/apply-loan/upload-file', partner.token, [
        [...fields, file('tiny.png', 'image/png')],
        [...fields, file('tiny.jpg', 'image/jpeg')],
      ]);
    },
  },
  {
    name: 'a Join Us document (POST /join-us/upload-file, multipart)',
    table: 'join_us_files',
    caller: async (t) => {
      const guest = await joinUsToken(t, randomMobile());
      const fields: FormPart[] = [{ name: 'file_type', value: 'PAN' }];
      return multipart(t, '/api/v1/join-us/upload-file', guest, [
        [...fields, file('tiny.png', 'image/png')],
        [...fields, file('tiny.jpg', 'image/jpeg')],
      ]);
    },
  },
  {
    name: 'a Join Us request (POST /join-us/request)',
    table: 'join_us_requests',
    caller: async (t) => {
      const applicant = await joinUsApplicant(t);
      return json(t, '/api/v1/join-us/request', applicant.token, [
        applicant.body,
        { ...applicant.body, first_name: 'Nisha' },
      ]);
    },
  },
  {
    name: 'a lead sent to a lender (POST /lender/integration/lead)',
    table: 'lender_statuses',
    caller: async (t) => {
      const partner = await partnerWithToken(t);
      const first = await applicationWithOffer(t.db, partner.id);
      const second = await applicationWithOffer(t.db, partner.id);
      return json(t, '/api/v1/lender/integration/lead', partner.token, [
        { lender_id: 'protium', application_id: first },
        { lender_id: 'protium', application_id: second },
      ]);
    },
  },
];

describe.each(databases())('idempotent creates on %s', (kind) => {
  const { t } = useTestDatabase(kind);

  describe.each(CREATES)('$name', (create) => {
    it('answers the first answer again for the same key and request, and writes nothing new', async () => {
      const send = await create.caller(t);
      const key = randomUUID();
      const before = await rowCounts(t.db);
      const first = await send(key, 0);
      expect(first.status, first.text).toBeLessThan(300);
      const after = await rowCounts(t.db);
      expect(after[create.table]).toBe(before[create.table] + 1);
      expect(after.idempotency_keys).toBe(before.idempotency_keys + 1);

      const again = await send(key, 0);
      expect([again.status, again.text]).toEqual([first.status, first.text]);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await rowCounts(t.db)).toEqual(after);
    });

    it('refuses the same key with another request (422, its code), writing nothing', async () => {
      const send = await create.caller(t);
      const key = randomUUID();
      expect((await send(key, 0)).status).toBeLessThan(300);
      const counts = await rowCounts(t.db);
      const other = await send(key, 1);
      expect([other.status, other.body.message]).toEqual([422, KEY_REUSED.message]);
      expect((other.body as { code?: string }).code).toBe(KEY_REUSED_CODE);
      expect(await rowCounts(t.db)).toEqual(counts);
    });

    it('keeps callers apart: another caller’s same key makes its own row', async () => {
      const key = randomUUID();
      const mine = await (await create.caller(t))(key, 0);
      expect(mine.status, mine.text).toBeLessThan(300);
      const before = await rowCounts(t.db);
      const theirs = await (await create.caller(t))(key, 0);
      expect(theirs.status, theirs.text).toBe(mine.status);
      expect(theirs.headers.get('idempotent-replayed')).toBeNull();
      expect((await rowCounts(t.db))[create.table]).toBe(before[create.table] + 1);
    });

    it('refuses a malformed key (400) and writes nothing; no key works as before', async () => {
      const send = await create.caller(t);
      const counts = await rowCounts(t.db);
      for (const key of ['', 'x'.repeat(256), 'two words', 'naïve']) {
        const refused = await send(key, 0);
        expect([refused.status, refused.body.message]).toEqual([400, MALFORMED_KEY.message]);
      }
      expect(await rowCounts(t.db)).toEqual(counts);
      const plain = await send(undefined, 0);
      expect(plain.status, plain.text).toBeLessThan(300);
      expect((await rowCounts(t.db)).idempotency_keys).toBe(counts.idempotency_keys);
    });
  });
});

import { rmSync } from 'node:fs';
import { englishOf } from '../../server/i18n/texts';
import { afterAll, describe, expect, it } from 'vitest';
import { repeatedQueryParameter, unknownQueryParameter } from '../../server/http/input';
import { guestToken, randomMobile } from '../support/accounts';
import { contractQueryOperations } from '../support/contract';
import { joinUsApplicant } from '../support/join-us';
import { borrowerMobile, kfsPath } from '../support/kfs';
import { applicationWithDocuments } from '../support/lender-actions';
import { applicationWithOffer } from '../support/lenders';
import { uploadFor } from '../support/section-bodies';
import {
  databases,
  latestOtp,
  otpSessionState,
  rowCounts,
  testStorage,
  type TestApp,
} from '../support/server';
import { partnerWithToken, useTestDatabase, type TestPartner } from '../support/suite';
import { insertApplication } from '../support/applications';

/*
 * Issue 29 item 12, generated from the contract: every operation that declares query parameters
 * is sent its valid query plus a parameter it does not have, and its valid query with each of
 * its parameters given twice. Each answer is 400 with the strict reader's message
 * (server/http/input.ts strictQuery), before anything else is read or written: row counts,
 * OTP sessions and the stored files are unchanged. Then the valid query itself is answered as
 * usual, which proves the 400s came from the parameters. An operation with a query and no
 * target here fails the test, so a new one cannot escape it.
 */

interface Target {
  /** The concrete path, without its query. */
  path: string;
  /** A valid value for every declared parameter. */
  query: Record<string, string>;
  token?: string;
  body?: unknown;
  /** What the valid query answers. */
  status: number;
  /** Not JSON (the PDF, a file): not checked against the contract's JSON schemas. */
  binary?: boolean;
}

interface World {
  t: TestApp;
  partner: TestPartner;
}

type Builder = (world: World) => Promise<Target>;

/** The partner's application with its statement shown (so a code can be sent for it). */
async function kfsReady(world: World) {
  const id = await applicationWithOffer(world.t.db, world.partner.id);
  const shown = await world.t.call<{ proposal_number: string }>('GET', kfsPath(id), {
    token: world.partner.token,
  });
  expect(shown.status, shown.text).toBe(200);
  return { id, proposal: shown.body.data.proposal_number };
}

/** A file of the partner's on an application of theirs, and its signed link. */
async function partnerFile(world: World) {
  const app = await insertApplication(world.t.db, { partnerId: world.partner.id });
  const fileId = await uploadFor(
    world.t,
    { token: world.partner.token, family: 'KYC' },
    app.id,
    'pan',
  );
  return fileId;
}

const BUILDERS: Record<string, Builder> = {
  getCityState: async () => ({
    path: '/api/v1/pincode/get-city-state',
    query: { pincode: '560001' },
    status: 200,
  }),
  listApplications: async ({ partner }) => ({
    path: '/api/v1/loan-application/list/ALL',
    query: { size: '10', page: '0' },
    token: partner.token,
    status: 200,
  }),
  getPresignedUrl: async (world) => ({
    path: '/api/v1/loan-application/presigned-url',
    query: { file_id: await partnerFile(world) },
    token: world.partner.token,
    status: 200,
  }),
  exportApplication: async ({ t, partner }) => {
    const application = await applicationWithDocuments(t, partner);
    return {
      path: `/api/v1/loan-application/${application.id}/export`,
      query: { export_type: 'xlsx', lender_id: 'sahyadri' },
      token: partner.token,
      status: 200,
    };
  },
  getKfs: async (world) => ({
    path: kfsPath((await kfsReady(world)).id),
    query: { lang: 'hi' },
    token: world.partner.token,
    status: 200,
  }),
  getKfsPdf: async (world) => ({
    path: kfsPath((await kfsReady(world)).id, '/pdf'),
    query: { lang: 'en' },
    token: world.partner.token,
    status: 200,
    binary: true,
  }),
  acknowledgeKfs: async (world) => {
    const { id, proposal } = await kfsReady(world);
    const sent = await world.t.call<{ session_id: string }>('POST', kfsPath(id, '/send-otp'), {
      token: world.partner.token,
      body: { proposal_number: proposal },
    });
    expect(sent.status, sent.text).toBe(200);
    const otp = await latestOtp(world.t.db, await borrowerMobile(world.t, id));
    return {
      path: kfsPath(id, '/acknowledge'),
      query: { lang: 'en' },
      token: world.partner.token,
      body: { session_id: sent.body.data.session_id, otp },
      status: 200,
    };
  },
  applyLoanList: async ({ t }) => ({
    path: '/api/v1/apply-loan/list',
    query: { status: 'DRAFT' },
    token: await guestToken(t, randomMobile()),
    status: 200,
  }),
  applyLoanPresignedUrl: async ({ t }) => {
    const mobile = randomMobile();
    const token = await guestToken(t, mobile);
    const app = await insertApplication(t.db, { family: 'APPLY_LOAN', mobile });
    const fileId = await uploadFor(t, { token, family: 'APPLY_LOAN' }, app.id, 'pan');
    return {
      path: '/api/v1/apply-loan/presigned-url',
      query: { file_id: fileId },
      token,
      status: 200,
    };
  },
  getSignedFile: async (world) => {
    const fileId = await partnerFile(world);
    const answer = await world.t.call<{ file_url: string }>(
      'GET',
      `/api/v1/loan-application/presigned-url?file_id=${fileId}`,
      { token: world.partner.token },
    );
    expect(answer.status, answer.text).toBe(200);
    const link = new URL(answer.body.data.file_url, 'http://localhost');
    return {
      path: link.pathname,
      query: Object.fromEntries(link.searchParams),
      status: 200,
      binary: true,
    };
  },
  getLenderDecisions: async ({ t, partner }) => ({
    path: '/api/v1/lender/policy/decision',
    query: { application_id: (await insertApplication(t.db, { partnerId: partner.id })).id },
    token: partner.token,
    status: 200,
  }),
  listCases: async ({ t }) => ({
    path: '/api/v1/payout/case',
    query: { size: '10', page: '0' },
    token: (await partnerWithToken(t, { partner_kind: 'INDIVIDUAL' })).token,
    status: 200,
  }),
  listUtmLinks: async ({ partner }) => ({
    path: '/api/v1/utm/link',
    query: { size: '10', page: '0', sort_by: 'createdAt', order_by: 'asc' },
    token: partner.token,
    status: 200,
  }),
  joinUsTrack: async ({ t }) => {
    const who = await joinUsApplicant(t);
    const sent = await t.call('POST', '/api/v1/join-us/request', {
      token: who.token,
      body: who.body,
    });
    expect(sent.status, sent.text).toBe(201);
    return { path: '/api/v1/join-us/track', query: { tracker_id: who.mobile }, status: 200 };
  },
  // Vikram Singh's own application, seeded on this site (README).
  trackApplication: async () => ({
    path: '/api/v1/track',
    query: { tracker_id: '90000006', hostname: 'localhost' },
    status: 200,
  }),
};

const operations = contractQueryOperations();

/** The query string of these pairs, in order (a name may come twice). */
const queryString = (pairs: [string, string][]) =>
  pairs
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');

describe.each(databases())('query parameters of every operation on %s', (kind) => {
  const { storage, folder } = testStorage(true);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const { t } = useTestDatabase(kind, { storage });

  it('has a target for every operation the contract gives a query', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      Object.keys(BUILDERS).sort(),
    );
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s: an unknown or a repeated parameter is 400, nothing written; the valid query is answered',
    async (operationId, operation) => {
      const partner = await partnerWithToken(t);
      const target = await BUILDERS[operationId]!({ t, partner });
      // Every declared parameter has a valid value: the valid query names them all.
      expect(Object.keys(target.query).sort()).toEqual(
        operation.query.map((parameter) => parameter.name).sort(),
      );
      const valid = Object.entries(target.query);
      const send = (pairs: [string, string][]) =>
        t.call(operation.method.toUpperCase(), `${target.path}?${queryString(pairs)}`, {
          ...(target.token ? { token: target.token } : {}),
          ...(target.body !== undefined ? { body: target.body } : {}),
          ...(target.binary ? { contract: false } : {}),
        });
      const stored = async () => ({
        counts: await rowCounts(t.db),
        otp: await otpSessionState(t.db),
        files: await storage.list(),
      });

      const before = await stored();
      const attempts: [string, [string, string][], string][] = [
        [
          'an unknown parameter',
          [...valid, ['utm_idx', '1']],
          englishOf(unknownQueryParameter('utm_idx')),
        ],
        [
          'an unknown parameter first',
          [['x', ''], ...valid],
          englishOf(unknownQueryParameter('x')),
        ],
        ...valid.map(
          ([name, value]) =>
            [
              `${name} twice`,
              [...valid, [name, value]],
              englishOf(repeatedQueryParameter(name)),
            ] as [string, [string, string][], string],
        ),
      ];
      for (const [what, pairs, message] of attempts) {
        const answer = await send(pairs);
        const where = `${operationId} with ${what}: ${answer.text.slice(0, 200)}`;
        expect(answer.status, where).toBe(400);
        expect(JSON.parse(answer.text).message, where).toBe(message);
      }
      expect(await stored()).toEqual(before);

      const answered = await send(valid);
      expect(answered.status, `${operationId} valid query: ${answered.text.slice(0, 300)}`).toBe(
        target.status,
      );
    },
  );
});

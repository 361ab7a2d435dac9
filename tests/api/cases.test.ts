import { describe, expect, it } from 'vitest';
import {
  AMOUNT_NOT_A_NUMBER,
  AMOUNT_REQUIRED,
  CASE_LOAN_TYPE_REQUIRED,
  CASE_NAME_REQUIRED,
  DISBURSEMENT_DATE_REQUIRED,
  INSURANCE_FEE_WAIVER_NOT_A_NUMBER,
  INTEREST_RATE_WAIVER_NOT_A_NUMBER,
  LENDER_ADDED_TWICE,
  LENDER_REQUIRED,
  PENDENCY_DESC_REQUIRED,
  PF_WAIVER_NOT_A_NUMBER,
} from '../../src/domain/cases/case-schema';
import {
  INVALID_PAGE_MESSAGE as INVALID_CASES_PAGE,
  INVALID_SIZE_MESSAGE as INVALID_CASES_SIZE,
} from '../../src/domain/paging';
import { NO_CASES_FOR_KIND } from '../../src/domain/partner-kinds';
import { CASE_RECORDED } from '../../server/routes/payout';
import { UNKNOWN_LENDER } from '../../server/usecases/cases/cases';
import { DEMO_PARTNER_MOBILE } from '../../server/db/seed';
import { SECOND_PARTNER_MOBILE } from '../../server/db/demo-second-partner';
import { guestToken, loginToken, randomMobile } from '../support/accounts';
import { databases, rowCounts } from '../support/server';
import { partnerWithToken, useTestDatabase, type TestPartner } from '../support/suite';

/*
 * Offline disbursement cases (issue 19 item 3; partner-portal §3, §5, §7): POST and GET
 * /v1/payout/case. Every answer is checked against the contract by `call`. A refused request
 * writes nothing (row counts of every writable table, cases and their lenders included); a
 * partner sees only their own cases; a kind that records no cases, a guest and nobody are refused.
 */

interface CaseLender {
  lender_id: string;
  disbursement_date: string;
  is_pendency: boolean;
  pendency_desc?: string;
  insurance_fee_waiver?: number;
  pf_waiver_percentage?: number;
  interest_rate_waiver?: number;
  lender: { name: string };
}
interface Case {
  id: string;
  tracker_id: string | null;
  name: string;
  loan_type: string;
  required_amount: number;
  remarks: string | null;
  created_at: string;
  lender_info: CaseLender[];
}
interface CasePage {
  list: Case[];
  total_pages: number;
  total_elements: number;
}

describe.each(databases())('offline disbursement cases on %s', (kind) => {
  const { t } = useTestDatabase(kind);

  /** Two seeded lenders, as GET /v1/lender lists them. */
  async function twoLenders(): Promise<{ id: string; name: string }[]> {
    const rows = await t.db
      .selectFrom('lenders')
      .select(['id', 'name'])
      .orderBy('id')
      .limit(2)
      .execute();
    expect(rows).toHaveLength(2);
    return rows;
  }

  async function validCase(changes: Record<string, unknown> = {}) {
    const [first] = await twoLenders();
    return {
      tracker_id: 'CASE-001',
      name: 'Meera Iyer',
      loan_type: 'HOME_LOAN',
      required_amount: 2_500_000,
      remarks: 'Disbursed at the branch',
      lender_info: [{ lender_id: first?.id, disbursement_date: '2026-01-15', is_pendency: false }],
      ...changes,
    };
  }

  const recorder = (partnerKind = 'INDIVIDUAL') =>
    partnerWithToken(t, { partner_kind: partnerKind });
  const create = (token: string | undefined, body: unknown) =>
    t.call<Case>('POST', '/api/v1/payout/case', { ...(token ? { token } : {}), body });
  const list = (token: string | undefined, query = '') =>
    t.call<CasePage>('GET', `/api/v1/payout/case${query}`, token ? { token } : {});

  it('records a case with two lenders, pendency on for one, and lists it first', async () => {
    const partner = await recorder();
    const [first, second] = await twoLenders();
    const pending = {
      lender_id: first?.id,
      disbursement_date: '2026-01-15',
      is_pendency: true,
      pendency_desc: 'Insurance papers to follow',
      insurance_fee_waiver: 1500,
      pf_waiver_percentage: 0.5,
      interest_rate_waiver: 0.25,
    };
    const paid = { lender_id: second?.id, disbursement_date: '2026-01-20', is_pendency: false };
    const body = await validCase({ lender_info: [pending, paid] });
    const answer = await create(partner.token, body);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.message).toBe(CASE_RECORDED);
    expect(answer.body.data).toMatchObject({
      tracker_id: 'CASE-001',
      name: 'Meera Iyer',
      loan_type: 'HOME_LOAN',
      required_amount: 2_500_000,
      remarks: 'Disbursed at the branch',
      lender_info: [
        { ...pending, lender: { name: first?.name } },
        { ...paid, lender: { name: second?.name } },
      ],
    });
    const stored = await t.db
      .selectFrom('case_lenders')
      .selectAll()
      .where('case_id', '=', answer.body.data.id)
      .orderBy('position')
      .execute();
    expect(stored.map((row) => [row.lender_id, row.is_pendency, row.pendency_desc])).toEqual([
      [first?.id, true, 'Insurance papers to follow'],
      [second?.id, false, null],
    ]);

    const page = await list(partner.token);
    expect(page.status, page.text).toBe(200);
    expect(page.body.data).toEqual({ list: [answer.body.data], total_pages: 1, total_elements: 1 });
  });

  it('drops a pendency description sent with pendency off, and keeps no blank Case ID', async () => {
    const partner = await recorder('DSA');
    const body = await validCase({ tracker_id: '   ', remarks: '' });
    const lender = { ...body.lender_info[0], pendency_desc: 'Not pending after all' };
    const answer = await create(partner.token, { ...body, lender_info: [lender] });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.data.tracker_id).toBeNull();
    expect(answer.body.data.remarks).toBeNull();
    expect(answer.body.data.lender_info[0]).not.toHaveProperty('pendency_desc');
    const row = await t.db
      .selectFrom('case_lenders')
      .select('pendency_desc')
      .where('case_id', '=', answer.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.pendency_desc).toBeNull();
  });

  const lenderWith = (changes: Record<string, unknown>) => async () => {
    const body = await validCase();
    return { ...body, lender_info: [{ ...body.lender_info[0], ...changes }] };
  };
  const without = (field: string) => async () => {
    const body: Record<string, unknown> = await validCase();
    delete body[field];
    return body;
  };

  it.each<[string, () => Promise<unknown>, string]>([
    ['no lender', lenderWith({ lender_id: '' }), LENDER_REQUIRED],
    ['a missing lender id', lenderWith({ lender_id: undefined }), LENDER_REQUIRED],
    ['no borrower name', without('name'), CASE_NAME_REQUIRED],
    [
      'a blank borrower name',
      async () => ({ ...(await validCase()), name: '  ' }),
      CASE_NAME_REQUIRED,
    ],
    ['no loan type', without('loan_type'), CASE_LOAN_TYPE_REQUIRED],
    [
      'an unknown loan type',
      async () => ({ ...(await validCase()), loan_type: 'YACHT' }),
      CASE_LOAN_TYPE_REQUIRED,
    ],
    ['no amount', without('required_amount'), AMOUNT_REQUIRED],
    [
      'an amount of 0',
      async () => ({ ...(await validCase()), required_amount: 0 }),
      AMOUNT_REQUIRED,
    ],
    [
      'an amount as text',
      async () => ({ ...(await validCase()), required_amount: 'lots' }),
      AMOUNT_NOT_A_NUMBER,
    ],
    [
      'no disbursement date',
      lenderWith({ disbursement_date: undefined }),
      DISBURSEMENT_DATE_REQUIRED,
    ],
    [
      'a blank disbursement date',
      lenderWith({ disbursement_date: '' }),
      DISBURSEMENT_DATE_REQUIRED,
    ],
    [
      'an insurance fee waiver as text',
      lenderWith({ insurance_fee_waiver: 'ten' }),
      INSURANCE_FEE_WAIVER_NOT_A_NUMBER,
    ],
    ['a PF waiver as text', lenderWith({ pf_waiver_percentage: 'half' }), PF_WAIVER_NOT_A_NUMBER],
    [
      'an interest rate waiver as text',
      lenderWith({ interest_rate_waiver: 'some' }),
      INTEREST_RATE_WAIVER_NOT_A_NUMBER,
    ],
    [
      'pendency on without a description',
      lenderWith({ is_pendency: true }),
      PENDENCY_DESC_REQUIRED,
    ],
    [
      'pendency on with a blank description',
      lenderWith({ is_pendency: true, pendency_desc: '  ' }),
      PENDENCY_DESC_REQUIRED,
    ],
    ['an unknown lender', lenderWith({ lender_id: 'no-such-lender' }), UNKNOWN_LENDER.message],
  ])('%s: 400 with its message, nothing written', async (_what, build, message) => {
    const partner = await recorder();
    const body = await build();
    const before = await rowCounts(t.db);
    const answer = await create(partner.token, body);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('the same lender twice in one case: 400, nothing written', async () => {
    const partner = await recorder();
    const body = await validCase();
    const lender = body.lender_info[0];
    const before = await rowCounts(t.db);
    const answer = await create(partner.token, { ...body, lender_info: [lender, lender] });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.message).toBe(LENDER_ADDED_TWICE);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('lists 10 a page, newest first, zero-based, with the totals', async () => {
    const partner = await recorder();
    const names: string[] = [];
    for (let n = 1; n <= 12; n += 1) {
      t.clock.advance(1);
      const name = `Borrower ${String.fromCharCode(64 + n)}`;
      names.push(name);
      const answer = await create(partner.token, await validCase({ name, tracker_id: `C${n}` }));
      expect(answer.status, answer.text).toBe(201);
    }
    const newestFirst = [...names].reverse();
    const first = await list(partner.token, '?page=0&size=10');
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.list.map((c) => c.name)).toEqual(newestFirst.slice(0, 10));
    expect(first.body.data).toMatchObject({ total_pages: 2, total_elements: 12 });
    const second = await list(partner.token, '?page=1');
    expect(second.body.data.list.map((c) => c.name)).toEqual(newestFirst.slice(10));
    const beyond = await list(partner.token, '?page=5');
    expect(beyond.body.data).toEqual({ list: [], total_pages: 2, total_elements: 12 });
  });

  it.each([
    ['?page=-1', INVALID_CASES_PAGE],
    ['?page=one', INVALID_CASES_PAGE],
    ['?page=1.5', INVALID_CASES_PAGE],
    ['?page=1&page=2', 'page must be given once'],
    ['?size=0', INVALID_CASES_SIZE],
    ['?size=101', INVALID_CASES_SIZE],
    ['?size=ten', INVALID_CASES_SIZE],
  ])('GET %s: 400 with a message', async (query, message) => {
    const partner = await recorder();
    const answer = await list(partner.token, query);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('a partner never sees another partner’s cases', async () => {
    const owner = await recorder();
    const other = await recorder('DSA');
    const recorded = await create(owner.token, await validCase({ name: 'Only Mine' }));
    expect(recorded.status).toBe(201);
    const theirs = await list(other.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual({ list: [], total_pages: 0, total_elements: 0 });
    expect(theirs.text).not.toContain('Only Mine');
  });

  describe('refused callers: nothing read, nothing written', () => {
    async function expectRefused(token: string | undefined, status: number, message?: string) {
      const before = await rowCounts(t.db);
      const created = await create(token, await validCase());
      const listed = await list(token);
      expect([created.status, listed.status]).toEqual([status, status]);
      if (message) expect([created.body.message, listed.body.message]).toEqual([message, message]);
      expect(await rowCounts(t.db)).toEqual(before);
    }

    it('a connector (a kind that records no cases): 403 on both', async () => {
      const connector: TestPartner = await recorder('CONNECTOR');
      await expectRefused(connector.token, 403, NO_CASES_FOR_KIND);
    });

    it('a partner with no kind: 403 on both', async () => {
      const none = await partnerWithToken(t);
      await expectRefused(none.token, 403, NO_CASES_FOR_KIND);
    });

    it('a connector’s bad body is still 403, not 400: the kind is checked first', async () => {
      const connector = await recorder('CONNECTOR');
      const answer = await create(connector.token, {});
      expect(answer.status).toBe(403);
    });

    it('a guest token: 403 on both', async () => {
      await expectRefused(await guestToken(t, randomMobile()), 403);
    });

    it('no token: 401 on both', async () => {
      await expectRefused(undefined, 401);
    });
  });

  it('demo data: the demo partner has cases; the second partner, a connector, has applications and no cases', async () => {
    const demo = await loginToken(t, DEMO_PARTNER_MOBILE);
    const demoCases = await list(demo);
    expect(demoCases.status, demoCases.text).toBe(200);
    expect(demoCases.body.data.total_elements).toBeGreaterThanOrEqual(3);
    expect(demoCases.body.data.list.some((c) => c.lender_info.length === 2)).toBe(true);

    const second = await loginToken(t, SECOND_PARTNER_MOBILE);
    const me = await t.call<{ partner_kind: string | null }>('GET', '/api/v1/user/me', {
      token: second,
    });
    expect(me.body.data.partner_kind).toBe('CONNECTOR');
    const count = await t.call<{ count: number }>('GET', '/api/v1/loan-application/count', {
      token: second,
    });
    expect(count.body.data.count).toBe(3);
    const refused = await list(second);
    expect(refused.status).toBe(403);
  });
});

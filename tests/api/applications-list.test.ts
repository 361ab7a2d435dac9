import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_SCOPE_MESSAGE } from '../../src/domain/application-list';
import { INVALID_PAGE_MESSAGE, INVALID_SIZE_MESSAGE } from '../../src/domain/paging';
import { insertApplication } from '../support/applications';
import { guestToken, randomMobile } from '../support/accounts';
import { databases, rowCounts } from '../support/server';
import {
  partnerWithToken,
  PARTNER_APPLICATIONS,
  useTestDatabase,
  type TestPartner,
} from '../support/suite';

/*
 * GET /loan-application/list/{status} (issue 19 item 1): the partner's applications, newest
 * first, a page at a time. Every answer is checked against the contract by t.call.
 */

interface Row {
  id: string;
  tracker_id: string;
  name: string;
  status: string;
  loan_type: string;
  required_amount: number | null;
  created_at: string;
  source: 'PARTNER' | 'REFERRAL';
}
interface Page {
  list: Row[];
  total_pages: number;
  total_elements: number;
}

const listPath = (status: string, query = '') =>
  `${PARTNER_APPLICATIONS}/list/${status}${query ? `?${query}` : ''}`;

const STATUSES = ['DRAFT', 'INCOMPLETE', 'SUBMITTED', 'APPROVED', 'REJECTED', 'DISBURSED'];
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 4, 30));

describe.each(databases())('the applications list on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  let partner: TestPartner;
  /** The partner's 23 applications, newest first, as the list must give them. */
  let expected: { id: string; status: string }[];
  let referred: string;

  beforeAll(async () => {
    partner = await partnerWithToken(t, { referral_code: 'LIST2406' });
    const made: { id: string; status: string; at: Date }[] = [];
    // 22 of the partner's own: every status, and two created at the same instant (id decides).
    for (let n = 0; n < 22; n += 1) {
      const status = STATUSES[n % STATUSES.length]!;
      const at = n === 21 ? day(20) : day(n);
      const { id } = await insertApplication(t.db, {
        partnerId: partner.id,
        status,
        createdAt: at,
        requiredAmount: 100000 + n,
      });
      made.push({ id, status, at });
    }
    // A borrower's own, made with the partner's referral code: the partner's too.
    referred = (
      await insertApplication(t.db, {
        family: 'APPLY_LOAN',
        referralCode: 'LIST2406',
        status: 'SUBMITTED',
        createdAt: day(10.5),
      })
    ).id;
    made.push({ id: referred, status: 'SUBMITTED', at: day(10.5) });
    // Others' applications, never shown: another partner's, and a borrower's without the code.
    const other = await partnerWithToken(t, { referral_code: 'OTHER999' });
    await insertApplication(t.db, { partnerId: other.id, createdAt: day(30) });
    await insertApplication(t.db, {
      family: 'APPLY_LOAN',
      referralCode: 'OTHER999',
      createdAt: day(31),
    });
    await insertApplication(t.db, { family: 'APPLY_LOAN', createdAt: day(32) });
    expected = made
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1))
      .map(({ id, status }) => ({ id, status }));
  });

  const get = (path: string, token = partner.token) => t.call<Page>('GET', path, { token });

  it('answers the first page of ten, newest first, with the totals', async () => {
    const answer = await get(listPath('ALL'));
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Applications fetched successfully');
    expect(answer.body.data.total_elements).toBe(23);
    expect(answer.body.data.total_pages).toBe(3);
    expect(answer.body.data.list.map((row) => row.id)).toEqual(
      expected.slice(0, 10).map((row) => row.id),
    );
  });

  it('pages through every application once, in order; past the last page is empty', async () => {
    const seen: string[] = [];
    for (let page = 0; page < 3; page += 1) {
      const answer = await get(listPath('ALL', `page=${page}&size=10`));
      seen.push(...answer.body.data.list.map((row) => row.id));
      expect(answer.body.data.list).toHaveLength(page < 2 ? 10 : 3);
    }
    expect(seen).toEqual(expected.map((row) => row.id));
    const past = await get(listPath('ALL', 'page=3'));
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual({ list: [], total_pages: 3, total_elements: 23 });
  });

  it('pages by the size asked for', async () => {
    const answer = await get(listPath('ALL', 'page=1&size=7'));
    expect(answer.body.data.total_pages).toBe(4);
    expect(answer.body.data.list.map((row) => row.id)).toEqual(
      expected.slice(7, 14).map((row) => row.id),
    );
    const whole = await get(listPath('ALL', 'size=100'));
    expect(whole.body.data.list).toHaveLength(23);
    expect(whole.body.data.total_pages).toBe(1);
  });

  it('gives every page of every size the rows a walk from the newest gives (deep pages start at their day)', async () => {
    // Deep pages start from the per-day counts (two applications share day 20, two day 11).
    for (const [scope, want] of [
      ['ALL', expected.map((row) => row.id)],
      ['SUBMITTED', expected.filter((row) => row.status === 'SUBMITTED').map((row) => row.id)],
    ] as const) {
      for (const size of [1, 2, 3, 5, 9]) {
        for (let page = 0; page * size < want.length; page += 1) {
          const answer = await get(listPath(scope, `page=${page}&size=${size}`));
          expect(answer.body.data.list.map((row) => row.id)).toEqual(
            want.slice(page * size, page * size + size),
          );
        }
      }
    }
  });

  it('filters by status, counting only that status', async () => {
    for (const status of STATUSES) {
      const answer = await get(listPath(status, 'size=100'));
      const want = expected.filter((row) => row.status === status).map((row) => row.id);
      expect(answer.body.data.list.map((row) => row.id)).toEqual(want);
      expect(answer.body.data.total_elements).toBe(want.length);
      expect(answer.body.data.list.every((row) => row.status === status)).toBe(true);
    }
  });

  it('gives each row its amount and says which came through the referral code', async () => {
    const answer = await get(listPath('SUBMITTED', 'size=100'));
    const row = answer.body.data.list.find((item) => item.id === referred);
    expect(row?.source).toBe('REFERRAL');
    const own = answer.body.data.list.filter((item) => item.id !== referred);
    expect(own.every((item) => item.source === 'PARTNER')).toBe(true);
    expect(own.every((item) => typeof item.required_amount === 'number')).toBe(true);
  });

  it('keeps the total exact as applications are added, change status and are deleted', async () => {
    const before = (await get(listPath('DRAFT'))).body.data.total_elements;
    const { id } = await insertApplication(t.db, { partnerId: partner.id, status: 'DRAFT' });
    expect((await get(listPath('DRAFT'))).body.data.total_elements).toBe(before + 1);
    await t.db
      .updateTable('applications')
      .set({ status: 'SUBMITTED' })
      .where('id', '=', id)
      .execute();
    expect((await get(listPath('DRAFT'))).body.data.total_elements).toBe(before);
    // The per-day counts moved with it: one at a time, the DRAFT pages are the DRAFTs in order.
    const drafts = expected.filter((row) => row.status === 'DRAFT').map((row) => row.id);
    for (let page = 0; page < drafts.length; page += 1) {
      const answer = await get(listPath('DRAFT', `page=${page}&size=1`));
      expect(answer.body.data.list.map((row) => row.id)).toEqual([drafts[page]]);
    }
    await t.db.deleteFrom('applications').where('id', '=', id).execute();
    expect((await get(listPath('ALL'))).body.data.total_elements).toBe(23);
    expect((await get(listPath('SUBMITTED'))).body.data.total_elements).toBe(
      expected.filter((row) => row.status === 'SUBMITTED').length,
    );
  });

  it('shows a partner with no applications "none", and never another partner’s', async () => {
    const stranger = await partnerWithToken(t);
    const answer = await get(listPath('ALL'), stranger.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ list: [], total_pages: 0, total_elements: 0 });
  });

  it.each([
    ['an unknown status', listPath('PENDING'), INVALID_SCOPE_MESSAGE],
    ['a status in lower case', listPath('draft'), INVALID_SCOPE_MESSAGE],
    ['a negative page', listPath('ALL', 'page=-1'), INVALID_PAGE_MESSAGE],
    ['a fractional page', listPath('ALL', 'page=1.5'), INVALID_PAGE_MESSAGE],
    ['a page that is no number', listPath('ALL', 'page=two'), INVALID_PAGE_MESSAGE],
    ['an empty page', listPath('ALL', 'page='), INVALID_PAGE_MESSAGE],
    ['a page given twice', listPath('ALL', 'page=1&page=2'), 'page must be given once'],
    ['a size of 0', listPath('ALL', 'size=0'), INVALID_SIZE_MESSAGE],
    ['a size above 100', listPath('ALL', 'size=101'), INVALID_SIZE_MESSAGE],
    ['a size that is no number', listPath('ALL', 'size=ten'), INVALID_SIZE_MESSAGE],
    ['another parameter', listPath('ALL', 'sort=name'), 'Unknown query parameter: sort'],
  ])('refuses %s with 400 and writes nothing', async (_case, path, message) => {
    const before = await rowCounts(t.db);
    const answer = await get(path);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status_code: 400, message });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses a guest’s token and no token at all', async () => {
    const guest = await guestToken(t, randomMobile());
    const before = await rowCounts(t.db);
    const asGuest = await get(listPath('ALL'), guest);
    expect(asGuest.status).toBe(403);
    const anonymous = await t.call('GET', listPath('ALL'));
    expect(anonymous.status).toBe(401);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

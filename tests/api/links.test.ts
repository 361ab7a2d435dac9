import { describe, expect, it } from 'vitest';
import { brands } from '../../src/brands/catalog';
import { LINK_ORDER_BY_INVALID, LINK_SORT_BY_INVALID } from '../../src/domain/links/link-list';
import {
  APPLICATION_SOURCE_REQUIRED,
  BASE_URL_INVALID,
  BASE_URL_NOT_THIS_SITE,
  LINK_LOAN_TYPE_INVALID,
  LINK_LOAN_TYPE_REQUIRED,
  UTM_CAMPAIGN_TOO_LONG,
  UTM_CONTENT_INVALID,
  UTM_CONTENT_TOO_LONG,
  UTM_MEDIUM_TOO_LONG,
  UTM_SOURCE_REQUIRED,
  UTM_TERM_TOO_LONG,
} from '../../src/domain/links/link-schema';
import { INVALID_PAGE_MESSAGE } from '../../src/domain/paging';
import type { Schema } from '../../server/contract-types';
import { LINK_NOT_FOUND } from '../../server/usecases/links/links';
import { ONLY_PARTNERS_LINK } from '../../server/routes/links';
import { guestToken, loginToken, randomMobile, createPartner } from '../support/accounts';
import { readQrDataUrl } from '../support/qr';
import { databases, rowCounts } from '../support/server';
import { partnerWithToken, useTestDatabase, type TestPartner } from '../support/suite';

/*
 * Tracking links and their QR codes (issue 20 item 1; partner-portal §3, §5, §7): POST
 * /v1/user/qr, GET /v1/user/qr/{id}, GET /v1/utm/link, DELETE /v1/utm/link/{id}, and issue 20
 * item 2: a public application made through a live link of its brand is the link's partner's
 * (listed with source LINK) and counts for the link. Every answer is checked against the
 * contract by `call`; a refused request writes nothing (row counts of every writable table).
 */

type QrResult = Schema<'QrResult'>;
type UtmLink = Schema<'UtmLink'>;
interface Page<T> {
  list: T[];
  total_pages: number;
  total_elements: number;
}
interface ListedApplication {
  id: string;
  source: string;
}

const QR = '/api/v1/user/qr';
const LINKS = '/api/v1/utm/link';

const form = (changes: Record<string, unknown> = {}) => ({
  base_url: 'http://localhost',
  utm_source: 'Whatsapp',
  utm_medium: 'chat',
  utm_campaign: 'diwali',
  utm_content: '',
  application_source: 'NORMAL',
  ...changes,
});

/** The public flow's first step (POST /v1/apply-loan/create) of a borrower `mobile`. */
const applyBody = (mobile: string, changes: Record<string, unknown> = {}) => ({
  mobile,
  tracker_id: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
  name: 'Ravi Kumar',
  pan_number: 'ABCDE1234F',
  job_type: 'SALARIED',
  loan_type: 'PERSONAL_LOAN',
  required_amount: 300000,
  terms_accepted: true,
  bureau_consent: true,
  ...changes,
});

describe.each(databases())('tracking links on %s', (kind) => {
  const { t } = useTestDatabase(kind);

  const make = (partner: TestPartner, body: unknown, hostname?: string) =>
    t.call<QrResult>('POST', QR, {
      token: partner.token,
      body,
      ...(hostname ? { hostname } : {}),
    });
  const list = (token: string | undefined, query = '') =>
    t.call<Page<UtmLink>>('GET', `${LINKS}${query}`, token ? { token } : {});
  const linkIn = async (partner: TestPartner, id: string) =>
    (await list(partner.token, '?size=100')).body.data.list.find((link) => link.id === id);

  async function madeLink(partner: TestPartner, changes: Record<string, unknown> = {}) {
    const answer = await make(partner, form(changes));
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data;
  }

  /** A borrower of the site `hostname` applies on the public flow with these UTM details. */
  async function apply(utmDetails: Record<string, string>, changes: Record<string, unknown> = {}) {
    const mobile = randomMobile();
    const guest = await guestToken(t, mobile);
    const answer = await t.call<{ id: string }>('POST', '/api/v1/apply-loan/create', {
      token: guest,
      body: applyBody(mobile, { utm_details: utmDetails, ...changes }),
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data.id;
  }

  const partnersList = async (partner: TestPartner) => {
    const answer = await t.call<Page<ListedApplication>>(
      'GET',
      '/api/v1/loan-application/list/ALL?size=100',
      { token: partner.token },
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.body.data;
  };

  it('makes a link that opens the apply flow with its id and parameters, with its QR', async () => {
    const partner = await partnerWithToken(t, { first_name: 'Asha', last_name: 'Verma' });
    const answer = await make(partner, form({ utm_term: ' loans ' }));
    expect(answer.status, answer.text).toBe(201);
    const { id, utm_link: url, qr_code_image: image } = answer.body.data;
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(url).toBe(
      `http://localhost/?utm_id=${id}&utm_source=Whatsapp&utm_medium=chat&utm_campaign=diwali&utm_term=loans#/apply-loan/mobile`,
    );
    expect(readQrDataUrl(image)).toBe(url);

    const viewed = await t.call<QrResult>('GET', `${QR}/${id}`, { token: partner.token });
    expect(viewed.status).toBe(200);
    expect(viewed.body.data.utm_link).toBe(url);
    expect(readQrDataUrl(viewed.body.data.qr_code_image)).toBe(url);

    const listed = await list(partner.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ total_pages: 1, total_elements: 1 });
    expect(listed.body.data.list).toEqual([
      {
        id,
        type: 'NORMAL',
        application_source: 'NORMAL',
        loan_type: null,
        utm_source: 'Whatsapp',
        utm_medium: 'chat',
        utm_campaign: 'diwali',
        utm_content: null,
        utm_term: 'loans',
        utm_url: url,
        created_by: { name: 'Asha Verma' },
        created_at: t.clock.now().toISOString(),
        application_count: 0,
      },
    ]);
  });

  it('lists ten a page, newest first by default, oldest first when asked', async () => {
    const partner = await partnerWithToken(t);
    const ids: string[] = [];
    for (let index = 0; index < 12; index++) {
      t.clock.advance(1000);
      ids.push((await madeLink(partner, { utm_campaign: `c${index}` })).id);
    }
    const first = await list(partner.token);
    expect(first.body.data.total_elements).toBe(12);
    expect(first.body.data.total_pages).toBe(2);
    expect(first.body.data.list.map((link) => link.id)).toEqual(ids.slice(2).reverse());
    const second = await list(partner.token, '?page=1&size=10&sort_by=createdAt&order_by=desc');
    expect(second.body.data.list.map((link) => link.id)).toEqual(ids.slice(0, 2).reverse());
    const oldest = await list(partner.token, '?size=3&order_by=asc');
    expect(oldest.body.data.list.map((link) => link.id)).toEqual(ids.slice(0, 3));
    const past = await list(partner.token, '?page=5');
    expect(past.body.data).toEqual({ list: [], total_pages: 2, total_elements: 12 });
  });

  it.each([
    ['?sort_by=name', LINK_SORT_BY_INVALID],
    ['?order_by=sideways', LINK_ORDER_BY_INVALID],
    ['?page=-1', INVALID_PAGE_MESSAGE],
  ])('refuses the list query %s with 400', async (query, message) => {
    const partner = await partnerWithToken(t);
    const answer = await list(partner.token, query);
    expect([answer.status, answer.body.message]).toEqual([400, message]);
  });

  it.each([
    ['no source', { utm_source: undefined }, UTM_SOURCE_REQUIRED],
    ['a source not in the list', { utm_source: 'Telegram' }, UTM_SOURCE_REQUIRED],
    ['a medium of 51', { utm_medium: 'm'.repeat(51) }, UTM_MEDIUM_TOO_LONG],
    ['a campaign of 101', { utm_campaign: 'c'.repeat(101) }, UTM_CAMPAIGN_TOO_LONG],
    ['a content of 101', { utm_content: 'c'.repeat(101) }, UTM_CONTENT_TOO_LONG],
    ['a content with a NUL', { utm_content: 'a\u0000b' }, UTM_CONTENT_INVALID],
    ['a term of 101', { utm_term: 't'.repeat(101) }, UTM_TERM_TOO_LONG],
    ['an unknown application source', { application_source: 'PAID' }, APPLICATION_SOURCE_REQUIRED],
    [
      'DIRECT_LEADS without a loan type',
      { application_source: 'DIRECT_LEADS' },
      LINK_LOAN_TYPE_REQUIRED,
    ],
    ['an unknown loan type', { loan_type: 'PIZZA_LOAN' }, LINK_LOAN_TYPE_INVALID],
    ['no base URL', { base_url: undefined }, BASE_URL_INVALID],
    [
      'a base URL of another site',
      { base_url: 'https://rinn-offers.example' },
      BASE_URL_NOT_THIS_SITE,
    ],
    ['a base URL with credentials', { base_url: 'http://me:pw@localhost' }, BASE_URL_NOT_THIS_SITE],
    ['a base URL that is no URL', { base_url: 'localhost' }, BASE_URL_NOT_THIS_SITE],
    [
      'a javascript: URL',
      { base_url: 'javascript://localhost/%0aalert(1)' },
      BASE_URL_NOT_THIS_SITE,
    ],
  ])('refuses %s with 400 and its message, storing nothing', async (_name, changes, message) => {
    const partner = await partnerWithToken(t);
    const counts = await rowCounts(t.db);
    const answer = await make(partner, form(changes));
    expect([answer.status, answer.body.message]).toEqual([400, message]);
    expect(await rowCounts(t.db)).toEqual(counts);
  });

  it('needs a loan type on the direct-leads brand and keeps it on the link', async () => {
    const hostname = 'financersaab.localhost';
    const row = await createPartner(t.db);
    const partner = {
      ...row,
      token: await loginToken(t, row.mobile, hostname),
      family: 'KYC' as const,
    };
    const base_url = `http://${hostname}`;
    const counts = await rowCounts(t.db);
    const refused = await make(partner, form({ base_url }), hostname);
    expect([refused.status, refused.body.message]).toEqual([400, LINK_LOAN_TYPE_REQUIRED]);
    expect(await rowCounts(t.db)).toEqual(counts);

    const body = form({ base_url, application_source: 'DIRECT_LEADS', loan_type: 'HOME_LOAN' });
    const made = await make(partner, body, hostname);
    expect(made.status, made.text).toBe(201);
    // The link leads where the brand's Apply leads (its external application), with the link's
    // id, UTM parameters and loan type; the QR encodes the same address.
    const url = new URL(made.body.data.utm_link);
    const applyUrl = brands.find((brand) => brand.key === 'financersaab')?.applyUrl ?? '';
    expect(applyUrl).toMatch(/^https:\/\//);
    expect(`${url.origin}${url.pathname}`).toBe(applyUrl);
    expect(url.hash).toBe('');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_id: made.body.data.id,
      utm_source: 'Whatsapp',
      utm_medium: 'chat',
      utm_campaign: 'diwali',
      loan_type: 'HOME_LOAN',
    });
    expect(readQrDataUrl(made.body.data.qr_code_image)).toBe(made.body.data.utm_link);
    const listed = await t.call<Page<UtmLink>>('GET', LINKS, { token: partner.token, hostname });
    expect(listed.body.data.list[0]).toMatchObject({
      type: 'DIRECT_LEADS',
      application_source: 'DIRECT_LEADS',
      loan_type: 'HOME_LOAN',
    });
  });

  it("answers 404 for another partner's, an unknown or a malformed link, changing nothing", async () => {
    const owner = await partnerWithToken(t);
    const other = await partnerWithToken(t);
    const { id } = await madeLink(owner);
    const counts = await rowCounts(t.db);
    for (const wanted of [id, 'A'.repeat(32), 'not-a-link']) {
      const viewed = await t.call('GET', `${QR}/${wanted}`, { token: other.token });
      expect([viewed.status, viewed.body.message]).toEqual([404, LINK_NOT_FOUND.message]);
      const deleted = await t.call('DELETE', `${LINKS}/${wanted}`, { token: other.token });
      expect([deleted.status, deleted.body.message]).toEqual([404, LINK_NOT_FOUND.message]);
    }
    expect(await rowCounts(t.db)).toEqual(counts);
    expect((await list(other.token)).body.data.total_elements).toBe(0);
    expect(await linkIn(owner, id)).toBeDefined();
    const stored = await t.db
      .selectFrom('utm_links')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.deleted_at).toBeNull();
  });

  it('refuses a guest (403) and nobody (401) on every operation, storing nothing', async () => {
    const owner = await partnerWithToken(t);
    const { id } = await madeLink(owner);
    const guest = await guestToken(t, randomMobile());
    const counts = await rowCounts(t.db);
    const attempts = [
      ['POST', QR, form()],
      ['GET', `${QR}/${id}`, undefined],
      ['GET', LINKS, undefined],
      ['DELETE', `${LINKS}/${id}`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const asGuest = await t.call(method, path, { token: guest, ...(body ? { body } : {}) });
      expect(asGuest.status, `${method} ${path} as a guest`).toBe(403);
      const asNobody = await t.call(method, path, body ? { body } : {});
      expect(asNobody.status, `${method} ${path} without a token`).toBe(401);
    }
    expect(await rowCounts(t.db)).toEqual(counts);
    expect(await linkIn(owner, id)).toBeDefined();
  });

  it('refuses an ADMIN login (403) on every operation, storing nothing (issue 29 item 12)', async () => {
    const owner = await partnerWithToken(t);
    const { id } = await madeLink(owner);
    const admin = await createPartner(t.db, { role: 'ADMIN' });
    const token = await loginToken(t, admin.mobile);
    const counts = await rowCounts(t.db);
    const attempts = [
      ['POST', QR, form()],
      ['GET', `${QR}/${id}`, undefined],
      ['GET', LINKS, undefined],
      ['GET', `${LINKS}?size=100`, undefined],
      ['DELETE', `${LINKS}/${id}`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const answer = await t.call(method, path, { token, ...(body ? { body } : {}) });
      expect([answer.status, answer.body.message], `${method} ${path}`).toEqual([
        403,
        ONLY_PARTNERS_LINK.message,
      ]);
    }
    expect(await rowCounts(t.db)).toEqual(counts);
    expect(await linkIn(owner, id)).toBeDefined();
  });

  it('deletes a link: gone from the list and its QR, a second delete is 404', async () => {
    const partner = await partnerWithToken(t);
    const { id } = await madeLink(partner);
    const kept = await madeLink(partner);
    const deleted = await t.call('DELETE', `${LINKS}/${id}`, { token: partner.token });
    expect(deleted.status, deleted.text).toBe(200);
    const listed = await list(partner.token);
    expect(listed.body.data.list.map((link) => link.id)).toEqual([kept.id]);
    expect(listed.body.data.total_elements).toBe(1);
    expect((await t.call('GET', `${QR}/${id}`, { token: partner.token })).status).toBe(404);
    expect((await t.call('DELETE', `${LINKS}/${id}`, { token: partner.token })).status).toBe(404);
  });

  describe('attribution (issue 20 item 2)', () => {
    it("lists a public application made through a live link as the link's partner's, and counts it", async () => {
      const partner = await partnerWithToken(t);
      const link = await madeLink(partner);
      const other = await madeLink(partner);
      const before = await partnersList(partner);
      const details = { utm_id: link.id, utm_source: 'Whatsapp', utm_campaign: 'diwali' };
      const id = await apply(details);

      const stored = await t.db
        .selectFrom('applications')
        .select(['utm_details', 'utm_link_id', 'link_partner_id', 'partner_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({
        utm_details: details,
        utm_link_id: link.id,
        link_partner_id: partner.id,
        partner_id: null,
      });
      const after = await partnersList(partner);
      expect(after.total_elements).toBe(before.total_elements + 1);
      expect(after.list[0]).toMatchObject({ id, source: 'LINK' });
      expect((await linkIn(partner, link.id))?.application_count).toBe(1);
      expect((await linkIn(partner, other.id))?.application_count).toBe(0);

      // The utm_id beside the details (not inside them) attributes as well.
      await apply({}, { utm_id: link.id });
      expect((await linkIn(partner, link.id))?.application_count).toBe(2);
      const submitted = await partnersList(partner);
      const drafts = await t.call<Page<ListedApplication>>(
        'GET',
        '/api/v1/loan-application/list/DRAFT',
        {
          token: partner.token,
        },
      );
      expect(drafts.body.data.total_elements).toBe(submitted.total_elements);
    });

    it('keeps an unknown, deleted or other brand’s utm_id as given, attributing nothing', async () => {
      const partner = await partnerWithToken(t);
      const deletedLink = await madeLink(partner);
      expect(
        (await t.call('DELETE', `${LINKS}/${deletedLink.id}`, { token: partner.token })).status,
      ).toBe(200);
      const rinnRow = await createPartner(t.db);
      const rinnHost = 'rinn.localhost';
      const rinnPartner = {
        ...rinnRow,
        token: await loginToken(t, rinnRow.mobile, rinnHost),
        family: 'KYC' as const,
      };
      const rinnLink = await make(rinnPartner, form({ base_url: `http://${rinnHost}` }), rinnHost);
      expect(rinnLink.status, rinnLink.text).toBe(201);

      for (const utmId of [deletedLink.id, rinnLink.body.data.id, 'B'.repeat(32), 'summer-flyer']) {
        const id = await apply({ utm_id: utmId, utm_source: 'Leaflet' });
        const stored = await t.db
          .selectFrom('applications')
          .select(['utm_details', 'utm_link_id', 'link_partner_id'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(stored).toEqual({
          utm_details: { utm_id: utmId, utm_source: 'Leaflet' },
          utm_link_id: null,
          link_partner_id: null,
        });
      }
      expect((await partnersList(partner)).total_elements).toBe(0);
      const rinnList = await t.call<Page<UtmLink>>('GET', LINKS, {
        token: rinnPartner.token,
        hostname: rinnHost,
      });
      expect(rinnList.body.data.list[0]?.application_count).toBe(0);
    });

    it('pages a partner’s linked applications across days, one a page (deep-page walk)', async () => {
      const partner = await partnerWithToken(t);
      const link = await madeLink(partner);
      const ids: string[] = [];
      for (let day = 0; day < 3; day++) {
        t.clock.advance(86_400);
        ids.push(await apply({ utm_id: link.id }));
      }
      const pages: string[] = [];
      for (let page = 0; page < 3; page++) {
        const answer = await t.call<Page<ListedApplication>>(
          'GET',
          `/api/v1/loan-application/list/ALL?size=1&page=${page}`,
          { token: partner.token },
        );
        expect(answer.body.data.total_elements).toBe(3);
        pages.push(...answer.body.data.list.map((row) => row.id));
      }
      expect(pages).toEqual([...ids].reverse());
    });

    it('keeps what a link brought in the list after the link is deleted; it stops counting new ones', async () => {
      const partner = await partnerWithToken(t);
      const link = await madeLink(partner);
      const id = await apply({ utm_id: link.id });
      expect((await t.call('DELETE', `${LINKS}/${link.id}`, { token: partner.token })).status).toBe(
        200,
      );
      await apply({ utm_id: link.id });
      const listed = await partnersList(partner);
      expect(listed.list.map((row) => [row.id, row.source])).toEqual([[id, 'LINK']]);
      expect(listed.total_elements).toBe(1);
    });

    it('gives a typed referral code precedence: REFERRAL, listed once, the link not counting it', async () => {
      const partner = await partnerWithToken(t, { referral_code: `LNK${Date.now() % 1_000_000}` });
      const link = await madeLink(partner);
      const row = await t.db
        .selectFrom('users')
        .select('referral_code')
        .where('id', '=', partner.id)
        .executeTakeFirstOrThrow();
      const id = await apply({ utm_id: link.id }, { referral_code: row.referral_code });
      const listed = await partnersList(partner);
      expect(listed.list.map((item) => [item.id, item.source])).toEqual([[id, 'REFERRAL']]);
      expect(listed.total_elements).toBe(1);
      expect((await linkIn(partner, link.id))?.application_count).toBe(0);
    });
  });
});

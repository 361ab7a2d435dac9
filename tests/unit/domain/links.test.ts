import { describe, expect, it } from 'vitest';
import {
  LINK_ORDER_BY_INVALID,
  LINK_SORT_BY_INVALID,
  readLinkListQuery,
} from '../../../src/domain/links/link-list';
import {
  APPLICATION_SOURCE_REQUIRED,
  BASE_URL_INVALID,
  LINK_LOAN_TYPE_INVALID,
  LINK_LOAN_TYPE_REQUIRED,
  linkUrl,
  UTM_CAMPAIGN_TOO_LONG,
  UTM_CONTENT_TOO_LONG,
  UTM_MEDIUM_INVALID,
  UTM_MEDIUM_TOO_LONG,
  UTM_SOURCE_REQUIRED,
  UTM_TERM_TOO_LONG,
  utmLinkSchema,
} from '../../../src/domain/links/link-schema';
import { INVALID_SIZE_MESSAGE } from '../../../src/domain/paging';
import { validate } from '../../../src/domain/validation';
import { utmFrom } from '../../../src/ui/kit/wizard-paths';

const normal = utmLinkSchema({ directLeads: false });
const directLeads = utmLinkSchema({ directLeads: true });
const body = (changes: Record<string, unknown> = {}) => ({
  base_url: 'https://rinn.in',
  utm_source: 'Whatsapp',
  application_source: 'NORMAL',
  ...changes,
});

describe('the UTM form (partner-portal §5)', () => {
  it('takes the lead source alone; blank optional texts become ""', () => {
    expect(validate(normal, body())).toEqual({
      ok: true,
      value: {
        base_url: 'https://rinn.in',
        utm_source: 'Whatsapp',
        utm_medium: '',
        utm_campaign: '',
        utm_content: '',
        utm_term: '',
        application_source: 'NORMAL',
        loan_type: undefined,
      },
    });
  });

  it.each([
    [{ utm_source: 'Telegram' }, UTM_SOURCE_REQUIRED],
    [{ utm_source: undefined }, UTM_SOURCE_REQUIRED],
    [{ utm_medium: 'm'.repeat(51) }, UTM_MEDIUM_TOO_LONG],
    [{ utm_medium: 'a\u0000b' }, UTM_MEDIUM_INVALID],
    [{ utm_campaign: 'c'.repeat(101) }, UTM_CAMPAIGN_TOO_LONG],
    [{ utm_content: 'c'.repeat(101) }, UTM_CONTENT_TOO_LONG],
    [{ utm_term: 't'.repeat(101) }, UTM_TERM_TOO_LONG],
    [{ application_source: 'OTHER' }, APPLICATION_SOURCE_REQUIRED],
    [{ application_source: 'DIRECT_LEADS' }, LINK_LOAN_TYPE_REQUIRED],
    [{ loan_type: 'PIZZA_LOAN' }, LINK_LOAN_TYPE_INVALID],
    [{ base_url: '' }, BASE_URL_INVALID],
  ])('refuses %o with its message', (changes, message) => {
    expect(validate(normal, body(changes))).toEqual({ ok: false, message });
  });

  it('takes the limits exactly', () => {
    const full = body({
      utm_medium: 'm'.repeat(50),
      utm_campaign: 'c'.repeat(100),
      utm_content: 'c'.repeat(100),
      utm_term: 't'.repeat(100),
    });
    expect(validate(normal, full).ok).toBe(true);
  });

  it('needs a loan type on the direct-leads brand, whatever the source', () => {
    expect(validate(directLeads, body())).toEqual({
      ok: false,
      message: LINK_LOAN_TYPE_REQUIRED,
    });
    expect(validate(directLeads, body({ loan_type: '' }))).toEqual({
      ok: false,
      message: LINK_LOAN_TYPE_REQUIRED,
    });
    const made = validate(
      directLeads,
      body({ application_source: 'DIRECT_LEADS', loan_type: 'HOME_LOAN' }),
    );
    expect(made.ok && made.value.loan_type).toBe('HOME_LOAN');
  });
});

describe("a link's URL", () => {
  it('opens the apply flow with utm_id and the non-blank parameters, which the flow reads back', () => {
    const url = linkUrl('https://rinn.in', 'abc', {
      utm_source: 'X (Twitter)',
      utm_medium: '',
      utm_campaign: 'Diwali & more',
    });
    expect(url).toBe(
      'https://rinn.in/?utm_id=abc&utm_source=X+%28Twitter%29&utm_campaign=Diwali+%26+more#/apply-loan/mobile',
    );
    const search = new URL(url).search;
    expect(utmFrom(search)).toEqual({
      utm_id: 'abc',
      utm_source: 'X (Twitter)',
      utm_campaign: 'Diwali & more',
    });
  });
});

describe('a link on a brand whose Apply leads to its own application', () => {
  it('leads there with utm_id, the UTM parameters and the loan type', () => {
    const url = linkUrl(
      'https://financersaab.in',
      'abc',
      { utm_source: 'Offline', utm_term: '', loan_type: 'HOME_LOAN' },
      'https://apply.financersaab.in/',
    );
    expect(url).toBe(
      'https://apply.financersaab.in/?utm_id=abc&utm_source=Offline&loan_type=HOME_LOAN',
    );
  });
});

describe("the links list's query", () => {
  it('defaults to newest first, ten a page', () => {
    expect(readLinkListQuery({})).toEqual({
      ok: true,
      value: { page: 0, size: 10, order: 'desc' },
    });
    expect(
      readLinkListQuery({ sort_by: ['createdAt'], order_by: ['asc'], page: ['2'], size: ['5'] }),
    ).toEqual({ ok: true, value: { page: 2, size: 5, order: 'asc' } });
  });

  it.each([
    [{ sort_by: ['name'] }, LINK_SORT_BY_INVALID],
    [{ order_by: ['up'] }, LINK_ORDER_BY_INVALID],
    [{ order_by: ['asc', 'desc'] }, LINK_ORDER_BY_INVALID],
    [{ size: ['0'] }, INVALID_SIZE_MESSAGE],
  ])('refuses %o', (query, message) => {
    expect(readLinkListQuery(query)).toEqual({ ok: false, message });
  });
});

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../server/contract-types';
import { LANGUAGE_MESSAGE, NO_APPROVED_OFFER } from '../../server/usecases/kfs/current';
import { keyFactStatement } from '../../src/domain/kfs/statement';
import type { LoanOffer } from '../../src/domain/rules-engine/offer';
import { kfsHindi } from '../../src/i18n/kfs/hi';
import { guestToken, randomMobile } from '../support/accounts';
import { insertApplication } from '../support/applications';
import { applicationWithOffer } from '../support/lenders';
import { databases, rowCounts } from '../support/server';
import { partnerWithToken, useTestDatabase, type TestPartner } from '../support/suite';

/*
 * GET /loan-application/{id}/kfs and …/kfs/pdf (issue 21 items 1–2): the statement of the
 * stored offer, issued once per version of the offer, in English or Hindi; every answer is
 * checked against the contract by t.call.
 */

type Kfs = Schema<'KeyFactStatement'>;
const kfsPath = (id: string, query = '') => `/api/v1/loan-application/${id}/kfs${query}`;
const DAY = 24 * 60 * 60;

describe.each(databases())('the Key Fact Statement on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  let partner: TestPartner;
  let other: TestPartner;

  beforeAll(async () => {
    partner = await partnerWithToken(t);
    other = await partnerWithToken(t);
  });

  const get = (id: string, query = '', token = partner.token) =>
    t.call<Kfs>('GET', kfsPath(id, query), { token });
  const storedOffer = async (id: string) => {
    const row = await t.db
      .selectFrom('applications')
      .select(['loan_offer', 'loan_type', 'tracker_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { offer: row.loan_offer as unknown as LoanOffer, row };
  };
  const issues = (id: string) =>
    t.db.selectFrom('kfs_issues').selectAll().where('application_id', '=', id).execute();

  it('issues version 1 with the figures of the stored offer, and answers it again unchanged', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const first = await get(id);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Key Fact Statement fetched successfully');
    const { offer, row } = await storedOffer(id);
    const kfs = first.body.data;
    expect(kfs.proposal_number).toBe(`KFS-${row.tracker_id}-01`);
    expect(kfs.version).toBe(1);
    expect(kfs.acknowledged_at).toBeNull();
    expect(kfs.is_expired).toBe(false);
    const expected = keyFactStatement(
      { ...offer, loan_type: row.loan_type as Kfs['loan_type'] },
      { proposal_number: kfs.proposal_number, version: 1, issued_on: kfs.issued_on },
      kfs.grievance_officer,
    );
    expect(kfs.apr).toBe(expected.apr);
    expect(kfs.apr).toBeGreaterThan(offer.interest_rate);
    expect(kfs.net_disbursed_amount).toBe(expected.net_disbursed_amount);
    expect(kfs.schedule).toEqual(expected.schedule);
    expect(kfs.schedule.reduce((sum, line) => sum + line.principal, 0)).toBe(
      offer.selected_loan_amount,
    );
    expect(kfs.lang).toBe('en');
    expect(kfs.texts.title).toBe('Key Fact Statement');

    const again = await get(id);
    expect(again.body.data.proposal_number).toBe(kfs.proposal_number);
    expect(await issues(id)).toHaveLength(1);
  });

  it('answers the same statement in Hindi', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const english = (await get(id)).body.data;
    const hindi = await get(id, '?lang=hi');
    expect(hindi.status).toBe(200);
    expect(hindi.body.data.lang).toBe('hi');
    expect(hindi.body.data.texts.title).toBe(kfsHindi.title);
    expect(hindi.body.data.texts.loan_type).toBe(kfsHindi.loanTypes.PERSONAL_LOAN);
    expect(hindi.body.data.proposal_number).toBe(english.proposal_number);
    expect(hindi.body.data.apr).toBe(english.apr);
  });

  it('issues a new version when the offer changes, and when the last one expired', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const first = (await get(id)).body.data;
    const { offer } = await storedOffer(id);
    await t.db
      .updateTable('applications')
      .set({
        loan_offer: JSON.stringify({ ...offer, max_tenure_allowed: offer.max_tenure_allowed - 1 }),
      })
      .where('id', '=', id)
      .execute();
    const changed = (await get(id)).body.data;
    expect(changed.version).toBe(2);
    expect(changed.proposal_number).not.toBe(first.proposal_number);
    expect(changed.schedule).toHaveLength(offer.max_tenure_allowed - 1);

    // Three working days and a weekend later the statement has expired: a third is issued.
    t.clock.advance(6 * DAY);
    const reissued = (await get(id)).body.data;
    expect(reissued.version).toBe(3);
    expect(reissued.is_expired).toBe(false);
    expect(reissued.issued_on > changed.issued_on).toBe(true);
    expect(await issues(id)).toHaveLength(3);
  });

  it('keeps the statement an accepted offer was accepted on, expired or not', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const shown = (await get(id)).body.data;
    const { offer } = await storedOffer(id);
    await t.db
      .updateTable('applications')
      .set({ loan_offer: JSON.stringify({ ...offer, is_accepted: true }) })
      .where('id', '=', id)
      .execute();
    t.clock.advance(10 * DAY);
    const later = (await get(id)).body.data;
    expect(later.proposal_number).toBe(shown.proposal_number);
    expect(later.is_expired).toBe(true);
    expect(await issues(id)).toHaveLength(1);
  });

  it('makes a PDF of it, named by its proposal number, in either language', async () => {
    const id = await applicationWithOffer(t.db, partner.id);
    const kfs = (await get(id)).body.data;
    for (const lang of ['en', 'hi'] as const) {
      const response = await t.app.request(kfsPath(id, `/pdf?lang=${lang}`), {
        headers: { token: partner.token },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${kfs.proposal_number}-${lang}.pdf"`,
      );
      const pdf = new Uint8Array(await response.arrayBuffer());
      const document = await getDocument({ data: pdf, verbosity: 0 }).promise;
      const page = await document.getPage(1);
      const text = (await page.getTextContent()).items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ');
      expect(text).toContain(kfs.proposal_number);
      expect(text).toContain(`${kfs.apr}%`);
      await document.destroy();
    }
    expect(await issues(id)).toHaveLength(1);
  }, 60_000);

  it('refuses what has no statement, another partner, a guest and a bad language, writing nothing', async () => {
    const withOffer = await applicationWithOffer(t.db, partner.id);
    const { id: noOffer } = await insertApplication(t.db, { partnerId: partner.id });
    const rejected = await applicationWithOffer(t.db, partner.id);
    const { offer } = await storedOffer(rejected);
    await t.db
      .updateTable('applications')
      .set({ loan_offer: JSON.stringify({ ...offer, decision: 'REJECTED' }) })
      .where('id', '=', rejected)
      .execute();
    const guest = await guestToken(t, randomMobile());
    const before = await rowCounts(t.db);

    for (const id of [noOffer, rejected]) {
      const answer = await get(id);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(NO_APPROVED_OFFER.message);
    }
    for (const path of [kfsPath(withOffer), kfsPath(withOffer, '/pdf')]) {
      const foreign = await t.call('GET', path, { token: other.token });
      expect(foreign.status).toBe(404);
      const asGuest = await t.call('GET', path, { token: guest });
      expect(asGuest.status).toBe(404);
      const nobody = await t.call('GET', path);
      expect(nobody.status).toBe(401);
    }
    const badLanguage = await get(withOffer, '?lang=fr');
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body.message).toBe(LANGUAGE_MESSAGE.message);
    const unknownParameter = await get(withOffer, '?language=hi');
    expect(unknownParameter.status).toBe(400);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

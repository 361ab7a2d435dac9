import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertApplication } from '../support/applications';
import { expectMatchesContract } from '../support/contract';
import { databases } from '../support/server';
import { partnerWithToken, useTestDatabase } from '../support/suite';

/*
 * Issue 29 item 6: home's count is the applications list's ALL total, the applications
 * borrowers made with the partner's referral code (REFERRAL) or through the partner's link
 * (LINK) included; other partners' and unattributed ones are in neither.
 */

describe.each(databases())("home's count on %s", (kind) => {
  const { t } = useTestDatabase(kind);

  it("equals the list's ALL total, referral and link rows included", async () => {
    const partner = await partnerWithToken(t, { referral_code: 'HOME2406' });
    const other = await partnerWithToken(t, { referral_code: 'ELSE2406' });
    await insertApplication(t.db, { partnerId: partner.id });
    await insertApplication(t.db, { partnerId: partner.id, status: 'SUBMITTED' });
    await insertApplication(t.db, {
      family: 'APPLY_LOAN',
      referralCode: 'HOME2406',
      status: 'SUBMITTED',
    });
    // A borrower's own through one of the partner's links (as attribution stores it).
    const link = randomBytes(16).toString('hex');
    await t.db
      .insertInto('utm_links')
      .values({
        id: link,
        partner_id: partner.id,
        brand: 'default',
        application_source: 'NORMAL',
        loan_type: null,
        utm_source: 'Facebook',
        utm_medium: null,
        utm_campaign: null,
        utm_content: null,
        utm_term: null,
        utm_url: `http://localhost/?utm_id=${link}`,
        created_at: new Date(),
      })
      .execute();
    const { id: linked } = await insertApplication(t.db, { family: 'APPLY_LOAN' });
    await t.db
      .updateTable('applications')
      .set({ utm_link_id: link, link_partner_id: partner.id })
      .where('id', '=', linked)
      .execute();
    // Not the partner's: another partner's, one with their code, one with none.
    await insertApplication(t.db, { partnerId: other.id });
    await insertApplication(t.db, { family: 'APPLY_LOAN', referralCode: 'ELSE2406' });
    await insertApplication(t.db, { family: 'APPLY_LOAN' });

    const count = await t.call<{ count: number }>('GET', '/api/v1/loan-application/count', {
      token: partner.token,
    });
    expectMatchesContract('GET', '/api/v1/loan-application/count', count.status, count.body);
    const list = await t.call<{ total_elements: number; list: { source: string }[] }>(
      'GET',
      '/api/v1/loan-application/list/ALL',
      { token: partner.token },
    );
    expect(list.status).toBe(200);
    expect(new Set(list.body.data.list.map((row) => row.source))).toEqual(
      new Set(['PARTNER', 'REFERRAL', 'LINK']),
    );
    expect(list.body.data.total_elements).toBe(4);
    expect(count.body.data.count).toBe(list.body.data.total_elements);
  });
});

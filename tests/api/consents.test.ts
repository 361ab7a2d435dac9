import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CONSENT_LANG_MESSAGE } from '../../src/domain/sections/first-step';
import { consentsEnglish } from '../../src/i18n/consents/en';
import { consentsHindi } from '../../src/i18n/consents/hi';
import type { ConsentLibrary } from '../../src/i18n/consents/kinds';
import type { components } from '../../src/services/api/schema';
import { insertApplication } from '../support/applications';
import { firstStepBody } from '../support/section-bodies';
import { guestToken, randomMobile } from '../support/accounts';
import { databases, rowCounts, testApp, type TestApp } from '../support/server';
import { partnerWithToken, usePartner, useTestDatabase } from '../support/suite';

/*
 * Issue 21 item 4: the first step's ticked consents become records of the ledger, written in
 * the same transaction as the step (nothing on a refusal), once per text version; GET …/consents
 * answers them to the owner and to admins only.
 */

type Consent = components['schemas']['Consent'];

const AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36';

/** The second version of the terms, as a later change of wording would ship it. */
const TERMS_V2 = {
  en: {
    kind: 'TERMS',
    version: 2,
    text: 'I have read the {link} and accept them.',
    link: 'Terms and Conditions',
  },
  hi: { kind: 'TERMS', version: 2, text: 'मैंने {link} पढ़ ली हैं; मुझे स्वीकार हैं।', link: 'नियम और शर्तें' },
} as const;
const WITH_TERMS_V2: ConsentLibrary = {
  en: { ...consentsEnglish, TERMS: TERMS_V2.en },
  hi: { ...consentsHindi, TERMS: TERMS_V2.hi },
};

const firstStep = firstStepBody;

describe.each(databases())('the consent ledger on %s', (kind) => {
  const { database, t } = useTestDatabase(kind);
  const partner = usePartner(t);
  const otherPartner = usePartner(t);
  const admin = usePartner(t, { role: 'ADMIN' });

  const consentsPath = (id: string) => `/api/v1/loan-application/${id}/consents`;
  const consentsOf = (id: string, token: string, app: TestApp = t) =>
    app.call<{ content: Consent[] }>('GET', consentsPath(id), { token });

  /** A partner's create of a borrower whose mobile an OTP just verified. */
  async function partnerCreates(overrides: Record<string, unknown> = {}, app: TestApp = t) {
    const mobile = randomMobile();
    await guestToken(app, mobile);
    const created = await app.call<{ id: string }>('POST', '/api/v1/loan-application/create', {
      token: partner.token,
      body: firstStep(mobile, overrides),
      ip: '203.0.113.40',
      headers: { 'user-agent': AGENT },
    });
    expect(created.status, created.text).toBe(201);
    return { id: created.body.data.id, mobile };
  }

  it('records a partner’s ticks as given by the partner, in the language shown', async () => {
    const { id, mobile } = await partnerCreates({ consent_lang: 'hi' });
    const answer = await consentsOf(id, partner.token);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Consents fetched successfully');
    const given = { given_by: 'PARTNER', partner_id: partner.id, mobile, lang: 'hi' };
    const from = { client_address: '203.0.113.40', user_agent: AGENT, proposal_number: null };
    expect(answer.body.data.content).toEqual([
      {
        ...given,
        ...from,
        kind: 'TERMS',
        text_version: 1,
        id: expect.any(Number),
        given_at: t.clock.now().toISOString(),
      },
      {
        ...given,
        ...from,
        kind: 'BUREAU_CONSENT',
        text_version: 1,
        id: expect.any(Number),
        given_at: t.clock.now().toISOString(),
      },
    ]);
    // The shipped texts are version 1 in both languages.
    expect([consentsHindi.TERMS.version, consentsHindi.BUREAU_CONSENT.version]).toEqual([1, 1]);
  });

  it('records a borrower’s own ticks as given by the borrower, with the OTP-verified mobile', async () => {
    const mobile = randomMobile();
    const guest = await guestToken(t, mobile);
    const created = await t.call<{ id: string }>('POST', '/api/v1/apply-loan/create', {
      token: guest,
      body: firstStep(mobile, { tracker_id: String(20_000_000 + Math.floor(Math.random() * 7e7)) }),
      ip: '198.51.100.7',
      headers: { 'user-agent': AGENT },
    });
    expect(created.status, created.text).toBe(201);
    const answer = await consentsOf(created.body.data.id, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.content.map((consent) => [consent.kind, consent.text_version])).toEqual(
      [
        ['TERMS', 1],
        ['BUREAU_CONSENT', 1],
      ],
    );
    for (const consent of answer.body.data.content) {
      expect(consent).toMatchObject({
        given_by: 'BORROWER',
        mobile,
        partner_id: null,
        lang: 'en',
        client_address: '198.51.100.7',
        user_agent: AGENT,
      });
    }
    // The borrower's guest token is no key to the partner family's ledger.
    expect((await consentsOf(created.body.data.id, guest)).status).toBe(404);
  });

  it('records a ticked text once per version: a new version makes new records, old ones keep theirs', async () => {
    const { id, mobile } = await partnerCreates();
    const update = (app: TestApp, lang: string) =>
      app.call('PATCH', `/api/v1/loan-application/${id}`, {
        token: partner.token,
        body: firstStep(mobile, { name: 'Meera K Iyer', consent_lang: lang }),
        headers: { 'user-agent': 'Second browser' },
      });
    // The same texts ticked again, even in the other language: nothing new.
    expect((await update(t, 'hi')).status).toBe(200);
    expect((await consentsOf(id, partner.token)).body.data.content).toHaveLength(2);

    // The terms change wording (version 2): the next save records version 2 beside version 1.
    const later = testApp(database, { clock: t.clock, consentTexts: WITH_TERMS_V2 });
    t.clock.advance(60);
    expect((await update(later, 'hi')).status).toBe(200);
    const content = (await consentsOf(id, partner.token, later)).body.data.content;
    expect(content.map((consent) => [consent.kind, consent.text_version, consent.lang])).toEqual([
      ['TERMS', 1, 'en'],
      ['BUREAU_CONSENT', 1, 'en'],
      ['TERMS', 2, 'hi'],
    ]);
    expect(content[0]).toMatchObject({ user_agent: AGENT });
    expect(content[2]).toMatchObject({ user_agent: 'Second browser', given_by: 'PARTNER' });
    expect(content[2]!.given_at).toBe(t.clock.now().toISOString());
    expect((await update(later, 'en')).status).toBe(200);
    expect((await consentsOf(id, partner.token)).body.data.content).toHaveLength(3);
  });

  it('writes nothing when the first step is refused', async () => {
    const mobile = randomMobile();
    await guestToken(t, mobile);
    const submitted = await insertApplication(t.db, { partnerId: partner.id, status: 'SUBMITTED' });
    const draft = await insertApplication(t.db, { partnerId: partner.id });
    const foreign = await insertApplication(t.db, { partnerId: otherPartner.id });
    const before = await rowCounts(t.db);

    const create = (body: Record<string, unknown>) =>
      t.call('POST', '/api/v1/loan-application/create', { token: partner.token, body });
    const badLang = await create(firstStep(mobile, { consent_lang: 'fr' }));
    expect([badLang.status, badLang.body.message]).toEqual([400, CONSENT_LANG_MESSAGE]);
    const unticked = await create(firstStep(mobile, { terms_accepted: false }));
    expect([unticked.status, unticked.body.message]).toEqual([
      400,
      'You must accept the Terms & Conditions',
    ]);
    expect((await create(firstStep(randomMobile()))).status).toBe(403);

    // Updates refused: a version not yet recorded (version 2) would otherwise be written.
    const later = testApp(database, { clock: t.clock, consentTexts: WITH_TERMS_V2 });
    const patch = (target: { id: string; mobile: string }, extra: Record<string, unknown> = {}) =>
      later.call('PATCH', `/api/v1/loan-application/${target.id}`, {
        token: partner.token,
        body: firstStep(target.mobile, extra),
      });
    expect((await patch(submitted)).status).toBe(409);
    expect((await patch(foreign)).status).toBe(404);
    expect((await patch(foreign, { consent_lang: 'fr' })).status).toBe(404);
    const badUpdateLang = await patch(draft, { consent_lang: 'xx' });
    expect([badUpdateLang.status, badUpdateLang.body.message]).toEqual([400, CONSENT_LANG_MESSAGE]);
    expect((await patch({ ...draft, mobile: randomMobile() })).status).toBe(400);
    expect(await rowCounts(t.db)).toEqual(before);
    // The same update, accepted, does write: the refusals above were what kept the ledger still.
    expect((await patch(draft)).status).toBe(200);
    expect((await consentsOf(draft.id, partner.token)).body.data.content).toHaveLength(2);
  });

  it('answers another partner, a guest and a stranger’s id 404, and a bad id 400', async () => {
    const { id } = await partnerCreates();
    const guest = await guestToken(t, randomMobile());
    for (const token of [otherPartner.token, guest]) {
      const answer = await consentsOf(id, token);
      expect([answer.status, answer.body.message]).toEqual([404, 'Application not found']);
    }
    expect((await consentsOf('f'.repeat(32), partner.token)).status).toBe(404);
    expect((await consentsOf('not-an-id', partner.token)).status).toBe(400);
    expect((await t.call('GET', consentsPath(id))).status).toBe(401);
    // An admin reads any application's ledger; an application with no ticks has an empty one.
    expect((await consentsOf(id, admin.token)).body.data.content).toHaveLength(2);
    const seeded = await insertApplication(t.db, { partnerId: partner.id });
    expect((await consentsOf(seeded.id, partner.token)).body.data.content).toEqual([]);
  });

  it('keeps the ledger append-only: the database refuses to change, delete or truncate records', async () => {
    const { id } = await partnerCreates();
    await expect(
      sql`update consents set text_version = 9 where application_id = ${id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from consents where application_id = ${id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`truncate consents`.execute(t.db)).rejects.toThrow(/append-only/);
    const stranger = await partnerWithToken(t);
    expect((await consentsOf(id, stranger.token)).status).toBe(404);
    expect((await consentsOf(id, partner.token)).body.data.content).toHaveLength(2);
  });
});

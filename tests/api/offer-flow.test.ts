import { describe, expect, it } from 'vitest';
import type { Schema } from '../../server/contract-types';
import { OFFER_ACCEPTED_LOCKS_DETAILS } from '../../server/usecases/applications/sections';
import { NO_OFFER_YET, OFFER_NEEDS } from '../../server/usecases/capture/loan-offer';
import { APPLICATION_SUBMITTED, SUBMIT_NEEDS } from '../../server/usecases/capture/submit';
import { newTrackerId } from '../../src/domain/application-ids';
import { LOAN_END_AGE_MESSAGE } from '../../src/domain/rules-engine/offer-edit-schema';
import { ZERO_AMOUNT_MESSAGE } from '../../src/domain/sections/first-step';
import { storedApplication, unchangedBy } from '../support/applications';
import { REFERENCES } from '../support/capture';
import { acknowledgeKfs } from '../support/kfs';
import {
  EMPLOYMENT_INFO,
  type FileOwner,
  PERSONAL_INFO,
  withOwnFiles,
} from '../support/section-bodies';
import { databases, TestClock } from '../support/server';
import { guestToken, loginToken, randomMobile } from '../support/accounts';
import { usePartner, useTestDatabase } from '../support/suite';

/*
 * The offer, final submit, mark-completed and tracking on applications built only through the
 * real API, as the wizard builds them: the first step after the borrower's OTP, personal
 * details and employment with files uploaded to the application, references, asset documents
 * for an auto loan. The figures are worked by hand from docs/rules-engine.md; every answer is
 * checked against the contract (t.call).
 */

/** The contract's offer and its envelope's data: the tests read them as the contract types them. */
type Offer = Schema<'LoanOffer'>;
type BreResult = Schema<'BreResult'>;
interface Tracked {
  tracker_id: string;
  status: string;
  id?: string;
  remarks: string | null;
}

/** Friday 30 October 2026, 10:00 in India (docs/rules-engine.md §10's day). */
const NOW = new Date('2026-10-30T04:30:00Z');
const BRE = '/api/v1/bureau/bre/loankone';
const PARTNER = '/api/v1/loan-application';
const BORROWER = '/api/v1/apply-loan';
const BORROWER_NAME = 'Meera Iyer';

/** The first step as the wizard sends it (₹5,00,000 asked). */
function firstStep(mobile: string, overrides: Record<string, unknown> = {}) {
  return {
    mobile,
    name: BORROWER_NAME,
    pan_number: 'ABCDE1234F',
    job_type: 'SALARIED',
    loan_type: 'PERSONAL_LOAN',
    required_amount: 500000,
    purpose: 'Home renovation',
    terms_accepted: true,
    bureau_consent: true,
    ...overrides,
  };
}

describe.each(databases())('the offer on applications built through the API on %s', (kind) => {
  const { t } = useTestDatabase(kind, () => ({ clock: new TestClock(NOW) }));
  const partner = usePartner(t);
  const otherPartner = usePartner(t);

  function expectOk(answer: { status: number; text: string }, status = 200) {
    expect(answer.status, answer.text).toBe(status);
  }

  /**
   * The partner's application through the wizard's calls, as far as `until` says: the first
   * step (the borrower's mobile verified by OTP first), personal details (with `personal`
   * changes), employment, references.
   */
  async function partnerApplication(
    options: {
      first?: Record<string, unknown>;
      personal?: Record<string, unknown>;
      until?: 'employment' | 'references';
      hostname?: string;
    } = {},
  ) {
    const mobile = randomMobile();
    await guestToken(t, mobile);
    const hostname = options.hostname ?? 'localhost';
    // A token works only on its own brand's site: the partner logs in there to capture.
    const token =
      hostname === 'localhost' ? partner.token : await loginToken(t, partner.mobile, hostname);
    const created = await t.call<{ id: string; tracker_id: string }>('POST', `${PARTNER}/create`, {
      token,
      body: firstStep(mobile, options.first),
      hostname,
    });
    expectOk(created, 201);
    const { id, tracker_id: trackerId } = created.body.data;
    const personal = await withOwnFiles(t, partner, id, { ...PERSONAL_INFO, ...options.personal });
    expectOk(
      await t.call('POST', `${PARTNER}/${id}/personal-info`, {
        token,
        body: personal,
        hostname,
      }),
    );
    expectOk(
      await t.call('POST', `${PARTNER}/${id}/employment-info`, {
        token,
        body: await withOwnFiles(t, partner, id, EMPLOYMENT_INFO),
        hostname,
      }),
    );
    if (options.until !== 'employment') {
      expectOk(
        await t.call('POST', `${PARTNER}/${id}/reference`, {
          token: partner.token,
          body: { references: REFERENCES },
        }),
      );
    }
    return { id, trackerId, mobile };
  }

  const run = (id: string, token = partner.token) =>
    t.call<BreResult>('POST', BRE, { token, body: { application_id: id } });
  const change = (body: Record<string, unknown>, token = partner.token) =>
    t.call<BreResult>('PATCH', BRE, { token, body });
  const submit = (id: string, token = partner.token) =>
    t.call<{ tracker_id: string; status: string }>('POST', `${PARTNER}/${id}/submit`, { token });
  const track = (trackerId: string) =>
    t.call<Tracked>('GET', `/api/v1/track?tracker_id=${trackerId}&hostname=localhost`);

  /** Calls, and proves the application and every table's row count stayed as they were. */
  const unchanged = <A>(id: string, send: () => Promise<A>) => unchangedBy(t.db, id, send);

  it('a salaried personal loan: offer, edit, accept, locked, submit once, tracked', async () => {
    const app = await partnerApplication({ until: 'employment' });
    const early = await unchanged(app.id, () => run(app.id));
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(OFFER_NEEDS.references);
    expect(
      (
        await t.call('POST', `${PARTNER}/${app.id}/reference`, {
          token: partner.token,
          body: { references: REFERENCES },
        })
      ).status,
    ).toBe(200);

    // ABCDE1234F scores 780 (band A: 12 %); salary ₹95,000 → FOIR 50 % = ₹47,500 a month,
    // which supports far more than the ₹5,00,000 asked, so that is the offer, over the personal
    // loan's 60 months (born 1990). EMI: 500000 × 0.01 × 1.01⁶⁰ ÷ (1.01⁶⁰ − 1)
    // = 5000 × 1.816696699 ÷ 0.816696699 = 11122.22 → ₹11,122. Fee 2 % = 10,000 + 18 % GST
    // 1,800 = ₹11,800; insurance 0.25 % × 5 years = 1.25 % = ₹6,250. Friday 30 Oct → disbursed
    // Monday 2 Nov; + 15 days = 17 Nov, past the 5th → first EMI 5 Dec.
    const offered = await run(app.id);
    expect(offered.status).toBe(200);
    expect(offered.body.message).toBe('Loan offer fetched successfully');
    const offer = offered.body.data.bre_info;
    expect(offer).toEqual({
      bre_score: 780,
      decision: 'APPROVED',
      interest_rate: 12,
      final_emi: 11_122,
      total_processing_fee_amount: 11_800,
      insurance_fee: 6_250,
      selected_loan_amount: 500_000,
      suggested_loan_amount: 500_000,
      required_amount: 500_000,
      max_tenure_allowed: 60,
      tenure_limit: 60,
      disbursement_date: '2026-11-02',
      emi_start_date: '2026-12-05',
      is_accepted: false,
      reasons: [],
      check_values: { overdue_amount: 0 },
    });
    const stored = await storedApplication(t.db, app.id);
    expect(stored?.loan_offer).toEqual(offer);
    expect(stored?.offer_facts).toEqual({
      loan_type: 'PERSONAL_LOAN',
      required_amount: 500_000,
      dob: '1990-06-15',
      monthly_income: 95_000,
      bureau: { score: 780, overdue_amount: 0, monthly_obligations: 0 },
    });
    expect(stored?.status).toBe('DRAFT');
    // The whole application carries it.
    const whole = await t.call<{ loan_offer: Offer | null }>('GET', `${PARTNER}/${app.id}`, {
      token: partner.token,
    });
    expect(whole.body.data.loan_offer).toEqual(offer);

    // ₹3,00,000 over 24 months: 1.01²⁴ = 1.269734649; EMI = 3000 × 1.269734649 ÷ 0.269734649
    // = 14122.04 → ₹14,122; fee 6,000 + GST 1,080 = ₹7,080; insurance 0.25 % × 2 = ₹1,500.
    // The figures the client sends are not choices: they are dropped.
    const edited = await change({
      application_id: app.id,
      is_accepted: false,
      updated_info: {
        selected_loan_amount: 300_000,
        max_tenure_allowed: 24,
        final_emi: 1,
        interest_rate: 1,
        suggested_loan_amount: 9_000_000,
      },
      final_emi: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Loan offer updated successfully!');
    const expectedEdit = {
      ...offer,
      interest_rate: 12,
      final_emi: 14_122,
      total_processing_fee_amount: 7_080,
      insurance_fee: 1_500,
      selected_loan_amount: 300_000,
      suggested_loan_amount: 500_000,
      max_tenure_allowed: 24,
    };
    expect(edited.body.data.bre_info).toEqual(expectedEdit);
    expect((await storedApplication(t.db, app.id))?.loan_offer).toEqual(expectedEdit);

    const overSuggested = await unchanged(app.id, () =>
      change({
        application_id: app.id,
        is_accepted: false,
        updated_info: { selected_loan_amount: 501_000 },
      }),
    );
    expect(overSuggested.status).toBe(400);
    expect(overSuggested.body.message).toBe('Loan amount must be at most ₹5,00,000');

    const beforeAccept = await unchanged(app.id, () => submit(app.id));
    expect(beforeAccept.status).toBe(400);
    expect(beforeAccept.body.message).toBe(SUBMIT_NEEDS.offer);

    await acknowledgeKfs(t, partner.token, app.id);
    const accepted = await change({ application_id: app.id, is_accepted: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.bre_info).toEqual({ ...expectedEdit, is_accepted: true });
    const locked = await unchanged(app.id, () =>
      change({
        application_id: app.id,
        is_accepted: false,
        updated_info: { max_tenure_allowed: 12 },
      }),
    );
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(
      'The loan offer has been accepted and can no longer be changed',
    );

    const stranger = await unchanged(app.id, () => submit(app.id, otherPartner.token));
    expect(stranger.status).toBe(404);
    expect((await t.call('POST', `${PARTNER}/${app.id}/submit`)).status).toBe(401);

    const submitted = await submit(app.id);
    expect(submitted.status).toBe(200);
    expect(submitted.body.message).toBe(APPLICATION_SUBMITTED);
    expect(submitted.body.data).toEqual({ tracker_id: app.trackerId, status: 'SUBMITTED' });
    const done = await storedApplication(t.db, app.id);
    expect(done?.status).toBe('SUBMITTED');
    expect(done?.submitted_at).toEqual(NOW);
    const again = await unchanged(app.id, () => submit(app.id));
    expect(again.status).toBe(409);

    const tracked = await track(app.trackerId);
    expect(tracked.status).toBe(200);
    expect(tracked.body.data).toEqual({
      tracker_id: app.trackerId,
      status: 'SUBMITTED',
      remarks: null,
    });
    expect(tracked.body.message).not.toContain('Remarks');
    const said = JSON.stringify(tracked.body);
    for (const personal of [BORROWER_NAME, app.mobile, 'ABCDE1234F', '1990-06-15', app.id]) {
      expect(said).not.toContain(personal);
    }
  });

  it('₹0 asked is refused; a blank amount is not stated: the offer is the most the borrower is eligible for', async () => {
    const app = await partnerApplication({ first: { required_amount: undefined } });
    expect((await storedApplication(t.db, app.id))?.required_amount).toBeNull();
    // ₹0 on the resume update is refused in the same words as on the form, and changes nothing.
    const zero = await unchanged(app.id, () =>
      t.call('PATCH', `${PARTNER}/${app.id}`, {
        token: partner.token,
        body: firstStep(app.mobile, { required_amount: 0 }),
      }),
    );
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe(ZERO_AMOUNT_MESSAGE);

    // Not stated: nothing caps the offer but income and the loan type. Salary ₹95,000 → FOIR
    // 50 % = ₹47,500 a month at 12 % over 60 months supports 47500 × (1.01⁶⁰ − 1) ÷
    // (0.01 × 1.01⁶⁰) = 21,35,364.30 → ₹21,35,000, under the personal loan's ₹25,00,000.
    const offered = await run(app.id);
    expectOk(offered);
    expect(offered.body.data.bre_info).toMatchObject({
      decision: 'APPROVED',
      suggested_loan_amount: 2_135_000,
      selected_loan_amount: 2_135_000,
      required_amount: null,
    });
    expect((await storedApplication(t.db, app.id))?.offer_facts).not.toHaveProperty(
      'required_amount',
    );
    // An edit keeps saying so.
    const edited = await change({
      application_id: app.id,
      is_accepted: false,
      updated_info: { selected_loan_amount: 1_000_000 },
    });
    expectOk(edited);
    expect(edited.body.data.bre_info).toMatchObject({
      selected_loan_amount: 1_000_000,
      suggested_loan_amount: 2_135_000,
      required_amount: null,
    });
  });

  it('an overdue PAN is rejected with the amount, and the application closes', async () => {
    const app = await partnerApplication({ first: { pan_number: 'AAAPO0005O' } });
    const answer = await run(app.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.bre_info).toMatchObject({
      bre_score: 760,
      decision: 'REJECTED',
      reasons: ['OVERDUE_AMOUNT_PRESENT'],
      check_values: { overdue_amount: 48_500 },
      selected_loan_amount: 0,
      final_emi: 0,
      is_accepted: false,
    });
    const stored = await storedApplication(t.db, app.id);
    expect(stored?.status).toBe('REJECTED');
    expect(stored?.rejection_reason).toBe('OVERDUE_AMOUNT_PRESENT');
    const accept = await unchanged(app.id, () =>
      change({ application_id: app.id, is_accepted: true }),
    );
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe('A rejected loan offer cannot be changed or accepted');
    expect((await unchanged(app.id, () => submit(app.id))).status).toBe(409);
    const tracked = await track(app.trackerId);
    expect(tracked.body.data.status).toBe('REJECTED');
    expect(tracked.body.message).not.toContain('Remarks');
  });

  it('an auto loan needs its asset documents; a PAN-less relaxed brand is told the PAN is missing', async () => {
    const auto = await partnerApplication({ first: { loan_type: 'AUTO_LOAN' } });
    const noDocuments = await unchanged(auto.id, () => run(auto.id));
    expect(noDocuments.status).toBe(400);
    expect(noDocuments.body.message).toBe(OFFER_NEEDS.assets);
    const noOffer = await unchanged(auto.id, () =>
      change({ application_id: auto.id, is_accepted: true }),
    );
    expect(noOffer.status).toBe(400);
    expect(noOffer.body.message).toBe(NO_OFFER_YET.message);
    const documents = {
      is_al_gl_present: true,
      ...(await withOwnFiles(t, partner, auto.id, {
        al_vehicle_images: ['file'],
        al_rc_photo: ['file'],
      })),
    };
    expectOk(
      await t.call('PUT', `${PARTNER}/${auto.id}/asset-documents`, {
        token: partner.token,
        body: documents,
      }),
    );
    // Auto loan, band A: 9 % over 84 months; ₹5,00,000 asked fits ₹47,500 a month easily.
    // 1.0075⁸⁴ = 1.873202; EMI = 3750 × 1.873202 ÷ 0.873202 = 8044.54 → ₹8,045.
    const offered = await run(auto.id);
    expect(offered.body.data.bre_info).toMatchObject({
      decision: 'APPROVED',
      interest_rate: 9,
      max_tenure_allowed: 84,
      selected_loan_amount: 500_000,
      final_emi: 8_045,
    });

    const panless = await partnerApplication({
      first: { pan_number: undefined },
      hostname: 'moneyase.localhost',
    });
    expect((await storedApplication(t.db, panless.id))?.pan_number).toBeNull();
    const noPan = await unchanged(panless.id, () => run(panless.id));
    expect(noPan.status).toBe(400);
    expect(noPan.body.message).toBe(OFFER_NEEDS.pan);
    expect(noPan.body.message).toContain('PAN number');
  });

  it('a borrower completes their own application, and tracking follows it', async () => {
    const mobile = randomMobile();
    const guest = await guestToken(t, mobile);
    const owner: FileOwner = { token: guest, family: 'APPLY_LOAN' };
    const trackerId = newTrackerId();
    const created = await t.call<{ id: string }>('POST', `${BORROWER}/create`, {
      token: guest,
      body: firstStep(mobile, { tracker_id: trackerId }),
    });
    expectOk(created, 201);
    const id = created.body.data.id;
    const complete = () => t.call('PATCH', `${BORROWER}/${id}/mark-completed`, { token: guest });

    const draft = await track(trackerId);
    expect(draft.status).toBe(200);
    expect(draft.body.message).toContain('Remarks');
    expect(draft.body.data).toEqual({ tracker_id: trackerId, status: 'DRAFT', id, remarks: null });

    const noPersonal = await unchanged(id, complete);
    expect(noPersonal.status).toBe(400);
    expect(noPersonal.body.message).toBe(SUBMIT_NEEDS.personal);
    expectOk(
      await t.call('POST', `${BORROWER}/${id}/personal-info`, {
        token: guest,
        body: await withOwnFiles(t, owner, id, PERSONAL_INFO),
      }),
    );
    const noWork = await unchanged(id, complete);
    expect(noWork.body.message).toBe(SUBMIT_NEEDS.work);
    expectOk(
      await t.call('POST', `${BORROWER}/${id}/employment-info`, {
        token: guest,
        body: await withOwnFiles(t, owner, id, EMPLOYMENT_INFO),
      }),
    );
    const noReferences = await unchanged(id, complete);
    expect(noReferences.status).toBe(400);
    expect(noReferences.body.message).toBe(SUBMIT_NEEDS.references);
    expectOk(
      await t.call('POST', `${BORROWER}/${id}/reference`, {
        token: guest,
        body: { references: REFERENCES },
      }),
    );

    // The rules engine is the partner's: a guest token is refused, the partner does not see it.
    expect((await unchanged(id, () => run(id, guest))).status).toBe(403);
    expect((await unchanged(id, () => run(id))).status).toBe(404);
    const stranger = await guestToken(t, randomMobile());
    expect(
      (
        await unchanged(id, () =>
          t.call('PATCH', `${BORROWER}/${id}/mark-completed`, { token: stranger }),
        )
      ).status,
    ).toBe(404);
    expect((await t.call('PATCH', `${BORROWER}/${id}/mark-completed`)).status).toBe(401);

    const done = await complete();
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(APPLICATION_SUBMITTED);
    expect(done.body.data).toEqual({ tracker_id: trackerId, status: 'SUBMITTED' });
    const stored = await storedApplication(t.db, id);
    expect(stored?.status).toBe('SUBMITTED');
    expect(stored?.submitted_at).toEqual(t.clock.now());
    expect((await unchanged(id, complete)).status).toBe(409);

    const submitted = await track(trackerId);
    expect(submitted.body.data).toEqual({
      tracker_id: trackerId,
      status: 'SUBMITTED',
      remarks: null,
    });
    expect(submitted.body.message).not.toContain('Remarks');
    const said = JSON.stringify(submitted.body);
    for (const personal of [BORROWER_NAME, mobile, 'ABCDE1234F', id]) {
      expect(said).not.toContain(personal);
    }
  });
  it('a changed application drops an offer not yet accepted; an accepted one locks the details', async () => {
    const app = await partnerApplication();
    const section = (name: 'personal-info' | 'employment-info', body: unknown) =>
      t.call('POST', `${PARTNER}/${app.id}/${name}`, { token: partner.token, body });
    const firstStepAgain = (overrides: Record<string, unknown> = {}) =>
      t.call('PATCH', `${PARTNER}/${app.id}`, {
        token: partner.token,
        body: firstStep(app.mobile, overrides),
      });
    const stored = () => storedApplication(t.db, app.id);

    expectOk(await run(app.id));
    const edited = await change({
      application_id: app.id,
      is_accepted: false,
      updated_info: { selected_loan_amount: 300_000, max_tenure_allowed: 24 },
    });
    expectOk(edited);
    const saved = await stored();

    // Saved again as they are (Back, then Save and Continue): the offer and its edit stay.
    expectOk(await section('personal-info', saved?.personal_info));
    expectOk(await section('employment-info', saved?.employment_info));
    expectOk(await firstStepAgain());
    expect((await stored())?.loan_offer).toEqual(edited.body.data.bre_info);
    expect((await stored())?.offer_facts).toEqual(saved?.offer_facts);

    // A lower salary: the offer made on the old one is dropped, and the next run uses the new.
    const employment = saved?.employment_info as Record<string, unknown>;
    expectOk(await section('employment-info', { ...employment, monthly_in_hand_salary: 20_000 }));
    expect(await stored()).toMatchObject({ loan_offer: null, offer_facts: null });
    const fresh = await run(app.id);
    expectOk(fresh);
    expect((await stored())?.offer_facts).toMatchObject({ monthly_income: 20_000 });
    // ₹20,000 a month → FOIR 40 % = ₹8,000 EMI at 12 % over 60 months supports
    // 8000 × (1.01⁶⁰ − 1) ÷ (0.01 × 1.01⁶⁰) = 359,640.30 → ₹3,59,000 on the ₹1,000 step.
    expect(fresh.body.data.bre_info).toMatchObject({
      decision: 'APPROVED',
      suggested_loan_amount: 359_000,
      selected_loan_amount: 359_000,
      max_tenure_allowed: 60,
    });

    // A smaller amount asked on the first step: dropped again, and the rules cap the offer at it.
    expectOk(await firstStepAgain({ required_amount: 200_000 }));
    expect((await stored())?.loan_offer).toBeNull();
    const capped = await run(app.id);
    expect(capped.body.data.bre_info).toMatchObject({ selected_loan_amount: 200_000 });

    // Accepted: the details it was made on can no longer change, and nothing is written.
    await acknowledgeKfs(t, partner.token, app.id);
    expectOk(await change({ application_id: app.id, is_accepted: true }));
    const accepted = await stored();
    for (const [name, send] of [
      ['personal details', () => section('personal-info', accepted?.personal_info)],
      ['employment details', () => section('employment-info', employment)],
      ['first step', () => firstStepAgain({ required_amount: 200_000 })],
    ] as const) {
      const refused = await unchanged(app.id, send);
      expect([name, refused.status, refused.body.message]).toEqual([
        name,
        409,
        OFFER_ACCEPTED_LOCKS_DETAILS.message,
      ]);
    }
    expect((await submit(app.id)).status).toBe(200);
  });

  it('a rerun on the stored facts can turn REJECTED (age), and closes the application', async () => {
    // Born 15 Jun 1961: on 30 Oct 2026 the EMIs of 5 Dec … 5 Jun 2027 (7) fall before the 66th
    // birthday, so approved for at most 7 months.
    const app = await partnerApplication({ personal: { dob: '1961-06-15' } });
    const first = await run(app.id);
    const facts = (await storedApplication(t.db, app.id))?.offer_facts;
    expect(first.body.data.bre_info).toMatchObject({
      decision: 'APPROVED',
      max_tenure_allowed: 7,
      tenure_limit: 7,
    });
    // Last in the file: the clock moves on. Two months later (Wed 30 Dec 2026): disbursed Thu 31 Dec, + 15 = 15 Jan → first EMI
    // 5 Feb 2027; 5 Feb … 5 Jun is 5 EMIs < 6 → AGE_NOT_ELIGIBLE.
    t.clock.advance(61 * 24 * 60 * 60);
    const token = await loginToken(t, partner.mobile);
    // Skipping the rerun keeps the decision, but the passed disbursement date moves to 31 Dec,
    // where fewer than 6 EMIs fit: refused.
    const skipped = await unchanged(app.id, () =>
      change({ application_id: app.id, is_accepted: false, skip_bre_rerun: true }, token),
    );
    expect(skipped.status).toBe(400);
    expect(skipped.body.message).toBe(LOAN_END_AGE_MESSAGE);
    const rerun = await change(
      { application_id: app.id, is_accepted: true, skip_bre_rerun: false },
      token,
    );
    expect(rerun.status).toBe(200);
    expect(rerun.body.data.bre_info).toMatchObject({
      decision: 'REJECTED',
      reasons: ['AGE_NOT_ELIGIBLE'],
      is_accepted: false,
    });
    const stored = await storedApplication(t.db, app.id);
    expect(stored?.status).toBe('REJECTED');
    expect(stored?.rejection_reason).toBe('AGE_NOT_ELIGIBLE');
    expect(stored?.loan_offer).toEqual(rerun.body.data.bre_info);
    // The rerun decided on the stored facts: the bureau was not asked again.
    expect(stored?.offer_facts).toEqual(facts);
  });
});

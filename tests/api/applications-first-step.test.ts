import { describe, expect, it } from 'vitest';
import { DEMO_PARTNER_MOBILE } from '../../server/db/seed';
import { APPLY_NOW_NOT_OFFERED } from '../../server/usecases/applications/create';
import { insertApplication, storedApplication } from '../support/applications';
import { ZERO_AMOUNT_MESSAGE } from '../../src/domain/sections/first-step';
import { databases, rowCounts } from '../support/server';
import { guestToken, loginToken, randomMobile } from '../support/accounts';
import { usePartner, useTestDatabase } from '../support/suite';
import { A_CODE } from '../support/error-code';

interface Summary {
  id: string;
  tracker_id: string;
  name: string;
  mobile: string;
  job_type: string;
  loan_type: string;
  status: string;
  stage: string[];
  remarks: string | null;
  created_at: string;
}

const NOT_VERIFIED =
  "Please verify the borrower's mobile number by OTP before creating the application.";
const NOT_THE_VERIFIED_MOBILE = 'The mobile number must be the one you verified by OTP.';

/** A first step every brand accepts (the consents are required where the brand links them). */
function firstStep(mobile: string, overrides: Record<string, unknown> = {}) {
  return {
    mobile,
    name: 'Meera Iyer',
    pan_number: 'abcde1234f',
    job_type: 'SALARIED',
    loan_type: 'PERSONAL_LOAN',
    required_amount: 750000,
    purpose: 'Home renovation',
    terms_accepted: true,
    bureau_consent: true,
    utm_details: { utm_source: 'Whatsapp', utm_campaign: 'diwali' },
    ...overrides,
  };
}

describe.each(databases())('the first step on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  const partner = usePartner(t);

  /** A borrower mobile whose OTP was just verified (the OTP modal of the first step). */
  async function verifiedBorrower(): Promise<{ mobile: string; guest: string }> {
    const mobile = randomMobile();
    return { mobile, guest: await guestToken(t, mobile) };
  }

  describe('a partner creates (loan-application/create)', () => {
    it('creates a DRAFT with a server-made tracker id and stores the first step', async () => {
      const { mobile } = await verifiedBorrower();
      const answer = await t.call<Summary>('POST', '/api/v1/loan-application/create', {
        token: partner.token,
        body: firstStep(mobile, { referral_code: 'SOMEONE', utm_id: 'link-42' }),
      });
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe('Application created successfully');
      expect(answer.body.data).toMatchObject({
        name: 'Meera Iyer',
        mobile,
        job_type: 'SALARIED',
        loan_type: 'PERSONAL_LOAN',
        status: 'DRAFT',
        stage: ['CREATE_APPLICATION'],
        remarks: null,
      });
      expect(answer.body.data.id).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(answer.body.data.tracker_id).toMatch(/^\d{8}$/);
      const stored = await storedApplication(t.db, answer.body.data.id);
      expect(stored).toMatchObject({
        family: 'KYC',
        partner_id: partner.id,
        pan_number: 'ABCDE1234F',
        required_amount: 750000,
        purpose: 'Home renovation',
        terms_accepted: true,
        bureau_consent: true,
        // A signed-in partner has no referral code: what came is not kept.
        referral_code: null,
        utm_details: { utm_id: 'link-42', utm_source: 'Whatsapp', utm_campaign: 'diwali' },
      });
      const count = await t.call<{ count: number }>('GET', '/api/v1/loan-application/count', {
        token: partner.token,
      });
      expect(count.body.data.count).toBeGreaterThanOrEqual(1);
    });

    it('gives every application its own tracker id', async () => {
      const { mobile } = await verifiedBorrower();
      const ids = new Set<string>();
      for (let index = 0; index < 3; index++) {
        const answer = await t.call<Summary>('POST', '/api/v1/loan-application/create', {
          token: partner.token,
          body: firstStep(mobile),
        });
        ids.add(answer.body.data.tracker_id);
      }
      expect(ids.size).toBe(3);
    });

    it('refuses a borrower mobile no OTP verified, or verified over 30 minutes ago', async () => {
      const counts = await rowCounts(t.db);
      const never = await t.call('POST', '/api/v1/loan-application/create', {
        token: partner.token,
        body: firstStep(randomMobile()),
      });
      expect(never.status).toBe(403);
      expect(never.body).toEqual({
        data: null,
        message: NOT_VERIFIED,
        status_code: 403,
        code: A_CODE,
      });

      const clock = t.clock;
      const { mobile } = await verifiedBorrower();
      clock.advance(31 * 60);
      const late = await t.call('POST', '/api/v1/loan-application/create', {
        token: partner.token,
        body: firstStep(mobile),
      });
      expect(late.status).toBe(403);
      expect((await rowCounts(t.db)).applications).toBe(counts.applications);
    });

    it('applies the relaxed brand of a session on moneyase: no PAN needed, the application is moneyase’s', async () => {
      const { mobile } = await verifiedBorrower();
      const { pan_number: _pan, ...withoutPan } = firstStep(mobile);
      const strict = await t.call('POST', '/api/v1/loan-application/create', {
        token: partner.token,
        body: withoutPan,
      });
      expect(strict.status).toBe(400);
      expect(strict.body.message).toBe('Invalid pan number');
      const relaxed = await t.call<Summary>('POST', '/api/v1/loan-application/create', {
        token: await loginToken(t, partner.mobile, 'moneyase.localhost'),
        body: withoutPan,
        hostname: 'moneyase.localhost',
      });
      expect(relaxed.status).toBe(201);
      expect(await storedApplication(t.db, relaxed.body.data.id)).toMatchObject({
        pan_number: null,
        brand: 'moneyase',
      });
    });

    it.each([
      [{ mobile: '12345' }, 'Invalid mobile number'],
      [{ name: 'ab' }, 'Invalid name'],
      [{ pan_number: 'ABCDE12345' }, 'Invalid pan number'],
      [{ job_type: 'PROFESSIONAL' }, 'Invalid job type'],
      [{ job_type: undefined }, 'Invalid job type'],
      [{ loan_type: 'BUSINESS_LOAN' }, 'Invalid loan type'],
      [{ required_amount: -5 }, 'Must be a valid number'],
      [{ required_amount: 0 }, ZERO_AMOUNT_MESSAGE],
      [{ required_amount: '12a' }, 'Must be a valid number'],
      [{ purpose: 'x'.repeat(101) }, 'Purpose of loan must be at most 100 characters'],
      [{ terms_accepted: false }, 'You must accept the Terms & Conditions'],
      [{ bureau_consent: undefined }, 'You must accept the Lenders Consent'],
    ])('answers 400 for %j with the first message and stores nothing', async (change, message) => {
      const { mobile } = await verifiedBorrower();
      const counts = await rowCounts(t.db);
      const answer = await t.call('POST', '/api/v1/loan-application/create', {
        token: partner.token,
        body: firstStep(mobile, change),
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ data: null, message, status_code: 400, code: A_CODE });
      expect(await rowCounts(t.db)).toEqual(counts);
    });

    it('answers 400 for a body that is not JSON, 401 without a token, 403 for a guest token', async () => {
      const { mobile, guest } = await verifiedBorrower();
      const counts = await rowCounts(t.db);
      const broken = await t.call('POST', '/api/v1/loan-application/create', {
        token: partner.token,
        body: '{"mobile":',
      });
      expect(broken.status).toBe(400);
      const none = await t.call('POST', '/api/v1/loan-application/create', {
        body: firstStep(mobile),
      });
      expect(none.status).toBe(401);
      const asGuest = await t.call('POST', '/api/v1/loan-application/create', {
        token: guest,
        body: firstStep(mobile),
      });
      expect(asGuest.status).toBe(403);
      expect(await rowCounts(t.db)).toEqual(counts);
    });
  });

  describe('a borrower creates (apply-loan/create)', () => {
    it('is refused (403) on a brand without Apply Now, and nothing is stored', async () => {
      // Catfin's landing shows no Apply Now; its verified borrower still cannot create there.
      const mobile = randomMobile();
      const guest = await guestToken(t, mobile, 'catfin.localhost');
      const counts = await rowCounts(t.db);
      const answer = await t.call('POST', '/api/v1/apply-loan/create', {
        token: guest,
        body: firstStep(mobile, { tracker_id: '23456789' }),
        hostname: 'catfin.localhost',
      });
      expect([answer.status, answer.body.message]).toEqual([403, APPLY_NOW_NOT_OFFERED.message]);
      expect(await rowCounts(t.db)).toEqual(counts);
    });

    it('creates with the device’s tracker id, a known referral code and PROFESSIONAL', async () => {
      const { mobile, guest } = await verifiedBorrower();
      const trackerId = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
      const answer = await t.call<Summary>('POST', '/api/v1/apply-loan/create', {
        token: guest,
        body: firstStep(mobile, {
          tracker_id: trackerId,
          job_type: 'PROFESSIONAL',
          loan_type: 'PERSONAL_LOAN',
          referral_code: 'ASHA2406',
        }),
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        tracker_id: trackerId,
        job_type: 'PROFESSIONAL',
        status: 'DRAFT',
        stage: ['CREATE_APPLICATION'],
      });
      expect(await storedApplication(t.db, answer.body.data.id)).toMatchObject({
        family: 'APPLY_LOAN',
        partner_id: null,
        referral_code: 'ASHA2406',
      });
      const list = await t.call<{ content: Summary[] }>('GET', '/api/v1/apply-loan/list', {
        token: guest,
      });
      expect(list.body.data.content.map((app) => app.id)).toEqual([answer.body.data.id]);
    });

    it('answers 409 for a tracker id in use, and stores nothing', async () => {
      const { mobile, guest } = await verifiedBorrower();
      const taken = await insertApplication(t.db, { family: 'APPLY_LOAN' });
      const counts = await rowCounts(t.db);
      const answer = await t.call('POST', '/api/v1/apply-loan/create', {
        token: guest,
        body: firstStep(mobile, { tracker_id: taken.trackerId }),
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This tracker id is already in use. Please try again.');
      expect(await rowCounts(t.db)).toEqual(counts);
    });

    it.each([
      [{ tracker_id: undefined }, 'Invalid tracker id'],
      [{ tracker_id: '1234567' }, 'Invalid tracker id'],
      [{ tracker_id: '1234567a' }, 'Invalid tracker id'],
      [{ tracker_id: 12345678 }, 'Invalid tracker id'],
      [{ tracker_id: '12345678', referral_code: 'NOBODY-HAS-THIS' }, 'Invalid referral code'],
      [
        { tracker_id: '12345678', referral_code: 'x'.repeat(51) },
        'Referral code must be at most 50 characters',
      ],
      [{ tracker_id: '12345678', loan_type: 'SENP' }, 'Invalid loan type'],
    ])('answers 400 for %j and stores nothing', async (change, message) => {
      const { mobile, guest } = await verifiedBorrower();
      const counts = await rowCounts(t.db);
      const answer = await t.call('POST', '/api/v1/apply-loan/create', {
        token: guest,
        body: firstStep(mobile, change),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(await rowCounts(t.db)).toEqual(counts);
    });

    it('refuses a mobile other than the verified one, and a partner’s login (403)', async () => {
      const { guest } = await verifiedBorrower();
      const counts = await rowCounts(t.db);
      const other = await t.call('POST', '/api/v1/apply-loan/create', {
        token: guest,
        body: firstStep(randomMobile(), { tracker_id: '23456789' }),
      });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe(NOT_THE_VERIFIED_MOBILE);
      const login = await t.call('POST', '/api/v1/apply-loan/create', {
        token: partner.token,
        body: firstStep(DEMO_PARTNER_MOBILE, { tracker_id: '23456789' }),
      });
      expect(login.status).toBe(403);
      expect(await rowCounts(t.db)).toEqual(counts);
    });
  });

  describe('the first step again (PATCH …/{id}, resume)', () => {
    it('updates a returned application and keeps it INCOMPLETE with its remarks', async () => {
      const app = await insertApplication(t.db, {
        partnerId: partner.id,
        status: 'INCOMPLETE',
        remarks: 'Fix the name',
        stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
      });
      const answer = await t.call<Summary>('PATCH', `/api/v1/loan-application/${app.id}`, {
        token: partner.token,
        body: firstStep(app.mobile, { name: 'Meera K Iyer', loan_type: 'HOME_LOAN' }),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Application updated successfully');
      expect(answer.body.data).toMatchObject({
        id: app.id,
        tracker_id: app.trackerId,
        name: 'Meera K Iyer',
        loan_type: 'HOME_LOAN',
        status: 'INCOMPLETE',
        remarks: 'Fix the name',
        stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
      });
      expect(await storedApplication(t.db, app.id)).toMatchObject({
        name: 'Meera K Iyer',
        loan_type: 'HOME_LOAN',
        pan_number: 'ABCDE1234F',
      });
    });

    it('drops saved employment details when the applicant becomes self-employed', async () => {
      const app = await insertApplication(t.db, {
        partnerId: partner.id,
        stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'EMPLOYMENT_DETAILS'],
        employmentInfo: { company_address_type: 'RENTED' },
      });
      const answer = await t.call<Summary>('PATCH', `/api/v1/loan-application/${app.id}`, {
        token: partner.token,
        body: firstStep(app.mobile, { job_type: 'SELF_EMPLOYED', loan_type: 'BUSINESS_LOAN' }),
      });
      expect(answer.body.data.stage).toEqual(['CREATE_APPLICATION', 'PERSONAL_DETAILS']);
      const stored = await storedApplication(t.db, app.id);
      expect(stored?.employment_info).toBeNull();
      expect(stored?.job_type).toBe('SELF_EMPLOYED');
    });

    it('lets a borrower update their own application', async () => {
      const { mobile, guest } = await verifiedBorrower();
      const app = await insertApplication(t.db, { family: 'APPLY_LOAN', mobile });
      const answer = await t.call<Summary>('PATCH', `/api/v1/apply-loan/${app.id}`, {
        token: guest,
        body: firstStep(mobile, { purpose: 'Wedding' }),
      });
      expect(answer.status).toBe(200);
      expect((await storedApplication(t.db, app.id))?.purpose).toBe('Wedding');
    });

    it.each([
      [
        'another mobile',
        {},
        { mobile: '9999999999' },
        400,
        'The mobile number of an application cannot be changed.',
      ],
      ['a bad field', {}, { name: 'x' }, 400, 'Invalid name'],
      [
        'a submitted application',
        { status: 'SUBMITTED' },
        {},
        409,
        'This application can no longer be changed.',
      ],
    ] as const)(
      'refuses %s and changes nothing',
      async (_label, state, change, status, message) => {
        const app = await insertApplication(t.db, { partnerId: partner.id, ...state });
        const before = await storedApplication(t.db, app.id);
        const answer = await t.call('PATCH', `/api/v1/loan-application/${app.id}`, {
          token: partner.token,
          body: firstStep(app.mobile, change),
        });
        expect(answer.status).toBe(status);
        expect(answer.body.message).toBe(message);
        expect(await storedApplication(t.db, app.id)).toEqual(before);
      },
    );
  });

  describe('lookup by mobile', () => {
    it('answers the partner’s resumable applications for the mobile, newest first', async () => {
      const mobile = randomMobile();
      const older = await insertApplication(t.db, {
        partnerId: partner.id,
        mobile,
        createdAt: new Date('2026-02-01T10:00:00Z'),
      });
      const newer = await insertApplication(t.db, {
        partnerId: partner.id,
        mobile,
        status: 'INCOMPLETE',
        remarks: 'Re-upload the PAN',
        createdAt: new Date('2026-03-01T10:00:00Z'),
      });
      await insertApplication(t.db, { partnerId: partner.id, mobile, status: 'SUBMITTED' });
      const answer = await t.call<{ content: Summary[] }>(
        'GET',
        `/api/v1/loan-application/lookup/${mobile}`,
        { token: partner.token },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Application found with the given mobile number');
      expect(answer.body.data.content.map((app) => app.id)).toEqual([newer.id, older.id]);
      expect(answer.body.data.content[0]).toMatchObject({
        status: 'INCOMPLETE',
        remarks: 'Re-upload the PAN',
      });
    });

    it('answers 404 No Incomplete Application Found, and 400 for a bad mobile', async () => {
      const none = await t.call('GET', `/api/v1/loan-application/lookup/${randomMobile()}`, {
        token: partner.token,
      });
      expect(none.status).toBe(404);
      expect(none.body.message).toBe('No Incomplete Application Found');
      const bad = await t.call('GET', '/api/v1/loan-application/lookup/12345', {
        token: partner.token,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid mobile number');
    });

    it('lists a borrower’s own, filtered by status, and refuses an unknown status', async () => {
      const { mobile, guest } = await verifiedBorrower();
      const draft = await insertApplication(t.db, { family: 'APPLY_LOAN', mobile });
      const returned = await insertApplication(t.db, {
        family: 'APPLY_LOAN',
        mobile,
        status: 'INCOMPLETE',
        createdAt: new Date(Date.now() + 1000),
      });
      const all = await t.call<{ content: Summary[] }>('GET', '/api/v1/apply-loan/list', {
        token: guest,
      });
      expect(all.body.data.content.map((app) => app.id)).toEqual([returned.id, draft.id]);
      const drafts = await t.call<{ content: Summary[] }>(
        'GET',
        '/api/v1/apply-loan/list?status=DRAFT',
        { token: guest },
      );
      expect(drafts.body.data.content.map((app) => app.id)).toEqual([draft.id]);
      const bad = await t.call('GET', '/api/v1/apply-loan/list?status=LOST', { token: guest });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid status');
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { DEMO_ADMIN_MOBILE, DEMO_PARTNER_MOBILE } from '../../server/db/seed';
import { insertApplication, storedApplication } from '../support/applications';
import { databases, rowCounts } from '../support/server';
import { createPartner, guestToken, loginToken } from '../support/accounts';
import { useTestDatabase } from '../support/suite';
import { A_CODE } from '../support/error-code';

interface Summary {
  id: string;
  tracker_id: string;
  name: string;
  mobile: string;
  status: string;
  stage: string[];
  remarks: string | null;
  job_type: string;
}
interface Whole extends Summary {
  personal_info: Record<string, unknown> | null;
  employment_info: Record<string, unknown> | null;
  business_info: Record<string, unknown> | null;
}

const ADMIN_ONLY = 'Only an admin can return an application for correction.';
const REMARKS = 'Please upload a clearer PAN card image.';

const returnPath = (id: string) => `/api/v1/loan-application/${id}/return-for-correction`;

describe.each(databases())('returning applications for correction on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  let adminToken: string;
  let agent: { id: string; token: string };
  beforeAll(async () => {
    // Tests make admins the way operators do: a users row with role ADMIN.
    const admin = await createPartner(t.db, { role: 'ADMIN', first_name: 'Review' });
    adminToken = await loginToken(t, admin.mobile);
    const partner = await createPartner(t.db);
    agent = { id: partner.id, token: await loginToken(t, partner.mobile) };
  });

  it('sets a draft to INCOMPLETE with the remarks, which the partner then sees', async () => {
    const { id, mobile } = await insertApplication(t.db, {
      partnerId: agent.id,
      stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
    });
    const answer = await t.call<Summary>('POST', returnPath(id), {
      token: adminToken,
      body: { remarks: `  ${REMARKS}  ` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Application returned for correction');
    expect(answer.body.data).toMatchObject({ id, status: 'INCOMPLETE', remarks: REMARKS });
    expect((await storedApplication(t.db, id))?.remarks).toBe(REMARKS);

    const lookup = await t.call<{ content: Summary[] }>(
      'GET',
      `/api/v1/loan-application/lookup/${mobile}`,
      { token: agent.token },
    );
    expect(lookup.body.data.content[0]).toMatchObject({
      id,
      status: 'INCOMPLETE',
      remarks: REMARKS,
      stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
    });
  });

  it('returns a submitted application and a borrower’s own (APPLY_LOAN) one', async () => {
    const submitted = await insertApplication(t.db, { partnerId: agent.id, status: 'SUBMITTED' });
    const borrowers = await insertApplication(t.db, { family: 'APPLY_LOAN' });
    for (const { id } of [submitted, borrowers]) {
      const answer = await t.call<Summary>('POST', returnPath(id), {
        token: adminToken,
        body: { remarks: REMARKS },
      });
      expect(answer.status).toBe(200);
      expect((await storedApplication(t.db, id))?.status).toBe('INCOMPLETE');
    }
    const guest = await guestToken(t, borrowers.mobile);
    const own = await t.call<Whole>('GET', `/api/v1/apply-loan/${borrowers.id}`, { token: guest });
    expect(own.body.data).toMatchObject({ status: 'INCOMPLETE', remarks: REMARKS });
  });

  it('refuses a partner with 403 before looking at the id, even for their own application', async () => {
    const { id } = await insertApplication(t.db, { partnerId: agent.id });
    const before = await storedApplication(t.db, id);
    for (const target of [id, 'f'.repeat(32), 'not-an-id']) {
      const answer = await t.call('POST', returnPath(target), {
        token: agent.token,
        body: { remarks: REMARKS },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        data: null,
        message: ADMIN_ONLY,
        status_code: 403,
        code: A_CODE,
      });
    }
    expect(await storedApplication(t.db, id)).toEqual(before);
  });

  it('refuses a guest token (403) and no token (401)', async () => {
    const { id, mobile } = await insertApplication(t.db, { family: 'APPLY_LOAN' });
    const before = await storedApplication(t.db, id);
    const guest = await t.call('POST', returnPath(id), {
      token: await guestToken(t, mobile),
      body: { remarks: REMARKS },
    });
    expect(guest.status).toBe(403);
    const none = await t.call('POST', returnPath(id), { body: { remarks: REMARKS } });
    expect(none.status).toBe(401);
    expect(await storedApplication(t.db, id)).toEqual(before);
  });

  it.each([
    [{}, 'Remarks are required'],
    [{ remarks: '   ' }, 'Remarks are required'],
    [{ remarks: 42 }, 'Remarks are required'],
    [{ remarks: 'x'.repeat(501) }, 'Remarks must be at most 500 characters'],
    ['[]', 'Remarks are required'],
  ])('answers 400 for %j and changes nothing', async (body, message) => {
    const { id } = await insertApplication(t.db, { partnerId: agent.id });
    const before = await storedApplication(t.db, id);
    const answer = await t.call('POST', returnPath(id), { token: adminToken, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ data: null, message, status_code: 400, code: A_CODE });
    expect(await storedApplication(t.db, id)).toEqual(before);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const counts = await rowCounts(t.db);
    const malformed = await t.call('POST', returnPath('short'), {
      token: adminToken,
      body: { remarks: REMARKS },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid application id');
    const unknown = await t.call('POST', returnPath('0'.repeat(32)), {
      token: adminToken,
      body: { remarks: REMARKS },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Application not found');
    expect(await rowCounts(t.db)).toEqual(counts);
  });

  it.each(['APPROVED', 'REJECTED', 'DISBURSED'])(
    'answers 409 for a %s application',
    async (status) => {
      const { id } = await insertApplication(t.db, { partnerId: agent.id, status });
      const before = await storedApplication(t.db, id);
      const answer = await t.call('POST', returnPath(id), {
        token: adminToken,
        body: { remarks: REMARKS },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'Only a draft or submitted application can be returned for correction.',
      );
      expect(await storedApplication(t.db, id)).toEqual(before);
    },
  );
});

describe.each(databases())('the demo applications on %s', (kind) => {
  const { database, t } = useTestDatabase(kind);
  let token: string;
  beforeAll(async () => {
    token = await loginToken(t, DEMO_PARTNER_MOBILE);
  });

  const partners = DEMO_APPLICATIONS.filter((app) => app.family === 'KYC');

  it('counts the demo partner’s seeded applications, the borrower’s own with its code too', async () => {
    const count = await t.call<{ count: number }>('GET', '/api/v1/loan-application/count', {
      token,
    });
    const referred = DEMO_APPLICATIONS.filter((app) => app.referralCode === 'ASHA2406');
    expect(count.body.data.count).toBe(partners.length + referred.length);
  });

  it.each(partners.map((app) => [app.name, app] as const))(
    'finds %s by mobile if it can be resumed, and loads every saved section',
    async (_name, app) => {
      const lookup = await t.call<{ content: Summary[] }>(
        'GET',
        `/api/v1/loan-application/lookup/${app.mobile}`,
        { token },
      );
      // The lookup offers captures in progress and returned ones; the list's later statuses
      // (submitted and after) are not resumed.
      const resumable = app.status === 'DRAFT' || app.status === 'INCOMPLETE';
      if (resumable) {
        expect(lookup.status).toBe(200);
        expect(lookup.body.data.content).toEqual([
          expect.objectContaining({
            id: app.id,
            tracker_id: app.trackerId,
            status: app.status,
            stage: app.stage,
            remarks: app.remarks,
          }),
        ]);
      } else {
        expect(lookup.status).toBe(404);
      }
      const whole = await t.call<Whole>('GET', `/api/v1/loan-application/${app.id}`, { token });
      expect(whole.status).toBe(200);
      expect(whole.body.data.personal_info).toEqual(app.personalInfo);
      expect(whole.body.data.employment_info).toEqual(app.employmentInfo);
      expect(whole.body.data.business_info).toEqual(app.businessInfo);
    },
  );

  it('has stages for every resume step and one INCOMPLETE with remarks', () => {
    const stages = partners.map((app) => app.stage.length);
    expect(stages).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(partners.map((app) => app.jobType)).toEqual(
      expect.arrayContaining(['SALARIED', 'SELF_EMPLOYED']),
    );
    const returned = partners.find((app) => app.status === 'INCOMPLETE');
    expect(returned?.remarks).toBeTruthy();
  });

  it('lets the demo admin return a demo application', async () => {
    const admin = await loginToken(t, DEMO_ADMIN_MOBILE);
    const target = DEMO_APPLICATIONS[0];
    if (!target) throw new Error('no demo applications');
    const answer = await t.call<Summary>('POST', returnPath(target.id), {
      token: admin,
      body: { remarks: REMARKS },
    });
    expect(answer.status).toBe(200);
  });

  it('shows the borrower of the seeded public application their own, with its remarks', async () => {
    const own = DEMO_APPLICATIONS.find((app) => app.family === 'APPLY_LOAN');
    if (!own) throw new Error('no public demo application');
    const guest = await guestToken(t, own.mobile);
    const list = await t.call<{ content: Summary[] }>('GET', '/api/v1/apply-loan/list', {
      token: guest,
    });
    expect(list.body.data.content).toEqual([
      expect.objectContaining({ id: own.id, status: 'INCOMPLETE', remarks: own.remarks }),
    ]);
    const business = await t.call('GET', `/api/v1/apply-loan/${own.id}/business-info`, {
      token: guest,
    });
    expect(business.status).toBe(200);
    expect(business.body.message).toBe('Business details loaded successfully');
    expect(business.body.data).toEqual(own.businessInfo);
  });

  it('seeds again without duplicating or undoing anything', async () => {
    const { seedDatabase } = await import('../../server/db/seed');
    const counts = await rowCounts(t.db);
    await seedDatabase(t.db, { demo: true, storage: database.storage });
    expect(await rowCounts(t.db)).toEqual(counts);
  });
});

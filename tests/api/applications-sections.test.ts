import { describe, expect, it } from 'vitest';
import { insertApplication, storedApplication } from '../support/applications';
import { EMPLOYMENT_INFO, PERSONAL_INFO, withOwnFiles } from '../support/section-bodies';
import { databases } from '../support/server';
import { guestToken, loginToken, randomMobile } from '../support/accounts';
import {
  CREATED_STAGES,
  PARTNER_APPLICATIONS,
  partnerSections,
  PERSONAL_STAGES,
  SELF_EMPLOYED_SEED,
  usePartner,
  useTestDatabase,
  type SectionSummary,
  type WholeSections,
  without,
} from '../support/suite';
import { A_CODE } from '../support/error-code';

const EMPLOYMENT_ONLY_SALARIED =
  'Employment details are only for salaried applicants. This application is self-employed: save business details instead.';

describe.each(databases())('saving sections on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  const partner = usePartner(t);
  const base = PARTNER_APPLICATIONS;
  const { own, save, whole, withFiles } = partnerSections<WholeSections>(t, partner);

  /** Saving answers `status` with `message`, and the stored row stays exactly as it was. */
  async function expectRefused(
    id: string,
    path: string,
    body: unknown,
    status: number,
    message: string,
  ) {
    const before = await storedApplication(t.db, id);
    const answer = await save('POST', `${base}/${id}/${path}`, body);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ data: null, message, status_code: status, code: A_CODE });
    expect(await storedApplication(t.db, id)).toEqual(before);
  }

  it('saves personal details (POST new), adds the stage once, and PATCH replaces them', async () => {
    const app = await own({ stage: CREATED_STAGES });
    const body = await withFiles(app, PERSONAL_INFO);
    const first = await save('POST', `${base}/${app.id}/personal-info`, body);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Personal details saved successfully');
    expect(first.body.data).toMatchObject({ id: app.id, status: 'DRAFT', stage: PERSONAL_STAGES });
    expect((await whole(app.id)).personal_info).toMatchObject({
      name: PERSONAL_INFO.name,
      pan: body['pan'],
      bank_statement: body['bank_statement'],
    });

    const again = await save('PATCH', `${base}/${app.id}/personal-info`, {
      ...body,
      address: '221B, Brigade Road, Ashok Nagar',
    });
    expect(again.status).toBe(200);
    expect(again.body.data.stage).toEqual(PERSONAL_STAGES);
    expect((await whole(app.id)).personal_info).toMatchObject({
      address: '221B, Brigade Road, Ashok Nagar',
    });
  });

  it.each([
    ['POST', 'employment-info'],
    ['PATCH', 'employee-info'],
  ] as const)(
    'saves employment details by %s …/%s for a salaried applicant',
    async (method, path) => {
      const app = await own({ stage: PERSONAL_STAGES });
      const body = await withFiles(app, EMPLOYMENT_INFO);
      const answer = await save(method, `${base}/${app.id}/${path}`, body);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Employment details saved successfully');
      expect(answer.body.data.stage).toEqual([...PERSONAL_STAGES, 'EMPLOYMENT_DETAILS']);
      expect((await whole(app.id)).employment_info).toMatchObject({
        salary_slip3: body['salary_slip3'],
      });
    },
  );

  it('takes employment details from a professional (the public flow’s third job type)', async () => {
    const app = await own({ stage: PERSONAL_STAGES, jobType: 'PROFESSIONAL' });
    const body = await withFiles(app, EMPLOYMENT_INFO);
    const answer = await save('POST', `${base}/${app.id}/employment-info`, body);
    expect(answer.status).toBe(200);
  });

  it.each([
    [
      'employment for a self-employed applicant',
      SELF_EMPLOYED_SEED,
      'employment-info',
      EMPLOYMENT_INFO,
      EMPLOYMENT_ONLY_SALARIED,
    ],
  ] as const)('refuses %s (409) and changes nothing', async (_label, seed, path, body, message) => {
    const app = await own({ stage: PERSONAL_STAGES, ...seed });
    const ownBody = await withFiles(app, body);
    await expectRefused(app.id, path, ownBody, 409, message);
  });

  it('refuses employment or business before personal details, and any save once submitted', async () => {
    const early = await own({ stage: CREATED_STAGES });
    const employment = await withFiles(early, EMPLOYMENT_INFO);
    const before = await storedApplication(t.db, early.id);
    const answer = await save('POST', `${base}/${early.id}/employment-info`, employment);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Please save the personal details first.');
    expect(await storedApplication(t.db, early.id)).toEqual(before);

    const submitted = await own({ stage: PERSONAL_STAGES, status: 'SUBMITTED' });
    const personal = await withFiles(submitted, PERSONAL_INFO);
    const closed = await storedApplication(t.db, submitted.id);
    const refused = await save('PATCH', `${base}/${submitted.id}/personal-info`, personal);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This application can no longer be changed.');
    expect(await storedApplication(t.db, submitted.id)).toEqual(closed);
  });

  it('keeps a returned application INCOMPLETE while its sections are corrected', async () => {
    const app = await own({
      stage: PERSONAL_STAGES,
      status: 'INCOMPLETE',
      remarks: 'Fix the address',
    });
    const body = await withFiles(app, PERSONAL_INFO);
    const answer = await save('PATCH', `${base}/${app.id}/personal-info`, body);
    expect(answer.body.data).toMatchObject({ status: 'INCOMPLETE', stage: PERSONAL_STAGES });
  });

  it.each([
    ['personal-info', CREATED_STAGES, {}, { ...PERSONAL_INFO, name: 'ab' }, 'Invalid name'],
    [
      'personal-info',
      CREATED_STAGES,
      {},
      { ...PERSONAL_INFO, dob: '2015-01-01' },
      'Age not acceptable as per provided DOB',
    ],
    ['personal-info', CREATED_STAGES, {}, without(PERSONAL_INFO, 'gender'), 'Please select gender'],
    [
      'personal-info',
      CREATED_STAGES,
      {},
      { ...PERSONAL_INFO, pincode: '012345' },
      'Invalid pincode',
    ],
    [
      'personal-info',
      CREATED_STAGES,
      {},
      { ...PERSONAL_INFO, address: 'short' },
      'Invalid address',
    ],
    [
      'personal-info',
      CREATED_STAGES,
      {},
      { ...PERSONAL_INFO, years_of_residence: 0 },
      'Years of residence must be greater than 0',
    ],
    [
      'personal-info',
      CREATED_STAGES,
      {},
      without(PERSONAL_INFO, 'address_type'),
      'Please select address ownership type',
    ],
    [
      'personal-info',
      CREATED_STAGES,
      {},
      without(PERSONAL_INFO, 'marital_status'),
      'Please select marital status',
    ],
    ['personal-info', CREATED_STAGES, {}, without(PERSONAL_INFO, 'pan'), 'Missing PAN'],
    [
      'personal-info',
      CREATED_STAGES,
      {},
      without(PERSONAL_INFO, 'aadhaar_back'),
      'Missing aadhaar back',
    ],
    [
      'personal-info',
      CREATED_STAGES,
      {},
      { ...PERSONAL_INFO, credit_limit: 0 },
      'Credit limit must be greater than 0',
    ],
    [
      'employment-info',
      PERSONAL_STAGES,
      {},
      without(EMPLOYMENT_INFO, 'salary_slip2'),
      'Missing salary slip 2',
    ],
    [
      'employment-info',
      PERSONAL_STAGES,
      {},
      without(EMPLOYMENT_INFO, 'company_address_type'),
      'Please select company address type',
    ],
  ] as const)(
    '%s: answers 400 and stores nothing (%#)',
    async (path, stage, seed, body, message) => {
      const app = await own({ stage: [...stage], ...seed });
      await expectRefused(app.id, path, body, 400, message);
    },
  );

  it('answers 400 for a body that is not JSON, and stores nothing', async () => {
    const app = await own({ stage: CREATED_STAGES });
    const before = await storedApplication(t.db, app.id);
    const answer = await save('POST', `${base}/${app.id}/personal-info`, '{"name":');
    expect(answer.status).toBe(400);
    expect(await storedApplication(t.db, app.id)).toEqual(before);
  });

  it('relaxes marital status, PAN and Aadhaar on an application of a relaxed brand (moneyase), not elsewhere', async () => {
    // The rules are those of the brand the application was made on, whichever session saves.
    const onMoneyase = await loginToken(t, partner.mobile, 'moneyase.localhost');
    const relaxedBody = async (app: { id: string }) =>
      without(
        await withFiles(app, PERSONAL_INFO),
        'marital_status',
        'pan',
        'aadhaar_front',
        'aadhaar_back',
      );
    const strictApp = await own({ stage: CREATED_STAGES });
    const strictBody = await relaxedBody(strictApp);
    const strict = await save('POST', `${base}/${strictApp.id}/personal-info`, strictBody);
    expect(strict.status).toBe(400);
    const strictFromMoneyase = await t.call('POST', `${base}/${strictApp.id}/personal-info`, {
      token: onMoneyase,
      body: strictBody,
      hostname: 'moneyase.localhost',
    });
    expect(strictFromMoneyase.status).toBe(400);
    expect((await storedApplication(t.db, strictApp.id))?.personal_info).toBeNull();

    const relaxedApp = await own({ stage: CREATED_STAGES, brand: 'moneyase' });
    const relaxed = await t.call<SectionSummary>('POST', `${base}/${relaxedApp.id}/personal-info`, {
      token: onMoneyase,
      body: await relaxedBody(relaxedApp),
      hostname: 'moneyase.localhost',
    });
    expect(relaxed.status).toBe(200);
    expect(relaxed.body.data.stage).toEqual(PERSONAL_STAGES);
  });

  it('walks a borrower’s own application through personal and employment details', async () => {
    const mobile = randomMobile();
    const guest = await guestToken(t, mobile);
    const app = await insertApplication(t.db, { family: 'APPLY_LOAN', mobile });
    const call = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
      t.call<SectionSummary>(method, `/api/v1/apply-loan/${app.id}${path}`, { token: guest, body });
    const borrowerFiles = (section: Record<string, unknown>) =>
      withOwnFiles(t, { token: guest, family: 'APPLY_LOAN' }, app.id, section);
    const personal = await borrowerFiles(PERSONAL_INFO);
    const employment = await borrowerFiles(EMPLOYMENT_INFO);
    expect((await call('POST', '/personal-info', personal)).body.data.stage).toEqual(
      PERSONAL_STAGES,
    );
    expect((await call('POST', '/employment-info', employment)).body.data.stage).toEqual([
      ...PERSONAL_STAGES,
      'EMPLOYMENT_DETAILS',
    ]);
    expect((await call('PATCH', '/employee-info', employment)).status).toBe(200);
    const loaded = await t.call<WholeSections>('GET', `/api/v1/apply-loan/${app.id}`, {
      token: guest,
    });
    expect(loaded.body.data.employment_info).toMatchObject({
      company_name: EMPLOYMENT_INFO['company_name'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { insertApplication, storedApplication } from '../support/applications';
import {
  BUSINESS_INFO,
  EMPLOYMENT_INFO,
  PERSONAL_INFO,
  withOwnFiles,
} from '../support/section-bodies';
import { databases } from '../support/server';
import { guestToken, loginToken, randomMobile } from '../support/accounts';
import {
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

const BUSINESS_ONLY_SELF_EMPLOYED =
  'Business details are only for self-employed applicants. This application is salaried: save employment details instead.';

describe.each(databases())('business details on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  const partner = usePartner(t);
  const base = PARTNER_APPLICATIONS;
  const { own, save, whole, withFiles } = partnerSections<WholeSections>(t, partner);

  it('saves business details for a self-employed applicant and answers them back', async () => {
    const app = await own({ stage: PERSONAL_STAGES, ...SELF_EMPLOYED_SEED });
    const none = await t.call('GET', `${base}/${app.id}/business-info`, { token: partner.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No business details saved for this application yet');

    const body = await withFiles(app, BUSINESS_INFO);
    const answer = await save('POST', `${base}/${app.id}/business-info`, body);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Business details saved successfully');
    expect(answer.body.data.stage).toEqual([...PERSONAL_STAGES, 'BUSINESS_DETAILS']);
    const loaded = await t.call('GET', `${base}/${app.id}/business-info`, { token: partner.token });
    expect(loaded.status).toBe(200);
    expect(loaded.body.message).toBe('Business details loaded successfully');
    expect(loaded.body.data).toEqual((await whole(app.id)).business_info);
    expect(loaded.body.data).toMatchObject({
      business_name: BUSINESS_INFO['business_name'],
      business_proof: body['business_proof'],
    });

    const patched = await save('PATCH', `${base}/${app.id}/business-info`, {
      ...body,
      business_name: 'Gupta & Sons Traders',
    });
    expect(patched.body.data.stage).toEqual([...PERSONAL_STAGES, 'BUSINESS_DETAILS']);
  });

  it('walks a borrower’s own application through personal and business details', async () => {
    const mobile = randomMobile();
    const guest = await guestToken(t, mobile);
    const app = await insertApplication(t.db, {
      family: 'APPLY_LOAN',
      mobile,
      ...SELF_EMPLOYED_SEED,
    });
    const call = (method: 'POST' | 'PATCH' | 'GET', path: string, body?: unknown) =>
      t.call<SectionSummary>(method, `/api/v1/apply-loan/${app.id}${path}`, {
        token: guest,
        ...(body ? { body } : {}),
      });
    const borrowerFiles = (section: Record<string, unknown>) =>
      withOwnFiles(t, { token: guest, family: 'APPLY_LOAN' }, app.id, section);
    const personal = await borrowerFiles(PERSONAL_INFO);
    const businessBody = await borrowerFiles(BUSINESS_INFO);
    expect((await call('POST', '/personal-info', personal)).body.data.stage).toEqual(
      PERSONAL_STAGES,
    );
    expect((await call('POST', '/business-info', businessBody)).body.data.stage).toEqual([
      ...PERSONAL_STAGES,
      'BUSINESS_DETAILS',
    ]);
    expect((await call('PATCH', '/business-info', businessBody)).status).toBe(200);
    const business = await call('GET', '/business-info');
    expect(business.body.data).toMatchObject({ business_name: BUSINESS_INFO['business_name'] });
    const refused = await call('PATCH', '/employee-info', await borrowerFiles(EMPLOYMENT_INFO));
    expect(refused.status).toBe(409);
  });

  it('refuses business details for a salaried applicant (409) and changes nothing', async () => {
    const app = await own({ stage: PERSONAL_STAGES });
    const body = await withFiles(app, BUSINESS_INFO);
    const before = await storedApplication(t.db, app.id);
    const answer = await save('POST', `${base}/${app.id}/business-info`, body);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(BUSINESS_ONLY_SELF_EMPLOYED);
    expect(await storedApplication(t.db, app.id)).toEqual(before);
  });

  it.each([
    [
      'business-info',
      PERSONAL_STAGES,
      SELF_EMPLOYED_SEED,
      { ...BUSINESS_INFO, business_name: 'ab' },
      'Business name must be at least 3 characters',
    ],
    [
      'business-info',
      PERSONAL_STAGES,
      SELF_EMPLOYED_SEED,
      { ...BUSINESS_INFO, business_city: '' },
      'City is required',
    ],
    [
      'business-info',
      PERSONAL_STAGES,
      SELF_EMPLOYED_SEED,
      without(BUSINESS_INFO, 'business_proof'),
      'Business proof is required',
    ],
    [
      'business-info',
      PERSONAL_STAGES,
      SELF_EMPLOYED_SEED,
      without(BUSINESS_INFO, 'statement_bank_id'),
      'Bank selection is required',
    ],
  ] as const)('answers 400 and stores nothing (%#)', async (path, stage, seed, body, message) => {
    const app = await own({ stage: [...stage], ...seed });
    const before = await storedApplication(t.db, app.id);
    const answer = await save('POST', `${base}/${app.id}/${path}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ data: null, message, status_code: 400 });
    expect(answer.body).toHaveProperty('code');
    expect(await storedApplication(t.db, app.id)).toEqual(before);
  });

  it('relaxes the business type on an application of a relaxed brand (moneyase), not elsewhere', async () => {
    const app = await own({ stage: PERSONAL_STAGES, ...SELF_EMPLOYED_SEED });
    const body = without(await withFiles(app, BUSINESS_INFO), 'business_type');
    const strict = await save('POST', `${base}/${app.id}/business-info`, body);
    expect(strict.status).toBe(400);
    expect(strict.body.message).toBe('Business type is required');
    const relaxedApp = await own({
      stage: PERSONAL_STAGES,
      ...SELF_EMPLOYED_SEED,
      brand: 'moneyase',
    });
    const relaxed = await t.call('POST', `${base}/${relaxedApp.id}/business-info`, {
      token: await loginToken(t, partner.mobile, 'moneyase.localhost'),
      body: without(await withFiles(relaxedApp, BUSINESS_INFO), 'business_type'),
      hostname: 'moneyase.localhost',
    });
    expect(relaxed.status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { englishOf } from '../../server/i18n/texts';
import { fileNotFoundMessage } from '../../server/usecases/applications/section-files';
import {
  type ApplicationSeed,
  insertApplication,
  storedApplication,
  unchangedBy,
} from '../support/applications';
import {
  BUSINESS_INFO,
  EMPLOYMENT_INFO,
  type FileOwner,
  PERSONAL_INFO,
  uploadFor,
  withOwnFiles,
} from '../support/section-bodies';
import { databases } from '../support/server';
import { guestToken, randomMobile } from '../support/accounts';
import {
  CREATED_STAGES,
  PERSONAL_STAGES,
  SELF_EMPLOYED_SEED,
  usePartner,
  useTestDatabase,
} from '../support/suite';
import type { SectionSummary, WholeSections } from '../support/suite';

/*
 * A section names only files uploaded to its own application, each for its kind of field
 * (issue 7: a file belongs to the uploader and to its application). Anything else answers 400
 * naming the field as the form does, and nothing is written; the owner's own uploads save.
 */

const base = '/api/v1/loan-application';

describe.each(databases())('the files a section names, on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  const partner = usePartner(t);
  const otherPartner = usePartner(t);

  const own = (seed: ApplicationSeed = {}) =>
    insertApplication(t.db, { partnerId: partner.id, ...seed });
  const save = (path: string, body: unknown, token = partner.token) =>
    t.call<SectionSummary>('POST', path, { token, body });
  const whole = async (id: string) =>
    (await t.call<WholeSections>('GET', `${base}/${id}`, { token: partner.token })).body.data;

  /** The save's answer, after proving it wrote nothing: not the row, not any other table. */
  const refusedSave = (id: string, path: string, body: unknown, token = partner.token) =>
    unchangedBy(t.db, id, () => save(`${base}/${id}/${path}`, body, token));

  const refusal = (label: string) => ({
    data: null,
    message: englishOf(fileNotFoundMessage(label)),
    status_code: 400,
    code: 'SECTION_FILE_NOT_FOUND',
    params: { label },
  });

  it('names the field in the form’s words', () => {
    expect(englishOf(fileNotFoundMessage('PAN Card'))).toBe(
      'PAN Card: the file was not found for this application. Please upload it again.',
    );
  });

  it('saves a section whose every file is this application’s upload for its field', async () => {
    const app = await own({ stage: CREATED_STAGES });
    const body = await withOwnFiles(t, partner, app.id, PERSONAL_INFO);
    const answer = await save(`${base}/${app.id}/personal-info`, body);
    expect(answer.status).toBe(200);
    expect(answer.body.data.stage).toEqual(PERSONAL_STAGES);
    expect((await whole(app.id)).personal_info).toMatchObject({
      pan: body['pan'],
      aadhaar_front: body['aadhaar_front'],
      aadhaar_back: body['aadhaar_back'],
      bank_statement: body['bank_statement'],
    });
  });

  it('saves business details with every kind of document the form uploads', async () => {
    const app = await own({ stage: PERSONAL_STAGES, ...SELF_EMPLOYED_SEED });
    const body = await withOwnFiles(t, partner, app.id, {
      ...BUSINESS_INFO,
      business_type: 'PARTNERSHIP',
      number_of_partners_or_directors: 2,
      shareholding_percentage: 50,
      business_pan_file: 'pan card of the firm',
      gstr_3b: ['april', 'may'],
      financial_file: 'balance sheet',
      bank_statement: ['january', 'february'],
      bank_name1: 'HDFC Bank',
      statement_bank_id1: 'HDFC',
      bank_statement1: ['march'],
      others1: 'lease',
      others2: 'licence',
      others3: 'letter',
    });
    const answer = await save(`${base}/${app.id}/business-info`, body);
    expect(answer.status).toBe(200);
    expect(answer.body.data.stage).toEqual([...PERSONAL_STAGES, 'BUSINESS_DETAILS']);
    expect((await whole(app.id)).business_info).toMatchObject({
      business_pan_file: body['business_pan_file'],
      gstr_3b: body['gstr_3b'],
      bank_statement1: body['bank_statement1'],
      others3: body['others3'],
    });
  });

  it('refuses a file of another application of the same partner', async () => {
    const app = await own({ stage: CREATED_STAGES });
    const other = await own({ stage: CREATED_STAGES });
    const body = {
      ...(await withOwnFiles(t, partner, app.id, PERSONAL_INFO)),
      pan: await uploadFor(t, partner, other.id, 'pan'),
    };
    const answer = await refusedSave(app.id, 'personal-info', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusal('PAN Card'));
  });

  it('refuses a file of another partner', async () => {
    const app = await own({ stage: CREATED_STAGES });
    const theirs = await insertApplication(t.db, { partnerId: otherPartner.id });
    const body = {
      ...(await withOwnFiles(t, partner, app.id, PERSONAL_INFO)),
      aadhaar_front: await uploadFor(t, otherPartner, theirs.id, 'aadhaar_front'),
    };
    const answer = await refusedSave(app.id, 'personal-info', body);
    expect(answer.body).toEqual(refusal('Aadhaar Front'));
  });

  it('refuses this application’s file of another kind (a bank statement as the PAN card)', async () => {
    const app = await own({ stage: CREATED_STAGES });
    const body = await withOwnFiles(t, partner, app.id, PERSONAL_INFO);
    const statement = (body['bank_statement'] as string[])[0];
    const answer = await refusedSave(app.id, 'personal-info', { ...body, pan: statement });
    expect(answer.body).toEqual(refusal('PAN Card'));
  });

  it('refuses a list with one file that is not the application’s, for any bank', async () => {
    const app = await own({ stage: CREATED_STAGES });
    const other = await own({ stage: CREATED_STAGES });
    const body = await withOwnFiles(t, partner, app.id, PERSONAL_INFO);
    const foreign = await uploadFor(t, partner, other.id, 'bank_statement');
    const statements = [...(body['bank_statement'] as string[]), foreign];
    const primary = await refusedSave(app.id, 'personal-info', {
      ...body,
      bank_statement: statements,
    });
    expect(primary.body).toEqual(refusal('Bank Statements'));

    const extra = await refusedSave(app.id, 'personal-info', {
      ...body,
      bank_name1: 'HDFC Bank',
      statement_bank_id1: 'HDFC',
      bank_statement1: [await uploadFor(t, partner, app.id, 'bank_statement1'), foreign],
    });
    expect(extra.body).toEqual(refusal('Bank Statements (Additional Bank 1)'));
  });

  it('refuses an id no upload has (the demo applications’ files are theirs)', async () => {
    const app = await own({ stage: CREATED_STAGES });
    const answer = await refusedSave(app.id, 'personal-info', PERSONAL_INFO);
    expect(answer.body).toEqual(refusal('PAN Card'));
    const made = await refusedSave(app.id, 'personal-info', {
      ...(await withOwnFiles(t, partner, app.id, PERSONAL_INFO)),
      aadhaar_back: 'demo-file-aadhaar-back',
    });
    expect(made.body).toEqual(refusal('Aadhaar Back'));
  });

  it('names the first such field of employment and business details', async () => {
    const salaried = await own({ stage: PERSONAL_STAGES });
    const employment = await withOwnFiles(t, partner, salaried.id, {
      ...EMPLOYMENT_INFO,
      company_id_card: 'card',
    });
    const swapped = await refusedSave(salaried.id, 'employment-info', {
      ...employment,
      salary_slip2: employment['company_id_card'],
      salary_slip3: employment['company_id_card'],
    });
    expect(swapped.body).toEqual(refusal('Salary Slip 2'));

    const business = await own({ stage: PERSONAL_STAGES, ...SELF_EMPLOYED_SEED });
    const other = await own({ stage: PERSONAL_STAGES, ...SELF_EMPLOYED_SEED });
    const body = await withOwnFiles(t, partner, business.id, BUSINESS_INFO);
    const gstr = await refusedSave(business.id, 'business-info', {
      ...body,
      gstr_3b: [
        await uploadFor(t, partner, business.id, 'gstr_3b'),
        await uploadFor(t, partner, other.id, 'gstr_3b'),
      ],
    });
    expect(gstr.body).toEqual(refusal('GSTR-3B'));

    // An older client's upload_business_proof stands for business_proof, and is checked as it.
    const withoutProof = Object.fromEntries(
      Object.entries(body).filter(([field]) => field !== 'business_proof'),
    );
    const alias = await refusedSave(business.id, 'business-info', {
      ...withoutProof,
      upload_business_proof: await uploadFor(t, partner, other.id, 'business_proof'),
    });
    expect(alias.body).toEqual(refusal('Business Proof'));
  });

  it('refuses a partner’s file in a borrower’s own application', async () => {
    const mobile = randomMobile();
    const borrower: FileOwner = { token: await guestToken(t, mobile), family: 'APPLY_LOAN' };
    const app = await insertApplication(t.db, { family: 'APPLY_LOAN', mobile });
    // The partner's capture of the same borrower: another application, so not this one's file.
    const captured = await own({ mobile });
    const body = {
      ...(await withOwnFiles(t, borrower, app.id, PERSONAL_INFO)),
      pan: await uploadFor(t, partner, captured.id, 'pan'),
    };
    const before = await storedApplication(t.db, app.id);
    const answer = await t.call('POST', `/api/v1/apply-loan/${app.id}/personal-info`, {
      token: borrower.token,
      body,
    });
    expect(answer.body).toEqual(refusal('PAN Card'));
    expect(await storedApplication(t.db, app.id)).toEqual(before);

    const saved = await t.call<SectionSummary>(
      'POST',
      `/api/v1/apply-loan/${app.id}/personal-info`,
      {
        token: borrower.token,
        body: await withOwnFiles(t, borrower, app.id, PERSONAL_INFO),
      },
    );
    expect(saved.body.data.stage).toEqual(PERSONAL_STAGES);
  });

  it('answers what is wrong with the token or the application first: 401, 403, 404, 409', async () => {
    const app = await own({ stage: CREATED_STAGES });
    const body = await withOwnFiles(t, partner, app.id, PERSONAL_INFO);
    const stranger = await refusedSave(app.id, 'personal-info', body, otherPartner.token);
    expect(stranger.status).toBe(404);
    const strangerOwn = await insertApplication(t.db, { partnerId: otherPartner.id });
    const probing = await refusedSave(
      app.id,
      'personal-info',
      {
        ...body,
        pan: await uploadFor(t, otherPartner, strangerOwn.id, 'pan'),
      },
      otherPartner.token,
    );
    expect(probing.status).toBe(404);
    expect(probing.body.message).toBe('Application not found');

    const noToken = await t.call('POST', `${base}/${app.id}/personal-info`, {
      body: PERSONAL_INFO,
    });
    expect([noToken.status, noToken.body.message]).toEqual([
      401,
      'Your session has expired. Please log in again.',
    ]);
    const guest = await guestToken(t, randomMobile());
    const wrongKind = await refusedSave(app.id, 'personal-info', PERSONAL_INFO, guest);
    expect([wrongKind.status, wrongKind.body.message]).toEqual([
      403,
      'Please log in as a partner to do this.',
    ]);

    const submitted = await own({ stage: PERSONAL_STAGES, status: 'SUBMITTED' });
    const closed = await refusedSave(submitted.id, 'personal-info', PERSONAL_INFO);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This application can no longer be changed.');
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { createdApplication, pageToken, saveSection } from './support/applications';
import { DESKTOP, useBrowser, openSite, POLL, waitForHashPath } from './support/browser';
import { DUPLICATE_REFERENCE_PHONE } from '../../src/domain/sections/references';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { choose, field, pdf, png, storedApplication } from './support/wizard-pages';

/*
 * The co-applicant, references and asset documents forms in Chromium against the real server:
 * each form's messages, one at a time and where they belong, its conditional fields, and its
 * documents — a co-applicant's uploads naming the co-applicant (record_index) — and what the
 * server stored once saved.
 */

const browser = useBrowser();

const SAVED_PERSONAL = DEMO_APPLICATIONS.find((app) => app.personalInfo)?.personalInfo ?? {};
const SAVED_EMPLOYMENT = DEMO_APPLICATIONS.find((app) => app.employmentInfo)?.employmentInfo ?? {};

const save = (page: Page) => page.getByRole('button', { name: 'Save and Continue' }).click();

interface SentUpload {
  field: string;
  recordIndex: string | null;
}

/**
 * From the next page load on, keeps the body of every upload the page sends (an XHR, for its
 * progress, whose multipart body the browser does not show the test): `sentUploads` reads them.
 */
async function keepUploadBodies(page: Page) {
  await page.addInitScript(() => {
    const bodies: string[] = [];
    Object.assign(window, { uploadBodies: bodies });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof Blob) void body.text().then((text) => bodies.push(text));
      send.call(this, body);
    };
  });
}

/** Each upload sent so far: its field (name_prefix) and the record_index it names, if any. */
async function sentUploads(page: Page): Promise<SentUpload[]> {
  const bodies = await page.evaluate(
    () => (window as unknown as { uploadBodies: string[] }).uploadBodies,
  );
  return bodies.map((body) => {
    const part = (name: string) =>
      new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1] ?? null;
    return { field: part('name_prefix') ?? '', recordIndex: part('record_index') };
  });
}

/**
 * The demo partner's new application (this loan type) with personal and employment details
 * saved through the API, and the wizard opened on it at `step`.
 */
async function applicationAt(step: string, loanType = 'AUTO_LOAN', references = false) {
  const { context, page } = await openSite(browser, 'localhost', '/login', DESKTOP);
  await logInAs(page, DEMO_PARTNER.mobile);
  const token = await pageToken(page);
  const { id } = await createdApplication(token, loanType);
  await saveSection(token, id, 'personal-info', SAVED_PERSONAL);
  await saveSection(token, id, 'employment-info', SAVED_EMPLOYMENT);
  if (references) await saveSection(token, id, 'reference', { references: [REFERENCE] });
  await keepUploadBodies(page);
  await page.goto(new URL(`/?id=${id}#/application/${step}`, page.url()).href);
  return { context, page, id };
}

const REFERENCE = {
  type: 'PERSONAL_REFERENCE',
  name: 'Meena Rao',
  phone: '9876501234',
  address: '4 Park Street, Kolkata',
};

/** A one-file document field: the chosen file's name shows once it is uploaded. */
async function upload(page: Page, label: string, file: ReturnType<typeof pdf>) {
  await page.getByRole('button', { name: `${label} Choose file`, exact: true }).setInputFiles(file);
  await page.getByText(file.name).waitFor();
}

/** A several-files document field: its list of uploaded files grows to `count`. */
async function uploadAnother(
  page: Page,
  label: string,
  file: ReturnType<typeof pdf>,
  count: number,
) {
  await page
    .getByRole('button', { name: new RegExp(`^${label} (Choose file|Add another file)$`) })
    .setInputFiles(file);
  const files = page.getByRole('list', { name: `${label}: uploaded files` }).getByRole('listitem');
  await expect.poll(() => files.count(), POLL).toBe(count);
}

/** The wizard's query (the hash router keeps it in the address's search part). */
const wizardQuery = (page: Page) => new URL(page.url()).searchParams;

describe('the co-applicant form', () => {
  it('shows every message at once, fills the place from the pincode, and its uploads name the co-applicant', async () => {
    const { context, page, id } = await applicationAt('co-applicants');
    await page.getByRole('heading', { name: 'Co-applicants' }).waitFor();
    await page.getByRole('button', { name: 'Add Co-applicant' }).click();
    await waitForHashPath(page, '/application/co-applicant-details');
    expect(wizardQuery(page).get('record_index')).toBe('1');
    await page.getByRole('heading', { name: 'Co-applicant Details' }).waitFor();

    // Spouse name is read-only until a marital status is chosen (spec §5).
    await expect
      .poll(() => field(page, 'Spouse Name').getAttribute('readonly'), POLL)
      .not.toBeNull();

    // One Save shows every message at once (issue 18): each empty field says what to do.
    await save(page);
    for (const message of [
      "Enter the co-applicant's full name",
      "Enter the co-applicant's mobile number",
      "Enter the co-applicant's date of birth",
      "Select the co-applicant's gender",
      "Select the co-applicant's marital status",
      "Enter the co-applicant's pincode",
      "Enter the co-applicant's address",
      'Select the address ownership type',
      'Enter how many years the co-applicant has lived at this address',
      "Enter the co-applicant's PAN",
      "Upload the co-applicant's PAN card",
      "Upload the front of the co-applicant's Aadhaar card",
      "Upload the back of the co-applicant's Aadhaar card",
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''), POLL)
      .toBe('field-name');
    await field(page, 'Full Name').fill('Ravi Verma');
    await field(page, 'Mobile Number').fill('981234567012');
    await expect.poll(() => field(page, 'Mobile Number').inputValue(), POLL).toBe('9812345670');
    // The share starts at 0 (issue 18): it has nothing to say until it is changed.
    await expect.poll(() => field(page, 'Shareholding Percentage').inputValue(), POLL).toBe('0');
    await field(page, 'Shareholding Percentage').fill('40');
    // A wrong value keeps the spec's message.
    await field(page, 'Date of Birth').fill('12042020');
    await page.getByText('Age not acceptable as per provided DOB', { exact: true }).waitFor();
    await field(page, 'Date of Birth').fill('12041988');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await choose(page, 'Marital Status', 'Married');
    await expect.poll(() => field(page, 'Spouse Name').getAttribute('readonly'), POLL).toBeNull();
    await field(page, 'Spouse Name').fill('Asha Verma');
    await field(page, 'Pincode').fill('560001');
    // The lookup fills city and state (300 ms after the last digit).
    await expect.poll(() => field(page, 'City').inputValue(), POLL).not.toBe('');
    await expect.poll(() => field(page, 'State').inputValue(), POLL).not.toBe('');
    await field(page, 'Address').fill('12 MG Road, Shivajinagar');
    await choose(page, 'Address Ownership Type', 'Rented');
    await field(page, 'Years of Residence').fill('4');
    await field(page, 'PAN Number').fill('abcpv');
    await page.getByText('Invalid pan number', { exact: true }).waitFor();
    await field(page, 'PAN Number').fill('abcpv1234k');
    await expect.poll(() => field(page, 'PAN Number').inputValue(), POLL).toBe('ABCPV1234K');
    await upload(page, 'PAN Card', png('co-pan.png'));
    await upload(page, 'Aadhaar Front', pdf('co-front.pdf'));
    await upload(page, 'Aadhaar Back', pdf('co-back.pdf'));
    await expect.poll(() => page.locator('form [aria-invalid="true"]').count(), POLL).toBe(0);

    // The bank is all or nothing: a statement alone asks for the bank.
    const bank = page.getByRole('group', { name: 'Bank details (optional)' });
    await uploadAnother(page, 'Bank Statements', pdf('co-march.pdf'), 1);
    await bank.getByText('Select the bank', { exact: true }).waitFor();
    await bank.getByRole('button', { name: /^Bank Name/ }).click();
    await page.getByRole('option', { name: 'HDFC Bank', exact: true }).click();
    await expect.poll(() => page.locator('form [aria-invalid="true"]').count(), POLL).toBe(0);

    // A new co-applicant's documents carry its number.
    expect(await sentUploads(page)).toEqual(
      ['pan', 'aadhaar_front', 'aadhaar_back', 'bank_statement'].map((name) => ({
        field: name,
        recordIndex: '1',
      })),
    );

    await save(page);
    await waitForHashPath(page, '/application/co-applicants');
    await page.getByText('Ravi Verma', { exact: true }).waitFor();
    await page.getByText('9812345670', { exact: true }).waitFor();
    const stored = await storedApplication(page, id);
    const [saved] = stored['co_applicants'] as Record<string, unknown>[];
    expect(saved).toMatchObject({
      name: 'Ravi Verma',
      mobile: '9812345670',
      shareholding_percentage: 40,
      dob: '1988-04-12',
      pan_number: 'ABCPV1234K',
      bank_name: 'HDFC Bank',
      years_of_residence: 4,
    });
    expect(saved?.['bank_statement']).toHaveLength(1);
    expect(stored['stage']).toContain('CO_APPLICANT');

    // Edited: the form opens on what was saved, and a new document names the co-applicant's id.
    await page.getByRole('button', { name: /^Edit co-applicant 1/ }).click();
    await waitForHashPath(page, '/application/co-applicant-details');
    const query = wizardQuery(page);
    expect(query.get('app_id')).toBe(id);
    expect(query.get('record_index')).toBe(saved?.['id']);
    await expect.poll(() => field(page, 'Full Name').inputValue(), POLL).toBe('Ravi Verma');
    await expect.poll(() => field(page, 'Date of Birth').inputValue(), POLL).toBe('12-04-1988');
    await expect.poll(() => field(page, 'Shareholding Percentage').inputValue(), POLL).toBe('40');
    await page.getByRole('button', { name: /^Remove .*\(PAN Card\)$/ }).click();
    await page.getByText("Upload the co-applicant's PAN card", { exact: true }).waitFor();
    await upload(page, 'PAN Card', png('co-pan-2.png'));
    expect((await sentUploads(page)).at(-1)).toEqual({ field: 'pan', recordIndex: saved?.['id'] });
    await field(page, 'Full Name').fill('Ravi K Verma');
    await save(page);
    await waitForHashPath(page, '/application/co-applicants');
    await page.getByText('Ravi K Verma', { exact: true }).waitFor();
    const edited = await storedApplication(page, id);
    const [again] = edited['co_applicants'] as Record<string, unknown>[];
    expect(again).toMatchObject({ id: saved?.['id'], name: 'Ravi K Verma' });
    // The new PAN card replaced the first.
    expect(again?.['pan']).not.toBe(saved?.['pan']);
    expect(edited['co_applicants']).toHaveLength(1);
    expect(edited['stage']).toContain('CO_APPLICANT_FORM');
    await context.close();
  });
});

describe('the references form', () => {
  it('one to three references, each message at its reference, a company name only for a business one', async () => {
    const { context, page, id } = await applicationAt('reference-details');
    await page.getByRole('heading', { name: 'References' }).waitFor();
    await save(page);
    await page.getByText('At least one reference is required', { exact: true }).waitFor();

    const first = page.getByRole('group', { name: 'Reference 1' });
    const invalidIn = (group: typeof first) => group.locator('[aria-invalid="true"]');
    await first.getByLabel('Name', { exact: true }).fill('Meena Rao');
    // The reference came after Save: quiet until Save again (issue 18), then every issue at once.
    await expect.poll(() => invalidIn(first).count(), POLL).toBe(0);
    await save(page);
    await first.getByText('Select the reference type', { exact: true }).waitFor();
    await first.getByText("Enter the reference's mobile number", { exact: true }).waitFor();
    await first.getByText("Enter the reference's address", { exact: true }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')), POLL)
      .toBe('radio');
    await first.getByRole('radio', { name: 'Business', exact: true }).check();
    await first.getByLabel('Company Name', { exact: true }).waitFor();
    await first.getByRole('radio', { name: 'Personal', exact: true }).check();
    await first.getByLabel('Company Name', { exact: true }).waitFor({ state: 'detached' });
    // Digits only, ten at most; a wrong number is invalid, whatever its length.
    await first.getByLabel('Phone Number', { exact: true }).fill('91234');
    await first.getByText('Invalid mobile number', { exact: true }).waitFor();
    await first.getByLabel('Phone Number', { exact: true }).fill('12345678901');
    await expect
      .poll(() => first.getByLabel('Phone Number', { exact: true }).inputValue(), POLL)
      .toBe('1234567890');
    await first.getByText('Invalid mobile number', { exact: true }).waitFor();
    await first.getByLabel('Phone Number', { exact: true }).fill('9876501234');
    await first.getByLabel('Address', { exact: true }).fill('4 Park Street, Kolkata');
    await expect.poll(() => page.locator('form [aria-invalid="true"]').count(), POLL).toBe(0);

    // Up to three; a new one is quiet until one of its fields is left.
    const add = page.getByRole('button', { name: 'Add Reference' });
    await add.click();
    const second = page.getByRole('group', { name: 'Reference 2' });
    await second.getByLabel('Name', { exact: true }).waitFor();
    await expect.poll(() => invalidIn(second).count(), POLL).toBe(0);
    // Passing through an empty field shows nothing; a field typed in and left shows its issue.
    await second.getByLabel('Name', { exact: true }).focus();
    await second.getByLabel('Phone Number', { exact: true }).fill('98');
    await second.getByLabel('Address', { exact: true }).focus();
    await second.getByText('Invalid mobile number', { exact: true }).waitFor();
    await expect.poll(() => invalidIn(second).count(), POLL).toBe(1);
    await add.click();
    await page.getByRole('group', { name: 'Reference 3' }).waitFor();
    await add.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove Reference 3' }).click();
    await page.getByRole('group', { name: 'Reference 3' }).waitFor({ state: 'detached' });
    await add.waitFor();

    await second.getByRole('radio', { name: 'Business', exact: true }).check();
    await second.getByLabel('Company Name', { exact: true }).fill('Shah Traders');
    await second.getByLabel('Name', { exact: true }).fill('Arjun Shah');
    // A reference is someone else: the first reference's mobile is refused, by the form.
    await second.getByLabel('Phone Number', { exact: true }).fill('9876501234');
    await second.getByLabel('Address', { exact: true }).fill('88 Nehru Place, New Delhi');
    await save(page);
    await second.getByText(DUPLICATE_REFERENCE_PHONE, { exact: true }).waitFor();
    await second.getByLabel('Phone Number', { exact: true }).fill('9876501235');
    await expect.poll(() => page.locator('form [aria-invalid="true"]').count(), POLL).toBe(0);
    await save(page);
    // An auto loan goes on to its asset documents.
    await waitForHashPath(page, '/application/loan-doc');

    const stored = await storedApplication(page, id);
    expect(stored['references']).toEqual([
      { id: expect.any(String), ...REFERENCE },
      {
        id: expect.any(String),
        type: 'BUSINESS_REFERENCE',
        company_name: 'Shah Traders',
        name: 'Arjun Shah',
        phone: '9876501235',
        address: '88 Nehru Place, New Delhi',
      },
    ]);
    await context.close();
  });
});

describe('the asset documents form', () => {
  it('an auto loan: seven vehicle documents, several files each, at least one file', async () => {
    const { context, page, id } = await applicationAt('loan-doc', 'AUTO_LOAN', true);
    await page.getByRole('heading', { name: 'Asset Documents' }).waitFor();
    const group = page.getByRole('group', { name: 'Vehicle documents' });
    for (const label of [
      'Vehicle Images',
      'Pre-purchase Invoice',
      'Down Payment Receipt',
      'Full Pre-purchase Invoice',
      'RC Photo',
      'Insurance',
      'PUC Certificate',
    ]) {
      await group.getByRole('button', { name: `${label} Choose file`, exact: true }).waitFor();
    }
    await save(page);
    await page.getByText('Please upload at least one document', { exact: true }).waitFor();

    await uploadAnother(page, 'Vehicle Images', png('front.png'), 1);
    await uploadAnother(page, 'Vehicle Images', png('side.png'), 2);
    await uploadAnother(page, 'RC Photo', pdf('rc.pdf'), 1);
    await page
      .getByText('Please upload at least one document', { exact: true })
      .waitFor({ state: 'detached' });
    // The applicant's own documents name no co-applicant.
    expect(await sentUploads(page)).toEqual([
      { field: 'al_vehicle_images', recordIndex: null },
      { field: 'al_vehicle_images', recordIndex: null },
      { field: 'al_rc_photo', recordIndex: null },
    ]);
    await save(page);
    await waitForHashPath(page, '/application/loan-offer');

    const stored = await storedApplication(page, id);
    const documents = stored['asset_documents'] as Record<string, unknown>;
    expect(documents['is_al_gl_present']).toBe(true);
    expect(documents['al_vehicle_images']).toHaveLength(2);
    expect(documents['al_rc_photo']).toHaveLength(1);
    expect(Object.keys(documents).sort()).toEqual([
      'al_rc_photo',
      'al_vehicle_images',
      'is_al_gl_present',
    ]);
    await context.close();
  });

  it('a gold loan: three article documents and the valuer’s comment', async () => {
    const { context, page, id } = await applicationAt('loan-doc', 'GOLD_LOAN', true);
    const group = page.getByRole('group', { name: 'Gold article documents' });
    await group.waitFor();
    for (const label of [
      'Article Photo',
      'Invoice and Certificate Photo',
      'Article Valuation Document',
    ]) {
      await group.getByRole('button', { name: `${label} Choose file`, exact: true }).waitFor();
    }
    await field(page, 'Valuer Comment').fill('22 carat, 40 g');
    await save(page);
    // On the set's first field, where focus moves.
    await group.getByText('Please upload at least one document', { exact: true }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''), POLL)
      .toBe('field-gl_article_photo');
    await uploadAnother(page, 'Article Photo', png('ring.png'), 1);
    await save(page);
    await waitForHashPath(page, '/application/loan-offer');
    const stored = await storedApplication(page, id);
    expect(stored['asset_documents']).toEqual({
      is_al_gl_present: true,
      gl_article_photo: [expect.any(String)],
      gl_valuer_comment: '22 carat, 40 g',
    });
    await context.close();
  });
});

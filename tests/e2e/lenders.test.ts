import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_SENT } from '../../src/machines/lenders/actions';
import { applicationAtOffer, loanOfferOf, partnerToken } from './support/applications';
import {
  apiUrl,
  appTookOver,
  openSite,
  PHONE,
  POLL,
  siteUrl,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';

/*
 * Issue 19 item 2 on a 390 px phone, against the real server: the demo partner opens an
 * application's lenders by its address, a reload keeps it, Send to Lender goes to the sandbox
 * lender (its status and reference shown in the row, as stored), Email to Lender lands in the
 * dev mailbox, Export downloads a workbook that opens, and a lender that REJECTED the
 * application has every action disabled, saying why.
 */

const browser = useBrowser();

/** The sandbox bureau's band A PAN (score 830, nothing overdue: docs/rules-engine.md §2). */
const CLEAN_PAN = 'AAAPA0001A';
const LENDERS_PATH = '/application/prefferred-lenders';

let token: string;
let application: { id: string; trackerId: string };
let page: Page;

beforeAll(async () => {
  token = await partnerToken(DEMO_PARTNER.mobile);
  // A salaried personal loan up to its offer, the rules engine run: the lenders have facts.
  application = await applicationAtOffer(token, CLEAN_PAN);
  expect((await loanOfferOf(token, application.id)).decision).toBe('APPROVED');
  // The demo partner logs in through the real OTP login, as a person does.
  ({ page } = await openSite(browser, 'localhost', '/login'));
  await logInAs(page, DEMO_PARTNER.mobile);
});

afterAll(async () => {
  await page?.context().close();
});

/** The lenders page of the application, as the applications list links it. */
const lendersUrl = () =>
  siteUrl('localhost', LENDERS_PATH).replace('/#', `/?id=${application.id}#`);

/** A lender's row: a card headed by its name. */
const card = (name: string): Locator => page.getByRole('article', { name, exact: true });

/** The application as the server stores it (its lender_statuses). */
async function storedStatuses(): Promise<
  { lender_id: string; status: string; lender_ref_id: string | null }[]
> {
  const response = await fetch(apiUrl(`/v1/loan-application/${application.id}`), {
    headers: { token },
  });
  const body = (await response.json()) as {
    data: {
      lender_statuses: { lender_id: string; status: string; lender_ref_id: string | null }[];
    };
  };
  return body.data.lender_statuses;
}

describe('the lenders page of an application', () => {
  it('opens by its address and a reload keeps it', async () => {
    await page.goto(lendersUrl());
    await appTookOver(page);
    await page.getByRole('heading', { name: 'Lenders', level: 1 }).waitFor();
    await page.getByText(`Tracker ID ${application.trackerId}`).waitFor();
    await card('Protium').waitFor();
    // Preferred lenders first, with the marker; amounts with Indian grouping.
    await expect
      .poll(() => page.getByRole('article').first().textContent(), POLL)
      .toContain('Preferred');
    await expect.poll(() => card('Protium').textContent(), POLL).toMatch(/₹1,00,000 – ₹\d/);
    // At 390 px the rows are cards, one under another, within the screen.
    const box = await card('Protium').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);

    // Protium takes files only once it has approved the lead: none sent yet.
    const upload = card('Protium').getByRole('button', { name: 'Upload Files' });
    expect(await upload.isDisabled()).toBe(true);
    await card('Protium')
      .getByText('Protium accepts files only once it has approved the application.')
      .waitFor();

    await page.reload();
    await appTookOver(page);
    await waitForHashPath(page, LENDERS_PATH);
    await card('Protium').waitFor();
    await page.getByText(`Tracker ID ${application.trackerId}`).waitFor();
  });

  it('sends the application to the sandbox lender: its status and reference show in the row', async () => {
    const protium = card('Protium');
    await protium.getByRole('button', { name: 'Send to Lender' }).click();
    const status = protium.getByTestId('lender-status');
    await status.waitFor();
    await expect.poll(async () => (await storedStatuses()).length, POLL).toBeGreaterThan(0);
    const stored = (await storedStatuses()).find((entry) => entry.lender_id === 'protium');
    expect(stored?.lender_ref_id).toBeTruthy();
    await expect
      .poll(() => status.textContent(), POLL)
      .toBe(
        `Lender status: ${stored?.status.replaceAll('_', ' ')} · Reference: ${stored?.lender_ref_id}`,
      );
    // Approved by the sandbox lender, Protium takes the application's files for the lead.
    expect(stored?.status).toBe('APPROVED');
    const upload = protium.getByRole('button', { name: 'Upload Files' });
    await expect.poll(() => upload.isDisabled(), POLL).toBe(false);
    await upload.click();
    await page.getByText('Files sent to Protium').waitFor();
    // After a reload the row shows what the server stored.
    await page.reload();
    await appTookOver(page);
    await expect
      .poll(() => card('Protium').getByTestId('lender-status').textContent(), POLL)
      .toContain(`Reference: ${stored?.lender_ref_id}`);
  });

  it('emails the application to the lender: the message is in the dev mailbox', async () => {
    await card('Protium').getByRole('button', { name: 'Email to Lender' }).click();
    await page.getByText(EMAIL_SENT).waitFor();
    const response = await fetch(apiUrl('/dev/mailbox'));
    const { data } = (await response.json()) as {
      data: { to: string; subject: string; attachments: string[] }[];
    };
    const sent = data.find((entry) => entry.subject.includes(application.trackerId));
    expect(sent).toBeDefined();
  });

  it('exports the application: a workbook downloads and opens with its tracker id', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card('Protium').getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const trackerColumn = headers.findIndex((header) => /tracker/i.test(header));
    expect(trackerColumn).toBeGreaterThan(0);
    expect(String(sheet.getRow(2).getCell(trackerColumn).value)).toBe(application.trackerId);
  });

  it('disables every action of a lender that rejected the application, saying why', async () => {
    // Ganga Capital lends for business loans only (docs/lender-policies.md).
    const ganga = card('Ganga Capital');
    await ganga.waitFor();
    await expect.poll(() => ganga.textContent(), POLL).toContain('Rejected');
    const buttons = ganga.getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) expect(await button.isDisabled()).toBe(true);
    await ganga
      .getByText('is not available: Ganga Capital rejected this application.')
      .first()
      .waitFor();
  });
});

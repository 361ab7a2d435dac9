import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
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
import { downloadedBytes } from './support/downloads';
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

/** The lenders page of an application, as the applications list links it. */
const lendersUrlOf = (id: string) =>
  siteUrl('localhost', LENDERS_PATH).replace('/#', `/?id=${id}#`);
const lendersUrl = () => lendersUrlOf(application.id);

/** Seeded (server/db): a draft with no offer, and a submitted one a lender answered. */
const KAVYA = DEMO_APPLICATIONS.find((app) => app.trackerId === '90000003')!;
const MEERA = DEMO_APPLICATIONS.find((app) => app.trackerId === '90000007')!;

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

  it('shows the policy’s reading until the lender answers, each fact once', async () => {
    const decision = card('Protium').getByTestId('lender-decision');
    await expect.poll(() => decision.textContent(), POLL).toMatch(/^Decision: Approved/);
    await expect.poll(() => decision.textContent(), POLL).toContain('Eligible for up to ₹');
    const text = (await card('Protium').textContent()) ?? '';
    expect(text).not.toContain('Pending');
    expect(text).not.toContain('Waiting for the loan offer');
    expect(text.match(/Decision:/g)).toHaveLength(1);
  });

  it('sends the application to the sandbox lender: a toast and the row say its answer and reference', async () => {
    const protium = card('Protium');
    const send = protium.getByRole('button', { name: 'Send to Lender' });
    await send.click();
    await expect.poll(async () => (await storedStatuses()).length, POLL).toBeGreaterThan(0);
    const stored = (await storedStatuses()).find((entry) => entry.lender_id === 'protium');
    expect(stored?.lender_ref_id).toBeTruthy();
    // Approved by the sandbox lender: the toast says so, with the lead's reference.
    expect(stored?.status).toBe('APPROVED');
    await page.getByText(`Protium: Approved · Reference ${stored?.lender_ref_id}`).waitFor();
    // The lender's answer is now the row's decision, with its date and reference; the policy's
    // reading is gone.
    const decision = protium.getByTestId('lender-decision');
    await expect.poll(() => decision.textContent(), POLL).toContain('Approved by Protium on ');
    await expect
      .poll(() => decision.textContent(), POLL)
      .toContain(`Reference: ${stored?.lender_ref_id}`);
    expect(await protium.textContent()).not.toContain('Eligible for up to');
    // Focus stayed on the row (the button pressed, or the row's heading), not on <body>.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const active = document.activeElement;
            const row = active?.closest('article');
            return row?.querySelector('h2')?.textContent ?? active?.tagName ?? null;
          }),
        POLL,
      )
      .toBe('Protium');

    // Upload Files lists what it will send and asks first; Cancel sends nothing.
    const upload = protium.getByRole('button', { name: 'Upload Files' });
    await expect.poll(() => upload.isDisabled(), POLL).toBe(false);
    await upload.click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files' });
    await dialog.waitFor();
    const documents = dialog.getByRole('list', { name: 'Documents to send' }).getByRole('listitem');
    expect(await documents.count()).toBeGreaterThan(0);
    await dialog.getByText('PAN Card', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await upload.click();
    await page
      .getByRole('dialog', { name: 'Upload Files' })
      .getByRole('button', { name: 'Send Files' })
      .click();
    await page.getByText('Files sent to Protium').waitFor();
    // After a reload the row shows what the server stored.
    await page.reload();
    await appTookOver(page);
    await expect
      .poll(() => card('Protium').getByTestId('lender-decision').textContent(), POLL)
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
    await workbook.xlsx.load(new Uint8Array(await downloadedBytes(download)).buffer);
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

  it('offers Back to the applications list', async () => {
    await page.getByRole('link', { name: '← Back to Applications' }).click();
    await waitForHashPath(page, '/applications');
    await page.goto(lendersUrl());
    await appTookOver(page);
    await card('Protium').waitFor();
  });
});

describe('a seeded application, as the demo tells it', () => {
  it('disables every action of a PENDING row, saying why once', async () => {
    await page.goto(lendersUrlOf(KAVYA.id));
    await appTookOver(page);
    const protium = card('Protium');
    await protium.waitFor();
    await expect
      .poll(() => protium.getByTestId('lender-decision').textContent(), POLL)
      .toBe('Decision: Pending');
    const buttons = protium.getByRole('button');
    expect(await buttons.count()).toBe(4);
    for (const button of await buttons.all()) expect(await button.isDisabled()).toBe(true);
    const reason = protium.getByText(
      'Complete the application and its loan offer before sending it to a lender.',
    );
    expect(await reason.count()).toBe(1);
    const reasonId = await reason.getAttribute('id');
    for (const button of await buttons.all()) {
      expect(await button.getAttribute('aria-describedby')).toBe(reasonId);
    }
  });

  it("shows a lender's own answer as the decision, with its date, reference and reasons", async () => {
    await page.goto(lendersUrlOf(MEERA.id));
    await appTookOver(page);
    const kaveri = card('Kaveri Finance');
    await kaveri.waitFor();
    const decision = kaveri.getByTestId('lender-decision');
    await expect
      .poll(() => decision.textContent(), POLL)
      .toMatch(/^Decision: Rejected by Kaveri Finance on \d{2}-\d{2}-\d{4}Reference: SBX-/);
    await kaveri.getByText('Employer not on the approved list').waitFor();
    expect(await kaveri.textContent()).not.toContain('Eligible for up to');
    // By policy, on the same application: Protium approves, Ganga Capital rejects.
    await expect
      .poll(() => card('Protium').getByTestId('lender-decision').textContent(), POLL)
      .toMatch(/^Decision: Approved/);
    await expect
      .poll(() => card('Ganga Capital').getByTestId('lender-decision').textContent(), POLL)
      .toBe('Decision: Rejected');
  });

  it('fits a 320 px screen without sideways scrolling', async () => {
    const { context, page: small } = await openSite(browser, 'localhost', '/login', {
      width: 320,
      height: 640,
    });
    await logInAs(small, DEMO_PARTNER.mobile);
    await small.goto(lendersUrlOf(MEERA.id));
    await appTookOver(small);
    await small.getByRole('article', { name: 'Kaveri Finance', exact: true }).waitFor();
    const overflow = await small.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});

describe("home's count", () => {
  it("is the applications list's total, the borrower's own referral row included", async () => {
    const homeCount = async () => {
      await page.goto(siteUrl('localhost', '/'));
      await appTookOver(page);
      return Number(await page.getByTestId('application-count').textContent());
    };
    const listTotal = async () => {
      await page.goto(siteUrl('localhost', '/applications'));
      await appTookOver(page);
      const pager = page.getByRole('navigation', { name: 'Pages' });
      await pager.waitFor();
      return Number(/\((\d+) applications?\)/.exec((await pager.textContent()) ?? '')?.[1]);
    };
    // Other suites add applications as they run: compare readings taken back to back.
    await expect
      .poll(async () => {
        const home = await homeCount();
        const list = await listTotal();
        return home > 0 && home === list;
      }, POLL)
      .toBe(true);
    // The borrower's own row is listed, with no details or lenders link to offer.
    const statusFilter = page.getByLabel('Status');
    await statusFilter.selectOption('SUBMITTED');
    const lalita = page.getByRole('listitem', { name: 'Application 90000016' });
    await lalita.waitFor();
    await lalita.getByText('Applied by the borrower with your referral code.').waitFor();
    expect(await lalita.getByRole('link', { name: 'Lenders' }).count()).toBe(0);
    expect(await lalita.getByRole('button', { name: 'Show details' }).count()).toBe(0);
  });
});

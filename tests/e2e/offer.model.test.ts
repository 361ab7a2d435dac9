import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/domain/money';
import { ACCEPTED_OFFER_MESSAGE } from '../../src/domain/rules-engine/offer-edit';
import {
  maxLoanAmountMessage,
  maxTenureMessage,
} from '../../src/domain/rules-engine/offer-edit-schema';
import {
  ACCEPT_FAILED,
  APPLICATION_REJECTED,
  OFFER_LOAD_FAILED,
  OFFER_UPDATED,
  UPDATE_FAILED,
} from '../../src/machines/offer/machine';
import type { Offer } from '../../src/machines/offer/types';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import { recordedChecks, uncoveredTransitions } from '../models/coverage';
import { OFFER_SCREEN_STATES, offerScreenModel, offerScreenTestModel } from '../models/offer.model';
import { acceptOffer, applicationAtOffer, partnerToken } from './support/applications';
import {
  apiUrl,
  appTookOver,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newTestContext,
  POLL,
  siteUrl,
} from './support/browser';
import { DEMO_PARTNER } from './support/partner';
import {
  acknowledgeKfsOnScreen,
  field,
  offerRow,
  offerSection,
  storedApplication,
} from './support/wizard-pages';

/*
 * The offer model's generated paths, run against the real offer screen in the wizard, in
 * Chromium, with the real server and its rules engine: each model event is what the agent does
 * or the server's answer (held at the network, so the busy states can be seen), each model
 * state what the page shows. Every answer is the real server's, refusals included (an offer
 * accepted behind the page's back answers 409), except one: the sandbox bureau answers the same
 * for a PAN every time, so no update can turn an approved application down, and that answer
 * (updating → rejected) is the rejected offer the server gives for the overdue PAN, sent by the
 * test. Since the Key Fact Statement (issue 21) the screen's model is offerScreenModel: Accept
 * has the borrower acknowledge the statement first, and accepting typed figures (which the
 * screen no longer allows) stays with the chart's own suite.
 */

/** The README's PANs: a clean 758 (band A), and one with ₹48,500 overdue. */
const CLEAN_PAN = 'ABCPQ1234R';
const OVERDUE_PAN = 'AAAPO0005O';

/**
 * The edit: ₹1,00,000 over 12 months at 12 % — the rules engine's "EMI 1", by hand ₹8,885; fee
 * 2 % = ₹2,000 + ₹360 GST; insurance 0.25 % for one year = ₹250 (docs/rules-engine.md §10).
 */
const EDIT = { amount: '100000', tenure: '12' };
const EDIT_ROWS = {
  'Loan Amount': '₹1,00,000',
  Tenure: '12 months',
  EMI: '₹8,885',
  'Processing Fee': '₹2,360',
  'Insurance Fee': '₹250',
};
/** More than a personal loan's ₹25,00,000 maximum, so over any suggested amount. */
const TOO_MUCH = '25000000';
/** More than a personal loan's 60 months, so over any tenure limit. */
const TOO_LONG = '72';

const LOANKONE = /\/api\/v1\/bureau\/bre\/loankone$/;

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await partnerToken(DEMO_PARTNER.mobile);
});
afterAll(async () => {
  await browser?.close();
});

async function postOffer(id: string): Promise<Offer> {
  const response = await fetch(apiUrl('/v1/bureau/bre/loankone'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ application_id: id }),
  });
  const answer = (await response.json()) as { data: { bre_info: Offer } };
  if (!response.ok) throw new Error(`POST loankone answered ${response.status}`);
  return answer.data.bre_info;
}

/** The offer's requests, each held until the test answers it; the oldest is looked at first. */
function holdOffer(page: Page) {
  const waiting: Route[] = [];
  const arrivals: Array<() => void> = [];
  void page.route(LOANKONE, (route) => {
    waiting.push(route);
    arrivals.shift()?.();
  });
  const peek = async (): Promise<Route> => {
    while (waiting.length === 0) await new Promise<void>((resolve) => arrivals.push(resolve));
    return waiting[0] as Route;
  };
  const take = async (): Promise<Route> => {
    const route = await peek();
    waiting.shift();
    return route;
  };
  /** Lets the oldest through to the real server and waits for its answer (stored by then). */
  const pass = async (): Promise<void> => {
    const route = await take();
    const answered = page.waitForResponse((response) => response.request() === route.request());
    await route.continue();
    await answered;
  };
  return { peek, take, pass, waiting: () => waiting.length };
}

interface Harness {
  context: BrowserContext;
  page: Page;
  id: string;
  held: ReturnType<typeof holdOffer>;
  /** The loan offer as the server stored it (read with the API). */
  stored(): Promise<Offer>;
  /** The rules engine rejected the application itself (not the test's answer). */
  rejectedByServer: boolean;
  /** The rows of the last edit typed within the limits; null: the stored offer's. */
  lastValid: Record<string, string> | null;
}

/**
 * A new application of the demo partner, saved through the API up to the offer (personal,
 * employment, one reference), and the wizard opened on its loan offer. `arrange` runs on it
 * first (an offer accepted before the page opens).
 */
async function open(pan: string, arrange?: (id: string) => Promise<void>): Promise<Harness> {
  const { id } = await applicationAtOffer(token, pan);
  await arrange?.(id);
  const context = await newTestContext(browser, { viewport: DESKTOP, reducedMotion: 'reduce' });
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key as string))
        localStorage.setItem(key as string, value as string);
    },
    [STORAGE_KEYS.token, token],
  );
  const page = await context.newPage();
  const held = holdOffer(page);
  await page.goto(siteUrl('localhost', '/application/loan-offer').replace('/#', `/?id=${id}#`));
  await appTookOver(page);
  const stored = async () => {
    const application = await storedApplication(page, id);
    return application['loan_offer'] as Offer;
  };
  return { context, page, id, held, stored, rejectedByServer: false, lastValid: null };
}

const section = offerSection;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Loan Acceptance' });
const hashPath = (page: Page) => page.evaluate(() => location.hash.replace(/^#/, ''));
const amountField = (page: Page) => field(page, 'Loan Amount');

async function rowsAre(page: Page, rows: Record<string, string>) {
  for (const [heading, value] of Object.entries(rows)) {
    await expect.poll(() => offerRow(page, heading).textContent(), POLL).toBe(value);
  }
}

const rowsOf = (offer: Offer) => ({
  'Loan Amount': formatRupees(offer.selected_loan_amount),
  Tenure: `${offer.max_tenure_allowed} months`,
  EMI: formatRupees(offer.final_emi),
  'Processing Fee': formatRupees(offer.total_processing_fee_amount),
  'Insurance Fee': formatRupees(offer.insurance_fee),
});

/** Nothing said on the offer screen: no message line, no field marked wrong. */
async function saysNothing(page: Page) {
  await expect.poll(() => section(page).locator('[role="alert"]').count(), POLL).toBe(0);
  await expect.poll(() => section(page).locator('[aria-invalid="true"]').count(), POLL).toBe(0);
}

/** The dialog's figure for a heading. */
const dialogFigure = (page: Page, heading: string) =>
  dialog(page)
    .locator('dt', { hasText: new RegExp(`^${heading}$`) })
    .locator('+ dd');

async function dialogShows(page: Page, rows: Record<string, string>) {
  await dialog(page).waitFor();
  for (const [heading, value] of Object.entries(rows)) {
    await expect.poll(() => dialogFigure(page, heading).textContent(), POLL).toBe(value);
  }
}

/**
 * Both limits' messages beside their fields, and the table with its EMI still on the last
 * values typed within the limits (the stored offer's, or the edit's).
 */
async function limitsSaid(h: Harness) {
  const { page } = h;
  const offer = await h.stored();
  await section(page)
    .getByText(maxLoanAmountMessage(offer.suggested_loan_amount), { exact: true })
    .waitFor();
  await section(page).getByText(maxTenureMessage(offer.tenure_limit), { exact: true }).waitFor();
  await expect.poll(() => amountField(page).getAttribute('aria-invalid'), POLL).toBe('true');
  await expect.poll(() => section(page).locator('[aria-invalid="true"]').count()).toBe(2);
  await rowsAre(page, h.lastValid ?? rowsOf(offer));
}

describe('offer model: its generated paths run against the real offer screen in Chromium', () => {
  let harness: Harness | undefined;
  const current = () => {
    if (!harness) throw new Error('the offer is not open');
    return harness;
  };

  const checks: Record<string, (h: Harness) => Promise<void>> = {
    loading: async ({ page, held }) => {
      await page.getByRole('status').filter({ hasText: 'Loading the loan offer' }).waitFor();
      expect((await held.peek()).request().method()).toBe('POST');
      await expect.poll(() => hashPath(page), POLL).toMatch(/^\/application\/loan-offer/);
    },
    loadFailed: async ({ page }) => {
      await section(page).getByText(OFFER_LOAD_FAILED).waitFor();
      await section(page).getByRole('button', { name: 'Try again' }).waitFor();
    },
    offerShown: async (h) => {
      const { page } = h;
      const offer = await h.stored();
      await rowsAre(page, { Decision: 'Approved', 'Interest Rate': '12% p.a.', ...rowsOf(offer) });
      await expect
        .poll(() => amountField(page).inputValue(), POLL)
        .toBe(formatRupees(offer.selected_loan_amount));
      await saysNothing(page);
      await expectAccessible(page);
    },
    editedQuiet: async ({ page }) => {
      await rowsAre(page, EDIT_ROWS);
      await saysNothing(page);
    },
    tooMuchShown: async (h) => {
      const { page } = h;
      await limitsSaid(h);
      // Said as typed: focus stays in the field being typed in, and nothing was sent.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(
        'offer-max_tenure_allowed',
      );
      expect(h.held.waiting()).toBe(0);
    },
    tooMuchLive: (h) => checks['tooMuchShown']!(h),
    issueShown: async (h) => {
      const { page } = h;
      await limitsSaid(h);
      // The first field with a message is where to look next.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id), POLL)
        .toBe('offer-selected_loan_amount');
      await expect(dialog(page).count()).resolves.toBe(0);
      // Refused on the device: nothing was sent.
      expect(h.held.waiting()).toBe(0);
      await expectAccessible(page);
    },
    editedLive: async ({ page }) => {
      await rowsAre(page, EDIT_ROWS);
      await saysNothing(page);
    },
    updating: async (h) => {
      const { page } = h;
      const offer = await h.stored();
      const request = (await h.held.peek()).request();
      expect(request.method()).toBe('PATCH');
      expect(request.postDataJSON()).toEqual({
        application_id: h.id,
        is_accepted: false,
        updated_info: {
          selected_loan_amount: 100_000,
          max_tenure_allowed: 12,
          disbursement_date: offer.disbursement_date,
        },
      });
      await expect
        .poll(
          () => page.getByRole('button', { name: 'Update Loan Offer' }).getAttribute('aria-busy'),
          POLL,
        )
        .toBe('true');
      await expect.poll(() => amountField(page).isDisabled(), POLL).toBe(true);
    },
    updatedShown: async (h) => {
      const { page } = h;
      await page.getByText(OFFER_UPDATED.message).waitFor();
      // The server stored the edit and worked out the same figures as the preview.
      const offer = await h.stored();
      expect(rowsOf(offer)).toEqual(EDIT_ROWS);
      await rowsAre(page, EDIT_ROWS);
      await saysNothing(page);
    },
    updateRefused: async ({ page }) => {
      await section(page).getByText(ACCEPTED_OFFER_MESSAGE).waitFor();
      await rowsAre(page, EDIT_ROWS);
      await expect.poll(() => amountField(page).isDisabled(), POLL).toBe(false);
    },
    updateFailed: async ({ page }) => {
      await section(page).getByText(UPDATE_FAILED).waitFor();
      await rowsAre(page, EDIT_ROWS);
    },
    confirmingOffer: async (h) => {
      const { page } = h;
      await dialogShows(page, rowsOf(await h.stored()));
      await expectAccessible(page);
    },
    acceptingOffer: async (h) => {
      const { page } = h;
      const request = (await h.held.peek()).request();
      // Accepted as offered: no changes go with it.
      expect(request.postDataJSON()).toEqual({ application_id: h.id, is_accepted: true });
      await expect
        .poll(
          () => dialog(page).getByRole('button', { name: 'Confirm' }).getAttribute('aria-busy'),
          POLL,
        )
        .toBe('true');
    },
    acceptFailed: async ({ page }) => {
      await section(page).getByText(ACCEPT_FAILED).waitFor();
      await dialog(page).waitFor({ state: 'detached' });
    },
    accepted: async (h) => {
      const { page } = h;
      // Acceptance leads on to final submit (capture-app §6); the server holds it accepted.
      await expect.poll(() => hashPath(page), POLL).toMatch(/^\/application\/final-submit/);
      expect((await h.stored()).is_accepted).toBe(true);
    },
    rejected: async (h) => {
      const { page } = h;
      await page.getByText(APPLICATION_REJECTED).first().waitFor();
      await page.getByRole('heading', { name: 'Application Rejected' }).waitFor();
      await page.getByText('Overdue amount present').waitFor();
      await page.getByText('₹48,500').waitFor();
      if (h.rejectedByServer) {
        const application = await storedApplication(page, h.id);
        expect(application['status']).toBe('REJECTED');
      }
    },
  };

  const paths = offerScreenTestModel.getShortestPaths();
  const asserted = new Set<string>();

  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(checks).sort()).toEqual([...OFFER_SCREEN_STATES].sort());
    expect(uncoveredTransitions(offerScreenModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => {
      // What the server must hold before the page opens follows from the first answer.
      const first = path.steps
        .map((step) => step.event.type)
        .find((type) => type !== 'xstate.init');
      if (first === 'SERVER_ANSWERS_REJECTED') {
        harness = await open(OVERDUE_PAN);
        harness.rejectedByServer = true;
      } else if (first === 'SERVER_ANSWERS_ACCEPTED') {
        harness = await open(CLEAN_PAN, async (id) => {
          await postOffer(id);
          await acceptOffer(token, id);
        });
      } else {
        harness = await open(CLEAN_PAN);
      }
      const h = current();
      const { page } = h;
      try {
        await path.test({
          states: recordedChecks(checks, asserted, current),
          events: {
            SERVER_ANSWERS_APPROVED: () => h.held.pass(),
            SERVER_ANSWERS_ACCEPTED: () => h.held.pass(),
            SERVER_ANSWERS_REJECTED: async () => {
              const route = await h.held.take();
              if (route.request().method() === 'POST') {
                const answered = page.waitForResponse((r) => r.request() === route.request());
                await route.continue();
                return answered;
              }
              // An update the rules turn down: the overdue PAN's rejected offer.
              const offer = await h.stored();
              const rejected: Offer = {
                ...offer,
                bre_score: 760,
                decision: 'REJECTED',
                interest_rate: 0,
                final_emi: 0,
                total_processing_fee_amount: 0,
                insurance_fee: 0,
                selected_loan_amount: 0,
                suggested_loan_amount: 0,
                tenure_limit: 0,
                reasons: ['OVERDUE_AMOUNT_PRESENT'],
                check_values: { overdue_amount: 48_500 },
              };
              return route.fulfill({
                status: 200,
                contentType: 'application/json',
                body: JSON.stringify({
                  data: { bre_info: rejected },
                  message: 'Loan offer updated successfully!',
                  status_code: 200,
                }),
              });
            },
            SERVER_ACCEPTS: () => h.held.pass(),
            SERVER_REFUSES: async () => {
              // Accepted behind the page's back (another tab), its statement acknowledged there:
              // the server refuses the update with 409.
              await acceptOffer(token, h.id);
              return h.held.pass();
            },
            CONNECTION_DROPS: async () => (await h.held.take()).abort('connectionfailed'),
            RETRY: () => section(page).getByRole('button', { name: 'Try again' }).click(),
            TYPE_EDIT: async () => {
              await amountField(page).fill(EDIT.amount);
              await field(page, 'Tenure (months)').fill(EDIT.tenure);
              h.lastValid = EDIT_ROWS;
            },
            TYPE_TOO_MUCH: async () => {
              await amountField(page).fill(TOO_MUCH);
              await field(page, 'Tenure (months)').fill(TOO_LONG);
            },
            UPDATE: () => page.getByRole('button', { name: 'Update Loan Offer' }).click(),
            ACCEPT: async () => {
              // The borrower acknowledges the offer's statement first (once per version).
              const accept = page.getByRole('button', { name: 'Accept Offer' });
              if (await accept.isDisabled()) await acknowledgeKfsOnScreen(page);
              await accept.click();
            },
            CONFIRM: () => dialog(page).getByRole('button', { name: 'Confirm' }).click(),
            CANCEL: () => dialog(page).getByRole('button', { name: 'Cancel' }).click(),
          },
        });
      } finally {
        await h.context.close();
        harness = undefined;
      }
    },
    120_000,
  );

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...OFFER_SCREEN_STATES].sort());
  });
});

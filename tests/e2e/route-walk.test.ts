import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { defaultBrand } from '../../src/brands/catalog';
import { tokensFor } from '../../src/brands/tokens';
import { CAPTURE_STEPS, type CaptureFamily } from '../../src/domain/capture-step-list';
import { plannedScreens } from '../../src/ui/app/planned-screens';
import { PORTAL_PATHS, VISITOR_PATHS } from '../../src/ui/app/route-table';
import { JOIN_US_SHEET_PATH, LOGIN_SHEET_PATH } from '../../src/ui/login/sheet-paths';
import { LOAN_OFFERS_SUCCESS, WIZARD_BASE } from '../../src/ui/kit/wizard-routes';
import {
  acceptOffer,
  applicationAtOffer,
  applicationWithWorkSaved,
  loanOfferOf,
  partnerToken,
  saveSection,
} from './support/applications';
import {
  appTookOver,
  newTestContext,
  POLL,
  rgb,
  siteUrl,
  smsInbox,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { DEMO_PARTNER, logInAs, typeCode } from './support/partner';
import {
  borrowerApplication,
  borrowerApplicationToComplete,
  saveBorrowerSection,
  submittedBorrowerApplication,
} from './support/tracked-applications';

/*
 * Every route of the app's own route table (src/ui/app/route-table.ts, the wizard's steps, the
 * planned screens) at 320 px, then 390 px: nothing may reach past the right edge (the page
 * scrolling sideways, or any element sticking out of the viewport outside a box that scrolls on
 * purpose), and every control passes axe's target-size rule (WCAG 2.2 2.5.8, off by default).
 * A partner's routes are walked logged in as the demo partner, a visitor's as a guest. The walk
 * only reads: the applications a route needs are the seeded ones opened for reading, or new
 * ones made here through the real API. A route added to the table with no way to reach it
 * here fails the walk (`reach` below has no entry and the app does not stay at its address).
 */

const browser = useBrowser();
/** The three routes AppRoutes names itself (the landing's sheets come from sheet-paths.ts). */
const LANDING = '/login';
const HOME_PATH = '/';
const KIT_PATH = '/kit';
const NARROW = { width: 320, height: 640 };
const PHONE = { width: 390, height: 844 };

const seeded = (status: string, jobType = 'SALARIED') => {
  const found = DEMO_APPLICATIONS.find(
    (app) => app.family === 'KYC' && app.status === status && app.jobType === jobType,
  );
  if (!found) throw new Error(`no seeded ${status} ${jobType} application`);
  return found.id;
};
/** Seeded applications the walk opens for reading only. */
const SUBMITTED = seeded('SUBMITTED');
const APPROVED = seeded('APPROVED');
const REJECTED = seeded('REJECTED');
/** Rohan Gupta's draft: self-employed, business details saved. */
const SELF_EMPLOYED_DRAFT =
  DEMO_APPLICATIONS.find(
    (app) =>
      app.family === 'KYC' && app.status === 'DRAFT' && app.stage.includes('BUSINESS_DETAILS'),
  )?.id ?? '';
const PERSONAL = DEMO_APPLICATIONS.find((app) => app.personalInfo)?.personalInfo ?? {};

interface Stop {
  /** The address asked for, with its query. */
  href: string;
  /** Where the app settles (the route's own path unless it leads on by design). */
  settles: string;
}

/**
 * The wizard stays mounted from step to step and keeps its application: before each of its
 * stops it is left for a page that is not found and its kept snapshot dropped, so the stop's
 * address loads the stop's application.
 */
async function leaveTheWizard(page: Page): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, '#/no-such-page'));
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.evaluate(() => localStorage.removeItem('rinn.wizard.v1'));
}

/** What the walk found on one route. */
async function overflowOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    const found: string[] = [];
    if (doc.scrollWidth > width) found.push(`the page is ${doc.scrollWidth} px wide`);
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className : '';
      return `<${element.tagName.toLowerCase()} class="${classes.slice(0, 60)}"> "${text}"`;
    };
    /** Inside a box that scrolls sideways on purpose, or clipped by one inside the viewport. */
    const contained = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'visible') continue;
        if (box.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const reported: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 0.5 && box.left >= -0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.clipPath !== 'none' || style.clip !== 'auto') {
        continue;
      }
      if (reported.some((outer) => outer.contains(element)) || contained(element)) continue;
      reported.push(element);
      found.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return found;
  });
}

/** Controls under 24 × 24 CSS px without the spacing that excuses them (axe `target-size`). */
async function smallTargetsOn(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

/**
 * Controls smaller than 24 × 24 CSS px, which axe lets pass when they stand far enough apart:
 * the issue asks every one to be that big. A link inside a sentence (its block holds more than a
 * few words of its own) is WCAG's inline exception; a native checkbox or radio counts by its own
 * box, not its label's.
 */
async function smallControlsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, input[type="checkbox"], input[type="radio"], [role="button"], [role="checkbox"], [role="radio"], [role="combobox"], [role="tab"]',
    );
    const found: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width >= 24 && box.height >= 24) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || control.closest('[aria-hidden="true"]')) continue;
      if (control.tagName === 'A') {
        const block = control.parentElement;
        const own = [...(block?.childNodes ?? [])]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('')
          .trim();
        if (own.length > 40) continue;
      }
      const name = (control.textContent ?? control.getAttribute('aria-label') ?? '').trim();
      found.push(
        `<${control.tagName.toLowerCase()}> "${name.slice(0, 30)}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`,
      );
    }
    return found;
  });
}

/**
 * Opens a stop at 320 px, waits for its heading, and records what does not fit; then the same at
 * 390 px. Returns the problems found, prefixed with the route.
 */
/**
 * Waits until the screen has stopped changing as a person would see it: its fonts loaded, no
 * transition or animation still running (the endless ones of a spinner aside), and two frames
 * drawn since, so what is measured is the laid-out screen, not one half-way through.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

async function walk(page: Page, stop: Stop): Promise<string[]> {
  await page.setViewportSize(NARROW);
  if (Object.values(WIZARD_BASE).some((base) => stop.href.startsWith(`${base}/`))) {
    await leaveTheWizard(page);
  }
  await page.goto(page.url().replace(/#.*$/, `#${stop.href}`));
  try {
    await page.waitForFunction(
      (expected) => (location.hash.replace(/^#/, '').replace(/\?.*$/, '') || '/') === expected,
      stop.settles,
      { timeout: 15_000 },
    );
  } catch {
    return [`${stop.href} → settled at ${new URL(page.url()).hash}, not ${stop.settles}`];
  }
  await page.locator('h1').first().waitFor();
  // Screens load their data after the heading: wait until nothing says it is loading (the
  // gallery's buttons show their loading look for good).
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"]:not(button)'),
    undefined,
    { timeout: 15_000 },
  );
  await settled(page);
  const problems = [
    ...(await overflowOn(page)).map((found) => `320 px: ${found}`),
    ...(await smallTargetsOn(page)).map((found) => `320 px target: ${found}`),
    ...(await smallControlsOn(page)).map((found) => `320 px: ${found}`),
  ];
  await page.setViewportSize(PHONE);
  await settled(page);
  problems.push(...(await overflowOn(page)).map((found) => `390 px: ${found}`));
  return problems.map((problem) => `${stop.href} → ${problem}`);
}

/** The wizard's addresses of a family, each step's and the loan offers success. */
function wizardPaths(family: CaptureFamily): string[] {
  const steps: string[] = [...CAPTURE_STEPS[family]];
  if (family === 'KYC') steps.push(LOAN_OFFERS_SUCCESS);
  return steps.map((step) => `${WIZARD_BASE[family]}/${step}`);
}

const walked = new Set<string>();
async function walkAll(page: Page, stops: Stop[]): Promise<void> {
  const problems: string[] = [];
  for (const stop of stops) {
    problems.push(...(await walk(page, stop)));
    walked.add(stop.href.replace(/\?.*$/, ''));
  }
  expect(problems).toEqual([]);
}

async function openAt(path: string) {
  const context = await newTestContext(browser, { viewport: NARROW, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(siteUrl('localhost', path));
  await appTookOver(page);
  return { context, page };
}

let partner = '';
beforeAll(async () => {
  partner = await partnerToken(DEMO_PARTNER.mobile);
});

describe('every route fits 320 and 390 px, with targets of at least 24 px', () => {
  it('a visitor’s routes: the landing and its sheets, tracking, Join Us, the gallery', async () => {
    const { context, page } = await openAt('/login');
    await walkAll(page, [
      { href: LANDING, settles: LANDING },
      { href: LOGIN_SHEET_PATH, settles: LOGIN_SHEET_PATH },
      { href: JOIN_US_SHEET_PATH, settles: JOIN_US_SHEET_PATH },
      { href: KIT_PATH, settles: KIT_PATH },
      ...VISITOR_PATHS.filter((path) => path !== '/join-us').map((path) => ({
        href: path,
        settles: path,
      })),
    ]);
    // Partner Registration opens once a Join Us mobile is verified.
    const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    await page.goto(page.url().replace(/#.*$/, `#${JOIN_US_SHEET_PATH}`));
    const sheet = page.getByRole('dialog', { name: 'Join Us' });
    const inbox = await smsInbox(mobile);
    await sheet.getByLabel('Mobile number').fill(mobile);
    await sheet.getByRole('button', { name: 'Send OTP' }).click();
    await typeCode(page, await inbox.next());
    await sheet.getByRole('button', { name: 'Verify OTP' }).click();
    await waitForHashPath(page, '/join-us');
    const problems = await walk(page, { href: '/join-us', settles: '/join-us' });
    walked.add('/join-us');
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);

  it('the borrower’s own wizard, step by step, on applications made for the walk', async () => {
    const [toComplete, selfEmployed, submitted] = await Promise.all([
      borrowerApplicationToComplete(),
      borrowerApplication('SELF_EMPLOYED', 'BUSINESS_LOAN'),
      submittedBorrowerApplication(),
    ]);
    await saveBorrowerSection(selfEmployed.guest, selfEmployed.id, 'personal-info', PERSONAL);
    const { context, page } = await openAt('/login');
    const asGuest = (guest: string) =>
      page.evaluate((token) => localStorage.setItem('guest_token', token), guest);
    const problems: string[] = [];
    const base = WIZARD_BASE.APPLY_LOAN;
    for (const path of wizardPaths('APPLY_LOAN')) {
      const step = path.slice(base.length + 1);
      const [application, query] =
        step === 'mobile'
          ? [null, '']
          : step === 'business'
            ? [selfEmployed, `id=${selfEmployed.id}`]
            : step === 'success'
              ? [submitted, `id=${submitted.id}`]
              : step === 'co-applicant-details'
                ? [toComplete, `id=${toComplete.id}&record_index=1`]
                : [toComplete, `id=${toComplete.id}`];
      if (application) await asGuest(application.guest);
      problems.push(...(await walk(page, { href: `${path}?${query}`, settles: path })));
      walked.add(path);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);

  it('a partner’s routes: home, the portal’s screens and the planned ones', async () => {
    const { context, page } = await openAt('/login');
    await logInAs(page, DEMO_PARTNER.mobile);
    const queries: Record<string, string> = {
      '/application/prefferred-lenders': `?id=${APPROVED}`,
    };
    await walkAll(page, [
      { href: HOME_PATH, settles: HOME_PATH },
      ...PORTAL_PATHS.map((path) => ({ href: `${path}${queries[path] ?? ''}`, settles: path })),
      // The profile's second tab is its own address.
      { href: '/profile?tab=links', settles: '/profile' },
      ...plannedScreens
        .filter((planned) => planned.access === 'partner')
        .map((planned) => ({ href: planned.path, settles: planned.path })),
    ]);
    await context.close();
  }, 300_000);

  it('the partner’s capture wizard, step by step, on applications made for the walk', async () => {
    const [atOffer, autoLoan, accepted] = await Promise.all([
      applicationAtOffer(partner, 'ABCPQ1234R'),
      applicationWithWorkSaved(partner, 'AUTO_LOAN'),
      applicationAtOffer(partner, 'ABCPQ1234R'),
    ]);
    await saveSection(partner, autoLoan.id, 'reference', {
      references: [
        {
          type: 'PERSONAL_REFERENCE',
          name: 'Meena Rao',
          phone: '9876501234',
          address: '4 Park Street, Kolkata',
        },
      ],
    });
    await loanOfferOf(partner, atOffer.id);
    await loanOfferOf(partner, accepted.id);
    await acceptOffer(partner, accepted.id);
    const { context, page } = await openAt('/login');
    await logInAs(page, DEMO_PARTNER.mobile);
    const base = WIZARD_BASE.KYC;
    const stops = wizardPaths('KYC').map((path): Stop => {
      const step = path.slice(base.length + 1);
      const at = (id: string, extra = '') => ({ href: `${path}?id=${id}${extra}`, settles: path });
      switch (step) {
        case 'mobile':
          return { href: path, settles: path };
        case 'business':
          return at(SELF_EMPLOYED_DRAFT);
        case 'co-applicant-details':
          return at(atOffer.id, '&record_index=1');
        case 'loan-doc':
          return at(autoLoan.id);
        case 'final-submit':
          return at(accepted.id);
        case 'success':
          return at(SUBMITTED);
        // The default brand has no loan offers success: the plain success shows.
        case LOAN_OFFERS_SUCCESS:
          return { href: `${path}?id=${SUBMITTED}`, settles: `${base}/success` };
        case 'rejection':
          return at(REJECTED);
        default:
          return at(atOffer.id);
      }
    });
    await walkAll(page, stops);
    await context.close();
  }, 400_000);

  it('a toast’s close button sits inside its corner, 44 px to tap; Delete looks destructive', async () => {
    const { context, page } = await openAt(KIT_PATH);
    await page.getByRole('button', { name: 'Show info toast' }).click();
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    const close = toast.getByRole('button', { name: 'Close notification' });
    await expect.poll(async () => (await close.boundingBox())?.width, POLL).toBe(44);
    const [outer, inner] = [await toast.boundingBox(), await close.boundingBox()];
    if (!outer || !inner) throw new Error('the toast is not shown');
    expect(inner.height).toBe(44);
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.y).toBeGreaterThanOrEqual(outer.y);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height);
    // The message keeps clear of it.
    const text = await toast.getByText('Information toast').boundingBox();
    expect((text?.x ?? 0) + (text?.width ?? 0)).toBeLessThanOrEqual(inner.x);

    const danger = rgb(tokensFor(defaultBrand).color.danger);
    const look = (name: string) =>
      page
        .getByRole('button', { name, exact: true })
        .evaluate((button) => [
          getComputedStyle(button).color,
          getComputedStyle(button).backgroundColor,
        ]);
    expect((await look('Delete'))[0]).toBe(danger);
    expect((await look('Delete for good'))[1]).toBe(danger);
    await context.close();
  });

  it('walked every route of the table', () => {
    const expected = [
      LANDING,
      LOGIN_SHEET_PATH,
      JOIN_US_SHEET_PATH,
      KIT_PATH,
      HOME_PATH,
      ...PORTAL_PATHS,
      ...VISITOR_PATHS,
      ...plannedScreens.map((planned) => planned.path),
      ...wizardPaths('KYC'),
      ...wizardPaths('APPLY_LOAN'),
    ];
    expect(expected.filter((path) => !walked.has(path))).toEqual([]);
  });
});

import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import { recordedChecks, uncoveredTransitions } from '../models/coverage';
import { WIZARD_MODEL_STATES, wizardModel, wizardTestModel } from '../models/wizard.model';
import { createdApplication, newBorrowerMobile, partnerToken } from './support/applications';
import {
  appTookOver,
  DESKTOP,
  launchBrowser,
  newTestContext,
  POLL,
  siteUrl,
  waitForHashPath,
} from './support/browser';
import { DEMO_PARTNER } from './support/partner';
import {
  field,
  fillBankAt,
  fillBusiness,
  fillEmployment,
  fillFirstStep,
  fillPersonal,
  otpModal,
  verifyBorrower,
} from './support/wizard-pages';

/*
 * The wizard model's generated paths, run against the real wizard in Chromium with the real
 * server: each model event is what a person does (or the server's answer, held at the network
 * so the busy states can be seen), each model state what the page shows.
 */

/** The demo partner's seeded application returned for correction (server/db/demo-applications). */
const RETURNED_ID = 'demo0000000000000000000000000005';
const RETURNED_REMARKS = /Returned for correction: The PAN number does not match/;
/** The demo partner's seeded self-employed application with business details saved. */
const BUSINESS_ID = 'demo0000000000000000000000000004';

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await partnerToken(DEMO_PARTNER.mobile);
});
afterAll(async () => {
  await browser?.close();
});

/** The next request matching, held until the test lets it through or drops its connection. */
interface Gate {
  arrived: Promise<void>;
  pass(): Promise<void>;
  drop(): Promise<void>;
}

async function gate(page: Page, url: RegExp, method: string): Promise<Gate> {
  let held: Route | null = null;
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const handler = async (route: Route) => {
    if (held || route.request().method() !== method) return route.fallback();
    held = route;
    arrive();
  };
  await page.route(url, handler);
  const release = async (action: (route: Route) => Promise<void>) => {
    await arrived;
    if (held) await action(held);
    await page.unroute(url, handler);
  };
  return {
    arrived,
    pass: () => release((route) => route.continue()),
    drop: () => release((route) => route.abort('failed')),
  };
}

interface Harness {
  context: BrowserContext;
  page: Page;
  gates: Partial<Record<'load' | 'create' | 'update' | 'business', Gate>>;
  /** The borrower's mobile typed on the first step. */
  mobile?: string;
}

const APPLICATION = /\/api\/v1\/loan-application\/[A-Za-z0-9]{32}$/;
const CREATE = /\/api\/v1\/loan-application\/create$/;
const BUSINESS_INFO = /\/api\/v1\/loan-application\/[A-Za-z0-9]{32}\/business-info$/;

async function open(
  hashPath: string,
  search = '',
  held: { url: RegExp; gate: 'load' | 'business' } = { url: APPLICATION, gate: 'load' },
): Promise<Harness> {
  const context = await newTestContext(browser, { viewport: DESKTOP });
  await context.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key as string))
        localStorage.setItem(key as string, value as string);
    },
    [STORAGE_KEYS.token, token],
  );
  const page = await context.newPage();
  const harness: Harness = { context, page, gates: {} };
  if (search) harness.gates[held.gate] = await gate(page, held.url, 'GET');
  await page.goto(siteUrl('localhost', hashPath).replace('/#', `/${search}#`));
  await appTookOver(page);
  return harness;
}

const hashPath = (page: Page) => page.evaluate(() => location.hash.replace(/^#/, ''));
const query = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
const continueButton = (page: Page) => page.getByRole('button', { name: /Continue/ });

describe('wizard model: its generated paths run against the real wizard in Chromium', () => {
  let harness: Harness | undefined;
  const current = () => {
    if (!harness) throw new Error('the wizard is not open');
    return harness;
  };

  const onStep = async (page: Page, path: string, heading: string) => {
    await expect.poll(() => hashPath(page), POLL).toBe(path);
    await page.getByRole('heading', { name: heading }).waitFor();
  };
  /** Busy, with the first step's values still on screen. */
  const isBusy = async (page: Page) => {
    await expect.poll(() => continueButton(page).getAttribute('aria-busy'), POLL).toBe('true');
    await expect.poll(() => field(page, 'Mobile Number').inputValue(), POLL).toMatch(/^\d{10}$/);
  };

  const checks: Record<string, (h: Harness | undefined) => Promise<void> | void> = {
    start: (h) => expect(h).toBeUndefined(),
    firstStep: async (h) => {
      const page = h!.page;
      await onStep(page, '/application/mobile', 'Create Application');
      await otpModal(page).waitFor({ state: 'detached' });
      await expect.poll(() => query(page, 'id'), POLL).toBeNull();
    },
    otpSalaried: async (h) => {
      await otpModal(h!.page).waitFor();
    },
    otpSelfEmployed: async (h) => {
      await otpModal(h!.page).waitFor();
    },
    creatingSalaried: async (h) => {
      await otpModal(h!.page).waitFor({ state: 'detached' });
      await isBusy(h!.page);
    },
    creatingSelfEmployed: async (h) => {
      await otpModal(h!.page).waitFor({ state: 'detached' });
      await isBusy(h!.page);
    },
    createFailed: async (h) => {
      const page = h!.page;
      await page.getByText('An error occurred while submitting the form').waitFor();
      await expect.poll(() => field(page, 'Mobile Number').inputValue(), POLL).not.toBe('');
      await expect.poll(() => hashPath(page), POLL).toBe('/application/mobile');
    },
    kycSalaried: async (h) => {
      const page = h!.page;
      await onStep(page, '/application/kyc', 'Personal Details');
      await page
        .getByText(/Tracker ID: \d{8}/)
        .first()
        .waitFor();
      await expect.poll(() => query(page, 'id'), POLL).toMatch(/^[A-Za-z0-9]{32}$/);
    },
    kycSelfEmployed: async (h) => {
      await onStep(h!.page, '/application/kyc', 'Personal Details');
    },
    firstStepSaved: async (h) => {
      const page = h!.page;
      await onStep(page, '/application/mobile', 'Create Application');
      // The application exists: its id stays in the address, and Continue updates it.
      await expect.poll(() => query(page, 'id'), POLL).toMatch(/^[A-Za-z0-9]{32}$/);
      await expect.poll(() => field(page, 'Mobile Number').inputValue(), POLL).not.toBe('');
    },
    updating: async (h) => {
      await h!.gates.update?.arrived;
      await isBusy(h!.page);
    },
    employment: async (h) => {
      await onStep(h!.page, '/application/employment', 'Employment Details');
    },
    business: async (h) => {
      await onStep(h!.page, '/application/business', 'Business Details');
    },
    coApplicants: async (h) => {
      await onStep(h!.page, '/application/co-applicants', 'Co-applicants');
    },
    loadingLink: async (h) => {
      await h!.gates.load?.arrived;
      await h!.page.getByRole('status').filter({ hasText: 'Loading the application' }).waitFor();
    },
    loadingFound: async (h) => {
      const page = h!.page;
      await h!.gates.load?.arrived;
      await page.getByText('Application found with the given mobile number').waitFor();
      await page.getByRole('status').filter({ hasText: 'Loading the application' }).waitFor();
    },
    loadFailed: async (h) => {
      await h!.page.getByText('Failed to load application data').waitFor();
      await h!.page.getByRole('button', { name: 'Try again' }).waitFor();
    },
    businessLoading: async (h) => {
      await h!.gates.business?.arrived;
      await h!.page.getByRole('status').filter({ hasText: 'Loading the application' }).waitFor();
    },
    businessLoadFailed: async (h) => {
      await h!.page.getByText('Failed to load business details').waitFor();
      await h!.page.getByRole('button', { name: 'Try again' }).waitFor();
    },
    businessLoaded: async (h) => {
      const page = h!.page;
      await onStep(page, '/application/business', 'Business Details');
      await page.getByText('Business details loaded successfully').waitFor();
      await expect
        .poll(() => field(page, 'Business Name').inputValue(), POLL)
        .toBe('Gupta Traders');
    },
    returnedFirstStep: async (h) => {
      const page = h!.page;
      await onStep(page, '/application/mobile', 'Create Application');
      await page.getByText(RETURNED_REMARKS).waitFor();
      await expect
        .poll(() => field(page, 'Full Name (as per PAN)').inputValue(), POLL)
        .toBe('Sneha Patil');
      await expect.poll(() => query(page, 'status'), POLL).toBe('INCOMPLETE');
    },
  };

  const paths = wizardTestModel.getShortestPaths();
  const asserted = new Set<string>();

  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(checks).sort()).toEqual([...WIZARD_MODEL_STATES].sort());
    expect(uncoveredTransitions(wizardModel, paths)).toEqual([]);
  });

  /** Continue on the first step: a new one's fields are filled first; a saved one is updated. */
  const submit = async (jobType: string, loanType: string) => {
    const h = current();
    const page = h.page;
    h.mobile = await field(page, 'Mobile Number').inputValue();
    if (h.mobile === '') {
      h.mobile = newBorrowerMobile();
      await fillFirstStep(page, h.mobile, jobType, loanType);
    }
    if (query(page, 'id')) h.gates.update = await gate(page, APPLICATION, 'PATCH');
    await continueButton(page).click();
  };

  it.each(paths.map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => {
      harness = undefined;
      try {
        await path.test({
          states: recordedChecks(checks, asserted, () => harness),
          events: {
            OPEN_NEW: async () => {
              harness = await open('/application/mobile');
            },
            OPEN_RESUME_LINK: async () => {
              harness = await open('/application/mobile', `?id=${RETURNED_ID}&status=INCOMPLETE`);
            },
            OPEN_BUSINESS_LINK: async () => {
              harness = await open('/application/business', `?id=${BUSINESS_ID}`, {
                url: BUSINESS_INFO,
                gate: 'business',
              });
            },
            BUSINESS_LOADS: () => current().gates.business!.pass(),
            BUSINESS_LOAD_FAILS: () => current().gates.business!.drop(),
            BUSINESS_RETRY: async () => {
              const h = current();
              h.gates.business = await gate(h.page, BUSINESS_INFO, 'GET');
              await h.page.getByRole('button', { name: 'Try again' }).click();
            },
            SUBMIT_SALARIED: () => submit('Salaried/Professional', 'Home Loan'),
            SUBMIT_SELF_EMPLOYED: () => submit('Self-employed/Business', 'Business Loan'),
            CLOSE_OTP: async () => {
              await current().page.keyboard.press('Escape');
            },
            VERIFY_OTP: async () => {
              const h = current();
              h.gates.create = await gate(h.page, CREATE, 'POST');
              await verifyBorrower(h.page, h.mobile ?? '');
              await h.gates.create.arrived;
            },
            CREATE_SUCCEEDS: () => current().gates.create!.pass(),
            CREATE_FAILS: () => current().gates.create!.drop(),
            UPDATE_SUCCEEDS: () => current().gates.update!.pass(),
            LOOKUP_FINDS: async () => {
              const h = current();
              const found = await createdApplication(token);
              h.gates.load = await gate(h.page, APPLICATION, 'GET');
              await field(h.page, 'Mobile Number').fill(found.mobile);
              await h.gates.load.arrived;
            },
            LOAD_RETURNED: () => current().gates.load!.pass(),
            LOAD_FOUND: () => current().gates.load!.pass(),
            LOAD_FAILS: () => current().gates.load!.drop(),
            RETRY: async () => {
              const h = current();
              h.gates.load = await gate(h.page, APPLICATION, 'GET');
              await h.page.getByRole('button', { name: 'Try again' }).click();
            },
            SAVE_STEP: async () => {
              const page = current().page;
              const step = await hashPath(page);
              if (step === '/application/kyc') {
                await fillPersonal(page);
                await fillBankAt(page, 'Bank details', 'HDFC Bank', 'march.pdf');
              } else if (step === '/application/employment') {
                await fillEmployment(page);
              } else if ((await field(page, 'Business Name').inputValue()) === '') {
                await fillBusiness(page);
                await fillBankAt(page, 'Bank details', 'HDFC Bank', 'business.pdf');
              }
              await page.getByRole('button', { name: 'Save and Continue' }).click();
              await expect.poll(() => hashPath(page), POLL).not.toBe(step);
            },
            BACK: async () => {
              // The state's check waits for the step the wizard shows after it.
              await current().page.goBack();
            },
            OPEN_UNREACHABLE: async () => {
              const page = current().page;
              await page.evaluate(() => {
                location.hash = '#/application/co-applicants';
              });
              // The wizard puts the address back on the step it shows.
              await waitForHashPath(page, '/application/kyc');
            },
            RELOAD: async () => {
              const page = current().page;
              // What the device keeps is written a moment after the last change.
              await expect
                .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.step))
                .toBe((await hashPath(page)).replace(/^\/application\//, ''));
              await page.reload();
              await appTookOver(page);
            },
          },
        });
      } finally {
        await (harness as Harness | undefined)?.context.close();
      }
    },
    120_000,
  );

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...WIZARD_MODEL_STATES].sort());
  });
});

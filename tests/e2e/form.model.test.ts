import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { DOB_AGE_MESSAGE } from '../../src/domain/dates';
import { recordedChecks, uncoveredTransitions } from '../models/coverage';
import {
  FORM_MODEL_STATES,
  formModel,
  formTestModel,
  LOOKUP_MODEL_STATES,
  lookupModel,
  lookupTestModel,
} from '../models/form.model';
import {
  createdApplication,
  pageToken,
  partnerToken,
  savePersonalInfo,
} from './support/applications';
import { apiUrl, DESKTOP, launchBrowser, POLL, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, openAsPartner } from './support/partner';
import { field, fillBankAt, fillPersonalButName, storedApplication } from './support/wizard-pages';

/*
 * The form and lookup models' paths against the real personal/KYC step of the capture wizard
 * (the domain's personal schema, the real pincode lookup), in the built app against the real
 * server, as the demo partner. Saves and lookups are held on the way with `page.route` until the
 * path says how the server answers; waiting is the page's clock.
 */

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await partnerToken(DEMO_PARTNER.mobile);
});
afterAll(async () => {
  await browser?.close();
});

/** The demo partner's seeded application with only its first step: its KYC step opens empty. */
const DEMO_FIRST_STEP_ONLY = DEMO_APPLICATIONS.find((app) => app.stage.length === 1);
const SAVED_PERSONAL = DEMO_APPLICATIONS.find((app) => app.personalInfo)?.personalInfo ?? {};
const DAY_MS = 24 * 60 * 60 * 1000;

const stepHeading = (page: Page) => page.getByRole('heading', { name: 'Personal Details' });
const invalidFields = (page: Page) => page.locator('form [aria-invalid="true"]');

async function count(locator: Locator, expected: number) {
  await expect.poll(() => locator.count(), POLL).toBe(expected);
}

async function shows(page: Page, label: string, value: string) {
  await expect.poll(() => field(page, label).inputValue(), POLL).toBe(value);
}

const wizardAt = (page: Page, step: string, id: string) =>
  page.goto(new URL(`/?id=${id}#/application/${step}`, page.url()).href);

/** A date as the server keeps it (YYYY-MM-DD), in local time like the age rule. */
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const shownDate = (iso: string) => iso.split('-').reverse().join('-');

/** One path's KYC step, and what the test knows about it. */
interface KycView {
  page: Page;
  token: string;
  applicationId: string | null;
  /** Saves held on their way to the server. */
  saves: Route[];
  /**
   * The rest of the form (everything but the name) is filled in. Else every required field left
   * empty shows its issue too, or, resumed, the saved date of birth that no longer passes.
   */
  filled: boolean;
  /** The name typed last: each valid one differs from the one before, so it is a change. */
  name: string;
  /** Where the first issue must show, and what it says. */
  issue: { label: string; message: string };
  /** The server's own words when it refused a save. */
  refusal: string | null;
  /** The saved data the step opened with, if it was resumed. */
  saved: { name: string; dob: string } | null;
}

const VALID_NAMES = ['Meera Iyer', 'Meera K Iyer'] as const;
const NAME_ISSUE = { label: 'Full Name', message: 'Invalid name' };
/** An empty required field says what to do (issue 18). */
const EMPTY_NAME_ISSUE = { label: 'Full Name', message: "Enter the borrower's full name" };

/** Fills everything the personal schema asks for but the name, with real documents. */
async function fillTheRest(page: Page) {
  await fillPersonalButName(page);
  await fillBankAt(page, 'Bank details', 'HDFC Bank', 'march.pdf');
}

/** Each model state, as the person sees the real step. */
const formStates: Record<string, (view: KycView) => Promise<void>> = {
  closed: async ({ page }) => {
    await page.getByText(DEMO_PARTNER.greeting).waitFor();
    await count(stepHeading(page), 0);
  },
  blank: async ({ page }) => {
    await stepHeading(page).waitFor();
    await shows(page, 'Full Name', '');
    await shows(page, 'Pincode', '');
    await count(invalidFields(page), 0);
  },
  invalidQuiet: async ({ page }) => {
    await shows(page, 'Full Name', 'A');
    await count(invalidFields(page), 0);
  },
  validQuiet: async (view) => {
    await shows(view.page, 'Full Name', view.name);
    await count(invalidFields(view.page), 0);
  },
  issueShown: async ({ page, issue, filled, saved }) => {
    await expect
      .poll(() => field(page, issue.label).getAttribute('aria-invalid'), POLL)
      .toBe('true');
    await page.locator('form').getByText(issue.message, { exact: true }).waitFor();
    // Every invalid field shows its issue at once (issue 18).
    const invalid = invalidFields(page);
    if (filled) await count(invalid, 1);
    else if (saved) await count(invalid, issue.label === 'Date of Birth' ? 1 : 2);
    else await expect.poll(() => invalid.count(), POLL).toBeGreaterThan(1);
  },
  validLive: async (view) => {
    await shows(view.page, 'Full Name', view.name);
    await count(invalidFields(view.page), 0);
    if (view.refusal) await count(view.page.getByText(view.refusal, { exact: true }), 0);
  },
  saving: async (view) => {
    await expect.poll(() => view.saves.length, POLL).toBe(1);
    await expect.poll(() => view.page.locator('form').getAttribute('aria-busy'), POLL).toBe('true');
  },
  refusalShown: async (view) => {
    await view.page.getByText(view.refusal ?? '', { exact: true }).waitFor();
    await expect.poll(() => view.page.locator('form').getAttribute('aria-busy'), POLL).toBeNull();
    await shows(view.page, 'Full Name', view.name);
    await shows(view.page, 'Address', '12 MG Road, Ashok Nagar');
  },
  resumedWithIssues: async (view) => {
    await shows(view.page, 'Full Name', view.saved?.name ?? '');
    await shows(view.page, 'Date of Birth', shownDate(view.saved?.dob ?? ''));
    await count(invalidFields(view.page), 0);
  },
  saved: async (view) => {
    await waitForHashPath(view.page, '/application/employment');
    const stored = await storedApplication(view.page, view.applicationId ?? '');
    expect(stored['stage']).toContain('PERSONAL_DETAILS');
    expect(stored['personal_info']).toMatchObject({ name: view.name, dob: '1990-04-23' });
  },
};

/**
 * Saved personal details of a borrower whose 66th birthday is tomorrow: the server takes them
 * today (65 is the oldest age accepted); two days later, when the partner resumes, they no
 * longer pass.
 */
function turnsSixtySixTomorrow(): string {
  const birthday = new Date(Date.now() + DAY_MS);
  birthday.setFullYear(birthday.getFullYear() - 66);
  return isoDate(birthday);
}

function formEvents(view: KycView) {
  const { page } = view;
  const nextSave = async () => {
    await expect.poll(() => view.saves.length, POLL).toBe(1);
    return view.saves.shift() as Route;
  };
  return {
    OPEN_NEW: async () => {
      const created = await createdApplication(view.token);
      view.applicationId = created.id;
      await wizardAt(page, 'kyc', created.id);
      await stepHeading(page).waitFor();
      // The name is typed once (issue 18): the first step's is here; emptied, the form is blank.
      await shows(page, 'Full Name', 'Farhan Qureshi');
      await field(page, 'Full Name').fill('');
    },
    /*
     * Resumed the way a partner does: the first step's lookup finds the borrower's application
     * and leads to its next step, employment; Back opens the saved personal details. The step's
     * code was loaded earlier in this page (another application's KYC), so it shows at once; the
     * page's clock stands still from two days later, so the 100 ms re-check waits for the path.
     */
    OPEN_SAVED: async () => {
      const created = await createdApplication(view.token);
      const dob = turnsSixtySixTomorrow();
      view.saved = { name: 'Ravi Kumar', dob };
      await savePersonalInfo(view.token, created.id, {
        ...SAVED_PERSONAL,
        name: 'Ravi Kumar',
        dob,
      });
      view.applicationId = created.id;
      view.issue = { label: 'Date of Birth', message: DOB_AGE_MESSAGE };
      await page.getByRole('button', { name: 'Create Application' }).click();
      await field(page, 'Mobile Number').fill(DEMO_FIRST_STEP_ONLY?.mobile ?? '');
      await stepHeading(page).waitFor();
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await field(page, 'Mobile Number').fill(created.mobile);
      await page.getByRole('heading', { name: 'Employment Details' }).waitFor();
      await page.clock.pauseAt(Date.now() + 2 * DAY_MS);
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await stepHeading(page).waitFor();
    },
    TYPE_INVALID: async () => {
      await field(page, 'Full Name').fill('A');
      view.issue = NAME_ISSUE;
    },
    TYPE_VALID: async () => {
      view.name = view.name === VALID_NAMES[0] ? VALID_NAMES[1] : VALID_NAMES[0];
      await field(page, 'Full Name').fill(view.name);
      if (!view.filled) await fillTheRest(page);
      view.filled = true;
    },
    SAVE: async () => {
      if (!view.filled || view.name === '') {
        const typed = await field(page, 'Full Name').inputValue();
        view.issue = typed === '' ? EMPTY_NAME_ISSUE : NAME_ISSUE;
      }
      await page.getByRole('button', { name: 'Save and Continue' }).click();
    },
    SERVER_ACCEPTS: async () => (await nextSave()).continue(),
    /*
     * The real server refuses: the save reaches it without the address ownership type (as a
     * request cut short would), and the page gets the server's own answer and words.
     */
    SERVER_REFUSES: async () => {
      const route = await nextSave();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      delete body['address_type'];
      const response = await route.fetch({ postData: JSON.stringify(body) });
      expect(response.status()).toBe(400);
      view.refusal = ((await response.json()) as { message: string }).message;
      await route.fulfill({ response });
    },
    WAIT_100MS: () => page.clock.runFor(100),
  };
}

/** Home, logged in as the demo partner (the login is not what these paths test). */
async function openForPartner() {
  const { context, page } = await openAsPartner(browser, token, DESKTOP);
  await page.clock.install();
  await page.getByText(DEMO_PARTNER.greeting).waitFor();
  return { context, page, token: await pageToken(page) };
}

describe('form model: its generated paths run against the real KYC step in Chromium', () => {
  const paths = formTestModel.getShortestPaths();
  const asserted = new Set<string>();

  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(formStates).sort()).toEqual([...FORM_MODEL_STATES].sort());
    expect(uncoveredTransitions(formModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const { context, page, token } = await openForPartner();
    const view: KycView = {
      page,
      token,
      applicationId: null,
      saves: [],
      filled: false,
      name: '',
      issue: NAME_ISSUE,
      refusal: null,
      saved: null,
    };
    await page.route('**/api/v1/loan-application/*/personal-info', (route) => {
      view.saves.push(route);
    });
    try {
      await path.test({
        states: recordedChecks(formStates, asserted, () => view),
        events: formEvents(view),
      });
    } finally {
      await context.close();
    }
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...FORM_MODEL_STATES].sort());
  });
});

/** The pincode → city and state lookup of the same step, and what the server knows. */
interface LookupView {
  page: Page;
  /** Lookups held on their way to the server. */
  asked: Route[];
  found: { city: string; state: string };
  /** The pincode each TYPE_COMPLETE of the path types, chosen by the answer that follows. */
  pincodes: string[];
}

const KNOWN_PINCODE = '560001';
/** A pincode of the right shape that India Post's directory does not have. */
const UNKNOWN_PINCODE = '999999';
const OTHER_KNOWN_PINCODE = '110001';

const lookupStates: Record<string, (view: LookupView) => Promise<void>> = {
  empty: async ({ page, asked }) => {
    await shows(page, 'City', '');
    await shows(page, 'State', '');
    expect(asked).toHaveLength(0);
  },
  waiting: async ({ page, asked }) => {
    await expect.poll(() => field(page, 'Pincode').inputValue(), POLL).toMatch(/^\d{6}$/);
    await shows(page, 'City', '');
    await shows(page, 'State', '');
    // The page's clock stands still: nothing is asked before the 300 ms pass.
    expect(asked).toHaveLength(0);
  },
  fetching: async ({ page, asked }) => {
    await expect.poll(() => asked.length, POLL).toBe(1);
    await shows(page, 'City', '');
    await shows(page, 'State', '');
  },
  filled: async ({ page, found }) => {
    await shows(page, 'City', found.city);
    await shows(page, 'State', found.state);
  },
};

function lookupEvents(view: LookupView) {
  const { page } = view;
  const pincode = field(page, 'Pincode');
  const answer = async (how: 'continue' | 'abort') => {
    await expect.poll(() => view.asked.length, POLL).toBe(1);
    const route = view.asked.shift() as Route;
    await (how === 'continue' ? route.continue() : route.abort('internetdisconnected'));
  };
  return {
    TYPE_COMPLETE: async () => {
      await pincode.fill(view.pincodes.shift() ?? KNOWN_PINCODE);
    },
    TYPE_INCOMPLETE: async () => {
      await pincode.press('End');
      await pincode.press('Backspace');
      // A lookup on its way is dropped by the page; its held request goes nowhere.
      for (const route of view.asked.splice(0)) await route.abort('aborted').catch(() => {});
    },
    WAIT_300MS: () => page.clock.runFor(300),
    LOOKUP_FINDS: () => answer('continue'),
    LOOKUP_FINDS_NOTHING: () => answer('continue'),
    CONNECTION_DROPS: () => answer('abort'),
  };
}

/** For each TYPE_COMPLETE, a pincode the server's answer later on the path agrees with. */
function pincodesFor(events: readonly string[]): string[] {
  const pincodes: string[] = [];
  events.forEach((event, index) => {
    if (event !== 'TYPE_COMPLETE') return;
    const answer = events.slice(index + 1).find((later) => later.startsWith('LOOKUP_'));
    const retyped = events.slice(0, index).includes('TYPE_COMPLETE');
    pincodes.push(
      answer === 'LOOKUP_FINDS_NOTHING'
        ? UNKNOWN_PINCODE
        : retyped
          ? OTHER_KNOWN_PINCODE
          : KNOWN_PINCODE,
    );
  });
  return pincodes;
}

describe('lookup model: its generated paths run against the real pincode field in Chromium', () => {
  const paths = lookupTestModel.getShortestPaths();
  const asserted = new Set<string>();
  let found = { city: '', state: '' };

  beforeAll(async () => {
    const known = await fetch(apiUrl(`/v1/pincode/get-city-state?pincode=${KNOWN_PINCODE}`));
    found = ((await known.json()) as { data: typeof found }).data;
    const unknown = await fetch(apiUrl(`/v1/pincode/get-city-state?pincode=${UNKNOWN_PINCODE}`));
    expect(unknown.status).toBe(404);
  });

  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(lookupStates).sort()).toEqual([...LOOKUP_MODEL_STATES].sort());
    expect(uncoveredTransitions(lookupModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const { context, page } = await openForPartner();
    try {
      await wizardAt(page, 'kyc', DEMO_FIRST_STEP_ONLY?.id ?? '');
      await stepHeading(page).waitFor();
      // From here the page's time moves only when the path waits.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      const view: LookupView = {
        page,
        asked: [],
        found,
        pincodes: pincodesFor(path.steps.map((step) => step.event.type)),
      };
      await page.route('**/api/v1/pincode/get-city-state*', (route) => {
        view.asked.push(route);
      });
      await path.test({
        states: recordedChecks(lookupStates, asserted, () => view),
        events: lookupEvents(view),
      });
    } finally {
      await context.close();
    }
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...LOOKUP_MODEL_STATES].sort());
  });
});

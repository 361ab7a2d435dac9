import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTrackerId } from '../../src/domain/application-ids';
import { NO_INCOMPLETE_APPLICATION } from '../../src/domain/resume';
import { NOT_THIS_MOBILE, TRACK_FAILED } from '../../src/machines/track/machine';
import type { TrackAudience } from '../../src/machines/track/types';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import { recordedChecks, uncoveredTransitions } from '../models/coverage';
import {
  BORROWER_TRACK_MODEL_STATES,
  borrowerTrackModel,
  borrowerTrackTestModel,
  PARTNER_TRACK_MODEL_STATES,
  partnerTrackModel,
  partnerTrackTestModel,
} from '../models/track.model';
import { newBorrowerMobile, partnerToken } from './support/applications';
import {
  apiUrl,
  appTookOver,
  expectAccessible,
  launchBrowser,
  newTestContext,
  PHONE,
  POLL,
  siteUrl,
  smsInbox,
  waitForHashPath,
} from './support/browser';
import { DEMO_PARTNER, typeCode } from './support/partner';
import {
  borrowerApplication,
  borrowerApplicationWorkSaved,
  partnerApplication,
  returnForCorrection,
  submittedBorrowerApplication,
  type MadeApplication,
} from './support/tracked-applications';

/*
 * The tracking model's paths against the real /track (a logged-in partner) and
 * /apply-loan/track (a visitor) in Chromium, on applications made through the real API: one
 * submitted, and for each audience one returned for correction, which Complete Application
 * resumes in that audience's wizard (the borrower proving their mobile by OTP first), and one
 * that is not theirs to complete (the borrower's own, tracked by the partner; the borrower's,
 * verified with another mobile).
 */

const INVALID_ID = '12345';
const REMARKS = 'The PAN number does not match the PAN card';

interface Fixture {
  returned: MadeApplication;
  /** Returned for correction, but not this person's: the borrower's own, tracked by the partner. */
  others: MadeApplication;
  submitted: MadeApplication;
  unknownId: string;
  /** What the server says of each tracker id, read from GET /v1/track. */
  messages: { returned: string; others: string; submitted: string; unknown: string };
}

async function trackAnswer(trackerId: string): Promise<{ status: number; message: string }> {
  const response = await fetch(apiUrl(`/v1/track?tracker_id=${trackerId}&hostname=localhost`));
  const body = (await response.json()) as { message: string };
  return { status: response.status, message: body.message };
}

/** An 8-digit tracker id nobody holds (the server says so). */
async function unknownTrackerId(): Promise<string> {
  for (;;) {
    const id = newTrackerId();
    if ((await trackAnswer(id)).status === 404) return id;
  }
}

let browser: Browser;
let token: string;
let submitted: MadeApplication;
let unknownId: string;
const fixtures = {} as Record<TrackAudience, Fixture>;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await partnerToken(DEMO_PARTNER.mobile);
  submitted = await submittedBorrowerApplication();
  unknownId = await unknownTrackerId();
  const partnerReturned = await partnerApplication();
  const borrowerReturned = await borrowerApplication();
  await returnForCorrection(partnerReturned.id, REMARKS);
  await returnForCorrection(borrowerReturned.id, REMARKS);
  for (const [audience, returned, others] of [
    ['partner', partnerReturned, borrowerReturned],
    ['borrower', borrowerReturned, partnerReturned],
  ] as const) {
    fixtures[audience] = {
      returned,
      others,
      submitted,
      unknownId,
      messages: {
        returned: (await trackAnswer(returned.trackerId)).message,
        others: (await trackAnswer(others.trackerId)).message,
        submitted: (await trackAnswer(submitted.trackerId)).message,
        unknown: (await trackAnswer(unknownId)).message,
      },
    };
  }
});
afterAll(async () => {
  await browser?.close();
});

/** One path's screen. */
interface TrackPage {
  audience: TrackAudience;
  fixture: Fixture;
  context: BrowserContext;
  page: Page;
  field: Locator;
}

const answerBox = (view: TrackPage) =>
  view.page.getByRole('heading', { name: 'Application status' });
const completeControl = (view: TrackPage) =>
  view.page.getByRole(view.audience === 'partner' ? 'link' : 'button', {
    name: 'Complete Application',
  });
const otpSheet = (view: TrackPage) => view.page.getByRole('dialog', { name: 'Verify your mobile' });

async function fieldShows(view: TrackPage, value: string) {
  await expect.poll(() => view.field.inputValue(), POLL).toBe(value);
}

/** Nothing answered on screen: no message, no failure, no Complete Application. */
async function nothingShown(view: TrackPage) {
  await expect.poll(() => answerBox(view).count(), POLL).toBe(0);
  await expect.poll(() => view.page.getByRole('alert').count(), POLL).toBe(0);
  await expect.poll(() => completeControl(view).count(), POLL).toBe(0);
  await expect.poll(() => view.field.getAttribute('aria-invalid'), POLL).toBeNull();
}

const typed = (value: (view: TrackPage) => string) => async (view: TrackPage) => {
  await fieldShows(view, value(view));
  await nothingShown(view);
};

async function statusShows(view: TrackPage, message: string) {
  await answerBox(view).waitFor();
  await expect.poll(() => view.page.getByRole('status').allTextContents(), POLL).toContain(message);
}

function statesFor(audience: TrackAudience): Record<string, (view: TrackPage) => Promise<void>> {
  const states: Record<string, (view: TrackPage) => Promise<void>> = {
    'editing.blank': typed(() => ''),
    'editing.invalidTyped': typed(() => INVALID_ID),
    'editing.unknownTyped': typed((view) => view.fixture.unknownId),
    'editing.submittedTyped': typed((view) => view.fixture.submitted.trackerId),
    'editing.incompleteTyped': typed((view) => view.fixture.returned.trackerId),
    refusedShown: async (view) => {
      const message = view.fixture.messages[audience === 'partner' ? 'others' : 'returned'];
      // The borrower learns the mobile is not the application's, and not which one is.
      await expect
        .poll(() => view.page.getByRole('alert').textContent(), POLL)
        .toBe(audience === 'partner' ? NO_INCOMPLETE_APPLICATION : NOT_THIS_MOBILE);
      if (audience === 'borrower') {
        const text = (await view.page.locator('body').textContent()) ?? '';
        expect(text).not.toContain(view.fixture.returned.mobile);
      }
      await statusShows(view, message);
      await expect.poll(() => otpSheet(view).count(), POLL).toBe(0);
      await waitForHashPath(view.page, audience === 'partner' ? '/track' : '/apply-loan/track');
    },
    invalidShown: async (view) => {
      await view.page.getByText('Invalid tracker id').waitFor();
      await expect.poll(() => view.field.getAttribute('aria-invalid'), POLL).toBe('true');
      await expect.poll(() => answerBox(view).count(), POLL).toBe(0);
      await expectAccessible(view.page);
    },
    notFoundShown: async (view) => {
      expect(view.fixture.messages.unknown).not.toBe('');
      await expect
        .poll(() => view.page.getByRole('alert').textContent(), POLL)
        .toBe(view.fixture.messages.unknown);
      await expect.poll(() => answerBox(view).count(), POLL).toBe(0);
    },
    offlineShown: async (view) => {
      await expect.poll(() => view.page.getByRole('alert').textContent(), POLL).toBe(TRACK_FAILED);
      await expect.poll(() => answerBox(view).count(), POLL).toBe(0);
    },
    submittedShown: async (view) => {
      // The premise: a submitted application's message asks nothing more.
      expect(view.fixture.messages.submitted).not.toContain('Remarks');
      await statusShows(view, view.fixture.messages.submitted);
      await expect.poll(() => completeControl(view).count(), POLL).toBe(0);
    },
    remarksShown: async (view) => {
      expect(view.fixture.messages.returned).toContain(`Remarks: ${REMARKS}`);
      await statusShows(view, view.fixture.messages.returned);
      await completeControl(view).waitFor();
      await expect.poll(() => otpSheet(view).count(), POLL).toBe(0);
      await expectAccessible(view.page);
    },
    resumed: async (view) => {
      const base = audience === 'partner' ? '/application' : '/apply-loan';
      await waitForHashPath(view.page, `${base}/mobile`);
      await expect
        .poll(() => Object.fromEntries(new URL(view.page.url()).searchParams), POLL)
        .toEqual({ id: view.fixture.returned.id, status: 'INCOMPLETE' });
      // The application is loaded in resume mode: its remarks and its borrower's mobile.
      await view.page.getByText(`Returned for correction: ${REMARKS}`).waitFor();
      await expect
        .poll(() => view.page.getByLabel('Mobile Number', { exact: true }).inputValue(), POLL)
        .toBe(view.fixture.returned.mobile);
      if (audience === 'borrower') {
        await expect
          .poll(
            () => view.page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.guestToken),
            POLL,
          )
          .toBeTruthy();
      }
    },
  };
  if (audience === 'partner') {
    states['editing.othersTyped'] = typed((view) => view.fixture.others.trackerId);
    states['othersShown'] = async (view) => {
      expect(view.fixture.messages.others).toContain(`Remarks: ${REMARKS}`);
      await statusShows(view, view.fixture.messages.others);
      await completeControl(view).waitFor();
      await expect.poll(() => view.page.getByRole('alert').count(), POLL).toBe(0);
    };
  }
  if (audience === 'borrower') {
    states['otpSheet'] = async (view) => {
      await otpSheet(view).getByLabel('Mobile number').waitFor();
      await expect
        .poll(() => otpSheet(view).getByLabel('Mobile number').inputValue(), POLL)
        .toBe('');
      await expectAccessible(view.page);
    };
  }
  return states;
}

function eventsFor(view: TrackPage) {
  const type = (value: string) => async () => {
    await view.field.fill('');
    await view.field.fill(value);
  };
  const track = () => view.page.getByRole('button', { name: 'Track', exact: true }).click();
  /** The OTP sheet: the mobile, Send OTP, the code texted to it, Verify OTP. */
  const verify = async (mobile: string) => {
    const sheet = otpSheet(view);
    const inbox = await smsInbox(mobile);
    await sheet.getByLabel('Mobile number').fill(mobile);
    await sheet.getByRole('button', { name: 'Send OTP' }).click();
    const code = await inbox.next();
    await typeCode(view.page, code);
    await sheet.getByRole('button', { name: 'Verify OTP' }).click();
  };
  return {
    TYPE_INVALID_ID: type(INVALID_ID),
    TYPE_UNKNOWN_ID: type(view.fixture.unknownId),
    TYPE_SUBMITTED_ID: type(view.fixture.submitted.trackerId),
    TYPE_INCOMPLETE_ID: type(view.fixture.returned.trackerId),
    TRACK: track,
    TRACK_OFFLINE: async () => {
      await view.page.route(/\/api\/v1\/track\?/, (route) => route.abort('internetdisconnected'), {
        times: 1,
      });
      await track();
    },
    COMPLETE: () => completeControl(view).click(),
    TYPE_OTHERS_ID: type(view.fixture.others.trackerId),
    VERIFY_MOBILE: () => verify(view.fixture.returned.mobile),
    VERIFY_OTHER_MOBILE: () => verify(newBorrowerMobile()),
    CLOSE_SHEET: () => otpSheet(view).getByRole('button', { name: 'Close' }).click(),
  };
}

async function openTracking(audience: TrackAudience): Promise<TrackPage> {
  const context = await newTestContext(browser, {
    viewport: PHONE,
    reducedMotion: 'reduce',
  });
  if (audience === 'partner') {
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [STORAGE_KEYS.token, token],
    );
  }
  const page = await context.newPage();
  await page.goto(siteUrl('localhost', audience === 'partner' ? '/track' : '/apply-loan/track'));
  await appTookOver(page);
  await page.getByRole('heading', { name: 'Track Your Application' }).waitFor();
  if (audience === 'partner') await page.getByText(DEMO_PARTNER.greeting).waitFor();
  return {
    audience,
    fixture: fixtures[audience],
    context,
    page,
    field: page.getByLabel('Tracker ID', { exact: true }),
  };
}

describe.each([
  ['partner', partnerTrackModel, partnerTrackTestModel, PARTNER_TRACK_MODEL_STATES],
  ['borrower', borrowerTrackModel, borrowerTrackTestModel, BORROWER_TRACK_MODEL_STATES],
] as const)(
  'track model (%s): its paths run against the real tracking screen in Chromium',
  (audience, model, testModel, modelStates) => {
    const states = statesFor(audience);
    const paths = testModel.getShortestPaths();
    const asserted = new Set<string>();

    it('has an assertion for every model state and its paths cover every transition', () => {
      expect(Object.keys(states).sort()).toEqual([...modelStates].sort());
      expect(uncoveredTransitions(model, paths)).toEqual([]);
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      const view = await openTracking(audience);
      try {
        await path.test({
          states: recordedChecks(states, asserted, () => view),
          events: eventsFor(view),
        });
      } finally {
        await view.context.close();
      }
    });

    it('ran every state assertion on some path', () => {
      expect([...asserted].sort()).toEqual([...modelStates].sort());
    });
  },
);

describe('a DRAFT application completed through tracking', () => {
  /** Tracks the application and presses Complete Application (a borrower verifies first). */
  async function complete(audience: TrackAudience, made: MadeApplication) {
    const view = await openTracking(audience);
    const events = eventsFor(view);
    await view.field.fill(made.trackerId);
    await events.TRACK();
    await statusShows(view, (await trackAnswer(made.trackerId)).message);
    await completeControl(view).click();
    if (audience === 'borrower') {
      const sheet = otpSheet(view);
      const inbox = await smsInbox(made.mobile);
      await sheet.getByLabel('Mobile number').fill(made.mobile);
      await sheet.getByRole('button', { name: 'Send OTP' }).click();
      await typeCode(view.page, await inbox.next());
      await sheet.getByRole('button', { name: 'Verify OTP' }).click();
    }
    return view;
  }

  it("opens a partner's just-created application on its KYC step", async () => {
    const made = await partnerApplication();
    expect((await trackAnswer(made.trackerId)).message).toContain('Remarks');
    const view = await complete('partner', made);
    try {
      await waitForHashPath(view.page, '/application/kyc');
      await view.page.getByRole('heading', { name: 'Personal Details' }).waitFor();
      await expect
        .poll(() => Object.fromEntries(new URL(view.page.url()).searchParams), POLL)
        .toEqual({ id: made.id });
    } finally {
      await view.context.close();
    }
  });

  it("opens a borrower's application with its work saved on co-applicants", async () => {
    const made = await borrowerApplicationWorkSaved();
    const view = await complete('borrower', made);
    try {
      await waitForHashPath(view.page, '/apply-loan/co-applicants');
      await view.page.getByRole('heading', { name: 'Co-applicants' }).waitFor();
      await expect
        .poll(() => Object.fromEntries(new URL(view.page.url()).searchParams), POLL)
        .toEqual({ id: made.id });
    } finally {
      await view.context.close();
    }
  });
});

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedChecks, uncoveredTransitions } from '../models/coverage';
import { OTP_MODEL_STATES, otpModel, otpTestModel } from '../models/otp.model';
import { launchBrowser, openSite, POLL, smsInbox, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, typeCode } from './support/partner';
import { E2E_OTP_RESEND_SECONDS } from './support/server-process';

const UNREGISTERED_MOBILE = '9000000001';
const INVALID_MOBILE = '12345';
const NO_ACCOUNT_TEXT = 'No partner account found for this mobile number. Join Us to register.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One path's view of the Partner Login sheet, and what the user has been texted so far. */
interface LoginSheet {
  page: Page;
  sheet: Locator;
  mobile: Locator;
  /** The newest code texted to the demo partner, read from the outbox after each send. */
  lastCode: string | null;
  /** When the server sent that code, by the real clock (the page's clock is simulated). */
  lastSentAt: number;
  inbox: Awaited<ReturnType<typeof smsInbox>>;
}

const codeBoxes = (view: LoginSheet) => view.sheet.getByRole('textbox', { name: /Digit \d of 6/ });

async function codeInBoxes(view: LoginSheet): Promise<string> {
  return codeBoxes(view).evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value).join(''),
  );
}

/** Call it once the state's own positive sign has shown, so it cannot pass before a render. */
async function noCodeBoxes(view: LoginSheet) {
  await expect.poll(() => codeBoxes(view).count(), POLL).toBe(0);
}

async function mobileShows(view: LoginSheet, mobile: string) {
  await expect.poll(() => view.mobile.inputValue(), POLL).toBe(mobile);
}

async function mobileNotMarkedInvalid(view: LoginSheet) {
  await expect.poll(() => view.mobile.getAttribute('aria-invalid'), POLL).toBeNull();
}

async function visible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible' });
}

/** Each model state, as what the person sees on the real page. */
const states: Record<string, (view: LoginSheet) => Promise<void>> = {
  'mobileEntry.blank': async (view) => {
    await mobileShows(view, '');
    await noCodeBoxes(view);
  },
  'mobileEntry.validTyped': async (view) => {
    await mobileShows(view, DEMO_PARTNER.mobile);
    await noCodeBoxes(view);
    await mobileNotMarkedInvalid(view);
  },
  'mobileEntry.invalidTyped': async (view) => {
    await mobileShows(view, INVALID_MOBILE);
    await mobileNotMarkedInvalid(view);
  },
  'mobileEntry.unregisteredTyped': async (view) => {
    await mobileShows(view, UNREGISTERED_MOBILE);
    await mobileNotMarkedInvalid(view);
  },
  'mobileEntry.invalidShown': async (view) => {
    await visible(view.sheet.getByText('Invalid mobile number'));
    await noCodeBoxes(view);
  },
  'mobileEntry.refusedShown': async (view) => {
    await visible(view.sheet.getByText(NO_ACCOUNT_TEXT));
    await noCodeBoxes(view);
  },
  'codeEntry.code.blank': async (view) => {
    await visible(codeBoxes(view));
    await expect.poll(() => codeBoxes(view).count(), POLL).toBe(6);
    await expect.poll(() => codeInBoxes(view), POLL).toBe('');
    await expect.poll(() => view.sheet.getByText(/Invalid OTP/).count(), POLL).toBe(0);
  },
  'codeEntry.code.incompleteShown': async (view) => {
    await visible(view.sheet.getByText('Invalid OTP', { exact: true }));
  },
  'codeEntry.code.wrongCodeShown': async (view) => {
    await visible(view.sheet.getByText('Invalid OTP. Please try again.'));
    await expect.poll(() => codeInBoxes(view), POLL).toBe('');
  },
  'codeEntry.resend.waiting': async (view) => {
    await visible(view.sheet.getByText(/^Resend OTP in 00:\d\d$/));
    await expect
      .poll(() => view.sheet.getByRole('button', { name: 'Resend OTP' }).count(), POLL)
      .toBe(0);
  },
  'codeEntry.resend.canResend': async (view) => {
    await visible(view.sheet.getByRole('button', { name: 'Resend OTP' }));
  },
  verified: async (view) => {
    await waitForHashPath(view.page, '/');
    await visible(view.page.getByText(DEMO_PARTNER.greeting));
  },
};

/** Each model event, as what the person does on the real page. */
function eventsFor(view: LoginSheet) {
  const enterCode = async (code: string) => {
    await typeCode(view.page, code);
    await view.sheet.getByRole('button', { name: 'Verify OTP' }).click();
  };
  const rightCode = () => {
    if (!view.lastCode) throw new Error('no code was sent on this path');
    return view.lastCode;
  };
  // A person retypes the number: the field is cleared first, so even the same number is a change.
  const typeMobile = async (mobile: string) => {
    await view.mobile.fill('');
    await view.mobile.fill(mobile);
  };
  return {
    TYPE_VALID_MOBILE: () => typeMobile(DEMO_PARTNER.mobile),
    TYPE_INVALID_MOBILE: () => typeMobile(INVALID_MOBILE),
    TYPE_UNREGISTERED_MOBILE: () => typeMobile(UNREGISTERED_MOBILE),
    SEND: async () => {
      const valid = (await view.mobile.inputValue()) === DEMO_PARTNER.mobile;
      await view.sheet.getByRole('button', { name: 'Send OTP' }).click();
      if (valid) {
        view.lastCode = await view.inbox.next();
        view.lastSentAt = Date.now();
      }
    },
    ENTER_INCOMPLETE_CODE: () => enterCode(rightCode().slice(0, 5)),
    ENTER_WRONG_CODE: () => enterCode(rightCode() === '000000' ? '111111' : '000000'),
    ENTER_RIGHT_CODE: () => enterCode(rightCode()),
    // The page's clock runs the 1-second ticks of the countdown without waiting for real.
    WAIT_30S: () => view.page.clock.runFor(31_000),
    // The server keeps real time: its own wait since the last send must also have passed (the
    // suite's server shortens it to E2E_OTP_RESEND_SECONDS; the page still counts 30 s).
    RESEND: async () => {
      const wait = view.lastSentAt + E2E_OTP_RESEND_SECONDS * 1000 + 250 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await view.sheet.getByRole('button', { name: 'Resend OTP' }).click();
      view.lastCode = await view.inbox.next();
      view.lastSentAt = Date.now();
    },
    // Changing the number (here: retyping it) drops the code that was sent.
    EDIT_MOBILE: () => typeMobile(DEMO_PARTNER.mobile),
  };
}

const paths = otpTestModel.getShortestPaths();
const asserted = new Set<string>();

describe('OTP model: its generated paths run against the real login sheet in Chromium', () => {
  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(states).sort()).toEqual([...OTP_MODEL_STATES].sort());
    expect(uncoveredTransitions(otpModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await page.clock.install();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Partner Login' });
    const view: LoginSheet = {
      page,
      sheet,
      mobile: sheet.getByLabel('Mobile number'),
      lastCode: null,
      lastSentAt: 0,
      inbox: await smsInbox(DEMO_PARTNER.mobile),
    };
    try {
      await path.test({
        states: recordedChecks(states, asserted, () => view),
        events: eventsFor(view),
      });
    } finally {
      await context.close();
    }
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...OTP_MODEL_STATES].sort());
  });
});

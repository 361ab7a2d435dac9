import { AxeBuilder } from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * The suite's Chromium for one file: a connection to the one browser the project's globalSetup
 * started (tests/e2e/global-setup.ts), so no file pays a browser start. Closing it closes the
 * contexts the file opened and disconnects; the browser itself lives until the run ends.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/**
 * Connects to the suite's Chromium (beforeAll) and closes that after the suite (afterAll), the opening
 * every browser suite shares. What it hands back is ready at once (so a suite can write
 * `const browser = useBrowser()` at its top) and forwards to the real browser, which exists once
 * beforeAll has run.
 */
export function useBrowser(): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return new Proxy({} as Browser, {
    get(_target, key) {
      if (!launched) throw new Error('The suite’s browser is ready only inside tests');
      const value: unknown = Reflect.get(launched, key, launched);
      return typeof value === 'function' ? value.bind(launched) : value;
    },
  });
}

/** The site as seen on a hostname: `localhost`, `catfin.localhost`… (*.localhost is loopback). */
export function siteUrl(hostname = 'localhost', hashPath = '/'): string {
  return `http://${hostname}:${inject('serverPort')}/#${hashPath}`;
}

export function apiUrl(path: string): string {
  return `http://localhost:${inject('serverPort')}/api${path}`;
}

/**
 * Options for every `expect.poll` in the browser suite. A browser test waits for the condition it
 * asserts instead of reading a value once right after an action; vitest's 1 s default is short
 * for Chromium and the server on a busy 2-core machine, where Playwright's own waits allow 30 s.
 */
export const POLL = { timeout: 10_000 } as const;

export interface Viewport {
  width: number;
  height: number;
}
export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1280, height: 900 };

/**
 * A fresh browser context for a test, with the service worker blocked. Once the worker has
 * precached the screens and claimed the page, it answers requests itself: `page.route` then
 * never sees them, and a test that holds or cuts the network passes or fails by timing. Every
 * browser test opens its contexts here; only the offline shell's suite (pwa.test.ts) lets the
 * worker in.
 */
export function newTestContext(
  browser: Browser,
  options: Omit<BrowserContextOptions, 'serviceWorkers'> = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...options, serviceWorkers: 'block' });
}

export async function openSite(
  browser: Browser,
  hostname = 'localhost',
  hashPath = '/',
  viewport: Viewport = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion: the kit then skips its sheet and carousel animations, so what axe and the
  // assertions see is the settled screen, not a frame half-way through a transition.
  const context = await newTestContext(browser, { viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(siteUrl(hostname, hashPath));
  await appTookOver(page);
  return { context, page };
}

interface OutboxEntry {
  id: string;
  mobile: string;
  message: string;
  created_at: string;
}

async function readOutbox(outboxUrl: string): Promise<OutboxEntry[]> {
  const response = await fetch(outboxUrl);
  const body = (await response.json()) as { data: OutboxEntry[] };
  return body.data;
}

/**
 * Reads one-time passwords texted to `mobile` from the dev outbox, as a person reads their SMS.
 * Create it before asking for a code: `next()` waits for a text that was not there yet.
 */
export async function smsInbox(
  mobile: string,
  outboxUrl = apiUrl('/dev/outbox'),
): Promise<{ next(): Promise<string>; lastText(): string }> {
  const seen = new Set((await readOutbox(outboxUrl)).map((entry) => entry.id));
  let lastText = '';
  return {
    /** The whole text `next()` read its code from last. */
    lastText: () => lastText,
    async next() {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const fresh = (await readOutbox(outboxUrl)).find(
          (entry) => entry.mobile === mobile && !seen.has(entry.id),
        );
        if (fresh) {
          seen.add(fresh.id);
          lastText = fresh.message;
          const code = fresh.message.match(/\b(\d{6})\b/)?.[1];
          if (!code) throw new Error(`the text to ${mobile} has no 6-digit code`);
          return code;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no new OTP for ${mobile} in the outbox`);
    },
  };
}

/** No serious or critical axe-core violation on what the page shows now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** `#3730a3` → `rgb(55, 48, 163)`, the way getComputedStyle reports colours. */
export function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/**
 * Waits until the app has replaced the static first paint: before that the page looks the same
 * but its buttons only note where they lead, and checks (axe) would see a page about to change.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('first-paint') === null);
}

export async function waitForHashPath(page: Page, path: string): Promise<void> {
  await page.waitForFunction(
    (expected) => (location.hash.replace(/^#/, '') || '/') === expected,
    path,
  );
}

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, type Brand } from '../../src/brands/catalog';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser, PHONE, smsInbox } from './support/browser';
import { DEMO_PARTNER, typeCode } from './support/partner';
import { freePort, startServer, type ServerProcess } from './support/server-process';

/*
 * The installable app. This file runs its own server on a copy of the build, so it can take the
 * network away (stop the server) and ship a new version (change the copy, restart) on the same
 * origin, which is what a service worker is tied to.
 */

const catfin = brands.find((brand) => brand.key === 'catfin') as Brand;

let browser: Browser;
let port: number;
let dataDir: string;
let staticDir: string;
let server: ServerProcess | undefined;

const start = async () => {
  server = await startServer({ port, dataDir, staticDir });
};
const stop = async () => {
  await server?.stop();
  server = undefined;
};

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'rinn-pwa-data-'));
  staticDir = mkdtempSync(join(tmpdir(), 'rinn-pwa-dist-'));
  cpSync('dist', staticDir, { recursive: true });
  await start();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

const url = (hostname: string, hashPath: string) => `http://${hostname}:${port}/#${hashPath}`;

async function open(
  hostname: string,
  hashPath: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(url(hostname, hashPath));
  return { context, page };
}

/** Waits until the service worker has installed (precached everything) and is active. */
async function waitForServiceWorker(page: Page): Promise<void> {
  // Installing means downloading every screen: give a slow, busy machine its time.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state;
        }),
      { timeout: 30_000 },
    )
    .toBe('activated');
}

async function logIn(page: Page): Promise<void> {
  const inbox = await smsInbox(DEMO_PARTNER.mobile, `http://localhost:${port}/api/dev/outbox`);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Partner Login' });
  await sheet.getByLabel('Mobile number').fill(DEMO_PARTNER.mobile);
  await sheet.getByRole('button', { name: 'Send OTP' }).click();
  await typeCode(page, await inbox.next());
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByText(DEMO_PARTNER.greeting).waitFor();
}

describe('the installable app', () => {
  it("installs from Chromium with the hostname's brand in its manifest", async () => {
    // Chromium offers no install in a throwaway (incognito) context: use a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'rinn-pwa-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      viewport: PHONE,
    });
    const page = await context.newPage();
    await page.goto(url('catfin.localhost', '/login'));
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
    const { data } = await cdp.send('Page.getAppManifest');
    const manifest = JSON.parse(data ?? '{}') as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: catfin.name,
      theme_color: catfin.palette.primary,
      display: 'standalone',
    });
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it("opens a logged-in partner's home from the device when the network is gone", async () => {
    const { context, page } = await open('localhost', '/login');
    await logIn(page);
    await waitForServiceWorker(page);
    await stop();
    try {
      await page.reload();
      // The app itself, from the device: the partner's home with what was saved there.
      await page.getByText(DEMO_PARTNER.greeting).waitFor();
      await page.getByRole('button', { name: 'Create Application' }).waitFor();
    } finally {
      await start();
    }
    await context.close();
  });

  it('picks up a new version once the person agrees to reload', async () => {
    const { context, page } = await open('localhost', '/login');
    await waitForServiceWorker(page);

    // Ship "version 2": a changed index.html, and the service worker that lists its revision.
    await stop();
    const indexPath = join(staticDir, 'index.html');
    writeFileSync(
      indexPath,
      readFileSync(indexPath, 'utf8').replace(
        '<head>',
        '<head><meta name="rinn-version" content="2" />',
      ),
    );
    const workerPath = join(staticDir, 'sw.js');
    writeFileSync(
      workerPath,
      readFileSync(workerPath, 'utf8').replace(
        /(url:"index\.html",revision:")[0-9a-f]+"/,
        '$1version-2"',
      ),
    );
    await start();

    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByText('A new version of the app is ready.');
    await prompt.waitFor();
    // Until the person agrees, the installed version keeps serving the page.
    await expect.poll(() => page.locator('meta[name="rinn-version"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.locator('meta[name="rinn-version"]').waitFor({ state: 'attached' });
    await context.close();
  });
});

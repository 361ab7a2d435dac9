import { describe, expect, it } from 'vitest';
import { brands, defaultBrand, type Brand } from '../../src/brands/catalog';
import {
  DESKTOP,
  expectAccessible,
  useBrowser,
  openSite,
  POLL,
  rgb,
  waitForHashPath,
} from './support/browser';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { DEMO_ADMIN, DEMO_PARTNER, logInAs, requestLoginCode, typeCode } from './support/partner';

const DEMO_KYC_APPLICATIONS = DEMO_APPLICATIONS.filter((app) => app.family === 'KYC').length;

const catfin = brands.find((brand) => brand.key === 'catfin') as Brand;

const browser = useBrowser();

describe('partner login on each brand', () => {
  it.each([
    { hostname: 'localhost', brand: defaultBrand },
    { hostname: 'catfin.localhost', brand: catfin },
  ])('the demo partner logs in and out on $hostname', async ({ hostname, brand }) => {
    const { context, page } = await openSite(browser, hostname, '/');

    // A visitor asking for the dashboard lands on the login page, in the brand's own look.
    await waitForHashPath(page, '/login');
    const logo = page.getByRole('img', { name: brand.name }).first();
    await expect.poll(() => logo.getAttribute('src'), POLL).toBe(brand.logo);
    await expect.poll(() => page.title(), POLL).toBe(brand.name);
    const loginButton = page.getByRole('button', { name: 'Login', exact: true });
    await expect
      .poll(() => loginButton.evaluate((el) => getComputedStyle(el).backgroundColor), POLL)
      .toBe(rgb(brand.palette.primary));
    await page.getByRole('heading', { name: 'Our Banking Partners' }).waitFor();
    await expectAccessible(page);

    const code = await requestLoginCode(page, DEMO_PARTNER.mobile);
    // The code has been texted: axe checks the sheet once it asks for it, not a frame before.
    await page.getByRole('textbox', { name: 'Digit 1 of 6' }).waitFor();
    await expectAccessible(page);
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    const counted = page.waitForResponse('**/api/v1/loan-application/count');
    await waitForHashPath(page, '/');
    await page.getByText(DEMO_PARTNER.greeting).waitFor();
    // The count the server gave: the demo partner's seeded applications, plus any other suites add.
    const { data } = (await (await counted).json()) as { data: { count: number } };
    expect(data.count).toBeGreaterThanOrEqual(DEMO_KYC_APPLICATIONS);
    await expect
      .poll(() => page.getByTestId('application-count').textContent(), POLL)
      .toBe(String(data.count));
    await expect
      .poll(() => page.getByRole('button', { name: 'View Applications' }).isEnabled(), POLL)
      .toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: 'Create Application' }).isEnabled(), POLL)
      .toBe(true);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Profile' }).click();
    await waitForHashPath(page, '/profile');
    await page.getByText(DEMO_PARTNER.mobile).waitFor();
    await expectAccessible(page);
    const storedToken = () => page.evaluate(() => localStorage.getItem('TOKEN'));
    await expect.poll(storedToken, POLL).toBeTruthy();
    const token = await storedToken();

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForHashPath(page, '/login');
    await expect.poll(storedToken, POLL).toBeNull();
    // The server revoked the session: the old token no longer works.
    const meStatus = () =>
      page.evaluate(async (oldToken) => {
        const response = await fetch('/api/v1/user/me', { headers: { token: oldToken ?? '' } });
        return response.status;
      }, token);
    await expect.poll(meStatus, POLL).toBe(401);
    await context.close();
  });
});

describe('login mistakes and guards', () => {
  it('a wrong OTP clears the code and says so', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    const code = await requestLoginCode(page, DEMO_PARTNER.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.getByText('Invalid OTP. Please try again.').waitFor();
    await expect.poll(() => page.getByText('Invalid OTP. Please try again.').count(), POLL).toBe(1);
    const boxes = page.getByRole('textbox', { name: /Digit \d of 6/ });
    await expect
      .poll(
        () =>
          boxes.evaluateAll((inputs) =>
            inputs.map((input) => (input as HTMLInputElement).value).join(''),
          ),
        POLL,
      )
      .toBe('');
    // The right code still works afterwards.
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await waitForHashPath(page, '/');
    await context.close();
  });

  it('an invalid mobile is refused before any code is sent', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Partner Login' });
    await sheet.getByLabel('Mobile number').fill('12345');
    await sheet.getByRole('button', { name: 'Send OTP' }).click();
    // The refusal shows first, so no code box is looked for before the sheet has answered.
    await sheet.getByText('Invalid mobile number').waitFor();
    await expect
      .poll(() => sheet.getByRole('textbox', { name: 'Digit 1 of 6' }).count(), POLL)
      .toBe(0);
    await context.close();
  });

  it('closing the login sheet returns to /login with focus back on Login', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForHashPath(page, '/login/partner-login');
    await page.getByRole('dialog', { name: 'Partner Login' }).waitFor();
    await page.keyboard.press('Escape');
    await waitForHashPath(page, '/login');
    await page.getByRole('dialog', { name: 'Partner Login' }).waitFor({ state: 'detached' });
    // Focus comes back after the sheet has gone: wait for it rather than read it once.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), POLL)
      .toBe('Login');
    await context.close();
  });

  it('a mobile pasted with +91 keeps its ten digits', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const mobile = page.getByRole('dialog', { name: 'Partner Login' }).getByLabel('Mobile number');
    await mobile.fill('+91 98765 43210');
    await expect.poll(() => mobile.inputValue(), POLL).toBe(DEMO_PARTNER.mobile);
    await context.close();
  });

  it('protected routes send visitors to /login and public routes send partners home', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/profile');
    await waitForHashPath(page, '/login');
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.goto(page.url().replace(/#.*$/, '#/login'));
    await waitForHashPath(page, '/');
    // A reload keeps the session: the token and profile are on the device.
    await page.reload();
    await page.getByText(DEMO_PARTNER.greeting).waitFor();
    await context.close();
  });

  it('an account whose role is not AGENT is logged out with a reason', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    const code = await requestLoginCode(page, DEMO_ADMIN.mobile);
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await waitForHashPath(page, '/login');
    await page
      .getByText('This app is for partner agents only. Please log in as an agent.')
      .waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('TOKEN')), POLL).toBeNull();
    await context.close();
  });

  it('a UAT hostname shows the UAT badge and the brand', async () => {
    const { context, page } = await openSite(browser, 'catfin-uat.localhost', '/login', DESKTOP);
    await page.getByLabel('Test environment (UAT)').waitFor();
    await expect.poll(() => page.title(), POLL).toBe(catfin.name);
    await expectAccessible(page);
    await context.close();
  });
});

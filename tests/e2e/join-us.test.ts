import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JOIN_US_APPROVED_MESSAGE, JOIN_US_PENDING_MESSAGE } from '../../src/domain/join-us/review';
import { newBorrowerMobile, partnerToken } from './support/applications';
import {
  apiUrl,
  expectAccessible,
  openSite,
  PHONE,
  POLL,
  smsInbox,
  useBrowser,
  waitForHashPath,
} from './support/browser';
import { DEMO_ADMIN, DEMO_PARTNER, logInAs, typeCode } from './support/partner';
import { choose, field, pdf, png } from './support/wizard-pages';

/*
 * Join Us on a 390 px phone against the real server (issue 20 items 3 and 4): a visitor who
 * came through a partner's link verifies their mobile in the landing's Join Us sheet, registers
 * with real documents, tracks the request, an ADMIN approves it, and the new partner logs in
 * and is greeted by name. And a registration with bad fields shows every message at once and
 * sends nothing.
 */

const browser = useBrowser();

/** The hash path, query left out: the registration keeps the link's query. */
const hashPathOf = (page: Page) =>
  page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0]);

/** Join Us's sheet on the landing: the mobile, the code texted, Verify; on to the form. */
async function verifyInJoinUs(page: Page, mobile: string) {
  await page.getByRole('button', { name: 'Join Us' }).click();
  const sheet = page.getByRole('dialog', { name: 'Join Us' });
  const inbox = await smsInbox(mobile);
  await sheet.getByLabel('Mobile number').fill(mobile);
  await sheet.getByRole('button', { name: 'Send OTP' }).click();
  await typeCode(page, await inbox.next());
  await sheet.getByRole('button', { name: 'Verify OTP' }).click();
  await expect.poll(() => hashPathOf(page), POLL).toBe('/join-us');
  await page.getByRole('heading', { name: 'Partner Registration' }).waitFor();
}

/** The bodies of the calls the page made to `path` (the Join Us request by default). */
function requestsSent(page: Page, path = '/api/v1/join-us/request'): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(path)) sent.push(request.postData() ?? '');
  });
  return sent;
}

async function post(path: string, token: string, body?: unknown) {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { message: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
}

/** The demo partner's referral code, as their profile shows it. */
async function demoReferralCode(): Promise<string> {
  const token = await partnerToken(DEMO_PARTNER.mobile);
  const response = await fetch(apiUrl('/v1/user/me'), { headers: { token } });
  const body = (await response.json()) as { data: { referral_code: string | null } };
  return body.data.referral_code ?? '';
}

describe('Join Us', () => {
  it('registers with real uploads, tracks the request, an ADMIN approves it, and the new partner logs in', async () => {
    const mobile = newBorrowerMobile();
    const referral = await demoReferralCode();
    const { context, page } = await openSite(
      browser,
      'localhost',
      `/login?referral_code=${referral}&utm_id=qr-join-us`,
      PHONE,
    );
    const verified = requestsSent(page, '/api/v1/otp/verify');
    const registered = requestsSent(page);
    await verifyInJoinUs(page, mobile);
    await page.getByText(`Mobile +91 ${mobile} is verified.`).waitFor();
    // The link's id went with the verify (partner-portal §7).
    expect(JSON.parse(verified[0] ?? '{}')).toMatchObject({
      application_data: { utm_details: { utm_id: 'qr-join-us' } },
    });
    // The link's referral code came along through the OTP.
    expect(await field(page, 'Referral Code (optional)').inputValue()).toBe(referral);
    await expectAccessible(page);

    await field(page, 'First Name').fill('Ravi');
    await field(page, 'Last Name').fill('Kumar');
    await field(page, 'Email').fill('ravi.kumar@example.com');
    await field(page, 'PAN Number').fill('abcpk1234q');
    await field(page, 'Business Name (optional)').fill('Kumar Finserv');
    await field(page, 'Pincode').fill('560001');
    // The pincode fills city and state.
    await expect.poll(() => field(page, 'City').inputValue(), POLL).not.toBe('');
    expect(await field(page, 'State').inputValue()).not.toBe('');
    await field(page, 'Address').fill('14 Residency Road, Bengaluru');
    await choose(page, 'Bank Name', 'HDFC Bank');
    await field(page, 'Account Number').fill('123456789012');
    await field(page, 'IFSC').fill('hdfc0001234');
    const documents = page.getByRole('group', { name: 'Documents' });
    for (const [label, file] of [
      ['PAN Card', png('pan.png')],
      ['Aadhaar Front', pdf('front.pdf')],
      ['Aadhaar Back', pdf('back.pdf')],
      ['Cancelled Cheque', png('cheque.png')],
    ] as const) {
      await documents.getByRole('button', { name: `${label} Choose file` }).setInputFiles(file);
      await documents.getByText(file.name).waitFor();
    }
    // The default brand asks for no shop or counter photos.
    expect(await documents.getByText('Shop Photo').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.getByRole('heading', { name: 'Registration Received' }).waitFor();
    // The request is in: the form kept on the device is forgotten.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('rinn.join-us.v1')), POLL)
      .toBeNull();
    // The request carried the link's referral code and id.
    expect(JSON.parse(registered[0] ?? '{}')).toMatchObject({
      mobile,
      referred_by: referral,
      utm_id: 'qr-join-us',
    });
    await page.getByText(JOIN_US_PENDING_MESSAGE).first().waitFor();
    await expectAccessible(page);
    // Nothing of the PAN or the account number is on the page.
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('ABCPK1234Q');
    expect(text).not.toContain('123456789012');

    // Tracking, with the mobile typed in: pending.
    await page.getByRole('link', { name: 'Track your request' }).click();
    await expect.poll(() => hashPathOf(page), POLL).toBe('/join-us/track');
    await page.getByRole('heading', { name: 'Track Your Partner Request' }).waitFor();
    expect(await field(page, 'Mobile number').inputValue()).toBe(mobile);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.getByRole('status').getByText(JOIN_US_PENDING_MESSAGE).waitFor();
    await expectAccessible(page);

    // An ADMIN approves it; tracking says so.
    await post(`/v1/join-us/${mobile}/approve`, await partnerToken(DEMO_ADMIN.mobile));
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await page.getByRole('status').getByText(JOIN_US_APPROVED_MESSAGE).waitFor();

    // The new partner logs in with the registered mobile and is greeted by name.
    await page.getByRole('link', { name: 'Back to login' }).click();
    await waitForHashPath(page, '/login');
    await logInAs(page, mobile);
    await page.getByText('Hi, Ravi Kumar').waitFor();

    // A new partner's lists are empty: each says what is missing and offers what fills it.
    const open = (hash: string) => page.evaluate((to) => (location.hash = to), hash);
    await open('#/applications');
    await page.getByText('You have no applications yet.').waitFor();
    await page.getByRole('button', { name: 'Create Application' }).click();
    await waitForHashPath(page, '/application/mobile');
    await open('#/disbursment-cases');
    await page.getByText('You have recorded no offline disbursements yet.').waitFor();
    await page.getByRole('button', { name: 'Record Offline Disbursement' }).click();
    await waitForHashPath(page, '/create-case');
    await open('#/profile?tab=links');
    await page.getByText('You have no tracking links yet.').waitFor();
    await page.getByRole('button', { name: 'Create link' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''), POLL)
      .toBe(await page.getByRole('button', { name: /^UTM Source/ }).getAttribute('id'));
    expect(await page.getByText('No data', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('shows every message of bad fields at once and sends nothing', async () => {
    const mobile = newBorrowerMobile();
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    const sent = requestsSent(page);
    await verifyInJoinUs(page, mobile);
    await field(page, 'First Name').fill('R');
    await field(page, 'Email').fill('ravi@');
    await field(page, 'PAN Number').fill('ABC123');
    await field(page, 'Pincode').fill('012345');
    await field(page, 'Account Number').fill('12');
    await field(page, 'IFSC').fill('HDFC1');
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Invalid first name',
      'Invalid last name',
      'Invalid pan number',
      'Invalid email',
      'Invalid pincode',
      'Invalid address',
      'Invalid account number',
      'Invalid IFSC',
      'Missing PAN',
      'Missing aadhaar front',
      'Missing aadhaar back',
      'Missing cancelled cheque',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // Focus went to the first field in error.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), POLL)
      .toBe('first_name');
    expect(sent).toEqual([]);
    await expectAccessible(page);
    // Fixing a field takes its message away at once.
    await field(page, 'First Name').fill('Ravi');
    await expect.poll(() => page.getByText('Invalid first name').count(), POLL).toBe(0);
    expect(sent).toEqual([]);
    await context.close();
  });

  it('keeps a typed name and an uploaded file through a reload, for the guest token’s life', async () => {
    const mobile = newBorrowerMobile();
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    await verifyInJoinUs(page, mobile);
    await field(page, 'First Name').fill('Ravi');
    await field(page, 'Pincode').fill('560001');
    await expect.poll(() => field(page, 'City').inputValue(), POLL).not.toBe('');
    const documents = page.getByRole('group', { name: 'Documents' });
    await documents
      .getByRole('button', { name: 'PAN Card Choose file' })
      .setInputFiles(png('pan.png'));
    await documents.getByText('pan.png').waitFor();
    // A phone that reloads the tab (after the camera, say): the form is as it was. The form is
    // written to the device a moment after the last change: reload once all of it is there.
    const city = await field(page, 'City').inputValue();
    for (const value of ['Ravi', '560001', city, 'pan.png']) {
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('rinn.join-us.v1') ?? ''), POLL)
        .toContain(value);
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Partner Registration' }).waitFor();
    expect(await hashPathOf(page)).toBe('/join-us');
    await page.getByText(`Mobile +91 ${mobile} is verified.`).waitFor();
    expect(await field(page, 'First Name').inputValue()).toBe('Ravi');
    expect(await field(page, 'City').inputValue()).not.toBe('');
    await page.getByRole('group', { name: 'Documents' }).getByText('pan.png').waitFor();
    // The kept file is the one the server stored: its id goes with the request.
    const kept = await page.evaluate(() => localStorage.getItem('rinn.join-us.v1') ?? '');
    expect(kept).toContain('pan.png');
    expect(kept).not.toContain(await page.evaluate(() => localStorage.getItem('guest_token')));

    // Without the guest token the device had (it expired: the server answered 401), nothing
    // of it comes back: the Join Us sheet asks for the mobile again.
    await page.evaluate(() => localStorage.removeItem('guest_token'));
    await page.reload();
    await expect.poll(() => hashPathOf(page), POLL).toBe('/login/join-us');
    expect(await page.evaluate(() => localStorage.getItem('rinn.join-us.v1'))).toBeNull();
    await context.close();
  });

  it('on a brand that asks for them, takes shop and counter photos as images only', async () => {
    const mobile = newBorrowerMobile();
    const { context, page } = await openSite(browser, 'moneyase.localhost', '/login', PHONE);
    await verifyInJoinUs(page, mobile);
    const documents = page.getByRole('group', { name: 'Documents' });
    await documents
      .getByRole('button', { name: 'Shop Photo Choose file' })
      .setInputFiles(pdf('shop.pdf'));
    await documents.getByText('Please choose a PNG or JPG photo.').waitFor();
    await documents
      .getByRole('button', { name: 'Counter Photo Choose file' })
      .setInputFiles(png('counter.png'));
    await documents.getByText('counter.png').waitFor();
    await context.close();
  });
});

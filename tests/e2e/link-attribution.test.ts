import { describe, expect, it } from 'vitest';
import { partnerToken, newBorrowerMobile } from './support/applications';
import { apiUrl, openSite, PHONE, POLL, useBrowser, waitForHashPath } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { applicationIdOf, createApplication } from './support/wizard-pages';

/*
 * Issue 20 item 2 on a 390 px phone against the real server: the demo partner makes a tracking
 * link (through the API, as the Links tab does); a visitor opens it, applies through the OTP
 * and create, and the application keeps the link's UTM parameters; the demo partner then finds
 * it in their Applications list, and the link's count is 1.
 */

const browser = useBrowser();

interface Link {
  id: string;
  utm_link: string;
}

async function api<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer.data;
}

describe('a link brings an application to its partner', () => {
  it('a visitor applies through it; the partner sees the application and a count of 1', async () => {
    const token = await partnerToken(DEMO_PARTNER.mobile);
    const origin = new URL(apiUrl('/')).origin;
    const link = await api<Link>('POST', '/v1/user/qr', token, {
      base_url: origin,
      utm_source: 'Whatsapp',
      utm_campaign: 'shop-counter',
      application_source: 'NORMAL',
    });

    // The visitor scans the QR: the link opens the apply flow's first step.
    const visitor = await openSite(browser, 'localhost', '/', PHONE);
    await visitor.page.goto(link.utm_link);
    await waitForHashPath(visitor.page, '/apply-loan/mobile');
    // A reload before the first step is sent keeps the link's parameters too.
    await visitor.page.reload();
    await waitForHashPath(visitor.page, '/apply-loan/mobile');
    const mobile = newBorrowerMobile();
    await createApplication(
      visitor.page,
      mobile,
      'Salaried/Professional',
      'Personal Loan',
      '/apply-loan',
    );
    const id = applicationIdOf(visitor.page);
    const trackerId = /Tracker ID: (\d{8})/.exec(
      (await visitor.page
        .getByText(/Tracker ID: \d{8}/)
        .first()
        .textContent()) ?? '',
    )?.[1];
    expect(trackerId).toMatch(/^\d{8}$/);
    const guest = await visitor.page.evaluate(() => localStorage.getItem('guest_token'));
    const stored = await api<{ utm_details: Record<string, string> | null }>(
      'GET',
      `/v1/apply-loan/${id}`,
      guest ?? '',
    );
    expect(stored.utm_details).toEqual({
      utm_id: link.id,
      utm_source: 'Whatsapp',
      utm_campaign: 'shop-counter',
    });
    await visitor.context.close();

    // The partner finds it, newest first, said to have come through their link.
    const { context, page } = await openSite(browser, 'localhost', '/login', PHONE);
    await logInAs(page, DEMO_PARTNER.mobile);
    await page.goto(page.url().replace(/#.*$/, '#/applications'));
    await waitForHashPath(page, '/applications');
    const card = page.getByRole('listitem', { name: `Application ${trackerId}` });
    await card.waitFor();
    await expect
      .poll(() => card.textContent(), POLL)
      .toContain('Applied by the borrower through your link.');
    await context.close();

    const links = await api<{ list: { id: string; application_count: number }[] }>(
      'GET',
      '/v1/utm/link?size=100',
      token,
    );
    expect(links.list.find((item) => item.id === link.id)?.application_count).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { DOCUMENT_CONTENT_MESSAGE } from '../../src/domain/documents';
import { STORAGE_KEYS } from '../../src/services/storage/token-store';
import { openSite, POLL, useBrowser } from './support/browser';
import { DEMO_PARTNER, logInAs } from './support/partner';
import { pdf, png } from './support/wizard-pages';

/*
 * Uploads as a partner meets them (issue 18 item 9), on a 390 px phone against the real server:
 * a chosen file is listed by its name, also after a reload, removing it is "Remove", and a file
 * the server refuses (named like a PDF, its bytes are not one) says why with no Retry, since
 * sending the same file again cannot help. The KYC step of the demo partner's seeded application
 * that has only its first step; nothing is saved.
 */

const browser = useBrowser();
const DEMO_FIRST_STEP_ONLY = `demo${'1'.padStart(28, '0')}`;

/** Named and typed like a PDF, but its bytes are text: only the server can tell. */
const notReallyPdf = {
  name: 'aadhaar.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('Not a PDF at all, just words.'),
};

describe('upload fields on a phone', () => {
  it('keep each file’s name after a reload, and a file the server refuses has no Retry', async () => {
    const { context, page } = await openSite(browser, 'localhost', '/login');
    try {
      await logInAs(page, DEMO_PARTNER.mobile);
      await page.goto(new URL(`/?id=${DEMO_FIRST_STEP_ONLY}#/application/kyc`, page.url()).href);
      await page.getByRole('heading', { name: 'Personal Details' }).waitFor();
      const documents = page.getByRole('group', { name: 'KYC documents' });
      const bank = page.getByRole('group', { name: 'Bank details' });

      // A one-file field and a several-files field, each with a real file the server stores.
      await documents
        .getByRole('button', { name: 'PAN Card Choose file', exact: true })
        .setInputFiles(png('my-pan.png'));
      await bank
        .getByRole('button', { name: 'Bank Statements Choose file', exact: true })
        .setInputFiles(pdf('may-statement.pdf'));
      await documents.getByRole('button', { name: 'Remove my-pan.png (PAN Card)' }).waitFor();
      await bank
        .getByRole('button', { name: 'Remove may-statement.pdf (Bank Statements)' })
        .waitFor();

      // The wizard is kept on the device as it changes; once it holds both, reload.
      const kept = () =>
        page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEYS.wizard);
      await expect.poll(kept, POLL).toContain('may-statement.pdf');
      await expect.poll(kept, POLL).toContain('my-pan.png');
      await page.reload();
      await page.getByRole('heading', { name: 'Personal Details' }).waitFor();
      await documents.getByText('my-pan.png', { exact: true }).waitFor();
      await bank.getByText('may-statement.pdf', { exact: true }).waitFor();
      expect(await documents.getByText('Uploaded', { exact: true }).count()).toBe(0);
      expect(await bank.getByText(/^File \d+$/).count()).toBe(0);
      await documents.getByRole('button', { name: 'Remove my-pan.png (PAN Card)' }).waitFor();

      // The device accepts the name; the server reads the bytes and refuses them.
      await documents
        .getByRole('button', { name: 'Aadhaar Front Choose file', exact: true })
        .setInputFiles(notReallyPdf);
      await documents.getByText(DOCUMENT_CONTENT_MESSAGE, { exact: true }).waitFor();
      expect(await documents.getByRole('button', { name: 'Retry Aadhaar Front' }).count()).toBe(0);
      // Emptied: another file is chosen instead.
      await documents
        .getByRole('button', { name: 'Aadhaar Front Choose file', exact: true })
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

import { spawnSync } from 'node:child_process';
import { englishOf } from '../../server/i18n/texts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../server/mail/smtp';
import {
  demoLenderAddress,
  EMAIL_FAILED,
  EMAIL_SENT,
  noLenderEmail,
} from '../../server/usecases/lender-actions/email';
import type { Schema } from '../../server/contract-types';
import { guestToken, randomMobile } from '../support/accounts';
import {
  applicationWithDocuments,
  expectOwnerOnly,
  expectRefusals,
  mailboxCount,
  rejectedByProtium,
} from '../support/lender-actions';
import { databases, rowCounts, testApp, type TestApp } from '../support/server';
import { storeOffer } from '../support/lenders';
import { SALARIED_FACTS } from '../support/offer-facts';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { partnerWithToken, useDatabase, type TestPartner } from '../support/suite';

/*
 * Email to Lender (issue 19): POST /v1/loan-application/{id}/lender/{lenderId}/email through a
 * real SMTP server started here (smtp-server), read back with mailparser; through the dev
 * mailbox (GET /api/dev/mailbox) without one; and every refusal sends nothing.
 */

const emailPath = (id: string, lenderId: string) =>
  `/api/v1/loan-application/${id}/lender/${lenderId}/email`;

const PROTIUM_INBOX = 'loans@protium.example';

type MailboxEntry = Schema<'MailboxEntry'>;

/** The 400 of an action the lender row may not run (lenderActionRefusal). */
const notAvailable = (why: string) => `Email to Lender is not available: ${why}.`;

describe.each(databases())('Email to Lender on %s', (kind) => {
  const database = useDatabase(kind);
  let smtp: TestSmtp;
  /** Sends through the SMTP server; Protium's inbox is configured. */
  let viaSmtp: TestApp;
  /** Demo mode without RINN_SMTP_URL: the dev mailbox. */
  let viaMailbox: TestApp;
  let partner: TestPartner;
  let other: TestPartner;

  beforeAll(async () => {
    smtp = await startSmtp();
    viaSmtp = testApp(database, {
      mailer: smtpMailer({ url: smtp.url, from: 'Rinn <no-reply@rinn.example>' }),
      lenderEmails: { protium: PROTIUM_INBOX },
    });
    viaMailbox = testApp(database, { mode: 'demo' });
    partner = await partnerWithToken(viaSmtp);
    other = await partnerWithToken(viaSmtp);
  });
  afterAll(() => smtp.close());

  /** Nothing sent anywhere and no row written: the SMTP server and the mailbox are unchanged. */
  async function expectNothingSent(send: () => Promise<void>) {
    const received = smtp.received.length;
    const counts = await rowCounts(database.db);
    const mailbox = await mailboxCount(database.db);
    await send();
    expect(smtp.received.length).toBe(received);
    expect(await mailboxCount(database.db)).toBe(mailbox);
    expect(await rowCounts(database.db)).toEqual(counts);
  }

  it('sends one email through SMTP: the tracker id in the subject, the summary, the documents attached', async () => {
    const application = await applicationWithDocuments(viaSmtp, partner);
    const before = smtp.received.length;
    const mailbox = await mailboxCount(database.db);
    const answer = await viaSmtp.call('POST', emailPath(application.id, 'protium'), {
      token: partner.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: null, message: EMAIL_SENT, status_code: 200 });

    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toContain(application.trackerId);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(PROTIUM_INBOX);
    expect(mail.from?.text).toContain('no-reply@rinn.example');
    expect(mail.text).toContain('Dear Protium team,');
    expect(mail.text).toContain(`Tracker ID: ${application.trackerId}`);
    // The presenter's labels and formats (src/domain/presenter), grouped by step.
    expect(mail.text).toContain('Basic Details\n');
    expect(mail.text).toContain('Required Loan Amount: ₹5,00,000');
    expect(mail.text).toContain('Loan Type: Personal Loan');
    expect(mail.text).toContain('Job Type: Salaried/Professional');
    expect(mail.text).toContain('Personal Details\nFull Name: Meera Iyer');
    expect(mail.text).toContain('Date of Birth: 14-02-1991');
    expect(mail.text).toContain('Gender: Female');
    expect(mail.text).toContain('PAN Number: XXXXXX234F');
    expect(mail.text).not.toContain('ABCDE1234F');
    // No field key, no enum word, no unformatted date or amount.
    expect(mail.text).not.toMatch(/_/);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(mail.text).not.toMatch(/\b500000\b/);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(
      application.documentNames,
    );
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual([
      'image/png',
      'application/pdf',
    ]);
    // The SMTP path keeps nothing in the dev mailbox.
    expect(await mailboxCount(database.db)).toBe(mailbox);
  });

  it('puts the email in the dev mailbox without SMTP, newest first, readable on this machine', async () => {
    const first = await applicationWithDocuments(viaMailbox, partner);
    const second = await applicationWithDocuments(viaMailbox, partner, { name: 'Kiran Rao' });
    const received = smtp.received.length;
    for (const [application, lender] of [
      [first, 'kaveri'],
      [second, 'sahyadri'],
    ] as const) {
      viaMailbox.clock.advance(1);
      const answer = await viaMailbox.call('POST', emailPath(application.id, lender), {
        token: partner.token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(EMAIL_SENT);
    }
    expect(smtp.received.length).toBe(received);

    const mailbox = await viaMailbox.call<MailboxEntry[]>('GET', '/api/dev/mailbox');
    expect(mailbox.status).toBe(200);
    const [newest, previous] = mailbox.body.data;
    expect(newest).toMatchObject({
      to: demoLenderAddress('sahyadri'),
      attachments: second.documentNames,
    });
    expect(newest!.subject).toContain(second.trackerId);
    expect(newest!.text).toContain('Dear Sahyadri Bank team,');
    expect(newest!.text).toContain('Full Name (as per PAN): Kiran Rao');
    expect(newest!.text).toContain('Full Name: Meera Iyer');
    expect(newest!.text).not.toMatch(/_/);
    expect(previous).toMatchObject({
      to: demoLenderAddress('kaveri'),
      attachments: first.documentNames,
    });
    expect(previous!.subject).toContain(first.trackerId);

    const fromNetwork = await viaMailbox.call('GET', '/api/dev/mailbox', { ip: '203.0.113.5' });
    expect(fromNetwork.status).toBe(403);
    const production = testApp(database, { mode: 'production' });
    expect((await production.call('GET', '/api/dev/mailbox')).status).toBe(404);
  });

  it('answers Failed to send email (502) when the SMTP server refuses, and records nothing as sent', async () => {
    const application = await applicationWithDocuments(viaSmtp, partner);
    smtp.refuse = true;
    try {
      await expectNothingSent(async () => {
        const answer = await viaSmtp.call('POST', emailPath(application.id, 'protium'), {
          token: partner.token,
        });
        expect(answer.status).toBe(502);
        expect(answer.body).toEqual({
          data: null,
          message: EMAIL_FAILED.message,
          status_code: 502,
          code: 'EMAIL_SEND_FAILED',
        });
      });
    } finally {
      smtp.refuse = false;
    }
  });

  it('answers Failed to send email when no SMTP server listens', async () => {
    const application = await applicationWithDocuments(viaSmtp, partner);
    const unreachable = testApp(database, {
      mailer: smtpMailer({ url: 'smtp://127.0.0.1:1', from: 'Rinn <no-reply@rinn.example>' }),
    });
    await expectNothingSent(async () => {
      const answer = await unreachable.call('POST', emailPath(application.id, 'protium'), {
        token: partner.token,
      });
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe(EMAIL_FAILED.message);
    });
  });

  it('refuses bad input with a clear 4xx and sends nothing', async () => {
    const application = await applicationWithDocuments(viaSmtp, partner);
    // A business loan, which Ganga Capital lends for: its row is APPROVED, and it takes no email.
    await storeOffer(database.db, application.id, {
      ...SALARIED_FACTS,
      loan_type: 'BUSINESS_LOAN',
    });
    await expectRefusals(
      viaSmtp,
      { method: 'POST', token: partner.token },
      [
        [emailPath('not-an-id', 'protium'), 400, 'Invalid application id'],
        [emailPath(application.id, 'no-such-lender'), 404, 'Lender not found'],
        [emailPath(application.id, 'ganga'), 400, 'Ganga Capital does not accept Email to Lender.'],
      ],
      expectNothingSent,
    );
  });

  it('refuses (400) when the application or this lender’s decision is REJECTED, sending nothing', async () => {
    const rejected = await applicationWithDocuments(viaSmtp, partner, { status: 'REJECTED' });
    const byProtium = await applicationWithDocuments(viaSmtp, partner);
    await rejectedByProtium(database.db, byProtium.id);
    await expectRefusals(
      viaSmtp,
      { method: 'POST', token: partner.token },
      [
        [emailPath(rejected.id, 'protium'), 400, notAvailable('this application was rejected')],
        [
          emailPath(byProtium.id, 'protium'),
          400,
          notAvailable('Protium rejected this application'),
        ],
      ],
      expectNothingSent,
    );
  });

  it('answers another partner 404, a guest 403 and no token 401, sending nothing', async () => {
    const application = await applicationWithDocuments(viaSmtp, partner);
    const guest = await guestToken(viaSmtp, randomMobile());
    await expectNothingSent(() =>
      expectOwnerOnly(
        viaSmtp,
        { method: 'POST', path: emailPath(application.id, 'protium') },
        { otherPartner: other.token, guest },
      ),
    );
  });

  it('in production, refuses a lender with no inbox configured (400) and fails without a mail server', async () => {
    const application = await applicationWithDocuments(viaSmtp, partner);
    const noInbox = testApp(database, {
      mode: 'production',
      mailer: smtpMailer({ url: smtp.url, from: 'Rinn <no-reply@rinn.example>' }),
    });
    await expectNothingSent(async () => {
      const answer = await noInbox.call('POST', emailPath(application.id, 'kaveri'), {
        token: partner.token,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(englishOf(noLenderEmail('Kaveri Finance')));
    });
    const noServer = testApp(database, {
      mode: 'production',
      lenderEmails: { kaveri: 'k@x.example' },
    });
    await expectNothingSent(async () => {
      const answer = await noServer.call('POST', emailPath(application.id, 'kaveri'), {
        token: partner.token,
      });
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe(EMAIL_FAILED.message);
    });
  });
});

describe('starting the server for Email to Lender', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rinn-mail-settings-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses production without RINN_SMTP_URL, saying what to set', () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      PORT: '0',
      DATABASE_URL: '',
      RINN_DATA_DIR: dataDir,
      RINN_MODE: 'production',
      RINN_SMS_WEBHOOK_URL: 'http://127.0.0.1:1/sms',
      RINN_SMTP_URL: undefined,
    };
    for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: env as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'RINN_MODE=production needs a mail server for Email to Lender: set RINN_SMTP_URL',
    );
    expect(run.stdout).not.toContain('Rinn is running');
  });
});

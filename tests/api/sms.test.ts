import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookSender } from '../../server/adapters/sms';
import {
  databases,
  openTestDatabase,
  otpSessionState,
  rowCounts,
  testApp,
  type TestDatabase,
} from '../support/server';
import { createPartner, randomMobile } from '../support/accounts';

/** A real HTTP SMS gateway on localhost that records what it receives. */
interface Gateway {
  url: string;
  received: { mobile: string; message: string }[];
  /** The status the next requests get. */
  status: number;
  close(): Promise<void>;
}

async function startGateway(): Promise<Gateway> {
  const gateway = { received: [], status: 200 } as unknown as Gateway;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.headers['content-type'] === 'application/json') {
        gateway.received.push(JSON.parse(body) as { mobile: string; message: string });
      }
      response.writeHead(gateway.status, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  gateway.close = () => new Promise((resolve) => server.close(() => resolve()));
  return gateway;
}

const SMS_FAILED = 'Could not send the OTP. Please try again.';

describe.each(databases())('SMS webhook delivery on %s', (kind) => {
  let database: TestDatabase;
  let gateway: Gateway;
  const errors: unknown[][] = [];
  const originalError = console.error;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    gateway = await startGateway();
    console.error = (...args: unknown[]) => errors.push(args);
  });
  afterAll(async () => {
    console.error = originalError;
    await gateway.close();
    await database.close();
  });
  beforeEach(() => {
    gateway.status = 200;
    gateway.received.length = 0;
    errors.length = 0;
  });

  const webhookApp = () =>
    testApp(database, { mode: 'production', sms: webhookSender(gateway.url) });

  it('POSTs { mobile, message } to the gateway; the code it carries logs the partner in', async () => {
    const t = webhookApp();
    const partner = await createPartner(t.db);
    const outboxBefore = (await rowCounts(t.db)).outbox;
    const sent = await t.call<{ session_id: string }>('POST', '/api/v1/auth/send-otp', {
      headers: { 'x-lk-client': 'WEB_APP' },
      body: { mobile: partner.mobile, hostname: 'finbros.localhost' },
      hostname: 'finbros.localhost',
    });
    expect(sent.status).toBe(200);
    expect(gateway.received).toHaveLength(1);
    const [delivered] = gateway.received;
    expect(delivered?.mobile).toBe(partner.mobile);
    expect(delivered?.message).toMatch(
      /^Your Finbros login code is \d{6}\. It expires in 5 minutes\.$/,
    );
    // Nothing goes to the dev outbox when a gateway is configured.
    expect((await rowCounts(t.db)).outbox).toBe(outboxBefore);

    const code = /(\d{6})/.exec(delivered?.message ?? '')?.[1] ?? '';
    const verified = await t.call('POST', '/api/v1/auth/verify-otp', {
      body: { session_id: sent.body.data.session_id, otp: code },
      hostname: 'finbros.localhost',
    });
    expect(verified.status).toBe(200);
  });

  it('answers 502 when the gateway fails, and the failed send neither counts nor lingers', async () => {
    const t = webhookApp();
    const mobile = randomMobile();
    gateway.status = 500;
    const before = await rowCounts(t.db);
    const failed = await t.call('POST', '/api/v1/otp/send', {
      body: { mobile, hostname: 'localhost' },
    });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      data: null,
      message: SMS_FAILED,
      status_code: 502,
      code: 'OTP_SMS_FAILED',
    });
    expect(await rowCounts(t.db)).toEqual(before);
    // The log says what went wrong without the SMS text (it holds the code).
    expect(errors.flat().join(' ')).toContain('SMS webhook answered 500');
    expect(errors.flat().join(' ')).not.toMatch(/\d{6}\./);
  });

  it('keeps the previous code working when a resend cannot be delivered', async () => {
    const t = webhookApp();
    const mobile = randomMobile();
    const sent = await t.call<{ session_id: string }>('POST', '/api/v1/otp/send', {
      body: { mobile, hostname: 'localhost' },
    });
    const code = /(\d{6})/.exec(gateway.received[0]?.message ?? '')?.[1] ?? '';
    t.clock.advance(30);
    gateway.status = 503;
    const counts = await rowCounts(t.db);
    const sessions = await otpSessionState(t.db);
    const failed = await t.call('POST', '/api/v1/otp/resend', {
      body: { session_id: sent.body.data.session_id },
    });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe(SMS_FAILED);
    expect(await rowCounts(t.db)).toEqual(counts);
    expect(await otpSessionState(t.db)).toEqual(sessions);

    const verified = await t.call('POST', '/api/v1/otp/verify', {
      body: { session_id: sent.body.data.session_id, otp: code },
    });
    expect(verified.status).toBe(200);
  });

  it('answers 502 when the gateway cannot be reached', async () => {
    const t = testApp(database, { sms: webhookSender('http://127.0.0.1:9/sms') });
    const before = await rowCounts(t.db);
    const failed = await t.call('POST', '/api/v1/otp/send', {
      body: { mobile: randomMobile(), hostname: 'localhost' },
    });
    expect(failed.status).toBe(502);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { OTP_RESEND_SECONDS, OTP_VERIFY_FAILED } from '../../../src/domain/otp';
import { otpMachine } from '../../../src/machines/otp/machine';
import { selectError } from '../../../src/machines/otp/selectors';
import { createApiClient } from '../../../src/services/api/client';
import { unwrap } from '../../../src/services/api/unwrap';
import { guestOtp, partnerLoginOtp, type OtpChannel } from '../../../src/services/otp.actors';
import { createMemoryStorage, createTokenStore } from '../../../src/services/storage/token-store';
import { latestOtp, otherCode } from '../../support/server';
import { createPartner, randomMobile } from '../../support/accounts';
import { useTestDatabase } from '../../support/suite';

/*
 * The OTP machine with the real channels, against the real API server in-process: the request
 * shapes of both families, and the server's answers as the machine shows them.
 */

const { database, t: server } = useTestDatabase('pglite');

/** A client of the site on `hostname`: a code is sent and verified on the site it is for. */
function client(token?: string, hostname = 'localhost') {
  const tokens = createTokenStore(createMemoryStorage());
  if (token) tokens.setLoginToken(token);
  return createApiClient({
    baseUrl: `http://${hostname}/api`,
    tokens,
    onUnauthorized: () => {},
    fetch: async (request) => server.app.fetch(request as Request),
  });
}

function start(channel: OtpChannel) {
  const clock = new SimulatedClock();
  const actor = createActor(otpMachine.provide({ actors: channel }), { clock, input: {} }).start();
  const settle = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, clock, settle };
}

async function sendTo(otp: ReturnType<typeof start>, mobile: string) {
  otp.actor.send({ type: 'mobile.change', mobile });
  otp.actor.send({ type: 'mobile.submit' });
  await otp.settle();
}

async function enter(otp: ReturnType<typeof start>, code: string) {
  otp.actor.send({ type: 'otp.change', code });
  otp.actor.send({ type: 'otp.submit' });
  await otp.settle();
}

describe('partner login channel (/v1/auth)', () => {
  const channel = () =>
    partnerLoginOtp(client(undefined, 'catfin.localhost'), {
      hostname: 'catfin.localhost',
    });

  it('logs a partner in: the token it returns is a login token for that partner', async () => {
    const partner = await createPartner(database.db, { first_name: 'Kiran' });
    const otp = start(channel());
    await sendTo(otp, partner.mobile);
    expect(otp.actor.getSnapshot().value).toMatchObject({ enteringCode: {} });
    await enter(otp, await latestOtp(database.db, partner.mobile));
    const snapshot = otp.actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.output?.mobile).toBe(partner.mobile);
    const { data } = await unwrap(
      client(snapshot.output?.token, 'catfin.localhost').GET('/v1/user/me'),
    );
    expect(data.first_name).toBe('Kiran');
  });

  it('shows the server’s refusal for a mobile without a partner account', async () => {
    const otp = start(channel());
    await sendTo(otp, randomMobile());
    const snapshot = otp.actor.getSnapshot();
    expect(snapshot.value).toEqual({ editingMobile: 'showingError' });
    expect(selectError(snapshot)).toBe(
      'No partner account found for this mobile number. Join Us to register.',
    );
  });

  it("clears a wrong code with 'Invalid OTP. Please try again.'", async () => {
    const partner = await createPartner(database.db);
    const otp = start(channel());
    await sendTo(otp, partner.mobile);
    await enter(otp, otherCode(await latestOtp(database.db, partner.mobile)));
    const snapshot = otp.actor.getSnapshot();
    expect(snapshot.value).toMatchObject({ enteringCode: { code: 'showingError' } });
    expect(snapshot.context.code).toBe('');
    expect(selectError(snapshot)).toBe(OTP_VERIFY_FAILED);
  });

  it('resends after the countdown; the new code logs in', async () => {
    const partner = await createPartner(database.db);
    const otp = start(channel());
    await sendTo(otp, partner.mobile);
    const messages = async () =>
      (
        await database.db
          .selectFrom('outbox')
          .select('id')
          .where('recipient', '=', partner.mobile)
          .execute()
      ).length;
    expect(await messages()).toBe(1);
    server.clock.advance(OTP_RESEND_SECONDS);
    for (let i = 0; i < OTP_RESEND_SECONDS; i += 1) otp.clock.increment(1000);
    otp.actor.send({ type: 'otp.resend' });
    await otp.settle();
    expect(otp.actor.getSnapshot().value).toMatchObject({ enteringCode: { resend: 'counting' } });
    expect(await messages()).toBe(2);
    await enter(otp, await latestOtp(database.db, partner.mobile));
    expect(otp.actor.getSnapshot().status).toBe('done');
  });
});

describe('guest channel (/v1/otp)', () => {
  it('verifies any mobile; the token is a guest token (refused where a login is needed)', async () => {
    const mobile = randomMobile();
    const otp = start(
      guestOtp(client(), { hostname: 'localhost', requestOrigin: 'JOIN_US', utmId: 'utm-42' }),
    );
    await sendTo(otp, mobile);
    await enter(otp, await latestOtp(database.db, mobile));
    const snapshot = otp.actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    const me = await server.call('GET', '/api/v1/user/me', { token: snapshot.output?.token });
    expect(me.status).toBe(403);
  });
});

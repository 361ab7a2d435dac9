import { describe, expect, it } from 'vitest';
import { ADDRESS_TOO_LONG, NAME_TOO_LONG } from '../../src/domain/names';
import { REMARKS_MESSAGE } from '../../src/domain/sections/business';
import { YEARS_OF_RESIDENCE_TOO_LARGE } from '../../src/domain/sections/personal';
import { storedApplication } from '../support/applications';
import { BORROWER_BASE, PARTNER_BASE, useCaptureWorld } from '../support/capture';
import {
  BUSINESS_INFO,
  firstStepBody,
  PERSONAL_INFO,
  withOwnFiles,
} from '../support/section-bodies';
import { databases } from '../support/server';
import { guestToken, randomMobile } from '../support/accounts';

/*
 * Issue 16 item 3 on the real server: what the probe stored is refused with a 400 and a clear
 * message, and nothing is written — a 60,000-character name or address, a name of three
 * zero-width spaces, CR/LF in a single-line field, years_of_residence of 1e308, remarks over
 * 500 characters. The limits themselves are accepted.
 */

const ZERO_WIDTH_NAME = '\u200b\u200b\u200b';

describe.each(databases())('field limits on %s', (kind) => {
  const world = useCaptureWorld(kind);

  const firstStep = firstStepBody;

  it.each([
    ['a 60,000-character name', { name: 'x'.repeat(60_000) }, NAME_TOO_LONG],
    ['a name of three zero-width spaces', { name: ZERO_WIDTH_NAME }, 'Invalid name'],
    ['a name over two lines', { name: 'Meera\r\nIyer' }, 'Invalid name'],
    [
      'a purpose with a control character',
      { purpose: 'Home\u001brenovation' },
      'Purpose of loan must be at most 100 characters',
    ],
  ])('the first step refuses %s and creates nothing', async (_what, changes, message) => {
    const mobile = randomMobile();
    await guestToken(world.t, mobile);
    const answer = await world.unchanged('0'.repeat(32), () =>
      world.t.call('POST', `${PARTNER_BASE}/create`, {
        token: world.partner.token,
        body: firstStep(mobile, changes),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('the first step takes a name of 100 characters', async () => {
    const mobile = randomMobile();
    await guestToken(world.t, mobile);
    const answer = await world.t.call<{ id: string }>('POST', `${PARTNER_BASE}/create`, {
      token: world.partner.token,
      body: firstStep(mobile, { name: `${'x'.repeat(99)}y` }),
    });
    expect(answer.status, answer.text).toBe(201);
    expect((await storedApplication(world.t.db, answer.body.data.id))?.name).toBe(
      `${'x'.repeat(99)}y`,
    );
  });

  it.each([
    ['a 60,000-character address', { address: 'x'.repeat(60_000) }, ADDRESS_TOO_LONG],
    ['a city with CR/LF', { city: 'Bengaluru\r\nKarnataka' }, 'Invalid city'],
    ['a name of zero-width spaces', { name: ZERO_WIDTH_NAME }, 'Invalid name'],
    ['years_of_residence of 1e308', { years_of_residence: 1e308 }, YEARS_OF_RESIDENCE_TOO_LARGE],
  ])(
    'personal details refuse %s, both families, and write nothing',
    async (_what, changes, message) => {
      for (const base of [PARTNER_BASE, BORROWER_BASE]) {
        const app =
          base === PARTNER_BASE
            ? { id: (await world.own({ stage: ['CREATE_APPLICATION'] })).id, owner: world.partner }
            : await world.borrowerApp({ stage: ['CREATE_APPLICATION'] });
        const body = await withOwnFiles(world.t, app.owner, app.id, PERSONAL_INFO);
        const answer = await world.unchanged(app.id, () =>
          world.t.call('POST', `${base}/${app.id}/personal-info`, {
            token: app.owner.token,
            body: { ...body, ...changes },
          }),
        );
        expect(answer.status, base).toBe(400);
        expect(answer.body.message, base).toBe(message);
      }
    },
  );

  it('personal details keep an address over several lines and 100 years of residence', async () => {
    const app = await world.own({ stage: ['CREATE_APPLICATION'] });
    const body = await withOwnFiles(world.t, world.partner, app.id, PERSONAL_INFO);
    const address = `Flat 4, Sector 21,\nNoida ${'x'.repeat(270)}`;
    const answer = await world.t.call('POST', `${PARTNER_BASE}/${app.id}/personal-info`, {
      token: world.partner.token,
      body: { ...body, address, years_of_residence: 100 },
    });
    expect(answer.status, answer.text).toBe(200);
    const stored = (await storedApplication(world.t.db, app.id))?.personal_info;
    expect(stored).toMatchObject({ address, years_of_residence: 100 });
  });

  it('business details refuse remarks over 500 characters and write nothing', async () => {
    const app = await world.own({
      jobType: 'SELF_EMPLOYED',
      loanType: 'BUSINESS_LOAN',
      stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
    });
    const body = await withOwnFiles(world.t, world.partner, app.id, BUSINESS_INFO);
    const answer = await world.unchanged(app.id, () =>
      world.t.call('POST', `${PARTNER_BASE}/${app.id}/business-info`, {
        token: world.partner.token,
        body: { ...body, remarks: 'x'.repeat(501) },
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(REMARKS_MESSAGE);
  });
});

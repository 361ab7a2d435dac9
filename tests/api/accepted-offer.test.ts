import { describe, expect, it } from 'vitest';
import type { Schema } from '../../server/contract-types';
import { OFFER_ACCEPTED_LOCKS_DETAILS } from '../../server/usecases/applications/sections';
import { indianToday } from '../../server/usecases/capture/loan-offer';
import { APPLICATION_SUBMITTED } from '../../server/usecases/capture/submit';
import {
  addDays,
  DISBURSEMENT_DATE_PASSED,
  emiStartDateFor,
  nextWorkingDay,
} from '../../src/domain/rules-engine/dates';
import { loginToken } from '../support/accounts';
import { storedApplication } from '../support/applications';
import {
  BORROWER_BASE,
  FAMILIES,
  PARTNER_BASE,
  READY_FOR_OFFER,
  REFERENCES,
  useCaptureWorld,
  type AppOf,
} from '../support/capture';
import {
  BUSINESS_INFO,
  EMPLOYMENT_INFO,
  PERSONAL_INFO,
  withOwnFiles,
} from '../support/section-bodies';
import { acknowledgeKfs } from '../support/kfs';
import { databases } from '../support/server';
import { fixture, upload } from '../support/uploads';

/*
 * Issue 19 item 5, on the real server: once the loan offer is accepted every section write of
 * the application is refused with one message (409) and writes nothing, uploads included; and
 * the final submit (and mark-completed) rechecks that the accepted offer's disbursement date has
 * not passed, by the server's clock moved on, until the partner chooses a new date.
 */

type BreResult = Schema<'BreResult'>;
const BRE = '/api/v1/bureau/bre/loankone';
const DAY = 24 * 60 * 60;

describe.each(databases())('after the loan offer is accepted, on %s', (kind) => {
  const world = useCaptureWorld(kind);
  const t = () => world.t;

  /** The stored offer made accepted (decided and dated as the test needs). */
  const acceptedOffer = (id: string, disbursementDate: string) =>
    t()
      .db.updateTable('applications')
      .set({
        loan_offer: JSON.stringify({
          decision: 'APPROVED',
          is_accepted: true,
          disbursement_date: disbursementDate,
        }),
      })
      .where('id', '=', id)
      .execute();

  it('refuses every section write and upload with one message, writing nothing', async () => {
    for (const family of FAMILIES) {
      const app: AppOf = await family.app(world, READY_FOR_OFFER);
      const { owner } = app;
      const call = (method: string, path: string, body?: unknown) =>
        t().call(method, `${family.base}${path}`, { token: owner.token, body });
      // Everything a write would send, its files uploaded while they still may be.
      const personal = await withOwnFiles(t(), owner, app.id, PERSONAL_INFO);
      const employment = await withOwnFiles(t(), owner, app.id, EMPLOYMENT_INFO);
      const business = await withOwnFiles(t(), owner, app.id, BUSINESS_INFO);
      const coApplicant = await world.coApplicantFor(app.id, owner, '1');
      const added = await call('POST', `/co-applicant/add/${app.id}`, coApplicant);
      expect(added.status).toBe(201);
      const coId = (added.body.data as { id: string }).id;
      const second = await world.coApplicantFor(app.id, owner, '2');
      await acceptedOffer(app.id, '2099-01-05');

      const writes: [string, () => Promise<{ status: number; body: { message: string } }>][] = [
        ['personal details (POST)', () => call('POST', `/${app.id}/personal-info`, personal)],
        ['personal details (PATCH)', () => call('PATCH', `/${app.id}/personal-info`, personal)],
        ['employment (POST)', () => call('POST', `/${app.id}/employment-info`, employment)],
        ['employment (PATCH)', () => call('PATCH', `/${app.id}/employee-info`, employment)],
        ['business (POST)', () => call('POST', `/${app.id}/business-info`, business)],
        ['business (PATCH)', () => call('PATCH', `/${app.id}/business-info`, business)],
        ['co-applicant add', () => call('POST', `/co-applicant/add/${app.id}`, second)],
        [
          'co-applicant change',
          () => call('PATCH', `/co-applicant/${app.id}/${coId}`, { ...coApplicant, name: 'X Y' }),
        ],
        ['co-applicant removal', () => call('DELETE', `/co-applicant/${app.id}/${coId}`)],
        [
          'references (POST)',
          () => call('POST', `/${app.id}/reference`, { references: REFERENCES }),
        ],
        [
          'references (PATCH)',
          () => call('PATCH', `/${app.id}/reference`, { references: REFERENCES.slice(0, 1) }),
        ],
        ['upload', () => uploadAnswer(owner, app.id)],
      ];
      if (family.base === PARTNER_BASE) {
        writes.push([
          'asset documents',
          () => call('PUT', `/${app.id}/asset-documents`, { is_al_gl_present: false }),
        ]);
      }
      for (const [name, send] of writes) {
        const refused = await world.unchanged(app.id, send);
        expect([family.name, name, refused.status, refused.body.message]).toEqual([
          family.name,
          name,
          409,
          OFFER_ACCEPTED_LOCKS_DETAILS.message,
        ]);
      }
    }
  });

  /** A PAN card's upload to the application, as the form sends it. */
  const uploadAnswer = (owner: AppOf['owner'], id: string) =>
    upload(
      t(),
      '/api/v1/apply-loan/upload-file',
      [
        { name: 'upload_type', value: owner.family },
        { name: 'file_type', value: 'PAN' },
        { name: 'application_id', value: id },
        { name: 'file', file: fixture('tiny.png'), fileName: 'pan.png', type: 'image/png' },
      ],
      { token: owner.token },
    ) as Promise<{ status: number; body: { message: string } }>;

  it('final submit and mark-completed refuse an accepted offer whose disbursement date has passed, until a new date is accepted', async () => {
    const app = await world.own(READY_FOR_OFFER);
    const token = world.partner.token;
    const offer = await t().call<BreResult>('POST', BRE, {
      token,
      body: { application_id: app.id },
    });
    expect(offer.body.data.bre_info.decision).toBe('APPROVED');
    await acknowledgeKfs(t(), token, app.id);
    const accepted = await t().call<BreResult>('PATCH', BRE, {
      token,
      body: { application_id: app.id, is_accepted: true },
    });
    const firstDate = accepted.body.data.bre_info.disbursement_date;
    expect(accepted.body.data.bre_info.is_accepted).toBe(true);

    // The clock moves past the disbursement date (the next working day is at most 3 days on).
    t().clock.advance(5 * DAY);
    const today = indianToday(t().clock.now());
    expect(firstDate < today).toBe(true);
    const later = await loginToken(t(), world.partner.mobile);
    const submit = () =>
      t().call<{ status: string }>('POST', `${PARTNER_BASE}/${app.id}/submit`, { token: later });
    const refused = await world.unchanged(app.id, submit);
    expect([refused.status, refused.body.message]).toEqual([400, DISBURSEMENT_DATE_PASSED]);

    // The borrower's mark-completed rechecks it the same way.
    const borrower = await world.borrowerApp(READY_FOR_OFFER);
    await acceptedOffer(borrower.id, addDays(today, -1));
    const completed = await world.unchanged(borrower.id, () =>
      t().call('PATCH', `${BORROWER_BASE}/${borrower.id}/mark-completed`, {
        token: borrower.owner.token,
      }),
    );
    expect([completed.status, completed.body.message]).toEqual([400, DISBURSEMENT_DATE_PASSED]);

    // The partner chooses a new date on the offer, the borrower acknowledges the statement of
    // the changed offer, and the partner accepts it again: then it submits.
    const newDate = nextWorkingDay(today);
    const updated = await t().call<BreResult>('PATCH', BRE, {
      token: later,
      body: {
        application_id: app.id,
        is_accepted: false,
        updated_info: { disbursement_date: newDate },
      },
    });
    expect(updated.status).toBe(200);
    await acknowledgeKfs(t(), later, app.id);
    const again = await t().call<BreResult>('PATCH', BRE, {
      token: later,
      body: { application_id: app.id, is_accepted: true },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.bre_info).toMatchObject({
      is_accepted: true,
      disbursement_date: newDate,
      emi_start_date: emiStartDateFor(newDate),
    });
    const submitted = await submit();
    expect([submitted.status, submitted.body.message]).toEqual([200, APPLICATION_SUBMITTED]);
    expect((await storedApplication(t().db, app.id))?.status).toBe('SUBMITTED');
  });
});

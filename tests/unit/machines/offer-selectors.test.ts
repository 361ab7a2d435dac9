import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { offerMachine } from '../../../src/machines/offer/machine';
import { deviceToday } from '../../../src/machines/offer/offer-values';
import {
  MIN_LOAN_AMOUNT_MESSAGE,
  MIN_TENURE_MESSAGE,
  WORKING_DAY_MESSAGE,
} from '../../../src/domain/rules-engine/offer-edit-schema';
import * as view from '../../../src/machines/offer/selectors';
import type { LoadOfferInput, Offer, OfferField } from '../../../src/machines/offer/types';
import {
  APPLICATION_ID,
  EDIT_TYPED,
  OFFER,
  TODAY,
  TOO_LONG_MESSAGE,
  TOO_MUCH_MESSAGE,
} from './support/offer-fixtures';

/** The offer chart reviewing `offer`, with today fixed; the test types into it. */
async function reviewing(offer: Offer, today = TODAY) {
  const actor = createActor(
    offerMachine.provide({
      actors: { loadOffer: fromPromise<Offer, LoadOfferInput>(async () => offer) },
      actions: { announce: () => {}, announceRejection: () => {} },
    }),
    { input: { applicationId: APPLICATION_ID, loanType: 'PERSONAL_LOAN', today } },
  ).start();
  await waitFor(actor, (s) => !s.hasTag('busy'));
  const type = (fields: Partial<Record<OfferField, string>>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'field.change', field: field as OfferField, value });
    }
    return actor.getSnapshot();
  };
  return { actor, type };
}

/** The edit example's figures: ₹8,00,000 over 36 months. */
const EDIT_PREVIEW = {
  final_emi: 26_571,
  total_processing_fee_amount: 18_880,
  insurance_fee: 6_000,
  emi_start_date: '2026-12-05',
};

async function reviewingSnapshot(offer: Offer) {
  return (await reviewing(offer)).actor.getSnapshot();
}

describe('the offer preview follows what is typed (docs/rules-engine.md §10, by hand)', () => {
  it('shows the offer’s own figures before anything is typed (the FOIR example)', async () => {
    const { actor } = await reviewing(OFFER);
    expect(view.selectPreview(actor.getSnapshot())).toEqual({
      final_emi: 24_981,
      total_processing_fee_amount: 26_503,
      insurance_fee: 14_038,
      emi_start_date: '2026-12-05',
    });
  });

  it('recomputes EMI and fees for ₹8,00,000 over 36 months (the edit example)', async () => {
    const { type } = await reviewing(OFFER);
    expect(view.selectPreview(type(EDIT_TYPED))).toEqual({
      final_emi: 26_571,
      total_processing_fee_amount: 18_880,
      insurance_fee: 6_000,
      emi_start_date: '2026-12-05',
    });
  });

  it('applies the minimum fee and started years of insurance (₹50,000 over 13 months)', async () => {
    const { type } = await reviewing(OFFER);
    // EMI 50000 × 0.01 × 1.01¹³ ÷ (1.01¹³ − 1) = 4,120.74 → ₹4,121; fee 2 % = 1,000 → the
    // ₹1,999 minimum + ₹360 GST; insurance 0.25 % × 2 started years.
    expect(
      view.selectPreview(type({ selected_loan_amount: '50000', max_tenure_allowed: '13' })),
    ).toEqual({
      final_emi: 4_121,
      total_processing_fee_amount: 2_359,
      insurance_fee: 250,
      emi_start_date: '2026-12-05',
    });
  });

  it('moves the EMI start date with the disbursement date across a month end', async () => {
    // Opened on Tue 1 Dec: the offer's passed date moves to Wed 2 Dec; 21 and 22 Dec are within
    // the 30 days and working days.
    const { type } = await reviewing(OFFER, '2026-12-01');
    expect(view.selectPreview(type({ disbursement_date: '21-12-2026' }))?.emi_start_date).toBe(
      '2027-01-05',
    );
    expect(view.selectPreview(type({ disbursement_date: '22-12-2026' }))?.emi_start_date).toBe(
      '2027-02-05',
    );
  });

  it('keeps the last valid figures while what is typed is not yet a number or a date', async () => {
    const { type } = await reviewing(OFFER);
    type(EDIT_TYPED);
    const snapshot = type({ selected_loan_amount: '', disbursement_date: '22-12-20' });
    expect(view.selectPreview(snapshot)).toEqual(EDIT_PREVIEW);
    expect(view.selectShownValues(snapshot)).toEqual(EDIT_TYPED);
    // Half typed says nothing yet: more typing may put it right.
    expect(view.selectIssues(snapshot)).toEqual({});
  });
});

describe('limits as typed (issue 18 item 2)', () => {
  it('says an amount or tenure over its limit at once, and prices the last valid values', async () => {
    const { type } = await reviewing(OFFER);
    type(EDIT_TYPED);
    const over = type({ selected_loan_amount: '1124000' });
    expect(over.matches({ reviewing: 'overLimit' })).toBe(true);
    expect(view.selectIssues(over)).toEqual({ selected_loan_amount: TOO_MUCH_MESSAGE });
    expect(view.selectPreview(over)).toEqual(EDIT_PREVIEW);
    const longer = type({ max_tenure_allowed: '61' });
    expect(view.selectIssues(longer)).toEqual({
      selected_loan_amount: TOO_MUCH_MESSAGE,
      max_tenure_allowed: TOO_LONG_MESSAGE,
    });
    expect(view.selectShownValues(longer)).toEqual(EDIT_TYPED);
    // Back within both: nothing said, and the preview follows again.
    const within = type({ selected_loan_amount: '800000', max_tenure_allowed: '36' });
    expect(within.matches({ reviewing: 'quiet' })).toBe(true);
    expect(view.selectIssues(within)).toEqual({});
    expect(view.selectPreview(within)).toEqual(EDIT_PREVIEW);
  });

  it('says a whole date that is refused at once, a half-typed one not', async () => {
    const { type } = await reviewing(OFFER);
    expect(view.selectIssues(type({ disbursement_date: '07-11-20' }))).toEqual({});
    // Saturday 7 Nov 2026.
    expect(view.selectIssues(type({ disbursement_date: '07-11-2026' }))).toEqual({
      disbursement_date: WORKING_DAY_MESSAGE,
    });
  });

  it('keeps a figure under its minimum quiet until a press, then names every field', async () => {
    const { actor, type } = await reviewing(OFFER);
    const under = type({ selected_loan_amount: '5000', max_tenure_allowed: '3' });
    expect(under.matches({ reviewing: 'quiet' })).toBe(true);
    expect(view.selectIssues(under)).toEqual({});
    expect(view.selectPreview(under)).toEqual(view.selectPreview(await reviewingSnapshot(OFFER)));
    actor.send({ type: 'offer.update' });
    const pressed = actor.getSnapshot();
    expect(view.selectIssues(pressed)).toEqual({
      selected_loan_amount: MIN_LOAN_AMOUNT_MESSAGE,
      max_tenure_allowed: MIN_TENURE_MESSAGE,
    });
    expect(view.selectFirstIssueField(pressed)).toBe('selected_loan_amount');
    expect(view.selectIsBusy(pressed)).toBe(false);
  });
});

describe('an offer being reviewed', () => {
  it('opens an offer whose disbursement date has passed at the next working day', async () => {
    // Made on Tue 27 Oct for Wed 28 Oct, opened on Sat 31 Oct: Monday 2 Nov, as the server moves it.
    const { actor } = await reviewing(
      { ...OFFER, disbursement_date: '2026-10-28', emi_start_date: '2026-11-05' },
      '2026-10-31',
    );
    const snapshot = actor.getSnapshot();
    expect(view.selectValues(snapshot).disbursement_date).toBe('02-11-2026');
    expect(view.selectPreview(snapshot)?.emi_start_date).toBe('2026-12-05');
  });
});

describe('an accepted offer', () => {
  const opened = (offer: Offer, today: string) =>
    createActor(
      offerMachine.provide({
        actors: { loadOffer: fromPromise<Offer, LoadOfferInput>(async () => offer) },
        actions: { announce: () => {}, announceRejection: () => {} },
      }),
      { input: { applicationId: APPLICATION_ID, loanType: 'PERSONAL_LOAN', today } },
    ).start();

  it('shows its own date and figures while its disbursement date has not passed', async () => {
    const accepted = { ...OFFER, is_accepted: true };
    const actor = opened(accepted, '2026-11-02');
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(view.selectValues(snapshot).disbursement_date).toBe('02-11-2026');
    expect(view.selectPreview(snapshot)?.final_emi).toBe(24_981);
    expect(snapshot.output).toEqual({ kind: 'accepted', offer: accepted });
  });

  it('opens for a new date once its disbursement date has passed (issue 19 item 5)', async () => {
    const actor = opened({ ...OFFER, is_accepted: true }, '2026-11-20');
    const snapshot = await waitFor(actor, (s) => s.matches('reviewing'));
    expect(view.selectCanEdit(snapshot)).toBe(true);
    // Moved to the next working day, as the server moves a kept date that has passed.
    expect(view.selectValues(snapshot).disbursement_date).toBe('23-11-2026');
  });
});

describe('deviceToday', () => {
  it('is the local calendar date', () => {
    expect(deviceToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(deviceToday(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

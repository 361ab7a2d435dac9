import type { MessageDescriptor } from '@lingui/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_OFFER_MESSAGE } from '../../../src/domain/rules-engine/offer-edit';
import {
  ACCEPT_FAILED,
  APPLICATION_REJECTED,
  OFFER_LOAD_FAILED,
  OFFER_UPDATED,
  offerMachine,
  UPDATE_FAILED,
} from '../../../src/machines/offer/machine';
import {
  selectCanEdit,
  selectError,
  selectIsAccepted,
  selectIsAccepting,
  selectIsBusy,
  selectIsConfirming,
  selectIsLoading,
  selectIsRejected,
  selectIsUpdating,
  selectFirstIssueField,
  selectIssues,
  selectLoadFailed,
  selectOffer,
  selectPreview,
  selectShownValues,
  selectValues,
} from '../../../src/machines/offer/selectors';
import type { ChangeOfferInput, Offer, OfferField } from '../../../src/machines/offer/types';
import { ApiError } from '../../../src/services/api/api-error';
import { recordedChecks, uncoveredTransitions } from '../../models/coverage';
import { OFFER_MODEL_STATES, offerModel, offerTestModel } from '../../models/offer.model';
import {
  APPLICATION_ID,
  EDIT_TYPED,
  OFFER,
  REJECTED,
  TODAY,
  TOO_LONG_MESSAGE,
  TOO_MUCH_MESSAGE,
  TOO_MUCH_TYPED,
  UPDATED,
} from './support/offer-fixtures';

const REFUSAL = 'Tenure must be at most 58 months';

interface Pending {
  kind: 'load' | 'update' | 'accept';
  input: ChangeOfferInput;
  resolve: (offer: Offer) => void;
  reject: (error: unknown) => void;
}

function typedOf(offer: Offer): Record<OfferField, string> {
  return {
    selected_loan_amount: String(offer.selected_loan_amount),
    max_tenure_allowed: String(offer.max_tenure_allowed),
    disbursement_date: '02-11-2026',
  };
}
function figures(offer: Offer) {
  return {
    final_emi: offer.final_emi,
    total_processing_fee_amount: offer.total_processing_fee_amount,
    insurance_fee: offer.insurance_fee,
    emi_start_date: offer.emi_start_date,
  };
}

/** The real offer chart whose requests wait until the test answers them. */
function startOffer() {
  const requests: Pending[] = [];
  const announced: MessageDescriptor[] = [];
  const rejections: string[] = [];
  const waiting = (kind: Pending['kind']) =>
    fromPromise<Offer, ChangeOfferInput>(
      ({ input }) =>
        new Promise((resolve, reject) => requests.push({ kind, input, resolve, reject })),
    );
  const actor = createActor(
    offerMachine.provide({
      actors: {
        loadOffer: waiting('load'),
        updateOffer: waiting('update'),
        acceptOffer: waiting('accept'),
      },
      actions: {
        announce: (_, params) => announced.push(params.message),
        announceRejection: (_, params) => rejections.push(params.message),
      },
    }),
    { input: { applicationId: APPLICATION_ID, loanType: 'PERSONAL_LOAN', today: TODAY } },
  ).start();
  /** The offer the server answered last: what the table should hold. */
  let current: Offer | null = null;
  /** The last values typed within the limits (or the answered offer's): what the preview prices. */
  let lastValid: {
    values: Record<OfferField, string>;
    figures: ReturnType<typeof figures>;
  } | null = null;
  const pending = () => {
    const request = requests.at(-1);
    if (!request) throw new Error('no request is waiting');
    return request;
  };
  const answer = async (offer: Offer) => {
    current = offer;
    lastValid = { values: typedOf(offer), figures: figures(offer) };
    pending().resolve(offer);
    await waitFor(actor, (s) => !s.hasTag('busy'));
  };
  const fail = async (error: unknown) => {
    pending().reject(error);
    await waitFor(actor, (s) => !s.hasTag('busy'));
  };
  const type = (fields: Partial<Record<OfferField, string>>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'field.change', field: field as OfferField, value });
    }
  };
  return {
    actor,
    requests,
    announced,
    rejections,
    pending,
    answer,
    fail,
    type,
    current: () => current,
    lastValid: () => lastValid,
    typedValid: (values: Record<OfferField, string>, shown: ReturnType<typeof figures>) => {
      lastValid = { values, figures: shown };
    },
  };
}

type Harness = ReturnType<typeof startOffer>;
type Snapshot = ReturnType<Harness['actor']['getSnapshot']>;

const EDIT_FIGURES = figures(UPDATED);

describe('offer model: its generated paths run against the real offer chart', () => {
  let harness: Harness;
  const current = () => {
    const offer = harness.current();
    if (!offer) throw new Error('the server has not answered an offer');
    return offer;
  };
  /** Nothing said, nothing busy: the offer (or the edit) is on screen to be changed. */
  const calm = (s: Snapshot) => {
    expect(selectIssues(s)).toEqual({});
    expect(selectError(s)).toBeNull();
    expect(selectIsBusy(s)).toBe(false);
    expect(selectCanEdit(s)).toBe(true);
  };
  /** The table and its EMI on the last values typed within the limits, not on what is typed. */
  const keptOnLastValid = (s: Snapshot) => {
    const valid = harness.lastValid();
    if (!valid) throw new Error('nothing valid was ever shown');
    expect(selectShownValues(s)).toEqual(valid.values);
    expect(selectPreview(s)).toEqual(valid.figures);
  };
  const checks: Record<string, (s: Snapshot) => void> = {
    loading: (s) => {
      expect(selectIsLoading(s)).toBe(true);
      expect(selectIsBusy(s)).toBe(true);
      expect(selectOffer(s)).toBeNull();
      expect(selectError(s)).toBeNull();
      expect(harness.pending()).toMatchObject({
        kind: 'load',
        input: { applicationId: APPLICATION_ID },
      });
    },
    loadFailed: (s) => {
      expect(selectLoadFailed(s)).toBe(true);
      expect(selectError(s)).toBe(OFFER_LOAD_FAILED);
      expect(selectIsBusy(s)).toBe(false);
    },
    offerShown: (s) => {
      calm(s);
      expect(selectOffer(s)).toEqual(current());
      expect(selectValues(s)).toEqual(typedOf(current()));
      // The preview of the offer's own figures is the server's: quoteFor is the same rule.
      expect(selectPreview(s)).toEqual(figures(current()));
    },
    editedQuiet: (s) => {
      calm(s);
      expect(selectValues(s)).toEqual(EDIT_TYPED);
      expect(selectPreview(s)).toEqual(EDIT_FIGURES);
    },
    tooMuchShown: (s) => {
      // Each limit's message as typed, before any press.
      expect(selectIssues(s)).toEqual({
        selected_loan_amount: TOO_MUCH_MESSAGE,
        max_tenure_allowed: TOO_LONG_MESSAGE,
      });
      expect(selectValues(s)).toMatchObject(TOO_MUCH_TYPED);
      keptOnLastValid(s);
      expect(selectError(s)).toBeNull();
      expect(selectCanEdit(s)).toBe(true);
      expect(harness.requests.map(({ kind }) => kind)).not.toContain('update');
    },
    tooMuchLive: (s) => {
      checks['tooMuchShown']?.(s);
    },
    issueShown: (s) => {
      expect(selectIssues(s)).toEqual({
        selected_loan_amount: TOO_MUCH_MESSAGE,
        max_tenure_allowed: TOO_LONG_MESSAGE,
      });
      expect(selectFirstIssueField(s)).toBe('selected_loan_amount');
      keptOnLastValid(s);
      expect(selectError(s)).toBeNull();
      // Refused on the device: nothing went to the server.
      expect(harness.requests.map(({ kind }) => kind)).not.toContain('update');
      expect(selectIsConfirming(s)).toBe(false);
    },
    editedLive: (s) => {
      calm(s);
      expect(selectValues(s)).toEqual(EDIT_TYPED);
      expect(selectPreview(s)).toEqual(EDIT_FIGURES);
    },
    updating: (s) => {
      expect(selectIsUpdating(s)).toBe(true);
      expect(selectIsBusy(s)).toBe(true);
      expect(selectCanEdit(s)).toBe(false);
      // Every typed figure goes, as the body's numbers and dates.
      expect(harness.pending()).toMatchObject({
        kind: 'update',
        input: {
          applicationId: APPLICATION_ID,
          edit: {
            selected_loan_amount: 8_00_000,
            max_tenure_allowed: 36,
            disbursement_date: '2026-11-02',
          },
        },
      });
    },
    updatedShown: (s) => {
      calm(s);
      expect(harness.announced.at(-1)).toBe(OFFER_UPDATED);
      expect(selectOffer(s)).toEqual(UPDATED);
      expect(selectValues(s)).toEqual(EDIT_TYPED);
      expect(selectPreview(s)).toEqual(EDIT_FIGURES);
    },
    updateRefused: (s) => {
      expect(selectError(s)).toBe(REFUSAL);
      expect(selectValues(s)).toEqual(EDIT_TYPED);
      expect(selectCanEdit(s)).toBe(true);
    },
    updateFailed: (s) => {
      expect(selectError(s)).toBe(UPDATE_FAILED);
      expect(selectValues(s)).toEqual(EDIT_TYPED);
    },
    confirmingOffer: (s) => {
      expect(selectIsConfirming(s)).toBe(true);
      expect(selectCanEdit(s)).toBe(false);
      expect(selectValues(s)).toEqual(typedOf(current()));
      expect(selectPreview(s)).toEqual(figures(current()));
    },
    confirmingEdit: (s) => {
      expect(selectIsConfirming(s)).toBe(true);
      expect(selectValues(s)).toEqual(EDIT_TYPED);
      expect(selectPreview(s)).toEqual(EDIT_FIGURES);
    },
    acceptingOffer: (s) => {
      expect(selectIsAccepting(s)).toBe(true);
      expect(selectIsConfirming(s)).toBe(true);
      // Accepted as offered: no changes go with it.
      expect(harness.pending()).toEqual(
        expect.objectContaining({ kind: 'accept', input: { applicationId: APPLICATION_ID } }),
      );
    },
    acceptingEdit: (s) => {
      expect(selectIsAccepting(s)).toBe(true);
      // Only what differs from the offer (the date was kept).
      expect(harness.pending()).toEqual(
        expect.objectContaining({
          kind: 'accept',
          input: {
            applicationId: APPLICATION_ID,
            edit: { selected_loan_amount: 8_00_000, max_tenure_allowed: 36 },
          },
        }),
      );
    },
    acceptFailed: (s) => {
      expect(selectError(s)).toBe(ACCEPT_FAILED);
      expect(selectIsConfirming(s)).toBe(false);
      expect(selectCanEdit(s)).toBe(true);
    },
    acceptRefused: (s) => {
      expect(selectError(s)).toBe(ACCEPTED_OFFER_MESSAGE);
      expect(selectIsConfirming(s)).toBe(false);
    },
    accepted: (s) => {
      expect(s.status).toBe('done');
      expect(selectIsAccepted(s)).toBe(true);
      expect(selectCanEdit(s)).toBe(false);
      expect(selectOffer(s)?.is_accepted).toBe(true);
      expect(selectPreview(s)).toEqual(figures(current()));
      expect(s.output).toEqual({ kind: 'accepted', offer: current() });
      expect(harness.rejections).toEqual([]);
    },
    rejected: (s) => {
      expect(s.status).toBe('done');
      expect(selectIsRejected(s)).toBe(true);
      expect(s.output).toEqual({ kind: 'rejected', offer: REJECTED });
      expect(harness.rejections).toEqual([APPLICATION_REJECTED]);
    },
  };

  const paths = offerTestModel.getShortestPaths();
  const asserted = new Set<string>();

  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(checks).sort()).toEqual([...OFFER_MODEL_STATES].sort());
    expect(uncoveredTransitions(offerModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    harness = startOffer();
    const kind = () => harness.pending().kind;
    await path.test({
      states: recordedChecks(checks, asserted, () => harness.actor.getSnapshot()),
      events: {
        SERVER_ANSWERS_APPROVED: () => harness.answer(OFFER),
        SERVER_ANSWERS_ACCEPTED: () => harness.answer({ ...OFFER, is_accepted: true }),
        SERVER_ANSWERS_REJECTED: () => harness.answer(REJECTED),
        SERVER_ACCEPTS: () => {
          if (kind() === 'update') return harness.answer(UPDATED);
          // Accepted with the edit: the server's offer for it; else the offer as it was.
          const edited = harness.pending().input.edit !== undefined;
          return harness.answer({ ...(edited ? UPDATED : current()), is_accepted: true });
        },
        SERVER_REFUSES: () =>
          harness.fail(
            kind() === 'accept'
              ? new ApiError(409, ACCEPTED_OFFER_MESSAGE)
              : new ApiError(400, REFUSAL),
          ),
        CONNECTION_DROPS: () => harness.fail(new ApiError(0, 'Something went wrong!')),
        RETRY: () => harness.actor.send({ type: 'offer.retry' }),
        TYPE_EDIT: () => {
          harness.type(EDIT_TYPED);
          harness.typedValid(EDIT_TYPED, EDIT_FIGURES);
        },
        TYPE_TOO_MUCH: () => harness.type(TOO_MUCH_TYPED),
        UPDATE: () => harness.actor.send({ type: 'offer.update' }),
        ACCEPT: () => harness.actor.send({ type: 'offer.accept' }),
        CONFIRM: () => harness.actor.send({ type: 'offer.confirm' }),
        CANCEL: () => harness.actor.send({ type: 'offer.cancel' }),
      },
    });
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...OFFER_MODEL_STATES].sort());
  });
});

import type { MessageDescriptor } from '@lingui/core';
import { assertEvent, assign, setup } from 'xstate';
import { canEdit } from '../../domain/rules-engine/offer-edit';
import { failureText, type FailureTexts } from '../failure';
import { missingAction, missingActor } from '../missing';
import {
  changedEdit,
  editOf,
  hasIssues,
  issuesOf,
  lastValidValues,
  todayOf,
  typedIssuesOf,
  valuesOf,
} from './offer-values';
import type {
  ChangeOfferInput,
  LoadOfferInput,
  Offer,
  OfferContext,
  OfferEvent,
  OfferInput,
  OfferOutput,
} from './types';

/** The spec's texts (capture-app §8). */
export const OFFER_UPDATED: MessageDescriptor & { message: string } = /*i18n*/ {
  id: 'offer.updated',
  message: 'Loan offer updated successfully!',
};
export const UPDATE_FAILED = 'Failed to update loan offer.';
export const ACCEPT_FAILED = 'Failed to accept loan offer. Please try again.';
export const APPLICATION_REJECTED = 'Application Rejected!';
/** Ours: the spec names no text for an offer that cannot be loaded. */
export const OFFER_LOAD_FAILED = 'Failed to load the loan offer';

/** An update's failure: the server's words, else the spec's (capture-app §8). */
const UPDATE_FAILURE_TEXTS: FailureTexts = { fallback: UPDATE_FAILED };

/**
 * An acceptance's failure: the spec's text, except a refusal the server explains (409: the offer
 * was accepted or rejected meanwhile; 400: a limit the screen cannot know, such as a shorter
 * tenure for a later date), whose words say what to do instead of "try again".
 */
const ACCEPT_FAILURE_TEXTS: FailureTexts = { fallback: ACCEPT_FAILED, refusalsOnly: true };

const LOAD_FAILURE_TEXTS: FailureTexts = { fallback: OFFER_LOAD_FAILED };

const NO_VALUES = { selected_loan_amount: '', max_tenure_allowed: '', disbursement_date: '' };

/*
 * Why the edit fields are not the generic form chart (src/machines/form): that chart's schema is
 * fixed when it is built (schemaFor(values)), while the offer's limits (the suggested amount, the
 * tenure limit) arrive with the server's answer; it has one submit that ends the form (saving →
 * saved, final), while the offer has two (Update stays on the screen with a new offer; Accept
 * asks for a confirmation first); and the preview would have to read a child actor's values.
 * Reusing it would mean re-invoking it after every answer and handing values back and forth, so
 * the offer keeps its three fields itself. Timing (issue 18 item 2): a limit that more typing
 * cannot put right (an amount or tenure over its limit, a whole date refused) shows as typed;
 * the rest waits for the first press, after which every change re-checks and every field's
 * message shows at once. The preview prices the last valid values, never a refused one.
 */

/**
 * The loan offer step (capture-app §2, §6): the rules engine's offer is fetched (run on the
 * first call); a REJECTED one ends the step at once, an accepted one too. Otherwise the agent may
 * change the amount, the tenure and the disbursement date (the EMI and fees follow as typed, by
 * the domain's quoteFor), Update the offer on the server, or Accept it after a confirmation.
 * Acceptance is final: the offer is read-only afterwards.
 */
export const offerMachine = setup({
  types: {
    context: {} as OfferContext,
    events: {} as OfferEvent,
    input: {} as OfferInput,
    output: {} as OfferOutput,
    /** `confirming`: the dialog 'Confirm Loan Acceptance' is open (also while accepting). */
    tags: {} as 'busy' | 'error' | 'confirming',
  },
  actors: {
    loadOffer: missingActor<Offer, LoadOfferInput>('offer', 'loadOffer'),
    updateOffer: missingActor<Offer, ChangeOfferInput>('offer', 'updateOffer'),
    acceptOffer: missingActor<Offer, ChangeOfferInput>('offer', 'acceptOffer'),
  },
  guards: {
    isRejected: (_, params: { offer: Offer }) => params.offer.decision === 'REJECTED',
    /**
     * Accepted and still submittable: an accepted offer whose disbursement date has passed opens
     * for review instead, where a new date is chosen and accepted again (issue 19 item 5).
     */
    isAccepted: ({ context }, params: { offer: Offer }) =>
      params.offer.is_accepted && !canEdit(params.offer, todayOf(context)),
    hasIssue: ({ context }) => hasIssues(issuesOf(context.offer, context.values, todayOf(context))),
    /** The change would leave a message that typing more cannot clear (typedIssuesOf). */
    breaksLimit: ({ context, event }) => {
      assertEvent(event, 'field.change');
      const values = { ...context.values, [event.field]: event.value };
      return hasIssues(typedIssuesOf(context.offer, values, todayOf(context)));
    },
  },
  actions: {
    /** Tells the person something went well ('Loan offer updated successfully!'). */
    announce: (_, _params: { message: MessageDescriptor }) => missingAction('offer', 'announce'),
    /** Tells the person the application is rejected ('Application Rejected!'). */
    announceRejection: (_, _params: { message: string }) =>
      missingAction('offer', 'announceRejection'),
    keepOffer: assign(({ context }, params: { offer: Offer }) => {
      const values = valuesOf(params.offer, todayOf(context));
      return { offer: params.offer, values, lastValid: values, issues: {}, error: null };
    }),
    /** Keeps what is typed, and it as the last valid value of its field when it passes. */
    setField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const values = { ...context.values, [event.field]: event.value };
      const lastValid = lastValidValues(context.offer, context.lastValid, values, todayOf(context));
      return { values, lastValid, error: null };
    }),
    /** Every field's message (after a press). */
    checkValues: assign(({ context }) => ({
      issues: issuesOf(context.offer, context.values, todayOf(context)),
    })),
    /** Only the messages typing more cannot clear (before a press). */
    showTypedIssues: assign(({ context }) => ({
      issues: typedIssuesOf(context.offer, context.values, todayOf(context)),
    })),
    clearMessages: assign({ issues: {}, error: null }),
    showLoadFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, LOAD_FAILURE_TEXTS),
    })),
    showUpdateFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, UPDATE_FAILURE_TEXTS),
    })),
    showAcceptFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, ACCEPT_FAILURE_TEXTS),
    })),
  },
}).createMachine({
  id: 'offer',
  description:
    'The loan offer step: the rules engine’s offer, edited, updated and accepted, or rejected.',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    loanType: input.loanType,
    today: input.today ?? null,
    offer: null,
    values: NO_VALUES,
    lastValid: NO_VALUES,
    issues: {},
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      description: 'The offer is fetched; the rules engine runs on the first call.',
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => ({ applicationId: context.applicationId }),
        onDone: [
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ offer: event.output }) },
            target: 'rejected',
            actions: { type: 'keepOffer', params: ({ event }) => ({ offer: event.output }) },
          },
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ offer: event.output }) },
            target: 'accepted',
            actions: { type: 'keepOffer', params: ({ event }) => ({ offer: event.output }) },
          },
          {
            target: 'reviewing',
            actions: { type: 'keepOffer', params: ({ event }) => ({ offer: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      tags: 'error',
      description: 'The offer could not be fetched: say why and offer to try again.',
      on: { 'offer.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    reviewing: {
      description: 'The offer’s table with the amount, tenure and disbursement date editable.',
      initial: 'quiet',
      on: {
        'offer.update': [
          { guard: 'hasIssue', target: '.live', actions: 'checkValues' },
          { target: 'updating', actions: 'clearMessages' },
        ],
        'offer.accept': [
          { guard: 'hasIssue', target: '.live', actions: 'checkValues' },
          { target: 'confirming', actions: 'clearMessages' },
        ],
      },
      states: {
        quiet: {
          description:
            'Nothing said: what is typed keeps to the limits, or may still (a figure half typed or under its minimum waits for a press).',
          on: {
            'field.change': [
              {
                guard: 'breaksLimit',
                target: 'overLimit',
                actions: ['setField', 'showTypedIssues'],
              },
              {
                actions: 'setField',
              },
            ],
          },
        },
        overLimit: {
          tags: 'error',
          description:
            'A limit broken as typed (an amount or tenure over its limit, a whole date refused): its message shows at once, and the preview stays on the last valid values.',
          on: {
            'field.change': [
              {
                guard: 'breaksLimit',
                actions: ['setField', 'showTypedIssues'],
              },
              {
                target: 'quiet',
                actions: ['setField', 'clearMessages'],
              },
            ],
          },
        },
        live: {
          tags: 'error',
          description:
            'After a refused press: every change re-checks and every field’s message shows; a failed update or acceptance shows its message until the next change.',
          on: {
            'field.change': {
              actions: ['setField', 'checkValues'],
            },
          },
        },
      },
    },
    updating: {
      tags: 'busy',
      description:
        'Update Loan Offer: the typed figures are sent; the server recomputes the offer.',
      invoke: {
        id: 'updateOffer',
        src: 'updateOffer',
        input: ({ context }) => ({
          applicationId: context.applicationId,
          edit: editOf(context.values),
        }),
        onDone: [
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ offer: event.output }) },
            target: 'rejected',
            actions: { type: 'keepOffer', params: ({ event }) => ({ offer: event.output }) },
          },
          {
            target: 'reviewing',
            actions: [
              { type: 'keepOffer', params: ({ event }) => ({ offer: event.output }) },
              { type: 'announce', params: { message: OFFER_UPDATED } },
            ],
          },
        ],
        onError: {
          target: 'reviewing.live',
          actions: { type: 'showUpdateFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirming: {
      tags: 'confirming',
      description:
        'The dialog ‘Confirm Loan Acceptance’ shows the figures to be accepted; the fields wait.',
      on: {
        'offer.confirm': { target: 'accepting' },
        'offer.cancel': { target: 'reviewing' },
      },
    },
    accepting: {
      tags: ['busy', 'confirming'],
      description: 'The offer is accepted, with the typed figures when they differ from it.',
      invoke: {
        id: 'acceptOffer',
        src: 'acceptOffer',
        input: ({ context }) => {
          const edit = context.offer ? changedEdit(context.offer, context.values) : undefined;
          return edit
            ? { applicationId: context.applicationId, edit }
            : { applicationId: context.applicationId };
        },
        onDone: [
          {
            // The rules ran again on acceptance and the decision changed: nothing was accepted.
            guard: { type: 'isRejected', params: ({ event }) => ({ offer: event.output }) },
            target: 'rejected',
            actions: { type: 'keepOffer', params: ({ event }) => ({ offer: event.output }) },
          },
          {
            target: 'accepted',
            actions: { type: 'keepOffer', params: ({ event }) => ({ offer: event.output }) },
          },
        ],
        onError: {
          target: 'reviewing.live',
          actions: { type: 'showAcceptFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    accepted: {
      type: 'final',
      description: 'Accepted: the offer is read-only; the wizard goes on to final submit.',
    },
    rejected: {
      type: 'final',
      description: 'REJECTED: ‘Application Rejected!’; the wizard shows the rejection screen.',
      entry: { type: 'announceRejection', params: { message: APPLICATION_REJECTED } },
    },
  },
  output: ({ context }): OfferOutput => {
    const offer = context.offer;
    if (!offer) throw new Error('The offer step ended without an offer');
    return offer.decision === 'REJECTED'
      ? { kind: 'rejected', offer }
      : { kind: 'accepted', offer };
  },
});

export type OfferMachine = typeof offerMachine;

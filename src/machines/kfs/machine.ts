import { assign, fromCallback, or, setup, stateIn, type EventObject } from 'xstate';
import type { Language } from '../../i18n/language';
import { failureText, type FailureTexts } from '../failure';
import { missingAction, missingActor } from '../missing';
import { otpMachine } from '../otp/machine';
import type {
  DownloadPdfInput,
  KeyFactStatement,
  KfsContext,
  KfsEvent,
  KfsInput,
  LoadedStatement,
  LoadStatementInput,
} from './types';

/** Ours: the spec names no text for a statement that cannot be read, or a PDF not downloaded. */
export const KFS_LOAD_FAILED = 'Failed to load the Key Fact Statement';
export const PDF_FAILED = 'Failed to download the Key Fact Statement. Please try again.';

/** The server's words when it gives a reason (409: no approved offer), else ours. */
const LOAD_FAILURE_TEXTS: FailureTexts = { fallback: KFS_LOAD_FAILED };
const PDF_FAILURE_TEXTS: FailureTexts = { fallback: PDF_FAILED, refusalsOnly: true };

/** The statement is read again (a language, a reissue, the acknowledgement just given). */
const reading = { target: 'loading' } as const;

/**
 * The Key Fact Statement on the offer step (issue 21 item 3): read from the server (issued on
 * read), shown in the chosen language, downloadable as a PDF, and acknowledged by the borrower
 * with a code sent to the application's mobile in the app's OTP modal (the one OTP chart, on
 * the KFS channel). The code is sent for the proposal number shown; when the server answers that
 * the statement changed (the offer moved on elsewhere, or the statement expired: its 409 is the
 * one signal, the device's date decides nothing), the statement is read again — GET /kfs issues
 * the next version — before a code may be sent. The offer's Accept waits for `acknowledged`; the
 * server refuses an acceptance before it too (409).
 */
export const kfsMachine = setup({
  types: {
    context: {} as KfsContext,
    events: {} as KfsEvent,
    input: {} as KfsInput,
    /**
     * The list chart's `busy` and `error`, and `failed` for the load's failure (the list chart's
     * `failed` state: its sentence and Try again); `unacknowledged`: a statement is shown that
     * the borrower has not acknowledged (Send code is offered); `askingCode`: the OTP modal is
     * open; `downloading`: the PDF is on its way; `expired` and `acknowledged` name what the
     * screen says about the statement.
     */
    tags: {} as
      | 'busy'
      | 'error'
      | 'failed'
      | 'unacknowledged'
      | 'askingCode'
      | 'downloading'
      | 'expired'
      | 'acknowledged',
  },
  actors: {
    loadStatement: missingActor<LoadedStatement, LoadStatementInput>('KFS', 'loadStatement'),
    downloadPdf: missingActor<void, DownloadPdfInput>('KFS', 'downloadPdf'),
    /** The app's OTP chart on the KFS channel: send-otp, and acknowledge as its verify. */
    otp: otpMachine,
    /**
     * While the modal is open: the KFS channel's way to say that send-otp answered 409 'The Key
     * Fact Statement has changed…' (it sends back `kfs.changed`). Nothing says so by default.
     */
    statementChanges: fromCallback<EventObject>(() => undefined),
  },
  guards: {
    /**
     * A statement is on screen, issued or acknowledged: the language switch works. Busy, with
     * the modal open or expired, it waits.
     */
    showsStatement: or([stateIn('#kfs.issued'), stateIn('#kfs.acknowledged')]),
    isAcknowledged: ({ context }) => Boolean(context.statement?.acknowledged_at),
    isAcknowledgedAnswer: (_, params: { statement: KeyFactStatement }) =>
      Boolean(params.statement.acknowledged_at),
  },
  actions: {
    /** The language store keeps the choice for the next screen and the next visit. */
    rememberLanguage: (_, _params: { language: Language }) =>
      missingAction('KFS', 'rememberLanguage'),
    setLanguage: assign((_, params: { language: Language }) => ({ language: params.language })),
    keepStatement: assign((_, params: LoadedStatement) => ({
      statement: params.statement,
      texts: params.texts,
      error: null,
    })),
    clearError: assign({ error: null }),
    showLoadFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, LOAD_FAILURE_TEXTS),
    })),
    showPdfFailure: assign((_, params: { error: unknown }) => ({
      error: failureText(params.error, PDF_FAILURE_TEXTS),
    })),
  },
}).createMachine({
  id: 'kfs',
  description:
    'The Key Fact Statement of the offer: read, switched between English and Hindi, downloaded, and acknowledged by the borrower with a code; one the server says changed or expired is read again.',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    mobile: input.mobile,
    language: input.language,
    statement: null,
    texts: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'language.choose': {
      guard: 'showsStatement',
      target: '.loading',
      actions: [
        { type: 'setLanguage', params: ({ event }) => ({ language: event.language }) },
        { type: 'rememberLanguage', params: ({ event }) => ({ language: event.language }) },
      ],
    },
  },
  states: {
    loading: {
      tags: 'busy',
      description:
        'GET /kfs in the chosen language (the current version, issued on read) and its labels.',
      invoke: {
        id: 'loadStatement',
        src: 'loadStatement',
        input: ({ context }) => ({
          applicationId: context.applicationId,
          language: context.language,
        }),
        onDone: [
          {
            guard: {
              type: 'isAcknowledgedAnswer',
              params: ({ event }) => ({ statement: event.output.statement }),
            },
            target: 'acknowledged',
            actions: { type: 'keepStatement', params: ({ event }) => event.output },
          },
          {
            target: 'issued',
            actions: { type: 'keepStatement', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error', 'failed'],
      description:
        'The statement could not be read (no approved offer, no answer): say why, with Try again (the list chart’s failed).',
      on: { 'kfs.retry': { ...reading, actions: 'clearError' } },
    },
    issued: {
      tags: 'unacknowledged',
      description:
        'The statement is shown; the borrower has not acknowledged it yet, so Accept waits.',
      initial: 'idle',
      on: {
        'code.send': { target: 'codeSent', actions: 'clearError' },
        'pdf.download': { target: 'downloading', actions: 'clearError' },
      },
      states: {
        idle: {},
        pdfFailed: { tags: 'error', description: 'The PDF did not come: say why.' },
      },
    },
    downloading: {
      tags: ['busy', 'downloading'],
      description: 'GET /kfs/pdf in the language shown; the browser saves it.',
      invoke: {
        id: 'downloadPdf',
        src: 'downloadPdf',
        input: ({ context }) => ({
          applicationId: context.applicationId,
          language: context.language,
          proposalNumber: context.statement?.proposal_number ?? '',
        }),
        onDone: [{ guard: 'isAcknowledged', target: 'acknowledged' }, { target: 'issued' }],
        onError: [
          {
            guard: 'isAcknowledged',
            target: 'acknowledged.pdfFailed',
            actions: { type: 'showPdfFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'issued.pdfFailed',
            actions: { type: 'showPdfFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    codeSent: {
      tags: 'askingCode',
      description:
        'The OTP modal on the application’s mobile: the code is sent (naming the proposal number and APR), typed and checked by POST /kfs/acknowledge.',
      invoke: [
        {
          id: 'otp',
          src: 'otp',
          input: ({ context }) => ({ mobile: context.mobile }),
          onDone: {
            ...reading,
            description: 'Acknowledged: the statement is read again, with its acknowledgement.',
          },
        },
        { id: 'statementChanges', src: 'statementChanges' },
      ],
      on: {
        'code.cancel': { target: 'issued' },
        'kfs.changed': {
          target: 'expired',
          description:
            'send-otp answered 409: the statement shown is no longer current (changed or expired).',
        },
      },
    },
    expired: {
      tags: 'expired',
      description:
        'The server said the statement shown changed or expired: no code is sent for it; Read it again (GET /kfs issues the next version).',
      on: { 'kfs.reissue': reading },
    },
    acknowledged: {
      tags: 'acknowledged',
      description: 'The borrower acknowledged this version: Accept Offer is enabled.',
      initial: 'idle',
      on: {
        'pdf.download': { target: 'downloading', actions: 'clearError' },
      },
      states: {
        idle: {},
        pdfFailed: { tags: 'error', description: 'The PDF did not come: say why.' },
      },
    },
  },
});

export type KfsMachine = typeof kfsMachine;

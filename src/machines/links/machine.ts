import { assign, raise, sendTo, setup } from 'xstate';
import { failureText, type FailureTexts } from '../failure';
import type { FormValues } from '../form/types';
import { missingAction, missingActor } from '../missing';
import { utmLinkFormMachine } from '../utm-link-form/machine';
import { utmLinksMachine } from '../utm-links/machine';
import {
  COPY_FEEDBACK_MS,
  type LinksContext,
  type LinksEvent,
  type LinksInput,
  type LinksNotice,
  type LinksTag,
  type LinkToDelete,
  type QrAnswer,
} from './types';

/*
 * The tab's own words, as descriptors (issue 32): the views say them in the language shown.
 * The failure sentences reach failureText as plain English (a marked descriptor's `message` is
 * compiled at build time, so it is not a string in the browser) until failures travel as codes.
 */
export const CREATE_QR_FAILED = /*i18n*/ {
  id: 'links.createFailed',
  message: 'Failed to generate QR code',
};
export const FETCH_QR_FAILED = /*i18n*/ {
  id: 'links.fetchFailed',
  message: 'Failed to fetch QR code',
};
export const FETCH_QR_UNREACHED = /*i18n*/ {
  id: 'links.fetchUnreached',
  message: 'An unexpected error occurred while fetching QR code',
};
export const DELETE_LINK_FAILED = /*i18n*/ {
  id: 'links.deleteFailed',
  message: 'Failed to delete link',
};

/** A create the server refused says why on the form; any other failure says §8's words. */
export const CREATE_QR_TEXTS = {
  fallback: 'Failed to generate QR code',
  refusalsOnly: true,
} as const satisfies FailureTexts;

/** View QR: the server's refusal (not found), else §8's two sentences. */
export const FETCH_QR_TEXTS = {
  fallback: 'Failed to fetch QR code',
  unreachable: 'An unexpected error occurred while fetching QR code',
  refusalsOnly: true,
} as const satisfies FailureTexts;

/** Delete has one sentence for every failure (§8). */
export const DELETE_LINK_TEXTS = {
  fallback: 'Failed to delete link',
  fixed: true,
} as const satisfies FailureTexts;

/** The toast once a link is deleted (its row goes too). */
export const LINK_DELETED_TEXT = /*i18n*/ { id: 'links.deleted', message: 'Link deleted' };

/**
 * The profile's Links tab (partner-portal §2, §5, §8, issue 20 item 1): four regions at once.
 * `create`: the UTM form (the form chart) hands its values over and stays on screen, busy, while
 * POST /v1/user/qr makes the link; the new QR opens and My QR Codes goes to its first page; a
 * refusal goes back to the form's message line. `qr`: View QR fetches a link's QR into the
 * sheet. `copy`: Copy URL, with 'Copied!' or 'Failed to copy!' beside its button for 2 s.
 * `remove`: Delete asks first, then deletes and reloads the page. My QR Codes is the list chart,
 * invoked as `list`. The services provide the calls and the clipboard, the screen `notify`.
 */
export const linksMachine = setup({
  types: {
    context: {} as LinksContext,
    events: {} as LinksEvent,
    input: {} as LinksInput,
    tags: {} as LinksTag,
  },
  actors: {
    list: utmLinksMachine,
    linkForm: utmLinkFormMachine,
    createLink: missingActor<QrAnswer, FormValues>('links', 'createLink'),
    fetchQr: missingActor<QrAnswer, { linkId: string }>('links', 'fetchQr'),
    copyText: missingActor<void, { text: string }>('links', 'copyText'),
    deleteLink: missingActor<void, { linkId: string }>('links', 'deleteLink'),
  },
  delays: {
    copyFeedback: COPY_FEEDBACK_MS,
  },
  actions: {
    keepDraft: assign((_, params: { values: FormValues }) => ({ draft: params.values })),
    startAfresh: assign(({ context }) => ({ draft: context.blank, refusal: null })),
    showRefusal: assign((_, params: { error: unknown }) => ({
      refusal: failureText(params.error, CREATE_QR_TEXTS),
    })),
    keepQr: assign((_, params: { answer: QrAnswer }) => ({
      qr: { url: params.answer.utm_link, image: params.answer.qr_code_image },
    })),
    forgetQr: assign({ qr: null, qrLinkId: null }),
    keepQrLink: assign((_, params: { linkId: string }) => ({ qrLinkId: params.linkId })),
    showQr: raise({ type: 'qr.shown' }),
    keepCopy: assign((_, params: { url: string; at: string }) => ({
      copy: { url: params.url, at: params.at },
    })),
    forgetCopy: assign({ copy: null }),
    keepRemoving: assign((_, params: { link: LinkToDelete }) => ({ removing: params.link })),
    forgetRemoving: assign({ removing: null }),
    showFirstPage: sendTo('list', { type: 'list.page', page: 1 }),
    reloadPage: sendTo('list', { type: 'list.refresh' }),
    /** A toast (the kit's toaster), provided by the screen. */
    notify: (_, _params: LinksNotice) => missingAction('links', 'notify'),
  },
}).createMachine({
  id: 'links',
  description:
    'The Links tab: the UTM form makes a link and opens its QR; View QR, Copy URL (Copied! for 2 s) and Delete (after a confirm) on each link of My QR Codes, the list chart invoked as list.',
  context: ({ input }) => ({
    blank: input.blank,
    page: input.page,
    draft: input.blank,
    refusal: null,
    qr: null,
    qrLinkId: null,
    copy: null,
    removing: null,
  }),
  invoke: {
    id: 'list',
    src: 'list',
    input: ({ context }) => ({ query: undefined, page: context.page }),
  },
  type: 'parallel',
  states: {
    create: {
      initial: 'editing',
      states: {
        editing: {
          description:
            'The UTM form: quiet until Generate, then every issue shows; a refusal of the last create on its message line.',
          invoke: {
            id: 'form',
            src: 'linkForm',
            input: ({ context }) => ({ values: context.draft, serverError: context.refusal }),
            onDone: {
              target: 'creating',
              actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.output }) },
            },
          },
        },
        creating: {
          tags: ['creating', 'busy'],
          description: 'POST /v1/user/qr makes the link; the form shows its values, busy.',
          invoke: [
            {
              id: 'form',
              src: 'linkForm',
              input: ({ context }) => ({ values: context.draft, handedOver: true }),
            },
            {
              id: 'createLink',
              src: 'createLink',
              input: ({ context }) => context.draft,
              onDone: {
                target: 'editing',
                actions: [
                  { type: 'keepQr', params: ({ event }) => ({ answer: event.output }) },
                  'startAfresh',
                  'showFirstPage',
                  'showQr',
                ],
              },
              onError: {
                target: 'editing',
                actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
              },
            },
          ],
        },
      },
    },
    qr: {
      initial: 'closed',
      on: {
        'qr.shown': { target: '.open', description: 'A link was made: its QR opens.' },
        'qr.view': {
          target: '.fetching',
          actions: { type: 'keepQrLink', params: ({ event }) => ({ linkId: event.linkId }) },
        },
      },
      states: {
        closed: {},
        fetching: {
          tags: ['fetchingQr', 'busy'],
          description: 'GET /v1/user/qr/{id}: the row’s View QR is busy.',
          invoke: {
            id: 'fetchQr',
            src: 'fetchQr',
            input: ({ context }) => ({ linkId: context.qrLinkId ?? '' }),
            onDone: {
              target: 'open',
              actions: { type: 'keepQr', params: ({ event }) => ({ answer: event.output }) },
            },
            onError: {
              target: 'closed',
              actions: [
                'forgetQr',
                {
                  type: 'notify',
                  params: ({ event }) => ({
                    tone: 'error' as const,
                    message: failureText(event.error, FETCH_QR_TEXTS),
                  }),
                },
              ],
            },
          },
        },
        open: {
          tags: 'qrOpen',
          description:
            'The sheet: the QR drawn in the brand’s colours, its URL, Download and Copy URL.',
          on: { 'qr.close': { target: 'closed', actions: 'forgetQr' } },
        },
      },
    },
    copy: {
      initial: 'idle',
      on: {
        'link.copy': {
          target: '.copying',
          actions: {
            type: 'keepCopy',
            params: ({ event }) => ({ url: event.url, at: event.at }),
          },
          description: 'Copy URL, also while an earlier one still says how it went.',
        },
      },
      states: {
        idle: {},
        copying: {
          tags: ['copying', 'busy'],
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ text: context.copy?.url ?? '' }),
            onDone: { target: 'copied' },
            onError: { target: 'copyFailed' },
          },
        },
        copied: {
          tags: 'copied',
          description: "'Copied!' beside the button pressed, for 2 s.",
          after: { copyFeedback: { target: 'idle', actions: 'forgetCopy' } },
        },
        copyFailed: {
          tags: ['copyFailed', 'error'],
          description: "'Failed to copy!' beside the button pressed, for 2 s.",
          after: { copyFeedback: { target: 'idle', actions: 'forgetCopy' } },
        },
      },
    },
    remove: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'link.delete': {
              target: 'confirming',
              actions: { type: 'keepRemoving', params: ({ event }) => ({ link: event.link }) },
            },
          },
        },
        confirming: {
          tags: 'confirming',
          description: 'The confirm names the link: Delete, or Cancel.',
          on: {
            'delete.confirm': { target: 'deleting' },
            'delete.cancel': { target: 'idle', actions: 'forgetRemoving' },
          },
        },
        deleting: {
          tags: ['deleting', 'busy'],
          description: 'DELETE /v1/utm/link/{id}; the confirm’s Delete is busy.',
          invoke: {
            id: 'deleteLink',
            src: 'deleteLink',
            input: ({ context }) => ({ linkId: context.removing?.id ?? '' }),
            onDone: {
              target: 'idle',
              actions: [
                'forgetRemoving',
                'reloadPage',
                {
                  type: 'notify',
                  params: { tone: 'success' as const, message: LINK_DELETED_TEXT },
                },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                'forgetRemoving',
                {
                  type: 'notify',
                  params: ({ event }) => ({
                    tone: 'error' as const,
                    message: failureText(event.error, DELETE_LINK_TEXTS),
                  }),
                },
              ],
            },
          },
        },
      },
    },
  },
});

export type LinksMachine = typeof linksMachine;

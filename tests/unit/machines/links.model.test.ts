import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../../src/i18n/runtime';
import { createActor, fromPromise, SimulatedClock, waitFor, type ActorRefFrom } from 'xstate';
import { expect, it } from 'vitest';
import {
  LINK_LOAN_TYPE_REQUIRED,
  UTM_MEDIUM_TOO_LONG,
  UTM_SOURCE_REQUIRED,
} from '../../../src/domain/links/link-schema';
import {
  selectIsSaved,
  selectIsSaving,
  selectIssues,
  selectServerError,
  selectValues,
} from '../../../src/machines/form/selectors';
import type { FormValues } from '../../../src/machines/form/types';
import { linksMachine } from '../../../src/machines/links/machine';
import {
  selectCopyFeedback,
  selectFetchingQrOf,
  selectIsCreating,
  selectIsDeleting,
  selectLinkForm,
  selectLinkToDelete,
  selectShownQr,
} from '../../../src/machines/links/selectors';
import {
  COPY_FEEDBACK_MS,
  type LinksNotice,
  type QrAnswer,
} from '../../../src/machines/links/types';
import type { ListRequest } from '../../../src/machines/list/types';
import {
  createLinkFormMachine,
  type UtmLinkFormMachine,
} from '../../../src/machines/utm-link-form/machine';
import {
  utmLinksMachine,
  type LinkRow,
  type LinksPage,
} from '../../../src/machines/utm-links/machine';
import {
  selectFailure,
  selectIsEmpty,
  selectIsLoading,
} from '../../../src/machines/list/selectors';
import { selectLinkRows } from '../../../src/machines/utm-links/selectors';
import { ApiError } from '../../../src/services/api/api-error';
import { linkFormModel, linkListModel, linksModel } from '../../models/links.model';
import { describeModel } from '../../models/model-suite';
import { pagedListEvents, startList } from './support/list-harness';

/** What the view says for a chart's words (a descriptor, in English here), or null. */
const said = (words: string | MessageDescriptor | null | undefined) =>
  words == null ? null : typeof words === 'string' ? words : i18n._(words);

const NETWORK_TEXT = 'Something went wrong!';
const BASE_URL = 'http://localhost:8080';

/** The form's empty values on a brand without direct leads (services/links.ts linksInput). */
const BLANK: FormValues = {
  utm_source: '',
  utm_campaign: '',
  utm_medium: '',
  utm_content: '',
  utm_term: '',
  application_source: 'NORMAL',
  loan_type: '',
  base_url: BASE_URL,
};

const linkUrl = (id: string) => `${BASE_URL}/#/apply-loan/mobile?utm_id=${id}&utm_source=Whatsapp`;

const row = (n: number): LinkRow => ({
  id: `link${n}`,
  applicationSource: 'NORMAL',
  loanType: null,
  source: 'Whatsapp',
  medium: null,
  campaign: `Campaign ${n}`,
  content: null,
  term: null,
  url: linkUrl(`link${n}`),
  createdAt: '2026-11-20T10:00:00.000Z',
  applicationCount: n,
});
const FIRST_PAGE: LinksPage = { rows: [row(12), row(11)], totalPages: 2, totalElements: 12 };

// ───────────────────────────── My QR Codes (the list chart) ─────────────────────────────

const startLinkList = () => startList(utmLinksMachine);
type ListSnapshot = ReturnType<ReturnType<typeof startLinkList>['actor']['getSnapshot']>;

describeModel(
  'link list model: its generated paths run against the real utmLinks chart',
  linkListModel,
  {
    loading: (s: ListSnapshot) => {
      expect(selectIsLoading(s)).toBe(true);
      expect(selectFailure(s)).toBeNull();
    },
    rowsShown: (s: ListSnapshot) => {
      expect(selectIsLoading(s)).toBe(false);
      expect(selectLinkRows(s).map((r) => [r.campaign, r.applicationCount])).toEqual([
        ['Campaign 12', 12],
        ['Campaign 11', 11],
      ]);
    },
    noData: (s: ListSnapshot) => {
      expect(selectIsEmpty(s)).toBe(true);
      expect(selectLinkRows(s)).toEqual([]);
    },
    failureShown: (s: ListSnapshot) => expect(selectFailure(s)).toBe(NETWORK_TEXT),
  },
  async (path, checks) => {
    const harness = startLinkList();
    await path.test({
      states: checks(() => harness.actor.getSnapshot()),
      events: pagedListEvents(harness, {
        page: FIRST_PAGE,
        none: { rows: [], totalPages: 0, totalElements: 0 },
        failure: new ApiError(0, NETWORK_TEXT),
      }),
    });
  },
);

// ───────────────────────────── the UTM form (the form chart) ─────────────────────────────

function startForm(directLeads = false) {
  return createActor(createLinkFormMachine({ directLeads }), {
    input: {
      values: { ...BLANK, application_source: directLeads ? 'DIRECT_LEADS' : 'NORMAL' },
    },
  }).start();
}
type FormActor = ReturnType<typeof startForm>;
type FormSnapshot = ReturnType<FormActor['getSnapshot']>;

const change = (form: { send: FormActor['send'] }, field: string, value: unknown) =>
  form.send({ type: 'field.change', field, value });
const messages = (s: FormSnapshot) => selectIssues(s).map((issue) => issue.message);

describeModel(
  'link form model: its generated paths run against the real UTM form chart',
  linkFormModel,
  {
    empty: (s: FormSnapshot) => expect(selectIssues(s)).toEqual([]),
    sourceIssueShown: (s: FormSnapshot) => expect(messages(s)).toEqual([UTM_SOURCE_REQUIRED]),
    filledIn: (s: FormSnapshot) => {
      expect(selectIssues(s)).toEqual([]);
      expect(selectValues(s).application_source).toBe('NORMAL');
    },
    loanTypeAsked: (s: FormSnapshot) => {
      expect(selectIssues(s)).toEqual([]);
      expect(selectValues(s).application_source).toBe('DIRECT_LEADS');
    },
    loanTypeIssueShown: (s: FormSnapshot) => expect(messages(s)).toEqual([LINK_LOAN_TYPE_REQUIRED]),
    directLeadsFilledIn: (s: FormSnapshot) => {
      expect(selectIssues(s)).toEqual([]);
      expect(selectValues(s).loan_type).toBe('HOME_LOAN');
    },
    mediumTooLongShown: (s: FormSnapshot) => expect(messages(s)).toEqual([UTM_MEDIUM_TOO_LONG]),
    handedOver: (s: FormSnapshot) => {
      expect(selectIsSaved(s)).toBe(true);
      expect(s.output).toMatchObject({ utm_source: 'Whatsapp', utm_campaign: 'Diwali' });
    },
  },
  async (path, checks) => {
    const form = startForm();
    await path.test({
      states: checks(() => form.getSnapshot()),
      events: {
        SUBMIT_EMPTY: () => form.send({ type: 'form.submit' }),
        FILL_IN: () => {
          change(form, 'utm_source', 'Whatsapp');
          change(form, 'utm_campaign', 'Diwali');
          change(form, 'utm_medium', '');
        },
        CHOOSE_DIRECT_LEADS: () => change(form, 'application_source', 'DIRECT_LEADS'),
        CHOOSE_LOAN_TYPE: () => change(form, 'loan_type', 'HOME_LOAN'),
        SUBMIT: async () => {
          form.send({ type: 'form.submit' });
          await waitFor(form, (s) => !selectIsSaving(s));
        },
        SUBMIT_LONG_MEDIUM: () => {
          change(form, 'utm_medium', 'm'.repeat(51));
          form.send({ type: 'form.submit' });
        },
        SHORTEN_MEDIUM: () => change(form, 'utm_medium', 'm'.repeat(50)),
      },
    });
  },
  () => {
    it('on the direct-leads brand asks for a loan type whatever the source says', () => {
      const form = startForm(true);
      change(form, 'utm_source', 'Offline');
      change(form, 'application_source', 'NORMAL');
      form.send({ type: 'form.submit' });
      expect(messages(form.getSnapshot())).toEqual([LINK_LOAN_TYPE_REQUIRED]);
      change(form, 'loan_type', 'BUSINESS_LOAN');
      expect(messages(form.getSnapshot())).toEqual([]);
    });
  },
);

// ───────────────────────────── the Links tab (the links chart) ─────────────────────────────

interface Pending<TInput, TOutput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

function deferred<TOutput, TInput>(queue: Pending<TInput, TOutput>[]) {
  return fromPromise<TOutput, TInput>(
    ({ input }) => new Promise((resolve, reject) => queue.push({ input, resolve, reject })),
  );
}

const NEW_LINK = linkUrl('link13');
const NEW_QR: QrAnswer = {
  qr_code_image: 'data:image/png;base64,iVBORw0KGgo=',
  utm_link: NEW_LINK,
};
const ROW_QR: QrAnswer = {
  qr_code_image: 'data:image/png;base64,iVBORw0KGgp=',
  utm_link: linkUrl('link12'),
};
const CAMPAIGN_REFUSAL = 'Invalid UTM campaign';

function startLinks() {
  const clock = new SimulatedClock();
  const creates: Pending<FormValues, QrAnswer>[] = [];
  const fetches: Pending<{ linkId: string }, QrAnswer>[] = [];
  const copies: Pending<{ text: string }, void>[] = [];
  const deletes: Pending<{ linkId: string }, void>[] = [];
  const loads: ListRequest<void>[] = [];
  const notices: LinksNotice[] = [];
  const actor = createActor(
    linksMachine.provide({
      actors: {
        list: utmLinksMachine.provide({
          actors: {
            load: fromPromise<LinksPage, ListRequest<void>>(({ input }) => {
              loads.push(input);
              return Promise.resolve(FIRST_PAGE);
            }),
          },
        }),
        linkForm: createLinkFormMachine({ directLeads: false }),
        createLink: deferred(creates),
        fetchQr: deferred(fetches),
        copyText: deferred(copies),
        deleteLink: deferred(deletes),
      },
      actions: { notify: (_, notice: LinksNotice) => notices.push(notice) },
    }),
    { input: { blank: BLANK, page: 1 }, clock },
  ).start();
  const form = () => {
    const child = selectLinkForm(actor.getSnapshot());
    if (!child) throw new Error('no form');
    return child as ActorRefFrom<UtmLinkFormMachine>;
  };
  return { actor, clock, creates, fetches, copies, deletes, loads, notices, form };
}
type Links = ReturnType<typeof startLinks>;
type LinksSnapshot = ReturnType<Links['actor']['getSnapshot']>;

const FIRST = row(12);
const formValues = (h: Links) => selectValues(h.form().getSnapshot());
const formRefusal = (h: Links) => selectServerError(h.form().getSnapshot());

function nothingOpen(h: Links) {
  const s: LinksSnapshot = h.actor.getSnapshot();
  expect(selectShownQr(s)).toBeNull();
  expect(selectLinkToDelete(s)).toBeNull();
  expect(said(selectCopyFeedback(FIRST.id)(s))).toBeNull();
}

describeModel(
  'links model: its generated paths run against the real Links tab chart',
  linksModel,
  {
    ready: (h: Links) => {
      nothingOpen(h);
      expect(formValues(h)).toEqual(BLANK);
    },
    creating: (h: Links) => {
      expect(selectIsCreating(h.actor.getSnapshot())).toBe(true);
      expect(selectIsSaving(h.form().getSnapshot())).toBe(true);
      expect(formValues(h)).toMatchObject({ utm_source: 'Whatsapp', utm_campaign: 'Diwali' });
    },
    refusalShown: (h: Links) => {
      expect(formRefusal(h)).toBe(CAMPAIGN_REFUSAL);
      expect(formValues(h)).toMatchObject({ utm_source: 'Whatsapp', utm_campaign: 'Diwali' });
    },
    generateFailed: (h: Links) => expect(formRefusal(h)).toBe('Failed to generate QR code'),
    qrShown: (h: Links) => {
      const qr = selectShownQr(h.actor.getSnapshot());
      expect([NEW_QR.utm_link, ROW_QR.utm_link]).toContain(qr?.url);
      expect(qr?.image).toMatch(/^data:image\/png;base64,/);
      expect(formValues(h)).toEqual(BLANK);
    },
    copiedInSheet: (h: Links) => {
      const s = h.actor.getSnapshot();
      expect(said(selectCopyFeedback('qr')(s))).toBe('Copied!');
      expect(said(selectCopyFeedback(FIRST.id)(s))).toBeNull();
    },
    fetchingQr: (h: Links) => expect(selectFetchingQrOf(h.actor.getSnapshot())).toBe(FIRST.id),
    qrNotFound: (h: Links) => {
      nothingOpen(h);
      expect(h.notices.at(-1)).toEqual({ tone: 'error', message: 'Link not found' });
    },
    qrUnreachable: (h: Links) => {
      nothingOpen(h);
      expect(h.notices.at(-1)).toEqual({
        tone: 'error',
        message: 'An unexpected error occurred while fetching QR code',
      });
    },
    copied: (h: Links) => {
      expect(said(selectCopyFeedback(FIRST.id)(h.actor.getSnapshot()))).toBe('Copied!');
      expect(h.copies.length).toBe(0);
    },
    copyFailed: (h: Links) =>
      expect(said(selectCopyFeedback(FIRST.id)(h.actor.getSnapshot()))).toBe('Failed to copy!'),
    confirming: (h: Links) => {
      const s = h.actor.getSnapshot();
      expect(selectLinkToDelete(s)).toEqual({ id: FIRST.id, url: FIRST.url });
      expect(selectIsDeleting(s)).toBe(false);
    },
    deleting: (h: Links) => expect(selectIsDeleting(h.actor.getSnapshot())).toBe(true),
    deleted: (h: Links) => {
      nothingOpen(h);
      expect(h.notices.at(-1)?.tone).toBe('success');
      expect(said(h.notices.at(-1)?.message)).toBe('Link deleted');
      // The page shown loaded again: the deleted link's row goes.
      expect(h.loads.length).toBe(2);
    },
    deleteFailed: (h: Links) => {
      nothingOpen(h);
      expect(h.notices.at(-1)).toEqual({ tone: 'error', message: 'Failed to delete link' });
      expect(h.loads.length).toBe(1);
    },
  },
  async (path, checks) => {
    const h = startLinks();
    const settled = (tag: Parameters<LinksSnapshot['hasTag']>[0]) =>
      waitFor(h.actor, (s) => !s.hasTag(tag));
    await path.test({
      states: checks(() => h),
      events: {
        GENERATE: async () => {
          const form = h.form();
          change(form, 'utm_source', 'Whatsapp');
          change(form, 'utm_campaign', 'Diwali');
          form.send({ type: 'form.submit' });
          await waitFor(h.actor, (s) => s.hasTag('creating'));
        },
        SERVER_MAKES_LINK: async () => {
          const create = h.creates.shift();
          expect(create?.input).toMatchObject({
            utm_source: 'Whatsapp',
            utm_campaign: 'Diwali',
            base_url: BASE_URL,
          });
          create?.resolve(NEW_QR);
          await settled('creating');
          // My QR Codes goes to its first page, where the new link heads the list.
          expect(h.loads.at(-1)?.page).toBe(1);
          expect(h.loads.length).toBe(2);
        },
        SERVER_REFUSES: async () => {
          h.creates.shift()?.reject(new ApiError(400, CAMPAIGN_REFUSAL));
          await settled('creating');
        },
        SERVER_FAILS: async () => {
          h.creates.shift()?.reject(new ApiError(500, NETWORK_TEXT));
          await settled('creating');
        },
        VIEW_QR: () => h.actor.send({ type: 'qr.view', linkId: FIRST.id }),
        QR_ARRIVES: async () => {
          const fetch = h.fetches.shift();
          expect(fetch?.input).toEqual({ linkId: FIRST.id });
          fetch?.resolve(ROW_QR);
          await settled('fetchingQr');
        },
        QR_NOT_FOUND: async () => {
          h.fetches.shift()?.reject(new ApiError(404, 'Link not found'));
          await settled('fetchingQr');
        },
        QR_UNREACHABLE: async () => {
          h.fetches.shift()?.reject(new ApiError(0, NETWORK_TEXT));
          await settled('fetchingQr');
        },
        CLOSE: () => h.actor.send({ type: 'qr.close' }),
        COPY_IN_SHEET: async () => {
          const url = selectShownQr(h.actor.getSnapshot())?.url ?? '';
          h.actor.send({ type: 'link.copy', url, at: 'qr' });
          const copy = h.copies.shift();
          expect(copy?.input).toEqual({ text: url });
          copy?.resolve();
          await settled('copying');
        },
        COPY: async () => {
          h.actor.send({ type: 'link.copy', url: FIRST.url, at: FIRST.id });
          const copy = h.copies.shift();
          expect(copy?.input).toEqual({ text: FIRST.url });
          copy?.resolve();
          await settled('copying');
        },
        COPY_REFUSED: async () => {
          h.actor.send({ type: 'link.copy', url: FIRST.url, at: FIRST.id });
          h.copies.shift()?.reject(new Error('Write permission denied'));
          await settled('copying');
        },
        WAIT_2S: () => h.clock.increment(COPY_FEEDBACK_MS),
        DELETE: () => h.actor.send({ type: 'link.delete', link: { id: FIRST.id, url: FIRST.url } }),
        CANCEL: () => h.actor.send({ type: 'delete.cancel' }),
        CONFIRM: () => h.actor.send({ type: 'delete.confirm' }),
        SERVER_DELETES: async () => {
          const deletion = h.deletes.shift();
          expect(deletion?.input).toEqual({ linkId: FIRST.id });
          deletion?.resolve();
          await settled('deleting');
        },
        DELETE_FAILS: async () => {
          h.deletes.shift()?.reject(new ApiError(500, NETWORK_TEXT));
          await settled('deleting');
        },
      },
    });
  },
  () => {
    it('keeps Copied! for just under 2 s and clears it at 2 s', async () => {
      const h = startLinks();
      h.actor.send({ type: 'link.copy', url: FIRST.url, at: FIRST.id });
      h.copies.shift()?.resolve();
      await waitFor(h.actor, (s) => s.hasTag('copied'));
      h.clock.increment(COPY_FEEDBACK_MS - 1);
      expect(said(selectCopyFeedback(FIRST.id)(h.actor.getSnapshot()))).toBe('Copied!');
      h.clock.increment(1);
      expect(said(selectCopyFeedback(FIRST.id)(h.actor.getSnapshot()))).toBeNull();
    });
  },
);

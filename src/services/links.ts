import * as v from 'valibot';
import { fromPromise } from 'xstate';
import { needsLoanType, utmLinkSchema, type LinkRules } from '../domain/links/link-schema';
import { PAGE_SIZE } from '../domain/paging';
import type { FormValues } from '../machines/form/types';
import { linksMachine } from '../machines/links/machine';
import type { LinksInput, LinksNotice, QrAnswer } from '../machines/links/types';
import type { ListRequest } from '../machines/list/types';
import { createLinkFormMachine } from '../machines/utm-link-form/machine';
import { utmLinksMachine, type LinkRow, type LinksPage } from '../machines/utm-links/machine';
import type { components } from './api/schema';
import { unwrap } from './api/unwrap';
import type { Runtime } from './runtime';

type UtmLink = components['schemas']['UtmLink'];
type QrRequest = components['schemas']['QrRequest'];

/** What the Links tab gives its flow: the brand's rules and the toasts. */
export interface LinksScreen {
  rules: LinkRules;
  notify: (notice: LinksNotice) => void;
}

/** The tab's start: the empty form for the brand (a direct-leads brand's links say so) and a page. */
export function linksInput(rules: LinkRules, page: number): LinksInput {
  return {
    page,
    blank: {
      utm_source: '',
      utm_campaign: '',
      utm_medium: '',
      utm_content: '',
      utm_term: '',
      application_source: rules.directLeads ? 'DIRECT_LEADS' : 'NORMAL',
      loan_type: '',
      // Links open this site's apply flow; the server refuses any other site's address.
      base_url: window.location.origin,
    },
  };
}

function rowOf(link: UtmLink): LinkRow {
  return {
    id: link.id,
    applicationSource: link.application_source,
    loanType: link.loan_type ?? null,
    source: link.utm_source,
    medium: link.utm_medium,
    campaign: link.utm_campaign,
    content: link.utm_content,
    term: link.utm_term,
    url: link.utm_url,
    createdAt: link.created_at,
    applicationCount: link.application_count,
  };
}

/** POST /v1/user/qr's body: the schema's output, without a loan type the link does not need. */
function qrRequestOf(rules: LinkRules, values: FormValues): QrRequest {
  const body = v.parse(utmLinkSchema(rules), values);
  const { loan_type: loanType, ...rest } = body;
  return needsLoanType(rules, body.application_source) && loanType !== undefined
    ? { ...rest, loan_type: loanType }
    : rest;
}

/** The clipboard, which the page may refuse (no permission, not focused). */
function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('No clipboard'));
  return navigator.clipboard.writeText(text);
}

/**
 * The Links tab's chart with the real server: My QR Codes from GET /v1/utm/link (zero-based
 * pages on the wire, newest first), the form for the brand, POST /v1/user/qr, GET
 * /v1/user/qr/{id}, DELETE /v1/utm/link/{id} and the clipboard. The screen gives the toasts.
 */
export function createLinksMachine({ client }: Pick<Runtime, 'client'>, screen: LinksScreen) {
  return linksMachine.provide({
    actors: {
      list: utmLinksMachine.provide({
        actors: {
          load: fromPromise<LinksPage, ListRequest<void>>(async ({ input, signal }) => {
            const { data } = await unwrap(
              client.GET('/v1/utm/link', {
                params: {
                  query: {
                    page: input.page - 1,
                    size: PAGE_SIZE,
                    sort_by: 'createdAt',
                    order_by: 'desc',
                  },
                },
                signal,
              }),
            );
            return {
              rows: data.list.map(rowOf),
              totalPages: data.total_pages,
              totalElements: data.total_elements,
            };
          }),
        },
      }),
      linkForm: createLinkFormMachine(screen.rules),
      createLink: fromPromise<QrAnswer, FormValues>(async ({ input, signal }) => {
        const body = qrRequestOf(screen.rules, input);
        const { data } = await unwrap(client.POST('/v1/user/qr', { body, signal }));
        return data;
      }),
      fetchQr: fromPromise<QrAnswer, { linkId: string }>(async ({ input, signal }) => {
        const { data } = await unwrap(
          client.GET('/v1/user/qr/{id}', { params: { path: { id: input.linkId } }, signal }),
        );
        return data;
      }),
      deleteLink: fromPromise<void, { linkId: string }>(async ({ input, signal }) => {
        await unwrap(
          client.DELETE('/v1/utm/link/{id}', { params: { path: { id: input.linkId } }, signal }),
        );
      }),
      copyText: fromPromise<void, { text: string }>(({ input }) => copyToClipboard(input.text)),
    },
    actions: {
      notify: (_, notice: LinksNotice) => screen.notify(notice),
    },
  });
}

import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { UtmLinkFormMachine } from '../utm-link-form/machine';
import type { UtmLinksMachine } from '../utm-links/machine';
import type { LinksMachine } from './machine';
import type { CopyPlace } from './types';

type LinksSnapshot = SnapshotFrom<LinksMachine>;

/** My QR Codes: the list chart's actor (its view reads rows, pages, busy, empty and failed there). */
export const selectLinkList = (s: LinksSnapshot) =>
  s.children.list as ActorRefFrom<UtmLinksMachine> | undefined;
/** The UTM form's actor (the form chart): its fields, issues and the refusal read there. */
export const selectLinkForm = (s: LinksSnapshot) =>
  s.children.form as ActorRefFrom<UtmLinkFormMachine> | undefined;
/** POST /v1/user/qr is on its way: Generate is busy. */
export const selectIsCreating = (s: LinksSnapshot) => s.hasTag('creating');
/** The QR the sheet shows, while it is open. */
export const selectShownQr = (s: LinksSnapshot) => (s.hasTag('qrOpen') ? s.context.qr : null);
/** The row whose View QR is fetching, if any. */
export const selectFetchingQrOf = (s: LinksSnapshot) =>
  s.hasTag('fetchingQr') ? s.context.qrLinkId : null;
/** Copy URL's feedback, said by the view in the language shown (issue 32). */
export const COPIED = /*i18n*/ { id: 'links.copied', message: 'Copied!' };
export const COPY_FAILED = /*i18n*/ { id: 'links.copyFailed', message: 'Failed to copy!' };

/** What a Copy URL button says beside itself now: 'Copied!', 'Failed to copy!' or nothing. */
export const selectCopyFeedback = (at: CopyPlace) => (s: LinksSnapshot) => {
  if (s.context.copy?.at !== at) return null;
  if (s.hasTag('copied')) return COPIED;
  if (s.hasTag('copyFailed')) return COPY_FAILED;
  return null;
};
/** The link Delete asks about, while its confirm is open (also while it deletes). */
export const selectLinkToDelete = (s: LinksSnapshot) =>
  s.hasTag('confirming') || s.hasTag('deleting') ? s.context.removing : null;
export const selectIsDeleting = (s: LinksSnapshot) => s.hasTag('deleting');
/** Any call of the tab is on its way (a create, a QR, a copy, a delete): the `busy` tag. */
export const selectLinksBusy = (s: LinksSnapshot) => s.hasTag('busy');
/** A failure shows (Copy URL's 'Failed to copy!'): the `error` tag. */
export const selectLinksError = (s: LinksSnapshot) => s.hasTag('error');

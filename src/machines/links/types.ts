import type { MessageDescriptor } from '@lingui/core';
import type { FormValues } from '../form/types';

/*
 * The Links tab's chart (partner-portal §2 Links tab, §8): the UTM form that makes a link and
 * its QR, My QR Codes (the list chart), the QR sheet, Copy URL's feedback and Delete's confirm.
 */

/** §9: 'Copied!' / 'Failed to copy!' clear after 2 seconds. */
export const COPY_FEEDBACK_MS = 2000;

/** The QR the sheet shows: the link's URL and the server's PNG (a data URL) of it. */
export interface ShownQr {
  url: string;
  image: string;
}

/** A link the partner asked to delete, named in the confirm. */
export interface LinkToDelete {
  id: string;
  url: string;
}

/** Where a Copy URL was pressed: a row (the link's id) or the QR sheet ('qr'). */
export type CopyPlace = string;

export interface LinksInput {
  /** The form's empty values for the brand (its application source, the site's base URL). */
  blank: FormValues;
  /** The page of My QR Codes to show first (from the address), from 1. */
  page: number;
}

export interface LinksContext {
  blank: FormValues;
  page: number;
  /** The form's values while the link is made, and after a refusal. */
  draft: FormValues;
  /** The server's refusal of the last create, on the form's message line. */
  refusal: string | null;
  qr: ShownQr | null;
  /** The link whose QR is asked for. */
  qrLinkId: string | null;
  /** What Copy URL copies, and the button that pressed it (its feedback shows there). */
  copy: { url: string; at: CopyPlace } | null;
  removing: LinkToDelete | null;
}

export type LinksEvent =
  /** View QR on a row: GET /v1/user/qr/{id}. */
  | { type: 'qr.view'; linkId: string }
  /** The QR sheet is closed. */
  | { type: 'qr.close' }
  /** Copy URL, on a row or in the QR sheet. */
  | { type: 'link.copy'; url: string; at: CopyPlace }
  /** Delete on a row: the confirm opens. */
  | { type: 'link.delete'; link: LinkToDelete }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  /** Raised by the chart itself: a link was made, its QR opens. */
  | { type: 'qr.shown' };

/**
 * A toast: an outcome with no place on the screen (partner-portal §8). The chart's own words are
 * a descriptor the view says in the language shown (issue 32); a failure's are words already.
 */
export interface LinksNotice {
  tone: 'success' | 'error';
  message: string | MessageDescriptor;
}

/** What the createLink actor answers, and fetchQr. */
export interface QrAnswer {
  qr_code_image: string;
  utm_link: string;
}

/**
 * `creating` while a link is made; `fetchingQr` while a QR is fetched; `qrOpen` while the sheet
 * shows one; `copied` / `copyFailed` for 2 s after Copy URL; `confirming` while Delete asks;
 * `deleting` while the server deletes. `busy` while any call is on its way (a create, a QR, a
 * copy, a delete) and `error` while a failure shows ('Failed to copy!'): the app's two tags.
 */
export type LinksTag =
  | 'busy'
  | 'error'
  | 'creating'
  | 'fetchingQr'
  | 'qrOpen'
  | 'copying'
  | 'copied'
  | 'copyFailed'
  | 'confirming'
  | 'deleting';

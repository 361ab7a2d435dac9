import { createMachine } from 'xstate';
import { pagedListModel } from './list.model';

/** My QR Codes is the paged list screen (the list chart's `utmLinks` instance). */
export const linkListModel = pagedListModel;

/**
 * What a partner sees of the UTM form (the form chart with the link schema), on a brand without
 * direct leads.
 *
 * Events:
 * - SUBMIT_EMPTY: Generate QR on the empty form. FILL_IN: choose a source, type a campaign.
 * - CHOOSE_DIRECT_LEADS: pick the DIRECT_LEADS application source (a loan type is asked for).
 * - CHOOSE_LOAN_TYPE: pick a loan type. SUBMIT: Generate QR.
 * - SUBMIT_LONG_MEDIUM: type a 51-character medium and Generate QR.
 * - SHORTEN_MEDIUM: make the medium 50 characters.
 */
export const linkFormModel = createMachine({
  id: 'linkFormModel',
  initial: 'empty',
  states: {
    empty: {
      description: 'No message before the first Generate QR; no loan type asked.',
      on: { SUBMIT_EMPTY: 'sourceIssueShown', FILL_IN: 'filledIn' },
    },
    sourceIssueShown: {
      description: "'Select a UTM source from the list'.",
      on: { FILL_IN: 'filledIn' },
    },
    filledIn: {
      description: 'A valid NORMAL link, no message.',
      on: {
        SUBMIT: 'handedOver',
        CHOOSE_DIRECT_LEADS: 'loanTypeAsked',
        SUBMIT_LONG_MEDIUM: 'mediumTooLongShown',
      },
    },
    loanTypeAsked: {
      description: 'DIRECT_LEADS chosen: the Loan Type field shows.',
      on: { SUBMIT: 'loanTypeIssueShown' },
    },
    loanTypeIssueShown: {
      description: "'Loan type is required'.",
      on: { CHOOSE_LOAN_TYPE: 'directLeadsFilledIn' },
    },
    directLeadsFilledIn: {
      description: 'A valid DIRECT_LEADS link with its loan type, no message.',
      on: { SUBMIT: 'handedOver' },
    },
    mediumTooLongShown: {
      description: 'The medium’s 50-character limit in words.',
      on: { SHORTEN_MEDIUM: 'filledIn' },
    },
    handedOver: { description: 'The form hands its values to the Links tab.' },
  },
});

/**
 * What a partner does on the Links tab (the links chart), one thing at a time; the server's and
 * the clipboard's answers, and 2 s passing, are explicit events.
 *
 * Events:
 * - GENERATE: a valid form, Generate QR. SERVER_MAKES_LINK: 201 with the QR.
 *   SERVER_REFUSES: 400 with the field's words. SERVER_FAILS: 500.
 * - VIEW_QR: View QR on the first row (also with a QR open). QR_ARRIVES / QR_NOT_FOUND (404) / QR_UNREACHABLE.
 * - CLOSE: the QR sheet's Close. COPY_IN_SHEET: the sheet's Copy URL, the clipboard taking it.
 * - COPY: a row's Copy URL, the clipboard taking it (again: its 2 s start again). COPY_REFUSED: the clipboard refusing.
 * - WAIT_2S: two seconds pass.
 * - DELETE: a row's Delete. CANCEL / CONFIRM: the confirm's buttons.
 *   SERVER_DELETES / DELETE_FAILS: the server's answer.
 */
export const linksModel = createMachine({
  id: 'linksModel',
  initial: 'ready',
  states: {
    ready: {
      description: 'The empty form and My QR Codes; no sheet, no feedback.',
      on: {
        GENERATE: 'creating',
        VIEW_QR: 'fetchingQr',
        COPY: 'copied',
        COPY_REFUSED: 'copyFailed',
        DELETE: 'confirming',
      },
    },
    creating: {
      description: 'Generate QR is busy, the form’s values still shown.',
      on: {
        SERVER_MAKES_LINK: 'qrShown',
        SERVER_REFUSES: 'refusalShown',
        SERVER_FAILS: 'generateFailed',
      },
    },
    refusalShown: {
      description: 'The server’s words on the form’s message line, the values kept.',
      on: { GENERATE: 'creating' },
    },
    generateFailed: { description: "'Failed to generate QR code' on the form’s message line." },
    qrShown: {
      description:
        'The sheet with the QR and its URL; the form empty again; My QR Codes on page 1.',
      on: { CLOSE: 'ready', COPY_IN_SHEET: 'copiedInSheet', VIEW_QR: 'fetchingQr' },
    },
    copiedInSheet: {
      description: "'Copied!' beside the sheet’s Copy URL, none beside any row’s.",
      on: { WAIT_2S: 'qrShown' },
    },
    fetchingQr: {
      description: 'The row’s View QR is busy.',
      on: { QR_ARRIVES: 'qrShown', QR_NOT_FOUND: 'qrNotFound', QR_UNREACHABLE: 'qrUnreachable' },
    },
    qrNotFound: { description: 'A toast with the server’s words; no sheet.' },
    qrUnreachable: {
      description: "A toast: 'An unexpected error occurred while fetching QR code'; no sheet.",
    },
    copied: {
      description: "'Copied!' beside the row’s Copy URL; the URL is on the clipboard.",
      on: { WAIT_2S: 'ready', COPY: 'copied' },
    },
    copyFailed: {
      description: "'Failed to copy!' beside the row’s Copy URL.",
      on: { WAIT_2S: 'ready' },
    },
    confirming: {
      description: 'The confirm names the link.',
      on: { CANCEL: 'ready', CONFIRM: 'deleting' },
    },
    deleting: {
      description: 'The confirm’s Delete is busy.',
      on: { SERVER_DELETES: 'deleted', DELETE_FAILS: 'deleteFailed' },
    },
    deleted: { description: "The confirm closes, 'Link deleted', the page loads again." },
    deleteFailed: { description: "The confirm closes with the toast 'Failed to delete link'." },
  },
});

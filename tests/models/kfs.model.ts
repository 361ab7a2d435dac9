import { createMachine } from 'xstate';

/**
 * The Key Fact Statement on the offer step as the partner sees it (issue 21 item 3),
 * context-free: the statement read, shown in English or Hindi, downloaded as a PDF, the code
 * sent to the borrower in the OTP modal, acknowledged; an expired one reissued.
 *
 * Events:
 * - SERVER_ANSWERS: the statement, not acknowledged. SERVER_ANSWERS_ACKNOWLEDGED: acknowledged.
 *   CONNECTION_DROPS: no answer. RETRY: Try again.
 * - SWITCH_LANGUAGE: the other language of the switch (English ↔ हिन्दी).
 * - SEND_CODE: Send code to borrower. SEND_CODE_AFTER_VALIDITY: the same, once the device's date
 *   is past the statement's validity. CANCEL: the OTP modal closed.
 *   BORROWER_TYPES_CODE: the code sent, typed and verified in the modal.
 * - REISSUE: Issue a new statement (expired).
 * - DOWNLOAD: Download PDF. PDF_ARRIVES / PDF_FAILS: its answer.
 */
export const kfsModel = createMachine({
  id: 'kfsModel',
  initial: 'loading',
  states: {
    loading: {
      description: 'Busy: the statement is read in the chosen language.',
      on: {
        SERVER_ANSWERS: 'issued',
        SERVER_ANSWERS_ACKNOWLEDGED: 'acknowledged',
        CONNECTION_DROPS: 'loadFailed',
      },
    },
    loadFailed: { description: 'Why it could not be read; Try again.', on: { RETRY: 'loading' } },
    issued: {
      description: 'The statement; Send code to borrower; Accept waits.',
      initial: 'idle',
      on: {
        SWITCH_LANGUAGE: 'loading',
        SEND_CODE: 'codeSent',
        SEND_CODE_AFTER_VALIDITY: 'expired',
        DOWNLOAD: 'downloading',
      },
      states: { idle: {}, pdfFailed: { description: 'The PDF did not come.' } },
    },
    downloading: {
      description: 'Busy: the PDF is on its way.',
      on: { PDF_ARRIVES: 'issued.idle', PDF_FAILS: 'issued.pdfFailed' },
    },
    codeSent: {
      description: 'The OTP modal on the application’s mobile.',
      on: { BORROWER_TYPES_CODE: 'loading', CANCEL: 'issued' },
    },
    expired: { description: 'Expired: Issue a new statement.', on: { REISSUE: 'loading' } },
    acknowledged: {
      description: 'Acknowledged: Accept is enabled.',
      initial: 'idle',
      on: { SWITCH_LANGUAGE: 'loading', DOWNLOAD: 'downloadingAcknowledged' },
      states: { idle: {}, pdfFailed: { description: 'The PDF did not come.' } },
    },
    downloadingAcknowledged: {
      description: 'Busy: the PDF of the acknowledged statement is on its way.',
      on: { PDF_ARRIVES: 'acknowledged.idle', PDF_FAILS: 'acknowledged.pdfFailed' },
    },
  },
});

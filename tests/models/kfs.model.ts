import { createMachine } from 'xstate';

/**
 * The Key Fact Statement on the offer step as the partner sees it (issue 21 item 3),
 * context-free: the statement read, shown in English or Hindi, downloaded as a PDF, the code
 * sent to the borrower in the OTP modal, acknowledged; one the server says changed read again.
 *
 * Events:
 * - SERVER_ANSWERS: the statement, not acknowledged. SERVER_ANSWERS_ACKNOWLEDGED: acknowledged.
 *   CONNECTION_DROPS: no answer. RETRY: Try again.
 * - SWITCH_LANGUAGE: the other language of the switch (English ↔ हिन्दी).
 * - SEND_CODE: Send code to borrower. CANCEL: the OTP modal closed.
 *   BORROWER_TYPES_CODE: the code sent, typed and verified in the modal.
 *   SERVER_SAYS_CHANGED: the modal's send answered 409, the statement shown changed or expired.
 * - REISSUE: Read the statement again (changed or expired).
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
        CONNECTION_DROPS: 'failed',
      },
    },
    failed: { description: 'Why it could not be read; Try again.', on: { RETRY: 'loading' } },
    issued: {
      description: 'The statement; Send code to borrower; Accept waits.',
      initial: 'idle',
      on: {
        SWITCH_LANGUAGE: 'loading',
        SEND_CODE: 'codeSent',
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
      on: { BORROWER_TYPES_CODE: 'loading', CANCEL: 'issued', SERVER_SAYS_CHANGED: 'expired' },
    },
    expired: {
      description: 'Changed or expired: Read the statement again.',
      on: { REISSUE: 'loading' },
    },
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

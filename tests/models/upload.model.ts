import { createMachine } from 'xstate';
import { createCoverageModel, leafStateKeys } from './coverage';

/**
 * One document field as the person sees it (spec §3, §8), context-free. The server's answers,
 * the connection and a page reload are explicit events.
 *
 * Events:
 * - CHOOSE_FILE: a PNG, JPG or PDF within the size cap is chosen.
 * - CHOOSE_TOO_LARGE / CHOOSE_TEXT_FILE: a file refused before it is sent.
 * - PROGRESS_REPORTED: part of the file is on the server.
 * - SERVER_STORES: the server answers with the file id.
 * - SERVER_REFUSES: the server refuses the file itself (named like a PDF, its bytes are not one).
 * - CONNECTION_DROPS: the upload fails.
 * - RETRY: press Retry.
 * - REMOVE: remove the uploaded file.
 * - RELOAD: the page reloads while the file is on its way.
 */
export const uploadModel = createMachine({
  id: 'uploadModel',
  initial: 'none',
  states: {
    none: {
      description: 'NONE: Choose file.',
      on: { CHOOSE_FILE: 'progress', CHOOSE_TOO_LARGE: 'refused', CHOOSE_TEXT_FILE: 'refused' },
    },
    progress: {
      description: 'PROGRESS at 0 %.',
      on: {
        PROGRESS_REPORTED: 'progressMoving',
        SERVER_STORES: 'success',
        SERVER_REFUSES: 'refused',
        CONNECTION_DROPS: 'failed',
        RELOAD: 'failedAfterReload',
      },
    },
    progressMoving: {
      description: 'PROGRESS with the percent sent so far.',
      on: { SERVER_STORES: 'success', CONNECTION_DROPS: 'failed' },
    },
    success: {
      description: "SUCCESS: the tick and the file's name; Remove offered.",
      on: { REMOVE: 'none', CHOOSE_FILE: 'progress' },
    },
    refused: {
      description:
        "FAILED: the reason (the device's or the server's); no Retry, another file is chosen.",
      on: { CHOOSE_FILE: 'progress' },
    },
    failed: {
      description: 'FAILED: the field emptied, the reason, Retry.',
      on: { RETRY: 'progress' },
    },
    failedAfterReload: {
      description: 'FAILED after a reload: the file is gone, it must be chosen again.',
      on: { CHOOSE_FILE: 'progress' },
    },
  },
});

export const uploadTestModel = createCoverageModel(uploadModel);
export const UPLOAD_MODEL_STATES = leafStateKeys(uploadModel);

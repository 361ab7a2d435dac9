import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import type { EventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHOOSE_AGAIN_MESSAGE,
  DOCUMENT_CONTENT_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  documentTooLargeMessage,
  MAX_DOCUMENT_BYTES,
} from '../../src/domain/documents';
import { UNKNOWN_FAILURE_TEXT as FALLBACK_ERROR_TEXT } from '../../src/machines/failure';
import { recordedChecks, uncoveredTransitions } from '../models/coverage';
import { UPLOAD_MODEL_STATES, uploadModel, uploadTestModel } from '../models/upload.model';
import { partnerToken } from './support/applications';
import { DESKTOP, launchBrowser, POLL } from './support/browser';
import { paddedPdf } from './support/documents';
import { DEMO_PARTNER, openAsPartner } from './support/partner';

/*
 * The upload model's paths against a real document field of the capture wizard: the bank
 * statements of the KYC step of the demo partner's seeded application that has only its first
 * step (its sections stay empty: a path uploads files but never saves). The files go to the real
 * server through the page's own XHR; the test holds the network in its hand through the
 * DevTools protocol, which can pause a request before it leaves (PROGRESS at 0 %), slow the
 * upload so a part of it is on the server (the percent moves), pause the server's answer, and
 * drop the connection. A multi-file field, because there a stored file still offers "Add another
 * file": the model's CHOOSE_FILE from SUCCESS is then a click, not a back door. The server is
 * the one to refuse a file whose bytes are not what its name says: where the path's next event
 * is SERVER_REFUSES, CHOOSE_FILE chooses such a file (the device accepts it by its name).
 */

const DEMO_FIRST_STEP_ONLY = `demo${'1'.padStart(28, '0')}`;
const LABEL = 'Bank Statements';

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await partnerToken(DEMO_PARTNER.mobile);
});
afterAll(async () => {
  await browser?.close();
});

/** A real PDF big enough that a slowed upload is caught half way. */
const statement = {
  name: 'statement.pdf',
  mimeType: 'application/pdf',
  buffer: paddedPdf(1024 * 1024),
};
/** A real PDF just over the cap: refused for its size, not its contents. */
const tooLarge = {
  name: 'statement.pdf',
  mimeType: 'application/pdf',
  buffer: paddedPdf(MAX_DOCUMENT_BYTES),
};
const textFile = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') };
/** Named and typed like a PDF, but its bytes are text: only the server can tell. */
const notReallyPdf = {
  name: 'statement.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('Not a PDF at all, just words.'),
};

type Stage = 'request' | 'response';
interface Paused {
  requestId: string;
  stage: Stage;
}

/**
 * The connection between the page and the server: every upload request pauses before it is
 * sent and again when the server's answer arrives, until the path says what happens next.
 */
async function uploadNetwork(cdp: CDPSession) {
  const paused: Paused[] = [];
  const arrived: Array<() => void> = [];
  cdp.on('Fetch.requestPaused', (event) => {
    const stage: Stage =
      event.responseStatusCode === undefined && event.responseErrorReason === undefined
        ? 'request'
        : 'response';
    paused.push({ requestId: event.requestId, stage });
    for (const wake of arrived.splice(0)) wake();
  });
  await cdp.send('Fetch.enable', {
    patterns: [
      { urlPattern: '*/upload-file*', requestStage: 'Request' },
      { urlPattern: '*/upload-file*', requestStage: 'Response' },
    ],
  });
  await cdp.send('Network.enable');
  const next = async (stage: Stage): Promise<Paused> => {
    for (;;) {
      const index = paused.findIndex((entry) => entry.stage === stage);
      if (index >= 0) return paused.splice(index, 1)[0] as Paused;
      await new Promise<void>((resolve) => arrived.push(resolve));
    }
  };
  const throttle = (bytesPerSecond: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  return {
    next,
    /** A reload ends whatever was paused. */
    forget: () => paused.splice(0),
    /** Only part of the file reaches the server for a while. */
    slow: () => throttle(32 * 1024),
    /** Full speed again. */
    fast: () => throttle(-1),
    continue: (request: Paused) =>
      cdp.send('Fetch.continueRequest', { requestId: request.requestId }),
    drop: (request: Paused) =>
      cdp.send('Fetch.failRequest', {
        requestId: request.requestId,
        errorReason: 'ConnectionReset',
      }),
  };
}

/** One path's bank statements field and what the test knows about it. */
interface Field {
  page: Page;
  group: Locator;
  network: Awaited<ReturnType<typeof uploadNetwork>>;
  /** The upload paused before it left the page, if any. */
  held: Paused | null;
  /** Whether the held upload was let through (slowly) already. */
  sending: boolean;
  /** Files the server stored on this path, as the field lists them. */
  stored: number;
  /** The reason shown for the last file refused on the device. */
  refusal: string | null;
}

const percentShown = async (field: Field) =>
  Number(
    await field.group
      .getByRole('progressbar', { name: `Uploading ${LABEL}` })
      .getAttribute('aria-valuenow'),
  );
/** Each stored file is listed by the name it was chosen with. */
const listedFiles = (field: Field) =>
  field.group.getByRole('button', { name: `View ${statement.name} (${LABEL})`, exact: true });
const chooser = (field: Field) =>
  field.group.getByRole('button', { name: new RegExp(`^${LABEL} (Choose file|Add another file)`) });
const retry = (field: Field) => field.group.getByRole('button', { name: `Retry ${LABEL}` });
const progressBars = (field: Field) =>
  field.group.getByRole('progressbar', { name: `Uploading ${LABEL}` });

async function count(locator: Locator, expected: number) {
  await expect.poll(() => locator.count(), POLL).toBe(expected);
}

/** Each model state, as the field shows it on the real page. */
const states: Record<string, (field: Field) => Promise<void>> = {
  none: async (field) => {
    await chooser(field).waitFor();
    await count(listedFiles(field), 0);
    await count(progressBars(field), 0);
    await count(retry(field), 0);
  },
  progress: async (field) => {
    await progressBars(field).waitFor();
    await expect.poll(() => percentShown(field), POLL).toBe(0);
    expect(field.held).not.toBeNull();
  },
  progressMoving: async (field) => {
    await progressBars(field).waitFor();
    await expect.poll(() => percentShown(field), POLL).toBeGreaterThan(0);
    await expect.poll(() => percentShown(field), POLL).toBeLessThan(100);
  },
  success: async (field) => {
    await count(listedFiles(field), field.stored);
    await count(progressBars(field), 0);
    await count(retry(field), 0);
    await chooser(field).waitFor();
  },
  refused: async (field) => {
    await field.group.getByText(field.refusal ?? '', { exact: true }).waitFor();
    await chooser(field).waitFor();
    await count(retry(field), 0);
  },
  failed: async (field) => {
    await field.group.getByText(FALLBACK_ERROR_TEXT, { exact: true }).waitFor();
    await retry(field).waitFor();
    // Emptied: the failed file is not listed (a multi-file field keeps what it had).
    await count(listedFiles(field), field.stored);
  },
  failedAfterReload: async (field) => {
    await field.group.getByText(CHOOSE_AGAIN_MESSAGE, { exact: true }).waitFor();
    await chooser(field).waitFor();
    await count(progressBars(field), 0);
    await count(listedFiles(field), 0);
  },
};

/**
 * The server's answer for the held upload: it arrives (the file stored, or refused), or the
 * connection drops on the way.
 */
async function answer(field: Field, how: 'arrives' | 'refused' | 'drops') {
  const held = field.held;
  if (!held) throw new Error('no upload is on its way');
  field.held = null;
  if (how === 'drops' && !field.sending) {
    await field.network.drop(held);
    return;
  }
  await field.network.fast();
  if (!field.sending) await field.network.continue(held);
  field.sending = false;
  const response = await field.network.next('response');
  if (how === 'arrives' || how === 'refused') {
    if (how === 'arrives') field.stored += 1;
    await field.network.continue(response);
  } else {
    await field.network.drop(response);
  }
}

function eventsFor(field: Field, steps: readonly { event: EventObject }[]) {
  const choose = async (file: typeof statement) => {
    await chooser(field).setInputFiles(file);
  };
  const chooseSent = async (step: { event: EventObject }) => {
    const next = steps[steps.indexOf(step) + 1]?.event.type;
    await choose(next === 'SERVER_REFUSES' ? notReallyPdf : statement);
    field.held = await field.network.next('request');
    field.sending = false;
  };
  const chooseRefused = async (file: typeof statement, reason: string) => {
    field.refusal = reason;
    await choose(file);
  };
  return {
    CHOOSE_FILE: chooseSent,
    CHOOSE_TOO_LARGE: () => chooseRefused(tooLarge, documentTooLargeMessage(MAX_DOCUMENT_BYTES)),
    CHOOSE_TEXT_FILE: () => chooseRefused(textFile, DOCUMENT_TYPE_MESSAGE),
    PROGRESS_REPORTED: async () => {
      if (!field.held) throw new Error('no upload is on its way');
      await field.network.slow();
      await field.network.continue(field.held);
      field.sending = true;
      await expect.poll(() => percentShown(field), POLL).toBeGreaterThan(0);
    },
    SERVER_STORES: () => answer(field, 'arrives'),
    SERVER_REFUSES: async () => {
      field.refusal = DOCUMENT_CONTENT_MESSAGE;
      await answer(field, 'refused');
    },
    CONNECTION_DROPS: () => answer(field, 'drops'),
    RETRY: async () => {
      await retry(field).click();
      field.held = await field.network.next('request');
      field.sending = false;
    },
    REMOVE: async () => {
      for (let n = field.stored; n >= 1; n -= 1) {
        await field.group
          .getByRole('button', { name: `Remove ${statement.name} (${LABEL})`, exact: true })
          .first()
          .click();
        await count(listedFiles(field), n - 1);
      }
      field.stored = 0;
    },
    RELOAD: async () => {
      await field.page.reload();
      field.network.forget();
      field.held = null;
      field.sending = false;
      await field.page.getByRole('heading', { name: 'Personal Details' }).waitFor();
    },
  };
}

const paths = uploadTestModel.getShortestPaths();
const asserted = new Set<string>();

describe('upload model: its generated paths run against a real document field in Chromium', () => {
  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(states).sort()).toEqual([...UPLOAD_MODEL_STATES].sort());
    expect(uncoveredTransitions(uploadModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    // Logged in from the start: the upload field, not the login, is what these paths test.
    const { context, page } = await openAsPartner(browser, token, DESKTOP);
    try {
      await page.goto(new URL(`/?id=${DEMO_FIRST_STEP_ONLY}#/application/kyc`, page.url()).href);
      await page.getByRole('heading', { name: 'Personal Details' }).waitFor();
      const field: Field = {
        page,
        group: page.getByRole('group', { name: 'Bank details' }),
        network: await uploadNetwork(await context.newCDPSession(page)),
        held: null,
        sending: false,
        stored: 0,
        refusal: null,
      };
      await path.test({
        states: recordedChecks(states, asserted, () => field),
        events: eventsFor(field, path.steps),
      });
    } finally {
      await context.close();
    }
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...UPLOAD_MODEL_STATES].sort());
  });
});

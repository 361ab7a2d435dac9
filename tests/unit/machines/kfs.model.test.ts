import { expect } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  waitFor,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { keyFactStatement } from '../../../src/domain/kfs/statement';
import { kfsEnglish } from '../../../src/i18n/kfs/en';
import { kfsHindi } from '../../../src/i18n/kfs/hi';
import { kfsLines } from '../../../src/i18n/kfs/lines';
import type { Language } from '../../../src/i18n/language';
import { KFS_LOAD_FAILED, kfsMachine, PDF_FAILED } from '../../../src/machines/kfs/machine';
import {
  selectCanSendCode,
  selectError,
  selectIsAcknowledged,
  selectIsBusy,
  selectIsDownloading,
  selectIsExpired,
  selectLanguage,
  selectLoadFailure,
  selectOtp,
  selectStatement,
  selectTexts,
} from '../../../src/machines/kfs/selectors';
import type {
  DownloadPdfInput,
  KeyFactStatement,
  LoadedStatement,
  LoadStatementInput,
} from '../../../src/machines/kfs/types';
import { otpMachine } from '../../../src/machines/otp/machine';
import type {
  ResendCodeInput,
  SendCodeInput,
  SendCodeOutput,
  VerifyCodeInput,
  VerifyCodeOutput,
} from '../../../src/machines/otp/types';
import { ApiError } from '../../../src/services/api/api-error';
import { KFS_CHANGED_CODE } from '../../../src/services/kfs';
import { kfsModel } from '../../models/kfs.model';
import { describeModel } from '../../models/model-suite';
import { KFS_EXAMPLE_OFFER } from '../../support/kfs';

const INPUT = { applicationId: 'a'.repeat(32), mobile: '9876543210', language: 'en' as const };
const ISSUED_ON = '2026-11-26';
const CODE = '482913';

/** docs/kfs.md's example as GET /kfs answers it, in `lang`, acknowledged or not. */
function statementOf(lang: Language, acknowledged: boolean): KeyFactStatement {
  const figures = keyFactStatement(
    KFS_EXAMPLE_OFFER,
    { proposal_number: 'KFS-RN1234567-1', version: 1, issued_on: ISSUED_ON },
    { name: 'Grievance Officer', email: 'grievance@example.in', phone: null },
  );
  return {
    ...figures,
    is_expired: false,
    acknowledged_at: acknowledged ? '2026-11-26T10:00:00.000Z' : null,
    lang,
    texts: kfsLines(figures, lang === 'hi' ? kfsHindi : kfsEnglish),
  };
}

interface Pending<TInput, TOutput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

/** The KFS chart, its server answers given by the test; the OTP modal's chart on a channel that answers at once. */
function start() {
  const loads: Pending<LoadStatementInput, LoadedStatement>[] = [];
  const pdfs: Pending<DownloadPdfInput, void>[] = [];
  const remembered: Language[] = [];
  const verified: VerifyCodeInput[] = [];
  /** What the server answers the next send: the code, or 409 'changed' (told to the chart). */
  const server = { changed: false, sends: 0 };
  let tellChanged: (() => void) | null = null;
  const ask =
    <TInput, TOutput>(list: Pending<TInput, TOutput>[]) =>
    ({ input }: { input: TInput }) =>
      new Promise<TOutput>((resolve, reject) => list.push({ input, resolve, reject }));
  const actor = createActor(
    kfsMachine.provide({
      actors: {
        loadStatement: fromPromise<LoadedStatement, LoadStatementInput>(ask(loads)),
        downloadPdf: fromPromise<void, DownloadPdfInput>(ask(pdfs)),
        otp: otpMachine.provide({
          actors: {
            sendCode: fromPromise<SendCodeOutput, SendCodeInput>(async () => {
              server.sends += 1;
              if (server.changed) {
                tellChanged?.();
                throw new ApiError(
                  409,
                  'The Key Fact Statement has changed. Please read it again.',
                  KFS_CHANGED_CODE,
                );
              }
              return { sessionId: 'session-1' };
            }),
            resendCode: fromPromise<void, ResendCodeInput>(async () => undefined),
            verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(async ({ input }) => {
              verified.push(input);
              return { token: '' };
            }),
          },
        }),
        statementChanges: fromCallback<EventObject>(({ sendBack }) => {
          tellChanged = () => sendBack({ type: 'kfs.changed' });
          return () => {
            tellChanged = null;
          };
        }),
      },
      actions: { rememberLanguage: (_, { language }) => remembered.push(language) },
    }),
    { input: INPUT },
  ).start();
  return { actor, loads, pdfs, remembered, verified, server, language: 'en' as Language };
}

type Harness = ReturnType<typeof start>;
type Snapshot = SnapshotFrom<typeof kfsMachine>;
const snapshotOf = (h: Harness): Snapshot => h.actor.getSnapshot();

/** The statement shown is the one last answered, in the language last chosen, with its labels. */
function expectShown(h: Harness, acknowledged: boolean) {
  const s = snapshotOf(h);
  expect(selectLanguage(s)).toBe(h.language);
  expect(selectStatement(s)).toEqual(statementOf(h.language, acknowledged));
  expect(selectTexts(s)?.title).toBe(h.language === 'hi' ? kfsHindi.title : kfsEnglish.title);
  expect(selectIsBusy(s)).toBe(false);
  expect(selectOtp(s)).toBeUndefined();
  expect(selectLoadFailure(s)).toBeNull();
}

const states: Record<string, (h: Harness) => void> = {
  loading: (h) => {
    const s = snapshotOf(h);
    expect(selectIsBusy(s)).toBe(true);
    expect(h.loads.at(-1)?.input).toEqual({
      applicationId: INPUT.applicationId,
      language: h.language,
    });
  },
  failed: (h) => {
    expect(selectLoadFailure(snapshotOf(h))).toBe(KFS_LOAD_FAILED);
    expect(selectError(snapshotOf(h))).toBeNull();
    expect(selectCanSendCode(snapshotOf(h))).toBe(false);
    expect(selectIsAcknowledged(snapshotOf(h))).toBe(false);
  },
  'issued.idle': (h) => {
    expectShown(h, false);
    expect(selectCanSendCode(snapshotOf(h))).toBe(true);
    expect(selectIsAcknowledged(snapshotOf(h))).toBe(false);
    expect(selectError(snapshotOf(h))).toBeNull();
  },
  'issued.pdfFailed': (h) => {
    expectShown(h, false);
    expect(selectError(snapshotOf(h))).toBe(PDF_FAILED);
    expect(selectIsAcknowledged(snapshotOf(h))).toBe(false);
  },
  downloading: (h) => {
    expect(selectIsDownloading(snapshotOf(h))).toBe(true);
    expect(selectIsAcknowledged(snapshotOf(h))).toBe(false);
    expect(h.pdfs.at(-1)?.input).toEqual({
      applicationId: INPUT.applicationId,
      language: h.language,
      proposalNumber: 'KFS-RN1234567-1',
    });
  },
  codeSent: (h) => {
    const otp = selectOtp(snapshotOf(h));
    expect(otp?.getSnapshot().context.mobile).toBe(INPUT.mobile);
    expect(selectIsAcknowledged(snapshotOf(h))).toBe(false);
  },
  expired: (h) => {
    expect(selectIsExpired(snapshotOf(h))).toBe(true);
    expect(selectCanSendCode(snapshotOf(h))).toBe(false);
    expect(selectOtp(snapshotOf(h))).toBeUndefined();
    expect(selectIsAcknowledged(snapshotOf(h))).toBe(false);
  },
  'acknowledged.idle': (h) => {
    expectShown(h, true);
    expect(selectIsAcknowledged(snapshotOf(h))).toBe(true);
    expect(selectCanSendCode(snapshotOf(h))).toBe(false);
    expect(selectError(snapshotOf(h))).toBeNull();
  },
  'acknowledged.pdfFailed': (h) => {
    expectShown(h, true);
    expect(selectIsAcknowledged(snapshotOf(h))).toBe(true);
    expect(selectError(snapshotOf(h))).toBe(PDF_FAILED);
  },
  downloadingAcknowledged: (h) => {
    expect(selectIsDownloading(snapshotOf(h))).toBe(true);
    // The same version, still acknowledged: Accept stays enabled while the PDF comes.
    expect(selectIsAcknowledged(snapshotOf(h))).toBe(true);
  },
};

describeModel(
  'KFS model: its generated paths run against the real KFS chart',
  kfsModel,
  states,
  async (path, checks) => {
    const h = start();
    const settled = () => waitFor(h.actor, (s) => !s.hasTag('busy'));
    await path.test({
      states: checks(() => h),
      events: {
        SERVER_ANSWERS: async () => {
          h.loads.at(-1)?.resolve({
            statement: statementOf(h.language, false),
            texts: h.language === 'hi' ? kfsHindi : kfsEnglish,
          });
          await settled();
        },
        SERVER_ANSWERS_ACKNOWLEDGED: async () => {
          h.loads.at(-1)?.resolve({
            statement: statementOf(h.language, true),
            texts: h.language === 'hi' ? kfsHindi : kfsEnglish,
          });
          await settled();
        },
        CONNECTION_DROPS: async () => {
          h.loads.at(-1)?.reject(new ApiError(0, 'Something went wrong!'));
          await settled();
        },
        RETRY: () => h.actor.send({ type: 'kfs.retry' }),
        SWITCH_LANGUAGE: () => {
          h.language = h.language === 'en' ? 'hi' : 'en';
          h.actor.send({ type: 'language.choose', language: h.language });
          expect(h.remembered.at(-1)).toBe(h.language);
        },
        SEND_CODE: () => h.actor.send({ type: 'code.send' }),
        CANCEL: () => h.actor.send({ type: 'code.cancel' }),
        BORROWER_TYPES_CODE: async () => {
          const otp = selectOtp(snapshotOf(h));
          if (!otp) throw new Error('The OTP modal is not open');
          otp.send({ type: 'mobile.submit' });
          await waitFor(otp, (s) => s.hasTag('askingCode') && !s.hasTag('busy'));
          otp.send({ type: 'otp.change', code: CODE });
          otp.send({ type: 'otp.submit' });
          await waitFor(h.actor, (s) => s.matches('loading'));
          expect(h.verified.at(-1)).toEqual({
            sessionId: 'session-1',
            code: CODE,
            mobile: INPUT.mobile,
          });
        },
        SERVER_SAYS_CHANGED: async () => {
          const otp = selectOtp(snapshotOf(h));
          if (!otp) throw new Error('The OTP modal is not open');
          h.server.changed = true;
          const sends = h.server.sends;
          otp.send({ type: 'mobile.submit' });
          await waitFor(h.actor, (s) => s.matches('expired'));
          // One send, refused: the modal closed on the statement to read again.
          expect(h.server.sends).toBe(sends + 1);
          h.server.changed = false;
        },
        REISSUE: () => h.actor.send({ type: 'kfs.reissue' }),
        DOWNLOAD: () => h.actor.send({ type: 'pdf.download' }),
        PDF_ARRIVES: async () => {
          h.pdfs.at(-1)?.resolve();
          await settled();
        },
        PDF_FAILS: async () => {
          h.pdfs.at(-1)?.reject(new ApiError(0, 'Something went wrong!'));
          await settled();
        },
      },
    });
  },
);

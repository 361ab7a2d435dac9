import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { loadKfsTexts } from '../i18n/kfs';
import type { Language } from '../i18n/language';
import { kfsMachine } from '../machines/kfs/machine';
import type { DownloadPdfInput, LoadedStatement, LoadStatementInput } from '../machines/kfs/types';
import { otpMachine } from '../machines/otp/machine';
import type {
  ResendCodeInput,
  SendCodeInput,
  SendCodeOutput,
  VerifyCodeInput,
  VerifyCodeOutput,
} from '../machines/otp/types';
import { errorTextFrom, UNKNOWN_FAILURE_TEXT } from '../machines/failure';
import type { ApiClient } from './api/client';
import { ApiError, codeOf, NETWORK_FAILURE_STATUS } from './api/api-error';
import { unwrap } from './api/unwrap';
import type { Runtime } from './runtime';
import { createDocumentLanguageStore } from './storage/document-language';

/*
 * The Key Fact Statement of an application (issue 21): GET /kfs and /kfs/pdf, and the code that
 * acknowledges it (POST /kfs/send-otp, /kfs/acknowledge), with the partner's login token.
 */

/** What the KFS screen gives its flow: its application (the code's), the browser saving a file. */
export interface KfsPage {
  applicationId: string;
  save: (file: Blob, name: string) => void;
}

const pathOf = (applicationId: string) => ({ path: { id: applicationId } });

/** The code of send-otp's 409 for a statement shown that is no longer current. */
export const KFS_CHANGED_CODE = 'KFS_CHANGED';

/**
 * What the KFS channel is told by the screen: the statement it shows (its proposal number, the
 * one the code is sent for), and whom to tell when the server says it changed.
 */
export interface KfsShown {
  proposalNumber: () => string | null;
  changed: () => void;
}

/**
 * The code that acknowledges the statement shown: the OTP chart's channel for the KFS.
 * `shownIn` is the language the statement is shown in (the consent ledger records it).
 */
export function kfsOtp(
  client: ApiClient,
  applicationId: string,
  shownIn: () => Language,
  shown: KfsShown,
) {
  /*
   * Every KFS send is a session of its own (there is no resend of a KFS code), while the OTP
   * chart keeps the session of its first send: the channel remembers the latest one and
   * verifies against it, so Resend OTP gives the borrower a new code that works.
   */
  let latestSession: string | null = null;
  const send = async (signal: AbortSignal) => {
    try {
      const { data } = await unwrap(
        client.POST('/v1/loan-application/{id}/kfs/send-otp', {
          params: pathOf(applicationId),
          body: { proposal_number: shown.proposalNumber() ?? '' },
          signal,
        }),
      );
      latestSession = data.session_id;
      return { sessionId: data.session_id };
    } catch (error) {
      // The statement on screen is not the one the server would text: the screen reads it again.
      if (error instanceof ApiError && error.status === 409 && error.code === KFS_CHANGED_CODE) {
        shown.changed();
      }
      throw error;
    }
  };
  return {
    // The server sends to the application's mobile, whatever the modal shows.
    sendCode: fromPromise<SendCodeOutput, SendCodeInput>(({ signal }) => send(signal)),
    resendCode: fromPromise<void, ResendCodeInput>(async ({ signal }) => {
      await send(signal);
    }),
    verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(async ({ input, signal }) => {
      await unwrap(
        client.POST('/v1/loan-application/{id}/kfs/acknowledge', {
          params: { ...pathOf(applicationId), query: { lang: shownIn() } },
          body: { session_id: latestSession ?? input.sessionId, otp: input.code },
          signal,
        }),
      );
      // No token: the code logs nobody in; the chart reads the acknowledged statement again.
      return { token: '' };
    }),
  };
}

export function kfsCalls(client: ApiClient) {
  return {
    /** The current statement (issued on read) with its labels, both in `language`. */
    async load(applicationId: string, language: Language, signal?: AbortSignal) {
      const [answer, texts] = await Promise.all([
        unwrap(
          client.GET('/v1/loan-application/{id}/kfs', {
            params: { ...pathOf(applicationId), query: { lang: language } },
            signal,
          }),
        ),
        loadKfsTexts(language),
      ]);
      return { statement: answer.data, texts };
    },

    /** The statement as the server's PDF. */
    async pdf(applicationId: string, language: Language, signal?: AbortSignal): Promise<Blob> {
      let result;
      try {
        result = await client.GET('/v1/loan-application/{id}/kfs/pdf', {
          params: { ...pathOf(applicationId), query: { lang: language } },
          parseAs: 'blob',
          signal,
        });
      } catch {
        throw new ApiError(NETWORK_FAILURE_STATUS, UNKNOWN_FAILURE_TEXT);
      }
      if (!result.response.ok || !result.data) {
        const { code, params } = codeOf(result.error);
        throw new ApiError(result.response.status, errorTextFrom(result.error), code, params);
      }
      return result.data;
    },
  };
}

/**
 * The documents' language on this device (the app's, unless a document's switch chose another):
 * the statement opens in it.
 */
export function rememberedLanguage(): Language {
  return createDocumentLanguageStore().get();
}

/** The KFS chart with the real server behind it, for one application. */
export function createKfsMachine(runtime: Pick<Runtime, 'client'>, page: KfsPage) {
  const calls = kfsCalls(runtime.client);
  const languages = createDocumentLanguageStore();
  // The statement last read is the one on screen: the code is sent for its number.
  let shownNumber: string | null = null;
  // While the modal is open, the chart's ear for the server's 'changed' answer.
  let tellChanged: (() => void) | null = null;
  const shown: KfsShown = {
    proposalNumber: () => shownNumber,
    changed: () => tellChanged?.(),
  };
  return kfsMachine.provide({
    actors: {
      loadStatement: fromPromise<LoadedStatement, LoadStatementInput>(async ({ input, signal }) => {
        const loaded = await calls.load(input.applicationId, input.language, signal);
        shownNumber = loaded.statement.proposal_number;
        return loaded;
      }),
      statementChanges: fromCallback<EventObject>(({ sendBack }) => {
        tellChanged = () => sendBack({ type: 'kfs.changed' });
        return () => {
          tellChanged = null;
        };
      }),
      downloadPdf: fromPromise<void, DownloadPdfInput>(async ({ input, signal }) => {
        const file = await calls.pdf(input.applicationId, input.language, signal);
        page.save(file, `${input.proposalNumber}-${input.language}.pdf`);
      }),
      // The statement opens in the remembered language and every switch is remembered, so the
      // store holds the language shown (no switch while the modal is open).
      otp: otpMachine.provide({
        actors: kfsOtp(runtime.client, page.applicationId, () => languages.get(), shown),
      }),
    },
    actions: {
      rememberLanguage: (_, params) => languages.remember(params.language),
    },
  });
}

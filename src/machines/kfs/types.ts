import type { Language } from '../../i18n/language';
import type { KfsTexts } from '../../i18n/kfs';
import type { components } from '../../services/api/schema';

/**
 * The Key Fact Statement as the server answers it (GET /kfs): the contract's type, a type-only
 * import (machines never reach the API client).
 */
export type KeyFactStatement = components['schemas']['KeyFactStatement'];

export interface KfsInput {
  applicationId: string;
  /** The application's mobile: where the code goes (the OTP modal shows it). */
  mobile: string;
  /** The language last chosen on this device (the language store's). */
  language: Language;
}

export interface KfsContext {
  applicationId: string;
  mobile: string;
  language: Language;
  /** The statement last read; null until the first answer. */
  statement: KeyFactStatement | null;
  /** The labels of the statement in `language` (src/i18n/kfs), loaded with it. */
  texts: KfsTexts | null;
  /** Why the statement could not be read, or the PDF downloaded. */
  error: string | null;
}

export type KfsEvent =
  /** The language switch: English or हिन्दी. */
  | { type: 'language.choose'; language: Language }
  /** 'Send code to borrower': the OTP modal opens on the application's mobile. */
  | { type: 'code.send' }
  /** The OTP modal closed without a verified code. */
  | { type: 'code.cancel' }
  /** Download PDF, in the language shown. */
  | { type: 'pdf.download' }
  /** send-otp answered that the statement shown changed or expired (409). */
  | { type: 'kfs.changed' }
  /** A changed or expired statement: read it again (GET /kfs issues the next version). */
  | { type: 'kfs.reissue' }
  /** Reading the statement failed: try again. */
  | { type: 'kfs.retry' };

export interface LoadStatementInput {
  applicationId: string;
  language: Language;
}

/** The statement with its labels: both in the language asked for. */
export interface LoadedStatement {
  statement: KeyFactStatement;
  texts: KfsTexts;
}

export interface DownloadPdfInput {
  applicationId: string;
  language: Language;
  /** Names the file: '<proposal number>-<lang>.pdf'. */
  proposalNumber: string;
}

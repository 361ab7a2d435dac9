import type { ConsentTextsLike } from './en';
import { bureauConsentV1Hindi } from './texts/bureau-consent-v1.hi';
import { kfsAcknowledgementV1Hindi } from './texts/kfs-acknowledgement-v1.hi';
import { termsV1Hindi } from './texts/terms-v1.hi';

/*
 * The current consent texts in Hindi, at the English versions (docs/hindi-glossary.md lists
 * the words chosen).
 */
export const consentsHindi: ConsentTextsLike = {
  TERMS: termsV1Hindi,
  BUREAU_CONSENT: bureauConsentV1Hindi,
  KFS_ACKNOWLEDGEMENT: kfsAcknowledgementV1Hindi,
};

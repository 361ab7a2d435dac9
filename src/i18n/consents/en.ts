import { bureauConsentV1English } from './texts/bureau-consent-v1.en';
import { kfsAcknowledgementV1English } from './texts/kfs-acknowledgement-v1.en';
import { termsV1English } from './texts/terms-v1.en';

/*
 * The current consent texts in English: each kind's newest version file. Hindi (hi.ts) must
 * give the same kinds at the same versions (the type checker refuses another).
 */
export const consentsEnglish = {
  TERMS: termsV1English,
  BUREAU_CONSENT: bureauConsentV1English,
  KFS_ACKNOWLEDGEMENT: kfsAcknowledgementV1English,
} as const;

/** Another language's current texts: every kind, at the English version. */
export type ConsentTextsLike = {
  readonly [K in keyof typeof consentsEnglish]: {
    readonly kind: K;
    readonly version: (typeof consentsEnglish)[K]['version'];
    readonly text: string;
    readonly link?: string;
  };
};

import type { ConsentText } from '../kinds';

/* The lender (credit bureau) consent in Hindi, version 1: the same as bureau-consent-v1.en.ts. */
export const bureauConsentV1Hindi = {
  kind: 'BUREAU_CONSENT',
  version: 1,
  text: 'मेरी सहमति है कि इस ऋण आवेदन के आकलन के लिए ऋणदाता ऋण सूचना कंपनियों (क्रेडिट ब्यूरो) से मेरी क्रेडिट रिपोर्ट लें, जैसा {link} में बताया गया है।',
  link: 'ऋणदाता सहमति',
} as const satisfies ConsentText;

import type { ConsentText } from '../kinds';

/* The terms checkbox in Hindi, version 1: the same promise as terms-v1.en.ts. */
export const termsV1Hindi = {
  kind: 'TERMS',
  version: 1,
  text: 'मैंने {link} पढ़ ली हैं और मुझे स्वीकार हैं। इस आवेदन में दी गई जानकारी सही है।',
  link: 'नियम और शर्तें',
} as const satisfies ConsentText;

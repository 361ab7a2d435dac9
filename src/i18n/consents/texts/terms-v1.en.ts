import type { ConsentText } from '../kinds';

/*
 * The terms checkbox of the first step, version 1 (issue 21). Never edit a shipped version:
 * records name it. A new wording is terms-v2.{en,hi}.ts, and en.ts / hi.ts point to it.
 */
export const termsV1English = {
  kind: 'TERMS',
  version: 1,
  text: 'I have read and accept the {link}, and the details given in this application are true.',
  link: 'Terms and Conditions',
} as const satisfies ConsentText;

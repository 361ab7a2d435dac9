import type { ConsentText } from '../kinds';

/*
 * The lender (credit bureau) consent of the first step, version 1 (issue 21): the rules engine
 * asks a bureau for the borrower's report to make the offer. Never edit a shipped version.
 */
export const bureauConsentV1English = {
  kind: 'BUREAU_CONSENT',
  version: 1,
  text: 'I allow the lenders to get my credit report from credit bureaus to assess this loan application, as the {link} sets out.',
  link: 'Lenders Consent',
} as const satisfies ConsentText;

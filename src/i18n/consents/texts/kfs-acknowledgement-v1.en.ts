import type { ConsentText } from '../kinds';

/*
 * What the borrower acknowledges with the code sent to their mobile, version 1 (issue 21):
 * the circular asks that the Key Fact Statement be given in a language the borrower
 * understands and acknowledged. Never edit a shipped version.
 */
export const kfsAcknowledgementV1English = {
  kind: 'KFS_ACKNOWLEDGEMENT',
  version: 1,
  text: 'I have received the Key Fact Statement {proposal} in a language I understand, and I have read and understood it: the Annual Percentage Rate, the charges and the repayment schedule.',
} as const satisfies ConsentText;

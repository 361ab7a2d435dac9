import { expect } from 'vitest';

/**
 * An error answer's `code` (issue 32): stable, SCREAMING_SNAKE (in dotted segments for a rule with one name per case). Tests that are about a refusal's
 * words expect any such code; the codes themselves are pinned in tests/api/error-codes.test.ts
 * and wherever a test is about the code.
 */
export const A_CODE: unknown = expect.stringMatching(
  /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*(\.[A-Z][A-Z0-9]*(_[A-Z0-9]+)*)*$/,
);

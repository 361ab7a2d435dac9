import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 below 256: bytes at or above it are skipped, so every letter is
// equally likely (no modulo bias).
const UNBIASED_BELOW = 248;

/** 32 random letters and digits (~190 bits): the shape of application and file ids. */
export function randomId(length = 32): string {
  let id = '';
  while (id.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < UNBIASED_BELOW && id.length < length) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

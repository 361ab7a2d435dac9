import { createHmac, timingSafeEqual } from 'node:crypto';
import { LINK_LIFETIME_SECONDS, type LinkProblem } from './port';

/*
 * The local adapter's stand-in for a presigned URL: /api/v1/files/<id>?expires=<unix seconds>
 * &signature=<HMAC-SHA256 of "<id>.<expires>">. Only the server holds the secret, so a link
 * cannot be made for another file or stretched past its expiry.
 */

/** Where the API serves signed files (server/routes/documents.ts). */
export const SIGNED_FILES_PATH = '/api/v1/files';

export interface LinkSigner {
  /** The path and query that open `fileId` until now + LINK_LIFETIME_SECONDS. */
  sign(fileId: string, now: Date): string;
  /** Why a link is refused, or null when it opens the file. */
  check(fileId: string, expires: string, signature: string, now: Date): LinkProblem | null;
}

export function linkSigner(secret: Buffer): LinkSigner {
  const signatureOf = (fileId: string, expires: string) =>
    createHmac('sha256', secret).update(`${fileId}.${expires}`).digest('base64url');

  return {
    sign(fileId, now) {
      const expires = String(Math.floor(now.getTime() / 1000) + LINK_LIFETIME_SECONDS);
      const query = new URLSearchParams({ expires, signature: signatureOf(fileId, expires) });
      return `${SIGNED_FILES_PATH}/${encodeURIComponent(fileId)}?${query.toString()}`;
    },
    check(fileId, expires, signature, now) {
      if (!/^\d{1,12}$/.test(expires)) return 'altered';
      const expected = Buffer.from(signatureOf(fileId, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'altered';
      return Number(expires) * 1000 <= now.getTime() ? 'expired' : null;
    },
  };
}

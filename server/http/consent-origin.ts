import type { Context } from 'hono';
import type { AppEnv } from './auth';
import { requestHeader } from './request-header';

/** Where a consent was given from, as the consent ledger keeps it (issue 21 item 4). */
export interface ConsentOrigin {
  /** The client's address as client-address.ts decides it (a trusted proxy's X-Forwarded-For). */
  clientAddress: string;
  /** The browser's User-Agent as sent, cut to USER_AGENT_MAX characters; null when none. */
  userAgent: string | null;
}

/** Longer than any real browser's; a longer header is somebody padding the ledger. */
export const USER_AGENT_MAX = 512;

export function consentOrigin(c: Context<AppEnv>): ConsentOrigin {
  const agent = requestHeader(c, 'user-agent')?.trim();
  return {
    clientAddress: c.var.clientIp,
    userAgent: agent ? agent.slice(0, USER_AGENT_MAX) : null,
  };
}

import { DEFAULT_LENDER_TIMEOUT_MS, httpLenderGateway } from '../adapters/lenders/http';
import { unsetLenderGateway, type LenderGateway } from '../adapters/lenders/port';
import { sandboxLenderGateway } from '../adapters/lenders/sandbox';
import type { Mode } from '../deps';

/*
 * Which lender the server sends leads to, from the environment (README, "Configuration"):
 *   RINN_LENDER_API_URL     a lender API (http or https): leads and documents go there
 *   RINN_LENDER_API_KEY     sent as its x-api-key header
 *   RINN_LENDER_TIMEOUT_MS  how long to wait for it, 100–120000 (default 10000)
 * Unset URL: the in-process sandbox lender in demo and dev; in production sending is refused
 * with 502 and a clear message, because the sandbox's answers would be false there.
 */

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string) => env[name]?.trim() || undefined;

export function readLenderTimeout(env: Env): number {
  const value = read(env, 'RINN_LENDER_TIMEOUT_MS');
  if (value === undefined) return DEFAULT_LENDER_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 120_000) {
    throw new Error(
      `RINN_LENDER_TIMEOUT_MS must be a whole number from 100 to 120000 (got "${value}")`,
    );
  }
  return ms;
}

export function openLenderGateway(env: Env, mode: Mode): LenderGateway {
  const url = read(env, 'RINN_LENDER_API_URL');
  const timeoutMs = readLenderTimeout(env);
  if (url === undefined) return mode === 'production' ? unsetLenderGateway : sandboxLenderGateway();
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`RINN_LENDER_API_URL must be an http or https URL (got "${url}")`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`RINN_LENDER_API_URL must be an http or https URL (got "${url}")`);
  }
  return httpLenderGateway({ url, apiKey: read(env, 'RINN_LENDER_API_KEY'), timeoutMs });
}

import type { Mode } from './deps';
import { DEMO_PARTNER_MOBILE } from './db/seed';

export interface BannerFacts {
  url: string;
  mode: Mode;
  database: string;
  webhookUrl: string | undefined;
  staticRoot: string | undefined;
  /** The lender gateway's kind: 'unset' (production without a lender API) gets a line. */
  lenders?: 'sandbox' | 'http' | 'unset';
}

/** What the server prints once it listens: where it is and how to use it. */
export function banner(facts: BannerFacts): string[] {
  const { url, mode, database, webhookUrl, staticRoot } = facts;
  const lines = [
    `Rinn is running at ${url} (mode: ${mode})`,
    `Database: ${database}`,
    `SMS: ${webhookUrl ? 'webhook (RINN_SMS_WEBHOOK_URL)' : `dev outbox at ${url}/api/dev/outbox`}`,
    `API docs: ${url}/api/docs`,
    staticRoot ? `Front end: ${staticRoot}` : 'Front end: not built (run `npm run build`)',
  ];
  if (facts.lenders === 'unset') {
    lines.push('Lenders: none — Send to Lender answers 502 until RINN_LENDER_API_URL is set');
  }
  if (mode !== 'production') {
    lines.push(
      `${mode === 'demo' ? 'Demo' : 'Dev'} mode: demo people are seeded and the dev outbox shows every OTP to this machine only. Not for real borrowers: set RINN_MODE=production.`,
    );
    lines.push(
      webhookUrl
        ? `Demo partner: mobile ${DEMO_PARTNER_MOBILE} — the OTP goes to the SMS webhook`
        : `Demo partner: mobile ${DEMO_PARTNER_MOBILE} — read the OTP at ${url}/api/dev/outbox`,
    );
  }
  return lines;
}

/** The banner's last line under RINN_WORKERS (the pids let an operator find each worker). */
export function workersLine(pids: number[]): string {
  const count = `${pids.length} process${pids.length === 1 ? '' : 'es'}`;
  return `Workers: ${count} (pids ${pids.join(', ')}), each with its own database pool`;
}

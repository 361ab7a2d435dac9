import type {
  DocumentsToUpload,
  DocumentsUploaded,
  LeadSent,
  LeadToSend,
  LenderGateway,
} from './port';
import { LenderUnavailable } from './port';

/*
 * A real lender API over HTTP (RINN_LENDER_API_URL, RINN_LENDER_API_KEY,
 * RINN_LENDER_TIMEOUT_MS). One API serves every lender, named in the path, as a lender hub
 * does:
 * - POST {url}/lenders/{lender_id}/leads, JSON { application, decision }
 *   → 2xx JSON { status, client_reference_id, … }
 * - POST {url}/lenders/{lender_id}/leads/{lead_id}/documents, multipart: application_id and one
 *   `documents` part per file → 2xx JSON { status, … }
 * The key goes in the x-api-key header. No answer within the timeout, a network failure, a
 * non-2xx answer or one without those fields throws LenderUnavailable; the error names no
 * personal data (the body holds the borrower's).
 */

export interface HttpLenderOptions {
  url: string;
  apiKey?: string | undefined;
  /** Give up on a lender that does not answer (default 10 s). */
  timeoutMs?: number | undefined;
}

export const DEFAULT_LENDER_TIMEOUT_MS = 10_000;

const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

type Answer = Record<string, unknown>;

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

export function httpLenderGateway(options: HttpLenderOptions): LenderGateway {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_LENDER_TIMEOUT_MS;
  const keyHeader: Record<string, string> = options.apiKey ? { 'x-api-key': options.apiKey } : {};

  async function post(path: string, body: BodyInit, headers: Record<string, string>) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', ...keyHeader, ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new LenderUnavailable(
        name === 'TimeoutError'
          ? `did not answer within ${timeoutMs} ms`
          : `could not be reached (${name})`,
      );
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new LenderUnavailable(`answered HTTP ${response.status}`);
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return parsed as Answer;
      }
    } catch {
      // Not JSON: answered below like any other answer without the fields.
    }
    throw new LenderUnavailable('answered something other than a JSON object');
  }

  const lenderPath = (lenderId: string) => `/lenders/${encodeURIComponent(lenderId)}`;

  return {
    kind: 'http',
    async sendLead(lead: LeadToSend): Promise<LeadSent> {
      const answer = await post(
        `${lenderPath(lead.lender.id)}/leads`,
        JSON.stringify({ application: lead.application, decision: lead.decision }),
        { 'content-type': 'application/json' },
      );
      const { status, client_reference_id } = answer;
      if (!nonEmpty(status) || !nonEmpty(client_reference_id)) {
        throw new LenderUnavailable('answered without a status and a client_reference_id');
      }
      return { status, client_reference_id, raw: answer };
    },
    async uploadDocuments(upload: DocumentsToUpload): Promise<DocumentsUploaded> {
      const form = new FormData();
      form.set('application_id', upload.applicationId);
      for (const document of upload.documents) {
        const bytes = await document.bytes();
        const extension = EXTENSIONS[document.content_type] ?? 'bin';
        form.append(
          'documents',
          new Blob([bytes], { type: document.content_type }),
          `${document.file_type}-${document.id}.${extension}`,
        );
      }
      const answer = await post(
        `${lenderPath(upload.lender.id)}/leads/${encodeURIComponent(upload.leadId)}/documents`,
        form,
        {},
      );
      if (!nonEmpty(answer['status'])) throw new LenderUnavailable('answered without a status');
      return { status: answer['status'], raw: answer };
    },
  };
}

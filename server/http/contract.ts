import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** openapi/openapi.yaml, found from this file so the server works from any working directory. */
export const CONTRACT_PATH = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof METHODS)[number];

export interface ContractOperation {
  method: HttpMethod;
  /** As written in the document, without the /api server prefix: /v1/loan-application/{id}. */
  path: string;
  /** The media types its request body may have (empty when it takes none). */
  bodyTypes: string[];
}

export interface LoadedContract {
  yaml: string;
  document: unknown;
  operations: ContractOperation[];
}

/** The contract, or null while it does not exist yet (the server still starts). */
export function loadContract(path: string = CONTRACT_PATH): LoadedContract | null {
  if (!existsSync(path)) return null;
  const yaml = readFileSync(path, 'utf8');
  const document: unknown = parse(yaml);
  const paths =
    document !== null && typeof document === 'object' && 'paths' in document
      ? (document.paths as Record<string, Record<string, unknown> | null>)
      : {};
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as { requestBody?: { content?: object } } | undefined;
      if (!operation) continue;
      operations.push({
        method,
        path,
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
      });
    }
  }
  return { yaml, document, operations };
}

/** /v1/loan-application/{id}/lender/{lenderId} → /v1/loan-application/:id/lender/:lenderId */
export function toHonoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Static segments before parameters (/v1/x/count before /v1/x/{id}), so the first match is the
 * most specific operation whatever order the document lists them in. Otherwise document order.
 */
export function specificFirst(a: ContractOperation, b: ContractOperation): number {
  const left = a.path.split('/');
  const right = b.path.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const leftParam = left[index]?.startsWith('{') ?? false;
    const rightParam = right[index]?.startsWith('{') ?? false;
    if (leftParam !== rightParam) return leftParam ? 1 : -1;
  }
  return 0;
}

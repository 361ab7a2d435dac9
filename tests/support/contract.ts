import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OpenAPIRouter, OpenAPIValidator, type Document } from 'openapi-backend';
import { parse } from 'yaml';

/**
 * Checks answers of the API against openapi/openapi.yaml, the single source of truth.
 *
 * openapi-backend's OpenAPIBackend.init() validates the document as OpenAPI 3.0 and rejects our
 * 3.1 document, so we use its router and validator directly on a document we dereference here.
 * Its Ajv speaks JSON Schema draft-07, which covers every keyword the document uses
 * (type arrays with 'null', const, exclusiveMinimum as a number).
 */

export interface ContractOperation {
  method: string;
  /** Path template with the /api prefix, e.g. /api/v1/loan-application/{id}. */
  path: string;
  operationId: string;
}

const API_ROOT = '/api';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const documentUrl = new URL('../../openapi/openapi.yaml', import.meta.url);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Contract {
  document: Document;
  router: OpenAPIRouter;
  validator: OpenAPIValidator;
  operations: ContractOperation[];
}

let cached: Contract | undefined;

function resolvePointer(root: Json, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
  let node: Json | undefined = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node =
      node !== null && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
    if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  }
  return node;
}

/** Replaces every local $ref by its target (siblings such as description are dropped). */
function dereference(root: Json, node: Json = root, trail: readonly string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => dereference(root, item, trail));
  if (node === null || typeof node !== 'object') return node;
  const ref = node['$ref'];
  if (typeof ref === 'string') {
    if (trail.includes(ref)) throw new Error(`Circular $ref ${[...trail, ref].join(' → ')}`);
    return dereference(root, resolvePointer(root, ref), [...trail, ref]);
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereference(root, value, trail)]),
  );
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function load(): Contract {
  if (cached) return cached;
  const raw = parse(readFileSync(fileURLToPath(documentUrl), 'utf8')) as Json;
  const document = dereference(raw) as unknown as Document;
  const router = new OpenAPIRouter({ definition: document, apiRoot: API_ROOT });
  const validator = new OpenAPIValidator({
    definition: document,
    router,
    lazyCompileValidators: true,
    customizeAjv: (ajv) => {
      ajv.addFormat('date', isCalendarDate);
      ajv.addFormat(
        'date-time',
        (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
      );
      ajv.addFormat('uuid', UUID);
      ajv.addFormat('email', EMAIL);
      // Uploads are multipart; binary only ever describes request parts, never JSON answers.
      ajv.addFormat('binary', () => true);
      return ajv;
    },
  });
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operationId = item?.[method]?.operationId;
      if (operationId) operations.push({ method, path: `${API_ROOT}${path}`, operationId });
    }
  }
  cached = { document, router, validator, operations };
  return cached;
}

/** Every operation of the contract: method (lower case), path template with /api, operationId. */
export function contractOperations(): ContractOperation[] {
  return load().operations.map((operation) => ({ ...operation }));
}

/**
 * Throws a readable error unless `body` is what the contract documents for this operation and
 * status. `path` is concrete (e.g. /api/v1/loan-application/abc…/personal-info, query allowed).
 * An undocumented operation or status is a failure too.
 */
export function expectMatchesContract(
  method: string,
  path: string,
  status: number,
  body: unknown,
): void {
  const { router, validator } = load();
  const [pathname = path, query = ''] = path.split('?');
  const operation = router.matchOperation({
    method: method.toLowerCase(),
    path: pathname,
    query,
    headers: {},
  });
  const where = `${method.toUpperCase()} ${path} → ${status}`;
  if (!operation?.operationId) {
    throw new Error(`${where}: no operation in openapi/openapi.yaml matches this method and path`);
  }
  const responses = operation.responses ?? {};
  if (!Object.prototype.hasOwnProperty.call(responses, String(status))) {
    throw new Error(
      `${where}: status ${status} is not documented for ${operation.operationId} ` +
        `(documented: ${Object.keys(responses).join(', ')})`,
    );
  }
  const statusCode =
    body !== null && typeof body === 'object'
      ? (body as Record<string, unknown>)['status_code']
      : undefined;
  if (statusCode !== undefined && statusCode !== status) {
    throw new Error(
      `${where}: body.status_code is ${JSON.stringify(statusCode)}, not the HTTP status`,
    );
  }
  const result = validator.validateResponse(body, operation.operationId, status);
  if (!result.valid) {
    const problems = (result.errors ?? [])
      .map(
        (error) =>
          `  - ${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}` +
          (error.params && Object.keys(error.params).length
            ? ` ${JSON.stringify(error.params)}`
            : ''),
      )
      .join('\n');
    throw new Error(
      `${where}: body does not match the contract of ${operation.operationId}:\n${problems}\n` +
        `body: ${JSON.stringify(body, null, 2)}`,
    );
  }
}

/** One property of a request body, wherever it is nested: a path and its (dereferenced) schema. */
export interface BodyProperty {
  /** Dot path; an array's items are `[]` ('references.[].name', 'bank_statement.[]'). */
  path: string;
  schema: Record<string, unknown>;
}

/** A write operation's request body of one media type, with every property in it. */
export interface RequestBody {
  method: string;
  /** Path template with the /api prefix. */
  path: string;
  operationId: string;
  mediaType: string;
  properties: BodyProperty[];
}

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every schema in a body schema with its path: allOf/oneOf/anyOf merged, objects and arrays entered. */
function propertiesOf(schema: unknown, path: string, out: BodyProperty[]): void {
  if (!isNode(schema)) return;
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const parts = schema[key];
    if (Array.isArray(parts)) for (const part of parts) propertiesOf(part, path, out);
  }
  const types = ([] as unknown[]).concat(schema['type'] ?? []);
  if (
    path !== '' &&
    (types.includes('string') || types.includes('number') || types.includes('integer'))
  ) {
    out.push({ path, schema });
  }
  const properties = schema['properties'];
  if (isNode(properties)) {
    for (const [name, property] of Object.entries(properties)) {
      propertiesOf(property, path === '' ? name : `${path}.${name}`, out);
    }
  }
  if (schema['items'] !== undefined) propertiesOf(schema['items'], `${path}.[]`, out);
}

/** Every request body of the contract (all write operations, every media type they take). */
export function contractRequestBodies(): RequestBody[] {
  const { document } = load();
  const bodies: RequestBody[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as SchemaNode | undefined;
      const content = isNode(operation?.['requestBody'])
        ? (operation['requestBody'] as SchemaNode)['content']
        : undefined;
      if (!operation || !isNode(content)) continue;
      for (const [mediaType, media] of Object.entries(content)) {
        const properties: BodyProperty[] = [];
        propertiesOf(isNode(media) ? media['schema'] : undefined, '', properties);
        bodies.push({
          method,
          path: `${API_ROOT}${path}`,
          operationId: String(operation['operationId']),
          mediaType,
          properties,
        });
      }
    }
  }
  return bodies;
}

/** An operation's query parameters as the contract declares them (path-level ones included). */
export interface QueryOperation extends ContractOperation {
  query: { name: string; required: boolean }[];
}

/** Every operation of the contract that declares query parameters. */
export function contractQueryOperations(): QueryOperation[] {
  const { document, operations } = load();
  type Parameter = { in?: string; name?: string; required?: boolean };
  const found: QueryOperation[] = [];
  for (const operation of operations) {
    const item = document.paths?.[operation.path.slice(API_ROOT.length)] as
      Record<string, { parameters?: Parameter[] } | Parameter[] | undefined> | undefined;
    const own = (item?.[operation.method] as { parameters?: Parameter[] } | undefined)?.parameters;
    const shared = (item?.['parameters'] as Parameter[] | undefined) ?? [];
    const query = [...shared, ...(own ?? [])]
      .filter((parameter) => parameter.in === 'query' && typeof parameter.name === 'string')
      .map((parameter) => ({ name: parameter.name as string, required: !!parameter.required }));
    if (query.length > 0) found.push({ ...operation, query });
  }
  return found;
}

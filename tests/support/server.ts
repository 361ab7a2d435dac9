import { randomBytes, randomUUID } from 'node:crypto';
import type { ConsentLibrary } from '../../src/i18n/consents/kinds';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { LenderGateway } from '../../server/adapters/lenders/port';
import { outboxSender, type SmsSender } from '../../server/adapters/sms';
import { createApp, type Mode } from '../../server/app';
import { IN_MEMORY, openDatabase } from '../../server/db/open';
import type { Database } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed';
import { trustedProxies } from '../../server/http/client-address';
import type { Notifications } from '../../server/db/notifications';
import type { OtpLimits } from '../../server/settings/otp-limits';
import { SessionCache } from '../../server/usecases/session-cache';
import { localStorage } from '../../server/storage/local';
import type { DocumentStorage } from '../../server/storage/port';
import type { Mailer } from '../../server/mail/port';
import { linkSigner } from '../../server/storage/signed-links';
import { expectMatchesContract } from './contract';
import { memoryLog, type MemoryLog } from './logs';
import type { TemplateDatabases } from './template-databases';

/*
 * API tests run the real app in-process (app.request) against a real database: embedded PGlite
 * always, and PostgreSQL too when DATABASE_URL is set. Each test FILE gets one fresh, migrated
 * and seeded database; tests inside a file stay independent by using their own random mobiles,
 * partners and clocks.
 *
 * In a full run, the api project's globalSetup migrates and seeds each database once and every
 * file starts from a copy (tests/support/template-databases.ts). Without it (a file of another
 * project) a file migrates and seeds its own. Measured here (2 cores, other work running): a
 * fresh PGlite takes 4–9 s to boot (initdb); loading a dump of an initialised empty cluster
 * takes ~1 s. So the first such file writes that dump to the temp folder (keyed by PGlite
 * version; it holds no Rinn schema, so it can never go stale as migrations change) and every
 * file starts from it, then migrates and seeds as usual.
 */

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases to run every suite against: PGlite, plus PostgreSQL when DATABASE_URL is set. */
export function databases(): DatabaseKind[] {
  return process.env['DATABASE_URL']?.trim() ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** LISTEN/NOTIFY on this database: every testApp's session cache listens here. */
  notifications: Notifications;
  /** PostgreSQL only: the database's URL, to open it a second time (another process's view). */
  url?: string;
  /**
   * The local storage the demo documents were seeded into (a temporary folder of this
   * database's own): a testApp given it opens them.
   */
  storage: DocumentStorage;
  close(): Promise<void>;
}

const pgliteVersion = (
  JSON.parse(
    readFileSync(
      fileURLToPath(
        new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url),
      ),
      'utf8',
    ),
  ) as { version: string }
).version;

/** A dump of an initialised, empty PGlite cluster: opening from it skips initdb. */
export async function pgliteTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `rinn-pglite-initdb-${pgliteVersion}.tar.gz`);
  if (!existsSync(path)) {
    const fresh = await PGlite.create(IN_MEMORY);
    const dump = await fresh.dumpDataDir('gzip');
    await fresh.close();
    // Written under a unique name and renamed, so a parallel file never reads half a dump.
    const partial = `${path}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

export interface EmptyPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database next to the one adminUrl names (DATABASE_URL), with its own name: empty, or a
 * copy of the `template` database.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<EmptyPostgresDatabase> {
  const name = `rinn_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // Forced: a server under test may still hold connections when the file ends.
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

type OpenedDatabase = Omit<TestDatabase, 'storage'>;

async function openPostgresTestDatabase(
  adminUrl: string,
  template?: string,
): Promise<OpenedDatabase> {
  const created = await createPostgresDatabase(adminUrl, template);
  // A copy of the template is migrated already: migrating again would find nothing to do.
  const opened = await openDatabase({ databaseUrl: created.url, migrate: !template });
  return {
    kind: 'postgres',
    db: opened.db,
    notifications: opened.notifications,
    url: created.url,
    async close() {
      await opened.close();
      await created.drop();
    },
  };
}

/**
 * The migrated and seeded databases the api project's globalSetup made for this run
 * (tests/api/global-setup.ts), or none (another project, or one file run on its own elsewhere).
 */
function templates(): TemplateDatabases | undefined {
  try {
    return inject('templateDatabases');
  } catch {
    return undefined;
  }
}

/** A fresh database of that kind, migrated and seeded with reference and demo data. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const template = templates();
  let database: OpenedDatabase;
  if (kind === 'postgres') {
    const adminUrl = process.env['DATABASE_URL']?.trim();
    if (!adminUrl) throw new Error('DATABASE_URL is not set');
    database = await openPostgresTestDatabase(adminUrl, template?.postgresTemplate);
  } else {
    const start = template ? new Blob([readFileSync(template.pgliteDump)]) : await pgliteTemplate();
    const opened = await openDatabase({ dataDir: IN_MEMORY, loadDataDir: start });
    database = { kind, db: opened.db, notifications: opened.notifications, close: opened.close };
  }
  const { storage, folder } = testStorage();
  const copied = kind === 'postgres' ? template?.postgresTemplate !== undefined : !!template;
  if (copied && template) {
    // The template's demo documents, as seeding this database would have stored them.
    cpSync(template.storageFolder, folder, { recursive: true });
  } else {
    await seedDatabase(database.db, { demo: true, storage });
  }
  return {
    ...database,
    storage,
    async close() {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Time that only moves when a test says so. */
export class TestClock {
  private current: Date;

  constructor(start: Date = new Date()) {
    this.current = new Date(start);
  }

  readonly now = (): Date => new Date(this.current);

  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export interface ApiResponse<TData = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (null when the answer is not JSON). */
  body: { data: TData; message: string; status_code: number };
  text: string;
}

export interface CallOptions {
  /** A JSON value, or a string sent as is (for malformed bodies). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Set false for answers the contract does not describe (unknown paths, 500). */
  contract?: boolean;
  /** The address the request comes from, as the socket would tell (default 127.0.0.1). */
  ip?: string;
  /** The site the request is made on (default localhost): its brand decides some rules. */
  hostname?: string;
}

interface RequestHandler {
  request(input: string, init?: RequestInit, env?: object): Response | Promise<Response>;
}

/** What @hono/node-server hands the app for a request, as far as the client address goes. */
export function socketFrom(ip: string) {
  return {
    incoming: { socket: { remoteAddress: ip, remoteFamily: ip.includes(':') ? 'IPv6' : 'IPv4' } },
  };
}

/**
 * One request to the in-process app. Every JSON answer of a contract path (/api/v1, /api/dev)
 * is checked against openapi/openapi.yaml, so no test can pass on an off-contract answer.
 */
export async function call<TData = unknown>(
  app: RequestHandler,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<TData>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
    // As every HTTP/1.1 client says how long its body is (the server relies on it).
    headers['content-length'] ??= String(Buffer.byteLength(body));
  }
  if (options.token !== undefined) headers['token'] = options.token;
  const response = await app.request(
    options.hostname ? `http://${options.hostname}${path}` : path,
    { method, headers, ...(body ? { body } : {}) },
    socketFrom(options.ip ?? '127.0.0.1'),
  );
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const parsed = (isJson ? JSON.parse(text) : null) as ApiResponse<TData>['body'];
  const onContract = path.startsWith('/api/v1/') || path.startsWith('/api/dev/');
  if (onContract && options.contract !== false) {
    expectMatchesContract(method, path, response.status, parsed);
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

export interface TestAppOptions {
  mode?: Mode;
  clock?: TestClock;
  sms?: SmsSender;
  staticRoot?: string;
  otpSendsPerHour?: number;
  /** Replaces TEST_OTP_LIMITS (server defaults for anything it leaves out). */
  otpLimits?: Partial<OtpLimits>;
  trustedProxies?: string[];
  /** Default: a local folder of its own under the temp folder (testStorage()). */
  storage?: DocumentStorage;
  maxDocumentBytes?: number;
  spoolDir?: string;
  /** false: no session cache, every request reads its session (default: one, as the server runs). */
  sessionCache?: boolean;
  /** Where Email to Lender goes (default: the dev mailbox, or failing in production). */
  mailer?: Mailer;
  lenderEmails?: Record<string, string>;
  /** Where leads go (default: the app's own sandbox lender). */
  lenders?: LenderGateway;
  /** The consent texts recorded against (default: the shipped ones). */
  consentTexts?: ConsentLibrary;
}

/**
 * Document storage in a temporary folder of its own, with a random link secret. The folder is
 * made by the first upload (most suites never upload), unless `create` says now.
 */
export function testStorage(create = false): { storage: DocumentStorage; folder: string } {
  const folder = create
    ? mkdtempSync(join(tmpdir(), 'rinn-test-documents-'))
    : join(tmpdir(), `rinn-test-documents-${randomUUID()}`);
  return { storage: localStorage(folder, linkSigner(randomBytes(32))), folder };
}

/**
 * Every test of a file shares one database and, unless it says otherwise, 127.0.0.1: the limits
 * per address and the guest ceiling are raised so they never decide another test's outcome.
 * Per-mobile limits stay at their defaults (each test has its own mobiles).
 */
export const TEST_OTP_LIMITS: Partial<OtpLimits> = {
  sendsPerIpPerHour: 100_000,
  guestSendsPerHourGlobal: 100_000,
  unknownMobilesPerIpPerHour: 100_000,
};

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Kysely<Database>;
  clock: TestClock;
  /** What the server logged while this app ran. */
  logs: MemoryLog;
  call<TData = unknown>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<ApiResponse<TData>>;
}

/** An app on the file's database with its own clock (dev-outbox SMS unless told otherwise). */
export function testApp(database: TestDatabase, options: TestAppOptions = {}): TestApp {
  const clock = options.clock ?? new TestClock();
  const logs = memoryLog();
  const app = createApp({
    log: logs.log,
    ...(options.trustedProxies ? { trustedProxies: trustedProxies(options.trustedProxies) } : {}),
    db: database.db,
    clock: clock.now,
    sms: options.sms ?? outboxSender(database.db, clock.now),
    mode: options.mode ?? 'dev',
    ...(options.staticRoot ? { staticRoot: options.staticRoot } : {}),
    ...(options.otpSendsPerHour ? { otpSendsPerHour: options.otpSendsPerHour } : {}),
    otpLimits: options.otpLimits ?? TEST_OTP_LIMITS,
    storage: options.storage ?? testStorage().storage,
    ...(options.maxDocumentBytes ? { maxDocumentBytes: options.maxDocumentBytes } : {}),
    ...(options.spoolDir ? { spoolDir: options.spoolDir } : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.lenderEmails ? { lenderEmails: options.lenderEmails } : {}),
    ...(options.lenders ? { lenders: options.lenders } : {}),
    ...(options.consentTexts ? { consentTexts: options.consentTexts } : {}),
    ...(options.sessionCache === false
      ? {}
      : { sessionCache: new SessionCache(database.notifications) }),
  });
  return {
    app,
    db: database.db,
    clock,
    logs,
    call: (method, path, callOptions) => call(app, method, path, callOptions),
  };
}

/** The text of the newest SMS the outbox holds for this mobile. */
export async function latestSms(db: Kysely<Database>, mobile: string): Promise<string> {
  const row = await db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', mobile)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new Error(`No SMS in the outbox for ${mobile}`);
  return row.body;
}

/** The code in the newest SMS for this mobile, as the person would read it. */
export async function latestOtp(db: Kysely<Database>, mobile: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await latestSms(db, mobile))?.[1];
  if (!code) throw new Error(`The newest SMS for ${mobile} holds no 6-digit code`);
  return code;
}

/** A 6-digit code that is not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

const WRITABLE_TABLES = [
  'users',
  'sessions',
  'otp_sessions',
  'otp_sends',
  'outbox',
  'applications',
  'documents',
  'co_applicants',
  'track_misses',
  'lender_statuses',
  'cases',
  'case_lenders',
  'kfs_issues',
  'consents',
  'utm_links',
  'join_us_files',
  'join_us_requests',
  'audit_entries',
  'idempotency_keys',
] as const;

export type RowCounts = Record<(typeof WRITABLE_TABLES)[number], number>;

/** Row counts of every table a request could write, to prove a rejected request wrote nothing. */
export async function rowCounts(db: Kysely<Database>): Promise<RowCounts> {
  const counts = {} as RowCounts;
  for (const table of WRITABLE_TABLES) {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = count;
  }
  return counts;
}

/** Also compares otp_sessions contents, since a rejected verify or resend must not update rows. */
export async function otpSessionState(db: Kysely<Database>) {
  return db.selectFrom('otp_sessions').selectAll().orderBy('id').execute();
}

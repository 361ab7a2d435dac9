import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import type { NewUser } from '../../server/db/schema';
import { insertApplication, type ApplicationSeed } from './applications';
import { withOwnFiles } from './section-bodies';
import {
  openTestDatabase,
  testApp,
  type DatabaseKind,
  type TestApp,
  type TestAppOptions,
  type TestDatabase,
} from './server';
import { createPartner, loginToken } from './accounts';

/*
 * The opening every API suite shares: the file's database and app, registered in
 * beforeAll/afterAll, and a partner with a login token. What they hand back is ready at once
 * (so a suite can write `const { t } = useTestDatabase(kind)` at the top of its describe) and
 * forwards to the real objects, which exist once beforeAll has run.
 */

/** A part of a suite's world, which exists once beforeAll has run. */
function ready<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The suite’s database is ready only inside tests');
  return value;
}

export interface SuiteWorld {
  /** The file's database (migrated and seeded), to open another app on it. */
  database: TestDatabase;
  /** The app on it. */
  t: TestApp;
}

/** Registers a fresh database of `kind` (beforeAll), closed after the suite (afterAll). */
export function useDatabase(kind: DatabaseKind): TestDatabase {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(kind);
  });
  afterAll(() => opened?.close());
  return {
    kind,
    get db() {
      return ready(opened).db;
    },
    get notifications() {
      return ready(opened).notifications;
    },
    get url() {
      return ready(opened).url;
    },
    get storage() {
      return ready(opened).storage;
    },
    close: () => ready(opened).close(),
  };
}

/**
 * Registers a fresh database of `kind` and an app on it (beforeAll), closed after the suite
 * (afterAll). `options` may depend on the database (a storage of its own, for one).
 */
export function useTestDatabase(
  kind: DatabaseKind,
  options: TestAppOptions | ((database: TestDatabase) => TestAppOptions) = {},
): SuiteWorld {
  const database = useDatabase(kind);
  let app: TestApp | undefined;
  beforeAll(() => {
    app = testApp(database, typeof options === 'function' ? options(database) : options);
  });
  const t: TestApp = {
    get app() {
      return ready(app).app;
    },
    get db() {
      return ready(app).db;
    },
    get clock() {
      return ready(app).clock;
    },
    get logs() {
      return ready(app).logs;
    },
    call: (method, path, callOptions) => ready(app).call(method, path, callOptions),
  };
  return { database, t };
}

/** A partner account with a login token on localhost (a file owner of the KYC family). */
export interface TestPartner {
  id: string;
  mobile: string;
  token: string;
  family: 'KYC';
}

/** A new partner account (AGENT unless overridden) and its login token. */
export async function partnerWithToken(
  t: TestApp,
  overrides: Partial<NewUser> = {},
): Promise<TestPartner> {
  const row = await createPartner(t.db, overrides);
  return { id: row.id, mobile: row.mobile, token: await loginToken(t, row.mobile), family: 'KYC' };
}

/** Registers a partner with a login token (beforeAll, after the database's); ready in tests. */
export function usePartner(t: TestApp, overrides: Partial<NewUser> = {}): TestPartner {
  let partner: TestPartner | undefined;
  beforeAll(async () => {
    partner = await partnerWithToken(t, overrides);
  });
  return {
    get id() {
      return ready(partner).id;
    },
    get mobile() {
      return ready(partner).mobile;
    },
    get token() {
      return ready(partner).token;
    },
    family: 'KYC',
  };
}

/**
 * Serves the app behind @hono/node-server on a real socket of 127.0.0.1 (beforeAll, after the
 * app's), as in production, and closes it after the suite: the port is ready in tests.
 */
export function useSocketServer(t: TestApp): { readonly port: number } {
  let server: Server | undefined;
  let port: number | undefined;
  beforeAll(async () => {
    server = await new Promise<Server>((resolve) => {
      const started: Server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started),
      ) as Server;
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<unknown>((resolve) => (server ? server.close(resolve) : resolve(0))));
  return {
    get port() {
      return ready(port);
    },
  };
}

export const PARTNER_APPLICATIONS = '/api/v1/loan-application';

/** A section's answer: the application's summary. */
export interface SectionSummary {
  id: string;
  status: string;
  stage: string[];
}

/** The whole application with its sections, as the section suites read it back. */
export interface WholeSections extends SectionSummary {
  personal_info: Record<string, unknown> | null;
  employment_info: Record<string, unknown> | null;
  business_info: Record<string, unknown> | null;
}

/** The stages of an application just created, and once its personal details are saved. */
export const CREATED_STAGES = ['CREATE_APPLICATION'];
export const PERSONAL_STAGES = [...CREATED_STAGES, 'PERSONAL_DETAILS'];

/** A self-employed application (a business loan): it takes business details, not employment. */
export const SELF_EMPLOYED_SEED: ApplicationSeed = {
  jobType: 'SELF_EMPLOYED',
  loanType: 'BUSINESS_LOAN',
};

/** The partner's calls on its own applications' sections, as the section suites make them. */
export function partnerSections<TWhole>(t: TestApp, partner: TestPartner) {
  return {
    /** An application of the partner's, in the state the seed says. */
    own: (seed: ApplicationSeed = {}) =>
      insertApplication(t.db, { partnerId: partner.id, ...seed }),
    /** A section saved with the partner's token. */
    save: (method: 'POST' | 'PATCH', path: string, body: unknown) =>
      t.call<SectionSummary>(method, path, { token: partner.token, body }),
    /** The whole application, as the partner reads it. */
    whole: async (id: string) =>
      (
        await t.call<TWhole>('GET', `${PARTNER_APPLICATIONS}/${id}`, {
          token: partner.token,
        })
      ).body.data,
    /** The section with files the partner uploaded to this application in its document fields. */
    withFiles: (app: { id: string }, section: Record<string, unknown>) =>
      withOwnFiles(t, { token: partner.token, family: 'KYC' }, app.id, section),
  };
}

/** The body without those keys. */
export function without(body: Record<string, unknown>, ...keys: string[]) {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));
}

import { expect } from 'vitest';
import {
  type ApplicationSeed,
  insertApplication,
  storedApplication,
  storedCoApplicants,
} from './applications';
import { EMPLOYMENT_INFO, type FileOwner, PERSONAL_INFO, withOwnFiles } from './section-bodies';
import { type DatabaseKind, rowCounts, type TestApp } from './server';
import { guestToken, randomMobile } from './accounts';
import { CO_APPLICANT_HOME } from './co-applicant-values';
import { usePartner, useTestDatabase } from './suite';

/*
 * What the tests of the steps after the work section share (co-applicants, references, asset
 * documents): an application whose work section is saved, a partner and a stranger partner, a
 * borrower with a guest token, valid bodies, and a check that a refused request wrote nothing.
 */

/** The stages of an application whose employment details are saved. */
export const WORK_SAVED = ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'EMPLOYMENT_DETAILS'];

export const PARTNER_BASE = '/api/v1/loan-application';
export const BORROWER_BASE = '/api/v1/apply-loan';

/** A co-applicant as the form sends it; its file fields are replaced by real uploads. */
export const CO_APPLICANT = {
  name: 'Ravi Verma',
  mobile: '9812345670',
  shareholding_percentage: 40,
  dob: '1988-04-12',
  ...CO_APPLICANT_HOME,
  years_of_residence: 4,
  pan_number: 'ABCPV1234K',
  pan: 'file',
  aadhaar_front: 'file',
  aadhaar_back: 'file',
};

export const REFERENCES = [
  {
    type: 'PERSONAL_REFERENCE',
    name: 'Meena Rao',
    phone: '9876501234',
    address: '4 Park Street, Kolkata',
  },
  {
    type: 'BUSINESS_REFERENCE',
    name: 'Arjun Shah',
    phone: '9876501235',
    address: '88 Nehru Place, New Delhi',
    company_name: 'Shah Traders',
  },
];

/**
 * What the rules engine reads (and a borrower's mark-completed needs): personal details with a
 * DOB, a salary and references, saved with their ids.
 */
export const READY_FOR_OFFER: ApplicationSeed = {
  personalInfo: PERSONAL_INFO,
  employmentInfo: EMPLOYMENT_INFO,
  references: REFERENCES.map((reference, index) => ({
    ...reference,
    id: `r${index}`.padEnd(32, '0'),
  })),
};

/** A saved reference as the server answers it. */
export interface SavedReference {
  id: string;
  type: string;
  name: string;
  phone: string;
  address: string;
  company_name?: string;
}

interface Answer {
  status: number;
  body: { message: string };
}

export interface CaptureWorld {
  t: TestApp;
  partner: { id: string; mobile: string } & FileOwner;
  /** Another partner: a stranger to the partner's applications. */
  otherPartner: FileOwner;
  /** The partner's application, work section saved unless the seed says otherwise. */
  own(seed?: ApplicationSeed): Promise<{ id: string; mobile: string }>;
  /** A borrower's own public application (work section saved), its mobile and its guest token. */
  borrowerApp(seed?: ApplicationSeed): Promise<{ id: string; mobile: string; owner: FileOwner }>;
  /** A guest token of a mobile that owns nothing. */
  strangerGuest(): Promise<FileOwner>;
  /** The co-applicant body with its files uploaded to the application as a co-applicant's. */
  coApplicantFor(applicationId: string, owner?: FileOwner, recordIndex?: string): Promise<Body>;
  /** Calls, and proves nothing at all was written: the application, its co-applicants, counts. */
  unchanged<A extends Answer>(applicationId: string, send: () => Promise<A>): Promise<A>;
}

type Body = Record<string, unknown>;

/** Registers the file's database, app and partners (tests/support/suite.ts); ready in tests. */
export function useCaptureWorld(kind: DatabaseKind): CaptureWorld {
  const { t } = useTestDatabase(kind);
  const partner = usePartner(t);
  const otherPartner = usePartner(t);
  const world: CaptureWorld = {
    t,
    partner,
    otherPartner,
    own: (seed: ApplicationSeed = {}) =>
      insertApplication(world.t.db, { partnerId: world.partner.id, stage: WORK_SAVED, ...seed }),
    async borrowerApp(seed: ApplicationSeed = {}) {
      const mobile = randomMobile();
      const app = await insertApplication(world.t.db, {
        family: 'APPLY_LOAN',
        mobile,
        stage: WORK_SAVED,
        ...seed,
      });
      const owner: FileOwner = { token: await guestToken(world.t, mobile), family: 'APPLY_LOAN' };
      return { id: app.id, mobile, owner };
    },
    async strangerGuest(): Promise<FileOwner> {
      return { token: await guestToken(world.t, randomMobile()), family: 'APPLY_LOAN' };
    },
    coApplicantFor: (applicationId: string, owner?: FileOwner, recordIndex = '1') =>
      withOwnFiles(world.t, owner ?? world.partner, applicationId, CO_APPLICANT, recordIndex),
    async unchanged<A extends Answer>(applicationId: string, send: () => Promise<A>) {
      const db = world.t.db;
      const before = await storedApplication(db, applicationId);
      const coApplicants = await storedCoApplicants(db, applicationId);
      const counts = await rowCounts(db);
      const answer = await send();
      expect(await storedApplication(db, applicationId)).toEqual(before);
      expect(await storedCoApplicants(db, applicationId)).toEqual(coApplicants);
      expect(await rowCounts(db)).toEqual(counts);
      return answer;
    },
  };

  return world;
}

/** An application with the token of its owner. */
export interface AppOf {
  id: string;
  /** The borrower's mobile. */
  mobile: string;
  owner: FileOwner;
}

/** One family's view of the routes: its base path, an owner's application, a stranger. */
export interface Family {
  name: string;
  base: string;
  /** An application of the family's owner (work section saved unless the seed says otherwise). */
  app(world: CaptureWorld, seed?: ApplicationSeed): Promise<AppOf>;
  /** Someone of the family who may not see that application. */
  stranger(world: CaptureWorld): Promise<FileOwner>;
}

export const FAMILIES: Family[] = [
  {
    name: 'partner (loan-application)',
    base: PARTNER_BASE,
    app: async (world, seed) => ({ ...(await world.own(seed)), owner: world.partner }),
    stranger: async (world) => world.otherPartner,
  },
  {
    name: 'borrower (apply-loan)',
    base: BORROWER_BASE,
    app: (world, seed) => world.borrowerApp(seed),
    stranger: (world) => world.strangerGuest(),
  },
];

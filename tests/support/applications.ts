import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newTrackerId } from '../../src/domain/application-ids';
import type { ApplicationFamily, Database, StoredSection } from '../../server/db/schema';
import { expect } from 'vitest';
import { rowCounts } from './server';
import { randomMobile } from './accounts';

/*
 * Applications written straight into the database, for tests that need one in a given state
 * (another partner's, a returned one, a submitted one) without walking the whole flow.
 */

export interface ApplicationSeed {
  family?: ApplicationFamily;
  /** The brand key it was created on (default: 'default', the brand of `localhost`). */
  brand?: string;
  partnerId?: string | null;
  mobile?: string;
  status?: string;
  jobType?: string;
  loanType?: string;
  name?: string;
  stage?: string[];
  remarks?: string | null;
  createdAt?: Date;
  personalInfo?: StoredSection | null;
  employmentInfo?: StoredSection | null;
  businessInfo?: StoredSection | null;
  panNumber?: string | null;
  references?: StoredSection[] | null;
  assetDocuments?: StoredSection | null;
  /** The public flow's referral code (a partner's), for APPLY_LOAN applications. */
  referralCode?: string | null;
  requiredAmount?: number | null;
}

export async function insertApplication(
  db: Kysely<Database>,
  seed: ApplicationSeed = {},
): Promise<{ id: string; trackerId: string; mobile: string }> {
  const id = randomBytes(16).toString('hex');
  const trackerId = newTrackerId();
  const mobile = seed.mobile ?? randomMobile();
  const createdAt = seed.createdAt ?? new Date();
  const json = (value: StoredSection | null | undefined) => (value ? JSON.stringify(value) : null);
  await db
    .insertInto('applications')
    .values({
      id,
      family: seed.family ?? 'KYC',
      partner_id: seed.partnerId ?? null,
      tracker_id: trackerId,
      brand: seed.brand ?? 'default',
      status: seed.status ?? 'DRAFT',
      job_type: seed.jobType ?? 'SALARIED',
      loan_type: seed.loanType ?? 'PERSONAL_LOAN',
      name: seed.name ?? 'Meera Iyer',
      mobile,
      pan_number: seed.panNumber === undefined ? 'ABCDE1234F' : seed.panNumber,
      required_amount: seed.requiredAmount === undefined ? 500000 : seed.requiredAmount,
      purpose: 'Home renovation',
      referral_code: seed.referralCode ?? null,
      remarks: seed.remarks ?? null,
      stage: JSON.stringify(seed.stage ?? ['CREATE_APPLICATION']),
      personal_info: json(seed.personalInfo),
      employment_info: json(seed.employmentInfo),
      business_info: json(seed.businessInfo),
      references: seed.references ? JSON.stringify(seed.references) : null,
      asset_documents: json(seed.assetDocuments),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return { id, trackerId, mobile };
}

/** The stored row, to prove a refused request changed nothing. */
export async function storedApplication(db: Kysely<Database>, id: string) {
  return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Sends, and proves the application and every table's row count stayed as they were: a refused
 * call writes nothing. Hands back the answer.
 */
export async function unchangedBy<A>(
  db: Kysely<Database>,
  id: string,
  send: () => Promise<A>,
): Promise<A> {
  const before = await storedApplication(db, id);
  const counts = await rowCounts(db);
  const answer = await send();
  expect(await storedApplication(db, id)).toEqual(before);
  expect(await rowCounts(db)).toEqual(counts);
  return answer;
}

/** The application's co-applicant rows, whole, to prove a refused request changed none. */
export async function storedCoApplicants(db: Kysely<Database>, applicationId: string) {
  return db
    .selectFrom('co_applicants')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('id')
    .execute();
}

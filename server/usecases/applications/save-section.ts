import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { ApplicationFamily, Database, Session, StoredSection } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashToken, isLiveSession, SESSION_AS, sessionOf } from '../sessions';
import { notFound, viewerOf, visibleTo, visibleToSession, type Viewer } from './access';
import type { AuditAction } from '../../../src/domain/audit/actions';
import { fieldChanges, type FieldChange } from '../../../src/domain/audit/changes';
import { actorOfSession } from '../audit/actor';
import { appendAudit } from '../audit/append';
import { sectionFilesRefusal } from './section-files';
import {
  EDITABLE_STATUSES,
  NOT_EDITABLE,
  OFFER_ACCEPTED_LOCKS_DETAILS,
  PERSONAL_DETAILS_FIRST,
  SECTIONS,
  type SectionName,
} from './sections';
import { SUMMARY_COLUMNS, toSummary, type ApplicationSummary, type SummaryRow } from './view';

const stageList = (stage: string) => sql<string[]>`${JSON.stringify([stage])}::jsonb`;

/** The saved section differs from the one sent (jsonb compares values, not spelling). */
const changed = (column: string, section: string) =>
  sql<boolean>`applications.${sql.ref(column)} is distinct from ${section}::jsonb`;

/** The offer column kept, or null when the section changed. */
const keptUnlessChanged = (
  offerColumn: 'loan_offer' | 'offer_facts',
  column: string,
  section: string,
) =>
  sql<
    string | null
  >`case when ${changed(column, section)} then null else applications.${sql.ref(offerColumn)} end`;

/** No accepted offer stands on the application's details (one would lock them). */
const offerNotAccepted = sql<boolean>`not coalesce((applications.loan_offer ->> 'is_accepted')::boolean, false)`;

/*
 * A section is saved on every step of the wizard, so the token's session and the save are one
 * prepared statement (db/prepared.ts): the UPDATE joins the live session and writes only when
 * that session may see the application and every condition of the save holds; the statement
 * answers the session either way, and the saved summary when it wrote. A round trip to the
 * database is the largest cost of a request here. One statement per section and family: the
 * section, its stage and the family's rule are fixed parts of its SQL.
 */
function sessionAndSave(name: SectionName, family: ApplicationFamily) {
  const rule = SECTIONS[name];
  const owner = family === 'KYC' ? 'partner' : 'borrower';
  return preparedQuery(
    `session_and_save_${name}_of_${owner}`,
    (db, tokenHash: string, now: Date, id: string, section: string, site: string, rules: string) =>
      db
        .with('saved', (query) => {
          // The row as it was, for the audit entry: locked first, so a save racing this one
          // on the same application cannot slip between what is read here and the update.
          const before = query
            .selectFrom('applications as before')
            .select([
              'before.id',
              `before.${rule.column} as before_section`,
              sql<boolean>`before.loan_offer is not null`.as('before_offer'),
            ])
            .where('before.id', '=', id)
            .forUpdate()
            .as('before');
          let update = query
            .updateTable('applications')
            .from(['sessions', before])
            .whereRef('before.id', '=', 'applications.id')
            .set({
              [rule.column]: section,
              stage: sql<string>`case when applications.stage @> ${stageList(rule.stage)} then applications.stage else applications.stage || ${stageList(rule.stage)} end`,
              // An offer not yet accepted was made on the details as they were: a changed
              // section drops it, and the offer step asks the rules again.
              loan_offer: keptUnlessChanged('loan_offer', rule.column, section),
              offer_facts: keptUnlessChanged('offer_facts', rule.column, section),
              updated_at: now,
            })
            .where(isLiveSession(tokenHash, now))
            // The token works on its own brand's site only, and the section was checked under
            // the rules of `rules`, the brand the application must be of.
            .where('sessions.brand', '=', site)
            .where('applications.brand', '=', rules)
            .where('applications.id', '=', id)
            .where(visibleToSession(family))
            .where('applications.status', 'in', EDITABLE_STATUSES)
            .where(offerNotAccepted);
          // Only a partner (AGENT) login captures; an admin's writes nothing (routes answer 403).
          if (family === 'KYC') update = update.where('sessions.role', '=', 'AGENT');
          if (rule.jobTypes) {
            update = update
              .where('applications.job_type', 'in', rule.jobTypes)
              .where(sql<boolean>`applications.stage @> ${stageList('PERSONAL_DETAILS')}`);
          }
          return update.returning([
            ...SUMMARY_COLUMNS.map((column) => `applications.${column}` as const),
            'before.before_section',
            'before.before_offer',
          ]);
        })
        .selectFrom('sessions')
        .leftJoin('saved', (join) => join.onTrue())
        .where(isLiveSession(tokenHash, now))
        .select(SESSION_AS)
        .select([
          ...SUMMARY_COLUMNS.map((column) => `saved.${column}` as const),
          'saved.before_section',
          'saved.before_offer',
        ]),
  );
}

const SAVES = {
  KYC: {
    personal: sessionAndSave('personal', 'KYC'),
    employment: sessionAndSave('employment', 'KYC'),
    business: sessionAndSave('business', 'KYC'),
  },
  APPLY_LOAN: {
    personal: sessionAndSave('personal', 'APPLY_LOAN'),
    employment: sessionAndSave('employment', 'APPLY_LOAN'),
    business: sessionAndSave('business', 'APPLY_LOAN'),
  },
};

export interface SessionAndSave {
  session: Session;
  /** The application's summary after the save; null when nothing was written. */
  saved: ApplicationSummary | null;
}

/**
 * Saves a section (POST new or PATCH resume: both replace it whole) and adds its stage once,
 * when the token's live session may see the application in this family and every condition
 * holds; otherwise writes nothing. `section` is the domain schema's output for the body. Null
 * when the token has no live session (unknown, revoked or expired, as findSession).
 */
export async function saveSectionWithToken(
  db: Kysely<Database>,
  input: {
    family: ApplicationFamily;
    token: string;
    id: string;
    name: SectionName;
    section: StoredSection;
    /** The brand key of the site asked on: the session must be bound to it. */
    site: string;
    /** The brand key whose rules checked the section: the application must be of it. */
    rules: string;
    now: Date;
  },
): Promise<SessionAndSave | null> {
  const save = SAVES[input.family][input.name];
  // The save and its audit entry in one transaction: a save that wrote nothing leaves none.
  return db.transaction().execute(async (tx) => {
    const [row] = await save(
      tx,
      hashToken(input.token),
      input.now,
      input.id,
      JSON.stringify(input.section),
      input.site,
      input.rules,
    );
    if (!row) return null;
    const { session, rest } = sessionOf(row);
    const { before_section: before, before_offer: hadOffer, ...summary } = rest;
    // A left join gives every column null exactly when nothing was saved (id is the key).
    if (summary.id === null) return { session, saved: null };
    await appendAudit(tx, {
      applicationId: input.id,
      at: input.now,
      actor: actorOfSession(session),
      action: SECTION_SAVED[input.name],
      changes: sectionChanges(before, input.section, hadOffer === true),
    });
    return { session, saved: toSummary(summary as SummaryRow) };
  });
}

const SECTION_SAVED = {
  personal: 'PERSONAL_DETAILS_SAVED',
  employment: 'EMPLOYMENT_DETAILS_SAVED',
  business: 'BUSINESS_DETAILS_SAVED',
} as const satisfies Record<SectionName, AuditAction>;

/**
 * The section's fields that changed (its document fields too: a file id replaced is a new
 * file), and the offer it dropped: an offer not yet accepted goes when its section changes.
 */
function sectionChanges(
  before: StoredSection | null,
  after: StoredSection,
  hadOffer: boolean,
): FieldChange[] {
  const changes = fieldChanges(before, after);
  return hadOffer && changes.length > 0 ? [...changes, OFFER_DROPPED] : changes;
}

/** The offer a change dropped (its figures say nothing here; the next offer has its own entry). */
export const OFFER_DROPPED: FieldChange = { field: 'loan_offer', new: null };

/**
 * Why a save that wrote nothing was refused, for a session already admitted to the route:
 * only a refused save reads the row again, so a stale id, another job type or a closed
 * application never writes anything.
 */
export function whyNotSaved(
  db: Kysely<Database>,
  input: {
    family: ApplicationFamily;
    session: Session;
    id: string;
    name: SectionName;
    /** The brand whose rules checked the section. */
    rules: string;
  },
): Promise<ApiError | OtherBrand> {
  return whyRefused(db, viewerOf(input.family, input.session), input);
}

/**
 * A save refused only because the application is of another brand than the rules the section
 * was checked under (a partner who logged in on two brands' sites): check it under this brand's
 * rules and save again.
 */
export interface OtherBrand {
  otherBrand: string;
}

/** The brand key of an application this viewer may see, or null. */
export async function brandOfApplication(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('applications')
    .select('brand')
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  return row?.brand ?? null;
}

/**
 * Before a save: throws the 400 when the section names a file that is not this application's
 * upload for its field (section-files.ts, one query). What is wrong with the token or the
 * application itself is answered first, so a stranger still gets 404 and learns nothing about
 * the files: `viewer` is asked only then (it may answer 401 or 403 itself).
 */
export async function checkSectionFiles(
  db: Kysely<Database>,
  input: { id: string; name: SectionName; section: StoredSection },
  viewer: () => Viewer | Promise<Viewer>,
): Promise<void> {
  const filesRefused = await sectionFilesRefusal(db, input.id, input.section);
  if (!filesRefused) return;
  const refusal = await refusalOf(db, await viewer(), input.id, input.name);
  throw refusal instanceof ApiError ? refusal : filesRefused;
}

async function whyRefused(
  db: Kysely<Database>,
  viewer: Viewer,
  input: { id: string; name: SectionName; rules: string },
): Promise<ApiError | OtherBrand> {
  const refusal = await refusalOf(db, viewer, input.id, input.name);
  if (refusal instanceof ApiError) return refusal;
  if (refusal.brand !== input.rules) return { otherBrand: refusal.brand };
  // Nothing explains it when the row changed since the save: its last condition is the stage.
  return new ApiError(409, PERSONAL_DETAILS_FIRST);
}

/**
 * Why this viewer may not save the section into the application as it is now, or, when nothing
 * forbids it, the application's brand (whose rules the section must pass).
 */
async function refusalOf(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
  name: SectionName,
): Promise<ApiError | { brand: string }> {
  const row = await db
    .selectFrom('applications')
    .select(['status', 'job_type', 'stage', 'loan_offer', 'brand'])
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  if (!row) return notFound();
  if (!(EDITABLE_STATUSES as readonly string[]).includes(row.status)) {
    return new ApiError(409, NOT_EDITABLE);
  }
  if (isAccepted(row.loan_offer)) return new ApiError(409, OFFER_ACCEPTED_LOCKS_DETAILS);
  const rule = SECTIONS[name];
  if (rule.jobTypes && !rule.jobTypes.includes(row.job_type ?? '')) {
    return new ApiError(409, rule.wrongJobType);
  }
  if (rule.jobTypes && !row.stage.includes('PERSONAL_DETAILS')) {
    return new ApiError(409, PERSONAL_DETAILS_FIRST);
  }
  return { brand: row.brand };
}

/** An offer (as stored) that has been accepted. */
export function isAccepted(offer: unknown): boolean {
  return (offer as { is_accepted?: unknown } | null)?.is_accepted === true;
}

import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { ApplicationFamily, Database, Session, StoredSection } from '../../db/schema';
import { lenderStatusesOf } from '../lenders/statuses';
import { hashToken, liveSessions, SESSION_AS, sessionOf } from '../sessions';
import { notFound, visibleToSession } from './access';
import { APPLICATION_COLUMNS, toApplication, type Application, type WholeRow } from './view';

/*
 * GET …/{id} is read on every step of the wizard, so the token's session and the application
 * come in one prepared query (db/prepared.ts): a round trip to the database is the largest
 * cost of a request here. One statement per family, as the rule of who sees what differs.
 */
function sessionAndApplication(family: ApplicationFamily) {
  const owner = family === 'KYC' ? 'partner' : 'borrower';
  return preparedQuery(
    `session_and_application_of_${owner}`,
    (db, tokenHash: string, now: Date, id: string) =>
      liveSessions(db, tokenHash, now)
        .leftJoin('applications', (join) =>
          join.on('applications.id', '=', id).on(visibleToSession(family)),
        )
        .select(SESSION_AS)
        .select(APPLICATION_COLUMNS.map((column) => `applications.${column}` as const))
        .select(coApplicantsOf)
        .select(lenderStatusesOf),
  );
}

/** The application's co-applicants in the same statement: each one's details with its id. */
export const coApplicantsOf = (eb: ExpressionBuilder<Database, 'applications'>) =>
  eb
    .selectFrom('co_applicants')
    .select(
      sql<
        StoredSection[]
      >`coalesce(jsonb_agg(jsonb_build_object('id', co_applicants.id) || co_applicants.details order by co_applicants.created_at, co_applicants.id), '[]'::jsonb)`.as(
        'list',
      ),
    )
    .whereRef('co_applicants.application_id', '=', 'applications.id')
    .as('co_applicants');

const QUERIES = {
  KYC: sessionAndApplication('KYC'),
  APPLY_LOAN: sessionAndApplication('APPLY_LOAN'),
};

export interface SessionAndApplication {
  session: Session;
  /** The application when this session's viewer in the family may see it, else null. */
  application: WholeRow | null;
}

/**
 * The live session of a token (null: unknown, revoked or expired, as findSession) and the
 * application with this id if that session may see it in this family.
 */
export async function findSessionAndApplication(
  db: Kysely<Database>,
  input: { family: ApplicationFamily; token: string; id: string; now: Date },
): Promise<SessionAndApplication | null> {
  const [row] = await QUERIES[input.family](db, hashToken(input.token), input.now, input.id);
  if (!row) return null;
  const { session, rest } = sessionOf(row);
  // A left join gives every application column null exactly when none matched; id is its
  // primary key, so a non-null id means a whole, real row.
  return { session, application: rest.id === null ? null : (rest as WholeRow) };
}

/** GET …/{id}: the whole application, or 404 (also when it is someone else's). */
export function applicationOf(row: WholeRow | null): Application {
  if (!row) throw notFound();
  return toApplication(row);
}

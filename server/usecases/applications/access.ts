import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { ApplicationFamily, Database, Session } from '../../db/schema';
import { ApiError } from '../../errors';

/*
 * Who may see an application. A partner (KYC family, login token) sees the applications they
 * created; a borrower (APPLY_LOAN family, guest token) those of the mobile their OTP verified.
 * Everything else is answered exactly like an id that does not exist, so a guessed id tells
 * nothing.
 */

export type Viewer =
  | { family: 'KYC'; partnerId: string }
  | { family: 'APPLY_LOAN'; mobile: string }
  /** A token that owns nothing in this family (a partner's login on the public routes). */
  | { family: 'NONE' };

export const APPLICATION_NOT_FOUND = /*i18n*/ {
  id: 'APPLICATION_NOT_FOUND',
  message: 'Application not found',
};

/**
 * The one rule of ownership, per family: the kind of session that may own applications there,
 * and the application's column that must equal the session's. Both the viewer (below) and the
 * one-query read of a token with its application (visibleToSession) are built from it.
 */
const OWNERSHIP = {
  KYC: { sessionKind: 'LOGIN', applicationColumn: 'partner_id', sessionColumn: 'user_id' },
  APPLY_LOAN: { sessionKind: 'GUEST', applicationColumn: 'mobile', sessionColumn: 'mobile' },
} as const satisfies Record<
  ApplicationFamily,
  {
    sessionKind: Session['kind'];
    applicationColumn: keyof Database['applications'];
    sessionColumn: keyof Session;
  }
>;

/** The viewer a session is in a family: only guest tokens own APPLY_LOAN applications. */
export function viewerOf(family: ApplicationFamily, session: Session): Viewer {
  const rule = OWNERSHIP[family];
  const owner = session[rule.sessionColumn];
  if (session.kind !== rule.sessionKind || !owner) return { family: 'NONE' };
  return family === 'KYC' ? { family, partnerId: owner } : { family, mobile: owner };
}

/** The WHERE condition "this viewer may see the row", for any applications query. */
export function visibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, 'applications'>): Expression<SqlBool> => {
    if (viewer.family === 'NONE') return sql<SqlBool>`false`;
    const owner = viewer.family === 'KYC' ? viewer.partnerId : viewer.mobile;
    return eb.and([
      eb('family', '=', viewer.family),
      eb(OWNERSHIP[viewer.family].applicationColumn, '=', owner),
    ]);
  };
}

/**
 * viewerOf and visibleTo at once, in SQL, for a query that reads the live session (the
 * `sessions` row) beside the application: the same ownership rule, compared column to column.
 * tests/api/applications-access.test.ts holds every route to it.
 */
export function visibleToSession(family: ApplicationFamily) {
  const rule = OWNERSHIP[family];
  return (eb: ExpressionBuilder<Database, 'applications' | 'sessions'>): Expression<SqlBool> =>
    eb.and([
      eb('applications.family', '=', family),
      eb('sessions.kind', '=', rule.sessionKind),
      eb(`applications.${rule.applicationColumn}`, '=', eb.ref(`sessions.${rule.sessionColumn}`)),
    ]);
}

export function notFound(): ApiError {
  return new ApiError(404, APPLICATION_NOT_FOUND);
}

import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { ApplicationFamily, Database, Session } from '../../db/schema';
import { ApiError } from '../errors';

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

export const APPLICATION_NOT_FOUND = 'Application not found';

/** The viewer a session is in a family: only guest tokens own APPLY_LOAN applications. */
export function viewerOf(family: ApplicationFamily, session: Session): Viewer {
  if (family === 'KYC') {
    return session.kind === 'LOGIN' && session.user_id
      ? { family: 'KYC', partnerId: session.user_id }
      : { family: 'NONE' };
  }
  return session.kind === 'GUEST'
    ? { family: 'APPLY_LOAN', mobile: session.mobile }
    : { family: 'NONE' };
}

/** The WHERE condition "this viewer may see the row", for any applications query. */
export function visibleTo(viewer: Viewer) {
  return (eb: ExpressionBuilder<Database, 'applications'>): Expression<SqlBool> => {
    switch (viewer.family) {
      case 'KYC':
        return eb.and([eb('family', '=', 'KYC'), eb('partner_id', '=', viewer.partnerId)]);
      case 'APPLY_LOAN':
        return eb.and([eb('family', '=', 'APPLY_LOAN'), eb('mobile', '=', viewer.mobile)]);
      case 'NONE':
        return sql<SqlBool>`false`;
    }
  };
}

/**
 * viewerOf and visibleTo at once, in SQL, for a query that reads the live session (the
 * `sessions` row) beside the application: a partner's login sees the KYC applications they
 * created, a guest token the APPLY_LOAN ones of its mobile, any other session none. The same
 * rule as the two above, for the routes that read the token and the application in one query;
 * tests/api/applications-access.test.ts holds every route to it.
 */
export function visibleToSession(family: ApplicationFamily) {
  return (eb: ExpressionBuilder<Database, 'applications' | 'sessions'>): Expression<SqlBool> =>
    family === 'KYC'
      ? eb.and([
          eb('applications.family', '=', 'KYC'),
          eb('sessions.kind', '=', 'LOGIN'),
          eb('applications.partner_id', '=', eb.ref('sessions.user_id')),
        ])
      : eb.and([
          eb('applications.family', '=', 'APPLY_LOAN'),
          eb('sessions.kind', '=', 'GUEST'),
          eb('applications.mobile', '=', eb.ref('sessions.mobile')),
        ]);
}

export function notFound(): ApiError {
  return new ApiError(404, APPLICATION_NOT_FOUND);
}

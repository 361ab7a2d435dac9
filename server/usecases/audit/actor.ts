import type { AuditActorKind } from '../../../src/domain/audit/actions';
import type { Session, User } from '../../db/schema';
import type { Viewer } from '../applications/access';

/*
 * Who an audit entry says acted (issue 21 item 5): a partner's or an admin's login (their user
 * id), a borrower's guest token (the mobile its OTP verified), or the server itself. A partner's
 * or admin's name is looked up when the entry is written (appendAudit), so the entry keeps the
 * name they had then.
 */
export interface AuditActor {
  kind: AuditActorKind;
  /** The user id (PARTNER, ADMIN), the verified mobile (GUEST), null (SYSTEM). */
  id: string | null;
  /** Set only when the name is known already (SYSTEM's part); otherwise appendAudit finds it. */
  name?: string;
}

/** The actor of a request's live session (c.var.session, or one a prepared query read). */
export function actorOfSession(session: Session): AuditActor {
  if (session.kind === 'GUEST') return { kind: 'GUEST', id: session.mobile };
  // The role the session was issued with, as every check of the request reads it.
  return { kind: session.role === 'ADMIN' ? 'ADMIN' : 'PARTNER', id: session.user_id };
}

/** The actor of a logged-in user's row (requirePartner's c.var.partner). */
export function actorOfUser(user: User): AuditActor {
  return { kind: user.role === 'ADMIN' ? 'ADMIN' : 'PARTNER', id: user.id };
}

/**
 * The actor of a viewer that may write (access.ts): a partner in the partner flow, the borrower
 * in the public flow. Only an admin's session is not a viewer that writes (mayCapture refuses it).
 */
export function actorOfViewer(viewer: Viewer): AuditActor {
  if (viewer.family === 'KYC') return { kind: 'PARTNER', id: viewer.partnerId };
  if (viewer.family === 'APPLY_LOAN') return { kind: 'GUEST', id: viewer.mobile };
  throw new Error('A viewer that owns nothing wrote to an application');
}

/** The server itself, naming the part that acted (a lender's answer, a sweep…). */
export function systemActor(part = 'System'): AuditActor {
  return { kind: 'SYSTEM', id: null, name: part };
}

import { beforeAll, describe, expect, it } from 'vitest';
import { insertApplication, storedApplication } from '../support/applications';
import {
  createPartner,
  databases,
  guestToken,
  loginToken,
  randomMobile,
  rowCounts,
} from '../support/server';
import {
  type FileOwner,
  type OperationBody,
  validBodies,
  withOwnFiles,
} from '../support/section-bodies';
import { useTestDatabase } from '../support/suite';

/*
 * Who may do what, as a matrix: every operation on an application, of both families, called by
 * its owner, another partner, a guest of another mobile, no token, and the wrong kind of token.
 * Only the owner gets through; the others get 401/403 for the token itself or 404 for the id,
 * and the stored row stays exactly as it was.
 */

interface Operation {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: (id: string) => string;
  body?: OperationBody;
  /** A save adds a stage: the owner's call changes the row, nobody else's may. */
  writes: boolean;
}

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const PARTNER_LOGIN_NEEDED = 'Please log in as a partner to do this.';
const NOT_FOUND = 'Application not found';

function operations(family: 'loan-application' | 'apply-loan'): Operation[] {
  const base = `/api/v1/${family}`;
  const bodies = validBodies();
  return [
    { name: 'get', method: 'GET', path: (id) => `${base}/${id}`, writes: false },
    {
      name: 'get business info',
      method: 'GET',
      path: (id) => `${base}/${id}/business-info`,
      writes: false,
    },
    ...bodies.operations(base),
  ];
}

type Caller = 'owner' | 'other partner' | 'guest of another mobile' | 'no token' | 'wrong kind';

describe.each(databases())('who may touch an application on %s', (kind) => {
  const { t } = useTestDatabase(kind);
  const tokens = {} as {
    owner: string;
    otherPartner: string;
    ownerGuestForKyc: string;
    otherGuest: string;
  };
  let partnerId: string;
  let borrowerMobile: string;

  beforeAll(async () => {
    const owner = await createPartner(t.db);
    const other = await createPartner(t.db);
    partnerId = owner.id;
    borrowerMobile = randomMobile();
    tokens.owner = await loginToken(t, owner.mobile);
    tokens.otherPartner = await loginToken(t, other.mobile);
    tokens.ownerGuestForKyc = await guestToken(t, borrowerMobile);
    tokens.otherGuest = await guestToken(t, randomMobile());
  });

  /**
   * The operation's body for this application, valid for its owner: a section names files the
   * owner uploaded to it (before the row counts are taken), so only the caller decides the answer.
   */
  async function bodyFor(operation: Operation, id: string, owner: FileOwner) {
    if (!operation.body) return {};
    return {
      body: await operation.body(borrowerMobile, (section) => withOwnFiles(t, owner, id, section)),
    };
  }

  describe('a partner’s application (loan-application, login token)', () => {
    const expected: Record<Caller, { status: number; message?: string }> = {
      owner: { status: 200 },
      'other partner': { status: 404, message: NOT_FOUND },
      'guest of another mobile': { status: 403, message: PARTNER_LOGIN_NEEDED },
      'no token': { status: 401, message: SESSION_EXPIRED },
      // The borrower's own guest token: this family needs the partner's login.
      'wrong kind': { status: 403, message: PARTNER_LOGIN_NEEDED },
    };
    const tokenOf = (caller: Caller): string | undefined =>
      ({
        owner: tokens.owner,
        'other partner': tokens.otherPartner,
        'guest of another mobile': tokens.otherGuest,
        'no token': undefined,
        'wrong kind': tokens.ownerGuestForKyc,
      })[caller];

    const cases = operations('loan-application').flatMap((operation) =>
      (Object.keys(expected) as Caller[]).map(
        (caller) => [operation.name, caller, operation] as const,
      ),
    );
    it.each(cases)('%s by %s', async (_name, caller, operation) => {
      const app = await insertApplication(t.db, {
        partnerId,
        mobile: borrowerMobile,
        ...validBodies().stateFor(operation.name),
      });
      const body = await bodyFor(operation, app.id, { token: tokens.owner, family: 'KYC' });
      const before = await storedApplication(t.db, app.id);
      const counts = await rowCounts(t.db);
      const token = tokenOf(caller);
      const answer = await t.call(operation.method, operation.path(app.id), {
        ...(token ? { token } : {}),
        ...body,
      });
      const want = expected[caller];
      expect(answer.status).toBe(want.status);
      if (want.message) expect(answer.body.message).toBe(want.message);
      const after = await storedApplication(t.db, app.id);
      if (caller !== 'owner' || !operation.writes) expect(after).toEqual(before);
      // The owner's save really happened: the matrix would pass on a server refusing everyone.
      else expect(after?.updated_at).not.toEqual(before?.updated_at);
      expect(await rowCounts(t.db)).toEqual(counts);
    });
  });

  describe('a borrower’s own application (apply-loan, guest token)', () => {
    const expected: Record<Caller, { status: number; message?: string }> = {
      owner: { status: 200 },
      'other partner': { status: 404, message: NOT_FOUND },
      'guest of another mobile': { status: 404, message: NOT_FOUND },
      'no token': { status: 401, message: SESSION_EXPIRED },
      // A partner's login owns no public application, not even the borrower's they know.
      'wrong kind': { status: 404, message: NOT_FOUND },
    };
    const tokenOf = (caller: Caller): string | undefined =>
      ({
        owner: tokens.ownerGuestForKyc,
        'other partner': tokens.otherPartner,
        'guest of another mobile': tokens.otherGuest,
        'no token': undefined,
        'wrong kind': tokens.owner,
      })[caller];

    const cases = operations('apply-loan').flatMap((operation) =>
      (Object.keys(expected) as Caller[]).map(
        (caller) => [operation.name, caller, operation] as const,
      ),
    );
    it.each(cases)('%s by %s', async (_name, caller, operation) => {
      const app = await insertApplication(t.db, {
        family: 'APPLY_LOAN',
        mobile: borrowerMobile,
        ...validBodies().stateFor(operation.name),
      });
      const owner: FileOwner = { token: tokens.ownerGuestForKyc, family: 'APPLY_LOAN' };
      const body = await bodyFor(operation, app.id, owner);
      const before = await storedApplication(t.db, app.id);
      const counts = await rowCounts(t.db);
      const token = tokenOf(caller);
      const answer = await t.call(operation.method, operation.path(app.id), {
        ...(token ? { token } : {}),
        ...body,
      });
      const want = expected[caller];
      expect(answer.status).toBe(want.status);
      if (want.message) expect(answer.body.message).toBe(want.message);
      const after = await storedApplication(t.db, app.id);
      if (caller !== 'owner' || !operation.writes) expect(after).toEqual(before);
      // The owner's save really happened: the matrix would pass on a server refusing everyone.
      else expect(after?.updated_at).not.toEqual(before?.updated_at);
      expect(await rowCounts(t.db)).toEqual(counts);
    });
  });

  it('a lookup or list never shows another owner’s applications', async () => {
    const mobile = randomMobile();
    await insertApplication(t.db, { partnerId, mobile });
    const other = await t.call('GET', `/api/v1/loan-application/lookup/${mobile}`, {
      token: tokens.otherPartner,
    });
    expect(other.status).toBe(404);
    const own = await insertApplication(t.db, { family: 'APPLY_LOAN', mobile: borrowerMobile });
    const stranger = await t.call<{ content: { id: string }[] }>('GET', '/api/v1/apply-loan/list', {
      token: tokens.otherGuest,
    });
    expect(stranger.body.data.content.map((app) => app.id)).not.toContain(own.id);
    const partner = await t.call<{ content: unknown[] }>('GET', '/api/v1/apply-loan/list', {
      token: tokens.owner,
    });
    expect(partner.body.data.content).toEqual([]);
  });
});

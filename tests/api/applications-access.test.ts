import { beforeAll, describe, expect, it } from 'vitest';
import { insertApplication, storedApplication } from '../support/applications';
import { databases, rowCounts } from '../support/server';
import { createPartner, guestToken, loginToken, randomMobile } from '../support/accounts';
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

/** Who calls, in the order of each matrix's expected answers. */
const CALLERS = [
  'owner',
  'other partner',
  'guest of another mobile',
  'no token',
  'wrong kind',
] as const;
type Caller = (typeof CALLERS)[number];
interface Expected {
  status: number;
  message?: string;
}
type Answers = [Expected, Expected, Expected, Expected, Expected];

/** The answers each caller gets, given in the order of CALLERS. */
const answers = (...inOrder: Answers) =>
  Object.fromEntries(CALLERS.map((caller, index) => [caller, inOrder[index]])) as Record<
    Caller,
    Expected
  >;

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

  const OK = { status: 200 };
  const EXPIRED = { status: 401, message: SESSION_EXPIRED };
  const PARTNERS_ONLY = { status: 403, message: PARTNER_LOGIN_NEEDED };
  const UNKNOWN = { status: 404, message: NOT_FOUND };

  /** One matrix a family: what each caller gets, and what each caller's token is. */
  const matrices = [
    {
      title: 'a partner’s application (loan-application, login token)',
      family: 'loan-application' as const,
      seed: () => ({ partnerId }),
      owner: (): FileOwner => ({ token: tokens.owner, family: 'KYC' }),
      // The wrong kind is the borrower's own guest token: this family needs the partner's login.
      expected: answers(OK, UNKNOWN, PARTNERS_ONLY, EXPIRED, PARTNERS_ONLY),
      tokens: () => [tokens.owner, tokens.ownerGuestForKyc],
    },
    {
      title: 'a borrower’s own application (apply-loan, guest token)',
      family: 'apply-loan' as const,
      seed: () => ({ family: 'APPLY_LOAN' as const }),
      owner: (): FileOwner => ({ token: tokens.ownerGuestForKyc, family: 'APPLY_LOAN' }),
      // A partner's login owns no public application, not even the borrower's they know.
      expected: answers(OK, UNKNOWN, UNKNOWN, EXPIRED, UNKNOWN),
      tokens: () => [tokens.ownerGuestForKyc, tokens.owner],
    },
  ];

  describe.each(matrices)('$title', ({ family, seed, owner, expected, tokens: own }) => {
    /** The caller's token: the family's own kind for the owner, the other kind for the wrong one. */
    const tokenOf = (caller: Caller): string | undefined => {
      const [ownKind, otherKind] = own();
      return {
        owner: ownKind,
        'other partner': tokens.otherPartner,
        'guest of another mobile': tokens.otherGuest,
        'no token': undefined,
        'wrong kind': otherKind,
      }[caller];
    };
    const cases = operations(family).flatMap((operation) =>
      CALLERS.map((caller) => [operation.name, caller, operation] as const),
    );
    it.each(cases)('%s by %s', async (_name, caller, operation) => {
      const app = await insertApplication(t.db, {
        ...seed(),
        mobile: borrowerMobile,
        ...validBodies().stateFor(operation.name),
      });
      const body = await bodyFor(operation, app.id, owner());
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
      const written = await rowCounts(t.db);
      // The owner's first step records its two ticked consents (issue 21); no other row is added.
      const consents = caller === 'owner' && operation.name === 'update first step' ? 2 : 0;
      expect(written).toEqual({ ...counts, consents: counts.consents + consents });
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

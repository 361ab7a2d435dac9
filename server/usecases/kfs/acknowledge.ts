import { kfsTermsKey } from '../../../src/domain/kfs/statement';
import type { LoanOffer } from '../../../src/domain/rules-engine/offer';
import { ApiError } from '../../errors';
import { notFound, visibleTo, type Viewer } from '../applications/access';
import { indianToday } from '../capture/loan-offer';
import { sendOtp, verifyOtp, type OtpDeps, type SentOtp } from '../otp';
import { currentKfs, currentOf, NO_APPROVED_OFFER, type CurrentKfs } from './current';
import { issueStands, lastIssue, termsOf } from './issues';

/*
 * The borrower acknowledges the Key Fact Statement by OTP (issue 21 item 2): a code sent to the
 * application's mobile for the current version, typed back through the partner's screen. The
 * code is checked by the rules of every OTP (usecases/otp.ts, family KFS); the version it was
 * sent for must still be the current one when it comes back.
 */

export const KFS_ALREADY_ACKNOWLEDGED =
  'The borrower has already acknowledged this Key Fact Statement.';
export const KFS_NOT_CURRENT =
  'This code was sent for a Key Fact Statement that is no longer current. Please send a new code.';

/** Who is asking, as the request shows it (the consent ledger keeps it). */
export interface KfsClient {
  ip: string;
  userAgent: string | null;
}

/**
 * Sends the borrower a code for the current statement (issuing it as GET /kfs does). A version
 * already acknowledged needs no code (409): nothing would change.
 */
export async function sendKfsOtp(
  deps: OtpDeps,
  input: { viewer: Viewer; id: string; hostname: string; ip: string },
): Promise<SentOtp> {
  const kfs = await currentKfs(deps.db, { viewer: input.viewer, id: input.id, now: deps.clock() });
  if (kfs.acknowledgedAt) throw new ApiError(409, KFS_ALREADY_ACKNOWLEDGED);
  return sendOtp(deps, {
    purpose: 'KFS',
    mobile: kfs.mobile,
    hostname: input.hostname,
    ip: input.ip,
    statement: {
      applicationId: input.id,
      version: kfs.statement.version,
      proposalNumber: kfs.statement.proposal_number,
      apr: kfs.statement.apr,
    },
  });
}

/** The application, if the viewer may see it: checked before any code is, so a stranger's try
 * counts nothing against the borrower's mobile. */
async function assertVisible(deps: OtpDeps, viewer: Viewer, id: string): Promise<void> {
  const row = await deps.db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  if (!row) throw notFound();
}

/**
 * Checks the code and marks its version acknowledged, in one transaction: a refusal after the
 * code was right (the statement changed, expired, or was acknowledged meanwhile) rolls the
 * session back too, so the code is not used up by a refusal.
 */
export async function acknowledgeKfs(
  deps: OtpDeps,
  input: {
    viewer: Viewer;
    id: string;
    sessionId: string;
    otp: string;
    brand: string;
    client: KfsClient;
  },
): Promise<CurrentKfs> {
  await assertVisible(deps, input.viewer, input.id);
  const scope = { purpose: 'KFS' as const, applicationId: input.id, brand: input.brand };
  return verifyOtp(
    deps,
    { ...scope, sessionId: input.sessionId, otp: input.otp, ip: input.client.ip },
    async (tx, session, now) => {
      const application = await tx
        .selectFrom('applications')
        .select(['id', 'brand', 'mobile', 'loan_type', 'loan_offer'])
        .where('id', '=', input.id)
        .where(visibleTo(input.viewer))
        .forUpdate()
        .executeTakeFirst();
      if (!application) throw notFound();
      const offer = application.loan_offer as unknown as LoanOffer | null;
      if (!offer || offer.decision !== 'APPROVED') throw new ApiError(409, NO_APPROVED_OFFER);
      const terms = termsOf(offer, application.loan_type);
      const today = indianToday(now);
      const last = await lastIssue(tx, application.id);
      const stands =
        last &&
        last.version === session.kfs_version &&
        issueStands(last, kfsTermsKey(terms), today) &&
        session.mobile === application.mobile;
      if (!last || !stands) throw new ApiError(409, KFS_NOT_CURRENT);
      if (last.acknowledged_at) throw new ApiError(409, KFS_ALREADY_ACKNOWLEDGED);
      await tx
        .updateTable('kfs_issues')
        .set({ acknowledged_at: now })
        .where('application_id', '=', application.id)
        .where('version', '=', last.version)
        .execute();
      return currentOf(application, terms, { ...last, acknowledged_at: now }, today);
    },
  );
}

import { kfsTermsKey } from '../../../src/domain/kfs/statement';
import type { ConsentLibrary } from '../../../src/i18n/consents/kinds';
import type { Language } from '../../../src/i18n/language';
import { ApiError } from '../../errors';
import type { ConsentOrigin } from '../../http/consent-origin';
import { notFound, visibleTo, type Viewer } from '../applications/access';
import { actorOfViewer } from '../audit/actor';
import { appendAudit } from '../audit/append';
import { indianToday } from '../capture/loan-offer';
import { consentLibraryOf, currentConsentVersion, recordConsent } from '../consents/record';
import { sendOtp, verifyOtp, type OtpDeps, type SentOtp } from '../otp';
import { currentOf, lockedOffer, type CurrentKfs } from './current';
import { issueStands, lastIssue } from './issues';

/*
 * The borrower acknowledges the Key Fact Statement by OTP (issue 21 item 2): a code sent to the
 * application's mobile for the current version, typed back through the partner's screen. The
 * code is checked by the rules of every OTP (usecases/otp.ts, family KFS); the version it was
 * sent for must still be the current one when it comes back.
 */

export const KFS_ALREADY_ACKNOWLEDGED = /*i18n*/ {
  id: 'KFS_ALREADY_ACKNOWLEDGED',
  message: 'The borrower has already acknowledged this Key Fact Statement.',
};
export const KFS_CHANGED = /*i18n*/ {
  id: 'KFS_CHANGED',
  message: 'The Key Fact Statement has changed. Please read it again.',
};
export const KFS_NOT_CURRENT = /*i18n*/ {
  id: 'KFS_NOT_CURRENT',
  message:
    'This code was sent for a Key Fact Statement that is no longer current. Please send a new code.',
};

/** The consent texts the acknowledgement is recorded against (AppDeps). */
type KfsDeps = OtpDeps & { consentTexts?: ConsentLibrary };

/**
 * Sends the borrower a code for the statement the screen shows (`proposalNumber`), never
 * issuing one: under the application's row lock, the named number must be the newest issue,
 * still made from the offer's terms and unexpired, else 409 KFS_CHANGED (the screen reads GET
 * /kfs again, which issues the next version) — so the SMS never names terms the borrower was not
 * shown. A version already acknowledged needs no code (409): nothing would change. A refusal
 * writes nothing. The audit entry is appended once the SMS went out: a failed delivery undoes
 * the send, and an entry can never be undone.
 */
export async function sendKfsOtp(
  deps: OtpDeps,
  input: {
    viewer: Viewer;
    id: string;
    proposalNumber: string;
    hostname: string;
    ip: string;
    /** The language the borrower reads (the request's Accept-Language): the SMS's. */
    language?: Language;
  },
): Promise<SentOtp> {
  const kfs = await deps.db.transaction().execute(async (tx) => {
    const { application, offer, terms } = await lockedOffer(tx, input.viewer, input.id);
    const today = indianToday(deps.clock());
    const last = await lastIssue(tx, application.id);
    if (!last || last.proposal_number !== input.proposalNumber) {
      throw new ApiError(409, KFS_CHANGED);
    }
    const stands = issueStands(last, kfsTermsKey(terms), today);
    // An accepted offer keeps its acknowledged statement, expired or not.
    if (last.acknowledged_at && (stands || offer.is_accepted)) {
      throw new ApiError(409, KFS_ALREADY_ACKNOWLEDGED);
    }
    if (!stands) throw new ApiError(409, KFS_CHANGED);
    return currentOf(application, terms, last, today);
  });
  const sent = await sendOtp(deps, {
    purpose: 'KFS',
    mobile: kfs.mobile,
    hostname: input.hostname,
    ip: input.ip,
    language: input.language,
    statement: {
      applicationId: input.id,
      version: kfs.statement.version,
      proposalNumber: kfs.statement.proposal_number,
      apr: kfs.statement.apr,
    },
  });
  await appendAudit(deps.db, {
    applicationId: input.id,
    at: deps.clock(),
    actor: actorOfViewer(input.viewer),
    action: 'KFS_CODE_SENT',
    changes: [{ field: 'proposal_number', new: kfs.statement.proposal_number }],
  });
  return sent;
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
 * Checks the code and marks its version acknowledged, in one transaction with the consent
 * ledger's record (the borrower's, by the mobile the code verified, in the language they were
 * shown, relayed by the partner's session) and the audit entry: a refusal after the code was
 * right (the statement changed, expired, or was acknowledged meanwhile) rolls all of it back,
 * the session included, so the code is not used up by a refusal.
 */
export async function acknowledgeKfs(
  deps: KfsDeps,
  input: {
    viewer: Viewer;
    id: string;
    sessionId: string;
    otp: string;
    brand: string;
    lang: Language;
    origin: ConsentOrigin;
  },
): Promise<CurrentKfs> {
  await assertVisible(deps, input.viewer, input.id);
  const scope = { purpose: 'KFS' as const, applicationId: input.id, brand: input.brand };
  const { viewer, origin, lang } = input;
  return verifyOtp(
    deps,
    { ...scope, sessionId: input.sessionId, otp: input.otp, ip: origin.clientAddress },
    async (tx, session, now) => {
      const { application, terms } = await lockedOffer(tx, viewer, input.id);
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
      await recordConsent(tx, {
        applicationId: application.id,
        kind: 'KFS_ACKNOWLEDGEMENT',
        textVersion: currentConsentVersion(consentLibraryOf(deps), 'KFS_ACKNOWLEDGEMENT', lang),
        lang,
        givenBy: 'BORROWER',
        mobile: session.mobile,
        partnerId: viewer.family === 'KYC' ? viewer.partnerId : null,
        proposalNumber: last.proposal_number,
        origin,
        at: now,
      });
      await appendAudit(tx, {
        applicationId: application.id,
        at: now,
        actor: actorOfViewer(viewer),
        action: 'KFS_ACKNOWLEDGED',
        changes: [
          { field: 'proposal_number', new: last.proposal_number },
          { field: 'acknowledged_at', old: null, new: now.toISOString() },
        ],
      });
      return currentOf(application, terms, { ...last, acknowledged_at: now }, today);
    },
  );
}

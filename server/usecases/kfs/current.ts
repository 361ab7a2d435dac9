import type { Kysely, Transaction } from 'kysely';
import { grievanceOfficerOf } from '../../../src/domain/kfs/grievance';
import {
  keyFactStatement,
  kfsTermsKey,
  proposalNumber,
  type KeyFactStatement,
  type KfsOffer,
} from '../../../src/domain/kfs/statement';
import { kfsExpired, kfsValidUntil } from '../../../src/domain/kfs/working-days';
import type { LoanOffer } from '../../../src/domain/rules-engine/offer';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../src/i18n/language';
import type { Database } from '../../db/schema';
import { ApiError } from '../../errors';
import { notFound, visibleTo, type Viewer } from '../applications/access';
import { indianToday } from '../capture/loan-offer';
import { fieldChanges } from '../../../src/domain/audit/changes';
import { actorOfViewer } from '../audit/actor';
import { appendAudit } from '../audit/append';
import { issueStands, lastIssue, termsOf, type Issue } from './issues';
import { unknownQueryParameter } from '../../http/input';

/*
 * The current Key Fact Statement of an application (issue 21 items 1–2; docs/kfs.md): the
 * last issue while the offer's terms are unchanged and it has not expired, else the next
 * version, issued now. Once the offer is accepted the statement it was accepted on stays,
 * expired or not: nothing is reissued for an offer that can no longer change.
 */

export const NO_APPROVED_OFFER = /*i18n*/ {
  id: 'NO_APPROVED_OFFER',
  message: 'There is no approved loan offer for this application yet.',
};
export const LANGUAGE_MESSAGE = /*i18n*/ {
  id: 'KFS_LANGUAGE_INVALID',
  message: 'lang must be en or hi',
};

/**
 * The query as sent (each name's values): `lang` once, en or hi, en when absent; any other name
 * or a repeated lang is refused (400), as the lists refuse theirs.
 */
export function kfsQueryOf(query: Record<string, readonly string[]>): { lang: Language } {
  for (const name of Object.keys(query)) {
    if (name !== 'lang') throw new ApiError(400, unknownQueryParameter(name));
  }
  const values = query['lang'];
  if (values === undefined) return { lang: DEFAULT_LANGUAGE };
  const [lang] = values;
  if (values.length !== 1 || !isLanguage(lang)) throw new ApiError(400, LANGUAGE_MESSAGE);
  return { lang };
}

export interface CurrentKfs {
  statement: KeyFactStatement;
  acknowledgedAt: Date | null;
  isExpired: boolean;
  /** The borrower's mobile: where the acknowledgement code goes. */
  mobile: string;
}

/** An issue's statement, as the routes answer it. */
export function currentOf(
  application: { brand: string; mobile: string },
  terms: KfsOffer,
  issue: Issue,
  today: string,
): CurrentKfs {
  return {
    statement: keyFactStatement(
      terms,
      {
        proposal_number: issue.proposal_number,
        version: issue.version,
        issued_on: issue.issued_on,
      },
      grievanceOfficerOf(application.brand),
    ),
    acknowledgedAt: issue.acknowledged_at,
    isExpired: kfsExpired(issue.valid_until, today),
    mobile: application.mobile,
  };
}

/** What an issue's audit entry records: the version and its number and dates. */
const issuedFields = (issue: Issue) => ({
  version: issue.version,
  proposal_number: issue.proposal_number,
  issued_on: issue.issued_on,
  valid_until: issue.valid_until,
});

/**
 * The viewer's application, its row locked, with its approved offer and the statement's terms:
 * 404 when the viewer may not see it, 409 without an approved offer.
 */
export async function lockedOffer(tx: Transaction<Database>, viewer: Viewer, id: string) {
  const application = await tx
    .selectFrom('applications')
    .select(['id', 'tracker_id', 'brand', 'mobile', 'loan_type', 'loan_offer'])
    .where('id', '=', id)
    .where(visibleTo(viewer))
    .forUpdate()
    .executeTakeFirst();
  if (!application) throw notFound();
  const offer = application.loan_offer as unknown as LoanOffer | null;
  if (!offer || offer.decision !== 'APPROVED') throw new ApiError(409, NO_APPROVED_OFFER);
  return { application, offer, terms: termsOf(offer, application.loan_type) };
}

export async function currentKfs(
  db: Kysely<Database>,
  input: { viewer: Viewer; id: string; now: Date },
): Promise<CurrentKfs> {
  return db.transaction().execute(async (tx) => {
    // The row lock makes two first reads issue one version, not two.
    const { application, offer, terms } = await lockedOffer(tx, input.viewer, input.id);
    const key = kfsTermsKey(terms);
    const today = indianToday(input.now);
    const last = await lastIssue(tx, application.id);
    const current = last && (offer.is_accepted || issueStands(last, key, today));
    let issue: Issue;
    if (last && current) {
      issue = last;
    } else {
      const version = (last?.version ?? 0) + 1;
      issue = {
        version,
        proposal_number: proposalNumber(application.tracker_id, version),
        terms_key: key,
        issued_on: today,
        valid_until: kfsValidUntil(today),
        acknowledged_at: null,
      };
      await tx
        .insertInto('kfs_issues')
        .values({ ...issue, application_id: application.id, issued_at: input.now })
        .execute();
      // The partner whose read issued it is the actor: the statement is issued to be shown.
      await appendAudit(tx, {
        applicationId: application.id,
        at: input.now,
        actor: actorOfViewer(input.viewer),
        action: 'KFS_ISSUED',
        changes: fieldChanges(last ? issuedFields(last) : null, issuedFields(issue)),
      });
    }
    return currentOf(application, terms, issue, today);
  });
}

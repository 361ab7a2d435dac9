import type { Transaction } from 'kysely';
import type { LoanType } from '../../../src/domain/enums';
import { kfsTermsKey, type KfsOffer } from '../../../src/domain/kfs/statement';
import { kfsExpired } from '../../../src/domain/kfs/working-days';
import type { LoanOffer } from '../../../src/domain/rules-engine/offer';
import type { Database, KfsIssuesTable } from '../../db/schema';
import { ApiError } from '../../errors';

/*
 * The issues of an application's Key Fact Statement (kfs_issues) as the statement, its
 * acknowledgement and the offer's acceptance read them. Callers hold the application's row
 * lock, so the newest issue cannot change under them.
 */

export const KFS_NOT_ACKNOWLEDGED = /*i18n*/ {
  id: 'KFS_NOT_ACKNOWLEDGED',
  message: 'The borrower has not acknowledged the Key Fact Statement',
};

export type Issue = Pick<
  KfsIssuesTable,
  'version' | 'proposal_number' | 'terms_key' | 'issued_on' | 'valid_until' | 'acknowledged_at'
>;

/** The terms a statement is made from: the offer and the application's loan type. */
export const termsOf = (offer: LoanOffer, loanType: string | null): KfsOffer => ({
  ...offer,
  loan_type: loanType as LoanType,
});

/** An issue stands for these terms (kfsTermsKey) today: made from them, and not expired. */
export const issueStands = (issue: Issue, key: string, today: string): boolean =>
  issue.terms_key === key && !kfsExpired(issue.valid_until, today);

/** The application's newest issue (callers hold the application's row lock). */
export async function lastIssue(tx: Transaction<Database>, applicationId: string) {
  return tx
    .selectFrom('kfs_issues')
    .select([
      'version',
      'proposal_number',
      'terms_key',
      'issued_on',
      'valid_until',
      'acknowledged_at',
    ])
    .where('application_id', '=', applicationId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Accepting an offer (issue 21 item 2): the newest issue must be made from exactly the terms
 * being accepted, unexpired, and acknowledged by the borrower — else 409. An edit sent with the
 * acceptance changes the terms, so it is refused until the new version is acknowledged.
 */
export async function assertKfsAcknowledged(
  tx: Transaction<Database>,
  application: { id: string; loan_type: string | null },
  accepted: LoanOffer,
  today: string,
): Promise<void> {
  const last = await lastIssue(tx, application.id);
  const key = kfsTermsKey(termsOf(accepted, application.loan_type));
  if (!last || !issueStands(last, key, today) || !last.acknowledged_at) {
    throw new ApiError(409, KFS_NOT_ACKNOWLEDGED);
  }
}

import type { Schema } from '../../server/contract-types';
import type { KfsOffer } from '../../src/domain/kfs/statement';
import { latestOtp, type CallOptions, type TestApp } from './server';

/** docs/kfs.md's worked example: a personal loan of ₹1,00,000 at 12 % for 12 months, disbursed 1 December 2026. */
export const KFS_EXAMPLE_OFFER: KfsOffer = {
  loan_type: 'PERSONAL_LOAN',
  selected_loan_amount: 100_000,
  interest_rate: 12,
  max_tenure_allowed: 12,
  final_emi: 8_885,
  total_processing_fee_amount: 2_360,
  insurance_fee: 250,
  disbursement_date: '2026-12-01',
  emi_start_date: '2027-01-05',
};

export const kfsPath = (id: string, rest = '') => `/api/v1/loan-application/${id}/kfs${rest}`;

/** The application's mobile: where the borrower's codes go. */
export async function borrowerMobile(t: TestApp, id: string): Promise<string> {
  const row = await t.db
    .selectFrom('applications')
    .select('mobile')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.mobile;
}

/**
 * The borrower acknowledges the current Key Fact Statement as the offer step has them do it:
 * the partner sends the code, the borrower reads it from their SMS (the dev outbox) and it is
 * typed back. Every test that accepts an offer does this first (the accept answers 409 until
 * then). `options` carries the site (hostname) and address of a partner on another brand.
 */
export async function acknowledgeKfs(
  t: TestApp,
  token: string,
  id: string,
  options: Pick<CallOptions, 'hostname' | 'ip'> = {},
): Promise<Schema<'KeyFactStatement'>> {
  // The screen shows the statement before the code is sent for it: send-otp names its number.
  const shown = await t.call<Schema<'KeyFactStatement'>>('GET', kfsPath(id), { token, ...options });
  if (shown.status !== 200)
    throw new Error(`GET /kfs answered ${shown.status}: ${shown.body.message}`);
  const sent = await t.call<Schema<'OtpSession'>>('POST', kfsPath(id, '/send-otp'), {
    token,
    ...options,
    body: { proposal_number: shown.body.data.proposal_number },
  });
  if (sent.status !== 200) {
    throw new Error(`send-otp answered ${sent.status}: ${sent.body.message}`);
  }
  const otp = await latestOtp(t.db, await borrowerMobile(t, id));
  const acknowledged = await t.call<Schema<'KeyFactStatement'>>(
    'POST',
    kfsPath(id, '/acknowledge'),
    { token, ...options, body: { session_id: sent.body.data.session_id, otp } },
  );
  if (acknowledged.status !== 200) {
    throw new Error(`acknowledge answered ${acknowledged.status}: ${acknowledged.body.message}`);
  }
  return acknowledged.body.data;
}

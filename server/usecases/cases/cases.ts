import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { CaseBody } from '../../../src/domain/cases/case-schema';
import { totalPages, type PageQuery } from '../../../src/domain/paging';
import { LOAN_TYPES, type LoanType } from '../../../src/domain/enums';
import type { Schema } from '../../contract-types';
import type { CaseLendersTable, CasesTable, Database } from '../../db/schema';
import { ApiError } from '../../errors';
import { randomId } from '../random-id';
import { writeOnce, type Once } from '../idempotency';
import { fieldChanges } from '../../../src/domain/audit/changes';
import { actorOfViewer } from '../audit/actor';
import { appendAudit } from '../audit/append';

export type CaseAnswer = Schema<'Case'>;
export type CasePageAnswer = Schema<'CasePage'>;

export const UNKNOWN_LENDER = /*i18n*/ {
  id: 'UNKNOWN_LENDER',
  message: 'Lender not found: choose a lender from the list',
};

type CaseRow = Pick<
  CasesTable,
  'id' | 'tracker_id' | 'name' | 'loan_type' | 'required_amount' | 'remarks'
> & { created_at: Date };
type LenderRow = Omit<CaseLendersTable, 'position'> & { lender_name: string };

const isLoanType = (value: string): value is LoanType =>
  (LOAN_TYPES as readonly string[]).includes(value);

/** Numeric columns come back as numbers (db/open.ts); an absent waiver is left out. */
function lenderOf(row: LenderRow): CaseAnswer['lender_info'][number] {
  return {
    lender_id: row.lender_id,
    disbursement_date: row.disbursement_date,
    is_pendency: row.is_pendency,
    ...(row.pendency_desc !== null ? { pendency_desc: row.pendency_desc } : {}),
    ...(row.insurance_fee_waiver !== null
      ? { insurance_fee_waiver: row.insurance_fee_waiver }
      : {}),
    ...(row.pf_waiver_percentage !== null
      ? { pf_waiver_percentage: row.pf_waiver_percentage }
      : {}),
    ...(row.interest_rate_waiver !== null
      ? { interest_rate_waiver: row.interest_rate_waiver }
      : {}),
    lender: { name: row.lender_name },
  };
}

function caseOf(row: CaseRow, lenders: readonly LenderRow[]): CaseAnswer {
  if (!isLoanType(row.loan_type)) throw new Error(`Unknown loan type in cases.${row.id}`);
  return {
    id: row.id,
    tracker_id: row.tracker_id,
    name: row.name,
    loan_type: row.loan_type,
    required_amount: row.required_amount,
    remarks: row.remarks,
    created_at: row.created_at.toISOString(),
    lender_info: lenders.map(lenderOf),
  };
}

/** The lenders of these cases, each case's in the order they were given. */
async function lendersOf(
  db: Kysely<Database>,
  caseIds: readonly string[],
): Promise<Map<string, LenderRow[]>> {
  const byCase = new Map<string, LenderRow[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return byCase;
  const rows = await db
    .selectFrom('case_lenders')
    .innerJoin('lenders', 'lenders.id', 'case_lenders.lender_id')
    .select([
      'case_lenders.case_id',
      'case_lenders.lender_id',
      // A `date` column as text: the two drivers parse dates differently.
      sql<string>`to_char(case_lenders.disbursement_date, 'YYYY-MM-DD')`.as('disbursement_date'),
      'case_lenders.is_pendency',
      'case_lenders.pendency_desc',
      'case_lenders.insurance_fee_waiver',
      'case_lenders.pf_waiver_percentage',
      'case_lenders.interest_rate_waiver',
      'lenders.name as lender_name',
    ])
    .where('case_lenders.case_id', 'in', caseIds)
    .orderBy('case_lenders.case_id')
    .orderBy('case_lenders.position')
    .execute();
  for (const row of rows) byCase.get(row.case_id)?.push(row);
  return byCase;
}

/**
 * Records a case for the partner: the case and its lenders in one transaction. A lender id that
 * is not in the lenders table is a 400 and nothing is written. A case whose Case ID is the
 * tracker id of one of the partner's own applications is that application's offline
 * disbursement: its audit trail gets the entry, in the same transaction (a case of no
 * application of theirs has no trail to go in).
 */
export async function recordCase(
  db: Kysely<Database>,
  partnerId: string,
  body: CaseBody,
  now: Date,
  once?: Once<CaseAnswer>,
): Promise<CaseAnswer> {
  const id = randomId();
  // The answer is read inside the transaction that wrote it: once it commits, the request only
  // answers (issue 30). A read after the commit could fail (PostgreSQL restarting) and answer an
  // error for a case that was recorded, and a partner tapping Save again would record it twice.
  // With an Idempotency-Key, the answer is remembered in the same transaction (issue 30 item 2).
  return writeOnce(db, once, async (tx) => {
    const wanted = [...new Set(body.lender_info.map((lender) => lender.lender_id))];
    const known = await tx.selectFrom('lenders').select('id').where('id', 'in', wanted).execute();
    if (known.length !== wanted.length) throw new ApiError(400, UNKNOWN_LENDER);
    await tx
      .insertInto('cases')
      .values({
        id,
        partner_id: partnerId,
        tracker_id: body.tracker_id || null,
        name: body.name,
        loan_type: body.loan_type,
        required_amount: body.required_amount,
        remarks: body.remarks || null,
        created_at: now,
      })
      .execute();
    await tx
      .insertInto('case_lenders')
      .values(
        body.lender_info.map((lender, position) => ({
          case_id: id,
          position,
          lender_id: lender.lender_id,
          disbursement_date: lender.disbursement_date,
          is_pendency: lender.is_pendency,
          pendency_desc: 'pendency_desc' in lender ? lender.pendency_desc : null,
          insurance_fee_waiver: lender.insurance_fee_waiver ?? null,
          pf_waiver_percentage: lender.pf_waiver_percentage ?? null,
          interest_rate_waiver: lender.interest_rate_waiver ?? null,
        })),
      )
      .execute();
    await auditCase(tx, partnerId, id, body, now);
    const page = await casesOf(tx, partnerId, { page: 0, size: 1 }, id);
    const recorded = page.list[0];
    if (!recorded) throw new Error(`Case ${id} was not found after it was recorded`);
    return recorded;
  });
}

/** The CASE_RECORDED entry on the partner's application the case names, if it names one. */
async function auditCase(
  tx: Kysely<Database>,
  partnerId: string,
  caseId: string,
  body: CaseBody,
  now: Date,
): Promise<void> {
  if (!body.tracker_id) return;
  const application = await tx
    .selectFrom('applications')
    .select('id')
    .where('tracker_id', '=', body.tracker_id)
    .where('family', '=', 'KYC')
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  if (!application) return;
  await appendAudit(tx, {
    applicationId: application.id,
    at: now,
    actor: actorOfViewer({ family: 'KYC', partnerId }),
    action: 'CASE_RECORDED',
    changes: [
      { field: 'case_id', new: caseId },
      ...fieldChanges(null, {
        name: body.name,
        loan_type: body.loan_type,
        required_amount: body.required_amount,
        remarks: body.remarks || null,
        lender_info: body.lender_info,
      }),
    ],
  });
}

/**
 * One page of the partner's own cases, newest first (ties by id, so paging is stable), with the
 * count of all of them. `only` reads one case (the one just recorded).
 */
export async function casesOf(
  db: Kysely<Database>,
  partnerId: string,
  { page, size }: PageQuery,
  only?: string,
): Promise<CasePageAnswer> {
  let query = db.selectFrom('cases').where('partner_id', '=', partnerId);
  if (only !== undefined) query = query.where('id', '=', only);
  const [rows, counted] = await Promise.all([
    query
      .select(['id', 'tracker_id', 'name', 'loan_type', 'required_amount', 'remarks', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const lenders = await lendersOf(
    db,
    rows.map((row) => row.id),
  );
  const total = Number(counted.count);
  return {
    list: rows.map((row) => caseOf(row, lenders.get(row.id) ?? [])),
    total_pages: totalPages(total, size),
    total_elements: total,
  };
}

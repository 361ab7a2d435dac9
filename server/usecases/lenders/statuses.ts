import { sql, type ExpressionBuilder } from 'kysely';
import type { Schema } from '../../contract-types';
import type { Database } from '../../db/schema';

/*
 * Application.lender_statuses: what each lender said about the application once a lead was
 * sent, read in the same statement as the application (a subquery, like its co-applicants).
 * A send still under way (LEAD_SENDING) is not an answer yet and is left out.
 */

export type LenderStatus = Schema<'LenderStatus'>;

/** Sending claims the row with this status while the lender is asked (lead.ts). */
export const LEAD_SENDING = 'SENDING';

/** The application's lender statuses, oldest lead first: select(lenderStatusesOf). */
export const lenderStatusesOf = (eb: ExpressionBuilder<Database, 'applications'>) =>
  eb
    .selectFrom('lender_statuses')
    .select(
      sql<LenderStatus[]>`coalesce(jsonb_agg(jsonb_build_object(
        'lender_id', lender_statuses.lender_id,
        'status', lender_statuses.status,
        'lender_ref_id', lender_statuses.lender_ref_id,
        'answered_at', to_char(lender_statuses.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'raw_data_from_lender', coalesce(lender_statuses.raw_data_from_lender, '{}'::jsonb)
      ) order by lender_statuses.created_at, lender_statuses.lender_id), '[]'::jsonb)`.as('list'),
    )
    .whereRef('lender_statuses.application_id', '=', 'applications.id')
    .where('lender_statuses.status', '<>', LEAD_SENDING)
    .as('lender_statuses');

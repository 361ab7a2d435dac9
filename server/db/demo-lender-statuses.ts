import type { Kysely } from 'kysely';
import { sandboxReference } from '../adapters/lenders/sandbox';
import { DEMO_APPLICATIONS } from './demo-applications';
import type { Database } from './schema';

/*
 * Demo lender answers (issue 19 item 4; issue 29 item 5): some of the demo partner's submitted
 * applications were already sent to lenders their policy approves, one REJECTED by the lender
 * with its reasons, so the list and the lenders table show every kind of answer from the first
 * start. Only applications with a loan offer were sent (a PENDING row sends nothing), each to a
 * lender that takes Send to Lender. References are the sandbox's, as if sent through it.
 * Idempotent: a pair already there is left as it is.
 */

interface DemoLenderStatus {
  trackerId: string;
  lenderId: string;
  status: string;
  raw: Record<string, unknown>;
}

export const DEMO_LENDER_STATUSES: readonly DemoLenderStatus[] = [
  {
    // Meera Iyer's personal loan: Kaveri's policy reads it eligible, Kaveri itself said no.
    trackerId: '90000007',
    lenderId: 'kaveri',
    status: 'REJECTED',
    raw: {
      stage: 'CREDIT_REVIEW',
      message: 'Rejected by Kaveri Finance',
      description: 'Employer not on the approved list; salary account with another bank',
      reasons: ['Employer not on the approved list', 'Salary account with another bank'],
    },
  },
  {
    trackerId: '90000010',
    lenderId: 'protium',
    status: 'APPROVED',
    raw: {
      stage: 'LEAD_CREATED',
      message: 'Lead received by Protium (sandbox)',
      description: 'In-principle approval',
    },
  },
  {
    trackerId: '90000010',
    lenderId: 'nilgiri',
    status: 'UNDER_REVIEW',
    raw: { stage: 'LEAD_CREATED', message: 'Lead received by Nilgiri Credit (sandbox)' },
  },
  {
    // Disbursed: the lenders that paid out approved them.
    trackerId: '90000013',
    lenderId: 'nilgiri',
    status: 'APPROVED',
    raw: { stage: 'LEAD_CREATED', message: 'Lead received by Nilgiri Credit (sandbox)' },
  },
  {
    trackerId: '90000014',
    lenderId: 'kaveri',
    status: 'APPROVED',
    raw: { stage: 'LEAD_CREATED', message: 'Lead received by Kaveri Finance (sandbox)' },
  },
];

export async function seedDemoLenderStatuses(db: Kysely<Database>): Promise<void> {
  const rows = DEMO_LENDER_STATUSES.flatMap((entry) => {
    const app = DEMO_APPLICATIONS.find((candidate) => candidate.trackerId === entry.trackerId);
    if (!app) return [];
    const at = new Date(app.createdAt);
    return [
      {
        application_id: app.id,
        lender_id: entry.lenderId,
        status: entry.status,
        lender_ref_id: sandboxReference(app.id, entry.lenderId),
        raw_data_from_lender: JSON.stringify(entry.raw),
        created_at: at,
        updated_at: at,
      },
    ];
  });
  await db
    .insertInto('lender_statuses')
    .values(rows)
    .onConflict((oc) => oc.columns(['application_id', 'lender_id']).doNothing())
    .execute();
}

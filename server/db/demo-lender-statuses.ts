import type { Kysely } from 'kysely';
import { sandboxReference } from '../adapters/lenders/sandbox';
import { DEMO_APPLICATIONS } from './demo-applications';
import type { Database } from './schema';

/*
 * Demo lender answers (issue 19 item 4): some of the demo partner's applications were already
 * sent to lenders, one of them REJECTED by the lender with its reasons, so the list and the
 * lenders table show every kind of answer from the first start. References are the sandbox's,
 * as if sent through it. Idempotent: a pair already there is left as it is.
 */

interface DemoLenderStatus {
  trackerId: string;
  lenderId: string;
  status: string;
  raw: Record<string, unknown>;
}

export const DEMO_LENDER_STATUSES: readonly DemoLenderStatus[] = [
  {
    trackerId: '90000003',
    lenderId: 'sahyadri',
    status: 'REJECTED',
    raw: {
      stage: 'CREDIT_REVIEW',
      message: 'Rejected by Sahyadri Bank',
      description: 'Property papers incomplete; existing home loan EMI too high',
      reasons: ['Property papers incomplete', 'Existing home loan EMI too high'],
    },
  },
  {
    trackerId: '90000003',
    lenderId: 'kaveri',
    status: 'UNDER_REVIEW',
    raw: { stage: 'LEAD_CREATED', message: 'Lead received by Kaveri Finance (sandbox)' },
  },
  {
    trackerId: '90000004',
    lenderId: 'protium',
    status: 'APPROVED',
    raw: {
      stage: 'LEAD_CREATED',
      message: 'Lead received by Protium (sandbox)',
      description: 'In-principle approval',
    },
  },
  {
    trackerId: '90000005',
    lenderId: 'nilgiri',
    status: 'UNDER_REVIEW',
    raw: { stage: 'LEAD_CREATED', message: 'Lead received by Nilgiri Credit (sandbox)' },
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

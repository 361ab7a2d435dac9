import type { Kysely } from 'kysely';
import { DEMO_BRAND, DEMO_PARTNER_ID } from './demo-applications';
import type { Database, NewUser } from './schema';

/*
 * Issue 19 item 4: a second demo partner on the demo partner's brand, of a kind that records no
 * offline disbursements (a connector), with applications of its own, so a newcomer sees both
 * sides of the partner kinds and that one partner never sees another's work; and a few cases
 * for the demo partner (an individual agent, who records them). Ids are fixed so the README and
 * the browser tests can name them; every step is idempotent.
 */

export const SECOND_PARTNER_MOBILE = '9876543211';
export const SECOND_PARTNER_ID = '7a2e3d9f-4c5b-4f6a-8b8c-2d3e4f5a6b71';

const secondPartner: NewUser = {
  id: SECOND_PARTNER_ID,
  role: 'AGENT',
  first_name: 'Karan',
  last_name: 'Mehta',
  email: 'karan.mehta@example.com',
  mobile: SECOND_PARTNER_MOBILE,
  address: '18, MG Road, Camp',
  pincode: '411001',
  city: 'Pune',
  state: 'Maharashtra',
  pan: 'XXXXXX567K',
  aadhaar_front: null,
  aadhaar_back: null,
  cancelled_cheque: null,
  account_number: 'XXXXXXXX8765',
  bank_name: 'HDFC Bank',
  ifsc: 'HDFC0000123',
  referral_code: 'KARAN2411',
  partner_kind: 'CONNECTOR',
};

interface SecondApplication {
  n: number;
  name: string;
  jobType: 'SALARIED' | 'SELF_EMPLOYED';
  loanType: string;
  createdAt: string;
}

/** The connector's referrals: applications stopped after the first step (tracker ids 91000001–3). */
const SECOND_APPLICATIONS: readonly SecondApplication[] = [
  {
    n: 1,
    name: 'Anita Desai',
    jobType: 'SALARIED',
    loanType: 'PERSONAL_LOAN',
    createdAt: '2026-01-12T05:00:00.000Z',
  },
  {
    n: 2,
    name: 'Suresh Kulkarni',
    jobType: 'SELF_EMPLOYED',
    loanType: 'BUSINESS_LOAN',
    createdAt: '2026-01-13T05:00:00.000Z',
  },
  {
    n: 3,
    name: 'Farah Khan',
    jobType: 'SALARIED',
    loanType: 'HOME_LOAN',
    createdAt: '2026-01-14T05:00:00.000Z',
  },
];

export const secondApplicationId = (n: number) => `second${String(n).padStart(26, '0')}`;
export const secondTrackerId = (n: number) => `9100000${n}`;

interface DemoCase {
  n: number;
  trackerId: string | null;
  name: string;
  loanType: string;
  amount: number;
  remarks: string | null;
  createdAt: string;
  lenders: readonly {
    disbursementDate: string;
    pendency: string | null;
    pfWaiver?: number;
  }[];
}

/** The demo partner's recorded disbursements; their lenders are the first seeded ones by name. */
const DEMO_CASES: readonly DemoCase[] = [
  {
    n: 1,
    trackerId: 'DSB-2026-001',
    name: 'Ramesh Iyer',
    loanType: 'HOME_LOAN',
    amount: 3_500_000,
    remarks: 'Disbursed at the lender’s Jayanagar branch',
    createdAt: '2026-01-20T06:00:00.000Z',
    lenders: [{ disbursementDate: '2026-01-18', pendency: null, pfWaiver: 0.5 }],
  },
  {
    n: 2,
    trackerId: null,
    name: 'Lakshmi Rao',
    loanType: 'PERSONAL_LOAN',
    amount: 450_000,
    remarks: null,
    createdAt: '2026-01-22T06:00:00.000Z',
    lenders: [{ disbursementDate: '2026-01-21', pendency: 'Signed NACH mandate to be collected' }],
  },
  {
    n: 3,
    trackerId: 'DSB-2026-003',
    name: 'Imran Sheikh',
    loanType: 'BUSINESS_LOAN',
    amount: 1_200_000,
    remarks: 'Top-up shared between two lenders',
    createdAt: '2026-01-25T06:00:00.000Z',
    lenders: [
      { disbursementDate: '2026-01-24', pendency: null },
      { disbursementDate: '2026-01-24', pendency: null },
    ],
  },
];

export const demoCaseId = (n: number) => `case${String(n).padStart(28, '0')}`;

/** The second partner, its applications, and the demo partner's cases. */
export async function seedSecondPartnerAndCases(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('users')
    .values(secondPartner)
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute();
  await db
    .insertInto('applications')
    .values(
      SECOND_APPLICATIONS.map((app) => ({
        id: secondApplicationId(app.n),
        family: 'KYC' as const,
        partner_id: SECOND_PARTNER_ID,
        tracker_id: secondTrackerId(app.n),
        brand: DEMO_BRAND,
        status: 'DRAFT',
        job_type: app.jobType,
        loan_type: app.loanType,
        name: app.name,
        // Their own mobiles: 90000000nn are the demo partner's borrowers.
        mobile: `910000000${app.n}`,
        pan_number: 'ABCDE1234F',
        required_amount: 300000,
        purpose: 'Home renovation',
        terms_accepted: true,
        bureau_consent: true,
        remarks: null,
        stage: JSON.stringify(['CREATE_APPLICATION']),
        personal_info: null,
        employment_info: null,
        business_info: null,
        created_at: new Date(app.createdAt),
        updated_at: new Date(app.createdAt),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await seedDemoCases(db);
}

async function seedDemoCases(db: Kysely<Database>): Promise<void> {
  const lenders = await db.selectFrom('lenders').select('id').orderBy('name').limit(2).execute();
  if (lenders.length < 2) return;
  await db
    .insertInto('cases')
    .values(
      DEMO_CASES.map((demo) => ({
        id: demoCaseId(demo.n),
        partner_id: DEMO_PARTNER_ID,
        tracker_id: demo.trackerId,
        name: demo.name,
        loan_type: demo.loanType,
        required_amount: demo.amount,
        remarks: demo.remarks,
        created_at: new Date(demo.createdAt),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('case_lenders')
    .values(
      DEMO_CASES.flatMap((demo) =>
        demo.lenders.map((lender, position) => ({
          case_id: demoCaseId(demo.n),
          position,
          lender_id: lenders[(demo.n + position) % lenders.length]?.id ?? '',
          disbursement_date: lender.disbursementDate,
          is_pendency: lender.pendency !== null,
          pendency_desc: lender.pendency,
          insurance_fee_waiver: null,
          pf_waiver_percentage: lender.pfWaiver ?? null,
          interest_rate_waiver: null,
        })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

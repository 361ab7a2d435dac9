import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '../../src/domain/enums';
import type { LoanType } from '../../src/domain/enums';
import { lastThreeFinancialYears } from '../../src/domain/financial-years';
import { sandboxBureauReport } from '../../src/domain/rules-engine/bureau-sandbox';
import type { OfferFacts } from '../../src/domain/rules-engine/eligibility';
import { monthlyIncome, type IncomeSections } from '../../src/domain/rules-engine/income';
import { runRules, type LoanOffer } from '../../src/domain/rules-engine/offer';
import { demoFileId } from './demo-files';
import type { ApplicationFamily, Database, StoredSection } from './schema';

/*
 * Demo mode gives the demo partner applications at every step the wizard can resume, and one
 * returned for correction, so a newcomer can try resume at once; a borrower's own returned
 * application shows the public flow's resume. Ids and tracker ids are fixed so the README and
 * the browser tests can name them; every section passes the domain's schemas (a unit test
 * checks). Borrower data is made up; PANs follow the pattern but belong to nobody.
 *
 * After those, the applications list's spread (issue 19): the demo partner has applications in
 * every status, two pages of them, and one a borrower made with the partner's referral code.
 * They are appended (never inserted before): tests name the first six by position.
 */

export const DEMO_PARTNER_ID = '6f1d2c8e-3b4a-4e5f-9a7b-1c2d3e4f5a60';

/**
 * The brand the demo applications were made on: the default brand, the one of `localhost`,
 * where `npm start` serves the demo and the browser tests log the demo partner in. Its rules
 * (the strict ones) apply to them, and a session from another brand's site cannot use them.
 */
export const DEMO_BRAND = 'default';

const personal = (n: number, name: string, gender: 'MALE' | 'FEMALE'): StoredSection => ({
  name,
  email: `${name.split(' ')[0]?.toLowerCase() ?? 'borrower'}@example.com`,
  dob: '1990-06-15',
  gender,
  marital_status: 'UNMARRIED',
  mothers_name: 'Lakshmi Devi',
  pincode: '560001',
  city: 'Bangalore',
  state: 'Karnataka',
  address: '12, 4th Main Road, Indiranagar',
  years_of_residence: 5,
  address_type: 'RENTED',
  pan: demoFileId(n, 'pan'),
  aadhaar_front: demoFileId(n, 'aadhaarFront'),
  aadhaar_back: demoFileId(n, 'aadhaarBack'),
  bank_name: 'State Bank of India',
  statement_bank_id: 'SBIN',
  bank_statement: [demoFileId(n, 'bankStatement')],
  bank_account_type: 'SAVINGS_ACCOUNT',
});

/** The borrower's work address at the employer: their own name (Kavya Reddy's for the drafts). */
const officialEmail = (name: string) =>
  `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@infosys.example.com`;

const employment = (n: number, name = 'Kavya Reddy'): StoredSection => ({
  company_name: 'Infosys Limited',
  designation: 'Senior Engineer',
  official_email: officialEmail(name),
  monthly_in_hand_salary: 95000,
  work_experience_years: 6,
  work_experience_months: 4,
  company_pincode: '560100',
  company_city: 'Bangalore',
  company_state: 'Karnataka',
  company_address: 'Electronics City, Hosur Road',
  company_address_type: 'OTHERS',
  salary_slip1: demoFileId(n, 'salarySlip1'),
  salary_slip2: demoFileId(n, 'salarySlip2'),
  salary_slip3: demoFileId(n, 'salarySlip3'),
  company_sector: 'IT',
});

const business = (n: number): StoredSection => ({
  business_name: 'Gupta Traders',
  business_type: 'SOLE_PROPRIETORSHIP',
  is_gst_available: 'FALSE',
  business_pincode: '560002',
  business_city: 'Bangalore',
  business_state: 'Karnataka',
  business_address: '7, Avenue Road, Chickpet',
  business_address_type: 'SELF_OWNED',
  years_at_business_address: 8,
  business_proof_type: 'SHOP_AND_ESTABLISHMENT_ACT_CERTIFICATE',
  business_proof: demoFileId(n, 'businessProof'),
  bank_name: 'State Bank of India',
  statement_bank_id: 'SBIN',
  bank_statement: [demoFileId(n, 'businessBankStatement')],
  bank_account_type: 'CURRENT_ACCOUNT',
  business_industry: 'RETAIL',
  nature_of_business: 'TRADING',
  vintage_of_business: 8,
});

export interface DemoApplication {
  id: string;
  family: ApplicationFamily;
  trackerId: string;
  status: ApplicationStatus;
  name: string;
  mobile: string;
  jobType: 'SALARIED' | 'SELF_EMPLOYED';
  loanType: string;
  stage: string[];
  remarks: string | null;
  personalInfo: StoredSection | null;
  employmentInfo: StoredSection | null;
  businessInfo: StoredSection | null;
  createdAt: string;
  /** Rupees asked for (default ₹5,00,000). */
  requiredAmount?: number;
  /** A borrower's own (APPLY_LOAN) made with a partner's referral code: listed as that partner's. */
  referralCode?: string;
  rejectionReason?: string;
  /** The PAN typed on the first step (default ABCDE1234F, the documented test PAN). */
  pan?: string;
}

const demoId = (n: number) => `demo${String(n).padStart(28, '0')}`;

/** A capture finished up to the co-applicants: what a submitted application has. */
const CAPTURED = ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'EMPLOYMENT_DETAILS', 'CO_APPLICANT'];
const CAPTURED_BUSINESS = [
  'CREATE_APPLICATION',
  'PERSONAL_DETAILS',
  'BUSINESS_DETAILS',
  'CO_APPLICANT',
];

/**
 * The demo partner's applications past the capture, one a line: number (id, tracker id and
 * mobile follow from it), job, status, borrower, loan type, amount, day of January 2026 it was
 * made, and the borrower's gender (salaried) or business name (self-employed).
 */
type AfterCapture = readonly [
  n: number,
  /** Salaried, or self-employed. */
  job: 'SAL' | 'SELF',
  status: ApplicationStatus,
  name: string,
  loanType: string,
  requiredAmount: number,
  day: number,
  genderOrBusiness: string,
  /** The borrower's own PAN: the sandbox bureau's answer for it decides the offer. */
  pan: string,
];

const AFTER_CAPTURE: readonly AfterCapture[] = [
  [7, 'SAL', 'SUBMITTED', 'Meera Iyer', 'PERSONAL_LOAN', 350000, 11, 'FEMALE', 'MEEPA1002M'],
  [
    8,
    'SELF',
    'SUBMITTED',
    'Farhan Qureshi',
    'BUSINESS_LOAN',
    1500000,
    12,
    'Qureshi Cloth',
    'FARPQ1001F',
  ],
  [9, 'SAL', 'APPROVED', 'Ananya Bose', 'HOME_LOAN', 4500000, 13, 'FEMALE', 'ANAPB1002A'],
  [
    10,
    'SELF',
    'APPROVED',
    'Harpreet Gill',
    'SMALL_BUSINESS_LOAN',
    800000,
    14,
    'Gill Autos',
    'HARPG1001H',
  ],
  // The sandbox bureau's test PANs (docs/rules-engine.md): a low score, an overdue amount.
  [11, 'SAL', 'REJECTED', 'Deepak Yadav', 'PERSONAL_LOAN', 250000, 15, 'MALE', 'AAAPL0004L'],
  [
    12,
    'SELF',
    'REJECTED',
    'Sanjay Mehta',
    'BUSINESS_LOAN',
    2000000,
    16,
    'Mehta Hardware',
    'AAAPO0005O',
  ],
  [13, 'SAL', 'DISBURSED', 'Pooja Desai', 'AUTO_LOAN', 900000, 17, 'FEMALE', 'POOPD1003P'],
  [14, 'SAL', 'DISBURSED', 'Rahul Khanna', 'EDUCATION_LOAN', 1200000, 18, 'MALE', 'RAHPK1001R'],
];

/**
 * A self-employed borrower's last three years' figures (the offer reads the latest profit):
 * a turnover and a profit that grow a little each year, in whole rupees.
 */
function financials(profit: number): StoredSection['business_financials'] {
  const years = lastThreeFinancialYears(new Date());
  return {
    data: years.map((fy, age) => ({
      fy,
      turnover: Math.round((profit * 8) / (1 + 0.1 * age)),
      profit: Math.round(profit / (1 + 0.1 * age)),
    })),
  };
}

/** The latest year's profit of each self-employed borrower past the capture. */
const PROFITS: Record<number, number> = { 8: 1_800_000, 10: 1_200_000, 12: 2_400_000 };

function afterCapture([n, job, status, name, loanType, amount, day, extra, pan]: AfterCapture) {
  const salaried = job === 'SAL';
  const application: DemoApplication = {
    id: demoId(n),
    family: 'KYC',
    trackerId: String(90000000 + n),
    status,
    name,
    mobile: String(9000000000 + n),
    jobType: salaried ? 'SALARIED' : 'SELF_EMPLOYED',
    loanType,
    stage: salaried ? CAPTURED : CAPTURED_BUSINESS,
    remarks: null,
    personalInfo: personal(n, name, extra === 'FEMALE' ? 'FEMALE' : 'MALE'),
    employmentInfo: salaried ? employment(n, name) : null,
    businessInfo: salaried
      ? null
      : { ...business(n), business_name: extra, business_financials: financials(PROFITS[n] ?? 0) },
    createdAt: new Date(Date.UTC(2026, 0, day, 4, 30)).toISOString(),
    requiredAmount: amount,
    pan,
  };
  return application;
}

const LIST_SPREAD: readonly DemoApplication[] = [
  ...AFTER_CAPTURE.map(afterCapture),
  {
    id: demoId(15),
    family: 'KYC',
    trackerId: '90000015',
    status: 'DRAFT',
    name: 'Nisha Kapoor',
    mobile: '9000000015',
    jobType: 'SALARIED',
    loanType: 'PERSONAL_LOAN',
    stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
    remarks: null,
    personalInfo: personal(15, 'Nisha Kapoor', 'FEMALE'),
    employmentInfo: null,
    businessInfo: null,
    createdAt: '2026-01-19T04:30:00.000Z',
    requiredAmount: 150000,
  },
  {
    // A borrower applied on the public flow with the demo partner's referral code.
    id: demoId(16),
    family: 'APPLY_LOAN',
    trackerId: '90000016',
    status: 'SUBMITTED',
    name: 'Lalita Joshi',
    mobile: '9000000016',
    jobType: 'SALARIED',
    loanType: 'HOME_LOAN',
    stage: CAPTURED,
    remarks: null,
    personalInfo: personal(16, 'Lalita Joshi', 'FEMALE'),
    employmentInfo: employment(16, 'Lalita Joshi'),
    businessInfo: null,
    createdAt: '2026-01-20T04:30:00.000Z',
    requiredAmount: 3000000,
    referralCode: 'ASHA2406',
    pan: 'LALPJ1002L',
  },
];

export const DEMO_APPLICATIONS: readonly DemoApplication[] = [
  {
    id: demoId(1),
    family: 'KYC',
    trackerId: '90000001',
    status: 'DRAFT',
    name: 'Priya Sharma',
    mobile: '9000000001',
    jobType: 'SALARIED',
    loanType: 'PERSONAL_LOAN',
    stage: ['CREATE_APPLICATION'],
    remarks: null,
    personalInfo: null,
    employmentInfo: null,
    businessInfo: null,
    createdAt: '2026-01-05T04:30:00.000Z',
  },
  {
    id: demoId(2),
    family: 'KYC',
    trackerId: '90000002',
    status: 'DRAFT',
    name: 'Arjun Nair',
    mobile: '9000000002',
    jobType: 'SELF_EMPLOYED',
    loanType: 'BUSINESS_LOAN',
    stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
    remarks: null,
    personalInfo: personal(2, 'Arjun Nair', 'MALE'),
    employmentInfo: null,
    businessInfo: null,
    createdAt: '2026-01-06T04:30:00.000Z',
  },
  {
    id: demoId(3),
    family: 'KYC',
    trackerId: '90000003',
    status: 'DRAFT',
    name: 'Kavya Reddy',
    mobile: '9000000003',
    jobType: 'SALARIED',
    loanType: 'HOME_LOAN',
    stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'EMPLOYMENT_DETAILS'],
    remarks: null,
    personalInfo: personal(3, 'Kavya Reddy', 'FEMALE'),
    employmentInfo: employment(3),
    businessInfo: null,
    createdAt: '2026-01-07T04:30:00.000Z',
  },
  {
    id: demoId(4),
    family: 'KYC',
    trackerId: '90000004',
    status: 'DRAFT',
    name: 'Rohan Gupta',
    mobile: '9000000004',
    jobType: 'SELF_EMPLOYED',
    loanType: 'SMALL_BUSINESS_LOAN',
    stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'BUSINESS_DETAILS'],
    remarks: null,
    personalInfo: personal(4, 'Rohan Gupta', 'MALE'),
    employmentInfo: null,
    businessInfo: business(4),
    createdAt: '2026-01-08T04:30:00.000Z',
  },
  {
    id: demoId(5),
    family: 'KYC',
    trackerId: '90000005',
    status: 'INCOMPLETE',
    name: 'Sneha Patil',
    mobile: '9000000005',
    jobType: 'SALARIED',
    loanType: 'PERSONAL_LOAN',
    stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'EMPLOYMENT_DETAILS'],
    remarks:
      'The PAN number does not match the PAN card. Please correct it and upload a clearer Aadhaar front image.',
    personalInfo: personal(5, 'Sneha Patil', 'FEMALE'),
    employmentInfo: { ...employment(5), official_email: 'sneha.patil@infosys.example.com' },
    businessInfo: null,
    createdAt: '2026-01-09T04:30:00.000Z',
  },
  {
    id: demoId(6),
    family: 'APPLY_LOAN',
    trackerId: '90000006',
    status: 'INCOMPLETE',
    name: 'Vikram Singh',
    mobile: '9000000006',
    jobType: 'SELF_EMPLOYED',
    loanType: 'BUSINESS_LOAN',
    stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'BUSINESS_DETAILS'],
    remarks: 'Please add the business proof for your current address.',
    personalInfo: personal(6, 'Vikram Singh', 'MALE'),
    employmentInfo: null,
    businessInfo: { ...business(6), business_name: 'Singh Electricals' },
    createdAt: '2026-01-10T04:30:00.000Z',
  },
  ...LIST_SPREAD,
];

const json = (value: StoredSection | null) => (value ? JSON.stringify(value) : null);

/** Statuses the capture has finished: the partner's application carries its accepted offer. */
const AFTER_SUBMIT: readonly ApplicationStatus[] = [
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'DISBURSED',
];

export interface DemoOffer {
  facts: OfferFacts;
  offer: LoanOffer;
}

/**
 * The offer the rules engine makes from the application's own data (issue 29 item 5), as the
 * offer step would have on the day it was made: the first step's loan type, amount and PAN
 * (the sandbox bureau's answer for it), the personal section's date of birth and the work
 * section's income. An approved offer was accepted (the application was submitted after it);
 * a rejected one closed the application with its reasons. Null for a draft, one returned for
 * correction, and a borrower's own (the public flow makes no offer).
 */
export function demoOfferOf(app: DemoApplication): DemoOffer | null {
  if (app.family !== 'KYC' || !AFTER_SUBMIT.includes(app.status) || !app.personalInfo) return null;
  const facts: OfferFacts = {
    loan_type: app.loanType as LoanType,
    required_amount: app.requiredAmount ?? DEFAULT_AMOUNT,
    dob: String(app.personalInfo['dob']),
    monthly_income: monthlyIncome({
      job_type: app.jobType,
      employment_info: app.employmentInfo,
      business_info: app.businessInfo,
    } as IncomeSections),
    bureau: sandboxBureauReport(app.pan ?? DEFAULT_PAN),
  };
  const offer = runRules(facts, indianDayOf(new Date(app.createdAt)));
  return { facts, offer: { ...offer, is_accepted: offer.decision === 'APPROVED' } };
}

const DEFAULT_PAN = 'ABCDE1234F';
const DEFAULT_AMOUNT = 500000;

/** The day in India ('YYYY-MM-DD') of a moment (UTC+5:30). */
const indianDayOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Idempotent: an application already there (same id or tracker id) is left as it is. */
export async function seedDemoApplications(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('applications')
    .values(
      DEMO_APPLICATIONS.map((app) => {
        const made = demoOfferOf(app);
        return {
          id: app.id,
          family: app.family,
          partner_id: app.family === 'KYC' ? DEMO_PARTNER_ID : null,
          tracker_id: app.trackerId,
          brand: DEMO_BRAND,
          status: app.status,
          job_type: app.jobType,
          loan_type: app.loanType,
          name: app.name,
          mobile: app.mobile,
          pan_number: app.pan ?? DEFAULT_PAN,
          required_amount: app.requiredAmount ?? DEFAULT_AMOUNT,
          referral_code: app.referralCode ?? null,
          rejection_reason:
            made?.offer.decision === 'REJECTED'
              ? made.offer.reasons.join(', ')
              : (app.rejectionReason ?? null),
          loan_offer: made ? JSON.stringify(made.offer) : null,
          offer_facts: made ? JSON.stringify(made.facts) : null,
          submitted_at:
            app.status === 'DRAFT' || app.status === 'INCOMPLETE' ? null : new Date(app.createdAt),
          purpose: 'Working capital',
          terms_accepted: true,
          bureau_consent: true,
          remarks: app.remarks,
          stage: JSON.stringify(app.stage),
          personal_info: json(app.personalInfo),
          employment_info: json(app.employmentInfo),
          business_info: json(app.businessInfo),
          created_at: new Date(app.createdAt),
          updated_at: new Date(app.createdAt),
        };
      }),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

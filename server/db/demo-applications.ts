import type { Kysely } from 'kysely';
import type { ApplicationStatus } from '../../src/domain/enums';
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

const employment = (n: number): StoredSection => ({
  company_name: 'Infosys Limited',
  designation: 'Senior Engineer',
  official_email: 'kavya.reddy@infosys.example.com',
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

/** A salaried applicant past the capture, in some later status. */
function salariedAfterCapture(
  n: number,
  status: ApplicationStatus,
  name: string,
  gender: 'MALE' | 'FEMALE',
  loanType: string,
  requiredAmount: number,
  createdAt: string,
): DemoApplication {
  return {
    id: demoId(n),
    family: 'KYC',
    trackerId: String(90000000 + n),
    status,
    name,
    mobile: String(9000000000 + n),
    jobType: 'SALARIED',
    loanType,
    stage: CAPTURED,
    remarks: null,
    personalInfo: personal(n, name, gender),
    employmentInfo: employment(n),
    businessInfo: null,
    createdAt,
    requiredAmount,
  };
}

/** A self-employed applicant past the capture, in some later status. */
function businessAfterCapture(
  n: number,
  status: ApplicationStatus,
  name: string,
  businessName: string,
  loanType: string,
  requiredAmount: number,
  createdAt: string,
): DemoApplication {
  return {
    id: demoId(n),
    family: 'KYC',
    trackerId: String(90000000 + n),
    status,
    name,
    mobile: String(9000000000 + n),
    jobType: 'SELF_EMPLOYED',
    loanType,
    stage: CAPTURED_BUSINESS,
    remarks: null,
    personalInfo: personal(n, name, 'MALE'),
    employmentInfo: null,
    businessInfo: { ...business(n), business_name: businessName },
    createdAt,
    requiredAmount,
  };
}

const LIST_SPREAD: readonly DemoApplication[] = [
  salariedAfterCapture(
    7,
    'SUBMITTED',
    'Meera Iyer',
    'FEMALE',
    'PERSONAL_LOAN',
    350000,
    '2026-01-11T04:30:00.000Z',
  ),
  businessAfterCapture(
    8,
    'SUBMITTED',
    'Farhan Qureshi',
    'Qureshi Textiles',
    'BUSINESS_LOAN',
    1500000,
    '2026-01-12T04:30:00.000Z',
  ),
  salariedAfterCapture(
    9,
    'APPROVED',
    'Ananya Bose',
    'FEMALE',
    'HOME_LOAN',
    4500000,
    '2026-01-13T04:30:00.000Z',
  ),
  businessAfterCapture(
    10,
    'APPROVED',
    'Harpreet Gill',
    'Gill Auto Parts',
    'SMALL_BUSINESS_LOAN',
    800000,
    '2026-01-14T04:30:00.000Z',
  ),
  {
    ...salariedAfterCapture(
      11,
      'REJECTED',
      'Deepak Yadav',
      'MALE',
      'PERSONAL_LOAN',
      250000,
      '2026-01-15T04:30:00.000Z',
    ),
    rejectionReason: 'LOW_BUREAU_SCORE',
  },
  {
    ...businessAfterCapture(
      12,
      'REJECTED',
      'Sanjay Mehta',
      'Mehta Hardware',
      'BUSINESS_LOAN',
      2000000,
      '2026-01-16T04:30:00.000Z',
    ),
    rejectionReason: 'OVERDUE_AMOUNT_PRESENT',
  },
  salariedAfterCapture(
    13,
    'DISBURSED',
    'Pooja Desai',
    'FEMALE',
    'AUTO_LOAN',
    900000,
    '2026-01-17T04:30:00.000Z',
  ),
  salariedAfterCapture(
    14,
    'DISBURSED',
    'Rahul Khanna',
    'MALE',
    'EDUCATION_LOAN',
    1200000,
    '2026-01-18T04:30:00.000Z',
  ),
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
    employmentInfo: employment(16),
    businessInfo: null,
    createdAt: '2026-01-20T04:30:00.000Z',
    requiredAmount: 3000000,
    referralCode: 'ASHA2406',
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

/** Idempotent: an application already there (same id or tracker id) is left as it is. */
export async function seedDemoApplications(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('applications')
    .values(
      DEMO_APPLICATIONS.map((app) => ({
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
        pan_number: 'ABCDE1234F',
        required_amount: app.requiredAmount ?? 500000,
        referral_code: app.referralCode ?? null,
        rejection_reason: app.rejectionReason ?? null,
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
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

import { describe, expect, it } from 'vitest';
import { presentApplication } from '../../../../src/domain/presenter/application';
import type { MessageDescriptor } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import {
  presentHistory as presentTexts,
  sayHistory,
  saySentence,
  type AuditEntryLike,
} from '../../../../src/domain/presenter/history';
import { i18n } from '../../../../src/i18n/runtime';
import { hindiMessages } from '../../../../src/i18n/hindi';

/** The History panel's steps as an English screen words them. */
const english = (descriptor: MessageDescriptor) => i18n._(descriptor);
const presentHistory = (entries: readonly AuditEntryLike[], say = english) =>
  presentTexts(entries).map((step) => ({
    ...step,
    actor: sayHistory(step.actor, say),
    sentences: step.sentences.map((sentence) => saySentence(sentence, say)),
  }));

/*
 * The presenter's whole application and its History sentences (issue 29 item 2): grouped by
 * step in the wizard's order, documents as one list, internal fields left out, every value in
 * words, rupees and DD-MM-YYYY.
 */

const FILE = (n: number) => String(n).repeat(32).slice(0, 32);

const APPLICATION = {
  tracker_id: '90000004',
  status: 'SUBMITTED',
  created_at: '2026-11-26T08:00:00.000Z',
  mobile: '9876543210',
  name: 'Meera Iyer',
  pan_number: 'ABCDE1234F',
  job_type: 'SALARIED',
  loan_type: 'AUTO_LOAN',
  required_amount: 500000,
  purpose: null,
  remarks: null,
  rejection_reason: null,
  personal_info: {
    // Stored keys come in any order: the section's screen order wins.
    bank_account_type: 'SAVINGS_ACCOUNT',
    aadhaar_back: FILE(7),
    name: 'Meera Iyer',
    dob: '1990-06-15',
    gender: 'FEMALE',
    pan: FILE(1),
    statement_bank_id: 'HDFC0001',
    bank_name: 'HDFC Bank',
    bank_statement: [FILE(2), FILE(3)],
    address_type: 'SELF_OWNED',
  },
  employment_info: {
    monthly_in_hand_salary: 95000,
    company_sector: 'REAL_ESTATE',
    salary_slip1: FILE(4),
  },
  business_info: null,
  co_applicants: [
    { id: 'c'.repeat(32), name: 'Kiran Rao', pan_number: 'PQRST6789K', pan: FILE(5) },
  ],
  references: [
    { id: 'r'.repeat(32), type: 'PERSONAL_REFERENCE', name: 'Anil', phone: '9123456780' },
  ],
  asset_documents: { is_al_gl_present: true, al_rc_photo: [FILE(6)] },
  loan_offer: {
    bre_score: 760,
    decision: 'APPROVED',
    interest_rate: 12.5,
    final_emi: 16750,
    selected_loan_amount: 500000,
    suggested_loan_amount: 900000,
    required_amount: 500000,
    max_tenure_allowed: 36,
    tenure_limit: 84,
    disbursement_date: '2026-12-01',
    emi_start_date: '2027-01-05',
    is_accepted: true,
    reasons: [],
    check_values: { overdue_amount: 0 },
  },
};

describe('presentApplication', () => {
  const shown = presentApplication(APPLICATION);

  it('groups the fields by step, in the wizard’s order', () => {
    expect(shown.sections.map((section) => section.title)).toEqual([
      'Basic Details',
      'Personal Details',
      'Employment Details',
      'Co-applicant 1',
      'Reference 1',
      'Loan Offer',
    ]);
  });

  it('labels each field with the forms’ words and formats each value', () => {
    const [basic, personal, employment, co, reference, offer] = shown.sections;
    expect(basic!.fields.map(({ label, value }) => [label, value])).toEqual([
      ['Tracker ID', '90000004'],
      ['Status', 'Submitted'],
      ['Applied On', expect.stringMatching(/^26-11-2026 /) as unknown as string],
      ['Mobile Number', '9876543210'],
      ['Full Name (as per PAN)', 'Meera Iyer'],
      ['PAN Number', 'XXXXXX234F'],
      ['Job Type', 'Salaried/Professional'],
      ['Loan Type', 'Auto Loan'],
      ['Required Loan Amount', '₹5,00,000'],
    ]);
    expect(personal!.fields.map(({ label, value }) => [label, value])).toEqual([
      ['Full Name', 'Meera Iyer'],
      ['Date of Birth', '15-06-1990'],
      ['Gender', 'Female'],
      ['Address Ownership Type', 'Self Owned'],
      ['Bank Name', 'HDFC Bank'],
      ['Account Type', 'Savings Account'],
    ]);
    expect(employment!.fields.map(({ label, value }) => [label, value])).toEqual([
      ['Monthly In-hand Salary', '₹95,000'],
      ['Company Sector', 'Real Estate'],
    ]);
    expect(co!.fields.map(({ value }) => value)).toEqual(['Kiran Rao', 'XXXXXX789K']);
    expect(reference!.fields.map(({ value }) => value)).toEqual([
      'Personal Reference',
      'Anil',
      '9123456780',
    ]);
    expect(offer!.fields.map(({ label, value }) => [label, value])).toEqual([
      ['Credit score', '760'],
      ['Decision', 'Approved'],
      ['Interest Rate', '12.5% p.a.'],
      ['EMI', '₹16,750'],
      ['Loan Amount', '₹5,00,000'],
      ['Tenure', '36 months'],
      ['Disbursement Date', '01-12-2026'],
      ['EMI Start Date', '05-01-2027'],
    ]);
  });

  it('lists every document once, in the steps’ screen order, named with whose it is', () => {
    expect(shown.documents).toEqual([
      { label: 'PAN Card', fileId: FILE(1) },
      { label: 'Aadhaar Back', fileId: FILE(7) },
      { label: 'Bank Statements 1', fileId: FILE(2) },
      { label: 'Bank Statements 2', fileId: FILE(3) },
      { label: 'Salary Slip 1', fileId: FILE(4) },
      { label: 'PAN Card, Co-applicant 1', fileId: FILE(5) },
      { label: 'RC Photo', fileId: FILE(6) },
    ]);
  });

  it('shows no key, no enum word with an underscore, no unformatted amount or date', () => {
    const text = shown.sections
      .flatMap((section) => section.fields.map(({ label, value }) => `${label} ${value}`))
      .join('\n');
    expect(text).not.toMatch(/_/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/(?<![₹\d,])(95000|500000|16750)/);
    expect(text).not.toContain('check');
    // The offer's suggested amount is the rules' bookkeeping: not shown.
    expect(text).not.toContain('9,00,000');
  });
});

const AT = '2026-11-26T08:00:00.000Z';
const ASHA = { kind: 'PARTNER', id: 'u1', name: 'Asha Verma' } as const;

describe('presentHistory', () => {
  it('says each change as a sentence with the forms’ labels and the formats', () => {
    const [step] = presentHistory([
      {
        sequence: 7,
        at: AT,
        actor: ASHA,
        action: 'EMPLOYMENT_DETAILS_SAVED',
        changes: [
          { field: 'monthly_in_hand_salary', old: 85000, new: 95000 },
          { field: 'company_sector', old: null, new: 'REAL_ESTATE' },
          { field: 'designation', old: 'Clerk', new: null },
          { field: 'salary_slip1', old: null, new: FILE(4) },
          { field: 'stage', old: ['kyc'], new: ['kyc', 'employment'] },
          { field: 'loan_offer', new: null },
        ],
      },
    ]);
    expect(step).toEqual({
      sequence: 7,
      action: 'Employment details saved',
      actor: 'Asha Verma (partner)',
      at: AT,
      sentences: [
        'Asha Verma changed Monthly In-hand Salary from ₹85,000 to ₹95,000.',
        'Asha Verma set Company Sector to Real Estate.',
        'Asha Verma removed Designation (was Clerk).',
        'Asha Verma added Salary Slip 1.',
        'Asha Verma removed Loan Offer.',
      ],
    });
  });

  it('leaves internal fields out: check values, proposal numbers, ids, attribution', () => {
    const steps = presentHistory([
      {
        sequence: 1,
        at: AT,
        actor: ASHA,
        action: 'APPLICATION_CREATED',
        changes: [
          { field: 'mobile', old: null, new: '9876543210' },
          { field: 'pan_number', old: null, new: 'XXXXXX234F' },
          { field: 'loan_type', old: null, new: 'PERSONAL_LOAN' },
          { field: 'utm_details', old: null, new: { utm_source: 'Whatsapp' } },
          { field: 'utm_link_id', old: null, new: 'l'.repeat(32) },
        ],
      },
      {
        sequence: 2,
        at: AT,
        actor: ASHA,
        action: 'OFFER_MADE',
        changes: [
          { field: 'selected_loan_amount', old: null, new: 500000 },
          { field: 'disbursement_date', old: null, new: '2026-12-01' },
          { field: 'check_values', old: null, new: { overdue_amount: 0 } },
          { field: 'tenure_limit', old: null, new: 84 },
        ],
      },
      {
        sequence: 3,
        at: AT,
        actor: ASHA,
        action: 'KFS_CODE_SENT',
        changes: [{ field: 'proposal_number', new: 'KFS-90000004-1' }],
      },
      {
        sequence: 4,
        at: AT,
        actor: { kind: 'SYSTEM', id: null, name: 'Rules engine' },
        action: 'STATUS_CHANGED',
        changes: [
          { field: 'status', old: 'DRAFT', new: 'REJECTED' },
          { field: 'rejection_reason', old: null, new: 'LOW_BUREAU_SCORE, INSUFFICIENT_INCOME' },
        ],
      },
      {
        sequence: 5,
        at: AT,
        actor: ASHA,
        action: 'LEAD_SENT',
        changes: [
          { field: 'lender_id', new: 'protium' },
          { field: 'lender_ref_id', new: 'PRT-1' },
        ],
      },
    ]);
    expect(steps.map((step) => step.sentences)).toEqual([
      [
        'Asha Verma set Mobile Number to 9876543210.',
        'Asha Verma set PAN Number to XXXXXX234F.',
        'Asha Verma set Loan Type to Personal Loan.',
      ],
      [
        'Asha Verma set Loan Amount to ₹5,00,000.',
        'Asha Verma set Disbursement Date to 01-12-2026.',
      ],
      [],
      [
        'Rules engine changed Status from Draft to Rejected.',
        'Rules engine set Rejection Reason to Credit score too low, Income too low.',
      ],
      ['Asha Verma set Lender to Protium.', 'Asha Verma set Lender Reference to PRT-1.'],
    ]);
  });

  it('says a reference’s edited fields with the reference they belong to', () => {
    const [step] = presentHistory([
      {
        sequence: 9,
        at: AT,
        actor: { kind: 'GUEST', id: '9876543210', name: null },
        action: 'REFERENCES_SAVED',
        changes: [
          {
            field: 'references[1]',
            old: { type: 'PERSONAL_REFERENCE', name: 'Anil', phone: '9123456780' },
            new: { type: 'BUSINESS_REFERENCE', name: 'Anil', phone: '9123456781' },
          },
          { field: 'references[2]', old: null, new: { type: 'PERSONAL_REFERENCE', name: 'Ravi' } },
        ],
      },
    ]);
    expect(step!.actor).toBe('The borrower');
    expect(step!.sentences).toEqual([
      'The borrower changed Reference Type of Reference 1 from Personal Reference to Business Reference.',
      'The borrower changed Phone Number of Reference 1 from 9123456780 to 9123456781.',
      'The borrower added Reference 2.',
    ]);
  });

  it('names each kind of actor', () => {
    const actors = (
      [
        { kind: 'ADMIN', id: 'u2', name: 'Review Desk' },
        { kind: 'GUEST', id: '9876543210', name: null },
        { kind: 'SYSTEM', id: null, name: 'Lender webhook' },
        { kind: 'SYSTEM', id: null, name: null },
        { kind: 'PARTNER', id: 'u3', name: null },
      ] as const
    ).map(
      (actor, index) =>
        presentHistory([
          { sequence: index + 1, at: AT, actor, action: 'SUBMITTED', changes: [] },
        ])[0]?.actor,
    );
    expect(actors).toEqual([
      'Review Desk (admin)',
      'The borrower',
      'Lender webhook',
      'System',
      'Partner',
    ]);
  });
});

describe('a sentence’s full stop', () => {
  it('is written once when the value ends with its own', () => {
    const [step] = presentHistory([
      {
        sequence: 1,
        at: AT,
        actor: ASHA,
        action: 'OFFER_EDITED',
        changes: [{ field: 'interest_rate', old: 12, new: 13.5 }],
      },
    ]);
    expect(step!.sentences).toEqual([
      'Asha Verma changed Interest Rate from 12% p.a. to 13.5% p.a.',
    ]);
  });
});

describe('History in Hindi', () => {
  it('says who changed which field from what to what in Hindi, the values as they are', () => {
    const hindi = setupI18n({ locale: 'hi', messages: { hi: hindiMessages } });
    const [step] = presentHistory(
      [
        {
          sequence: 1,
          at: AT,
          actor: { kind: 'GUEST', id: '9876543210', name: null },
          action: 'EMPLOYMENT_DETAILS_SAVED',
          changes: [{ field: 'monthly_in_hand_salary', old: 85000, new: 95000 }],
        },
      ],
      (descriptor) => hindi._(descriptor),
    );
    expect(step!.actor).toBe('उधारकर्ता');
    expect(step!.sentences).toEqual([
      'उधारकर्ता ने हर महीने हाथ में आने वाली सैलरी ₹85,000 से बदलकर ₹95,000 किया।',
    ]);
  });
});

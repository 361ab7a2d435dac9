import type { FileType } from '../../src/domain/documents';

/**
 * The documents the seeded sections refer to, by the section field that holds them. Each demo
 * application owns its own copies (a document belongs to one application), seeded with real
 * bytes by ./demo-documents.ts. `legacyId` is what sections seeded before the files were real
 * held instead, so an older demo database is brought up to date.
 */
export const DEMO_FILE_SLOTS = {
  pan: {
    section: 'personalInfo',
    field: 'pan',
    fileType: 'PAN',
    kind: 'png',
    label: 'PAN card',
    legacyId: 'demo-file-pan',
  },
  aadhaarFront: {
    section: 'personalInfo',
    field: 'aadhaar_front',
    fileType: 'AADHAAR_FRONT',
    kind: 'png',
    label: 'Aadhaar card (front)',
    legacyId: 'demo-file-aadhaar-front',
  },
  aadhaarBack: {
    section: 'personalInfo',
    field: 'aadhaar_back',
    fileType: 'AADHAAR_BACK',
    kind: 'png',
    label: 'Aadhaar card (back)',
    legacyId: 'demo-file-aadhaar-back',
  },
  bankStatement: {
    section: 'personalInfo',
    field: 'bank_statement',
    fileType: 'BANK_STATEMENT',
    kind: 'pdf',
    label: 'Bank statement',
    legacyId: 'demo-file-bank-statement',
  },
  salarySlip1: {
    section: 'employmentInfo',
    field: 'salary_slip1',
    fileType: 'SALARY_SLIP',
    kind: 'pdf',
    label: 'Salary slip 1',
    legacyId: 'demo-file-salary-slip-1',
  },
  salarySlip2: {
    section: 'employmentInfo',
    field: 'salary_slip2',
    fileType: 'SALARY_SLIP',
    kind: 'pdf',
    label: 'Salary slip 2',
    legacyId: 'demo-file-salary-slip-2',
  },
  salarySlip3: {
    section: 'employmentInfo',
    field: 'salary_slip3',
    fileType: 'SALARY_SLIP',
    kind: 'pdf',
    label: 'Salary slip 3',
    legacyId: 'demo-file-salary-slip-3',
  },
  businessProof: {
    section: 'businessInfo',
    field: 'business_proof',
    fileType: 'BUSINESS_PROOF',
    kind: 'pdf',
    label: 'Business proof',
    legacyId: 'demo-file-business-proof',
  },
  businessBankStatement: {
    section: 'businessInfo',
    field: 'bank_statement',
    fileType: 'BANK_STATEMENT',
    kind: 'pdf',
    label: 'Business bank statement',
    legacyId: 'demo-file-bank-statement',
  },
} as const satisfies Record<string, DemoFileSlot>;

export interface DemoFileSlot {
  section: 'personalInfo' | 'employmentInfo' | 'businessInfo';
  /** The section field, also the upload's name_prefix (as the form sends it). */
  field: string;
  fileType: FileType;
  /** PNG for the card photos, PDF for the papers: the two kinds a demo shows. */
  kind: 'png' | 'pdf';
  /** Written on the PDF, so whoever opens it sees what it stands for. */
  label: string;
  legacyId: string;
}

export type DemoFileSlotName = keyof typeof DEMO_FILE_SLOTS;

/**
 * The fixed id of demo application n's file in that slot (n as in the application's id,
 * demo…0n): 32 letters and digits, the shape of an uploaded file's id (the presigned-URL
 * operation refuses any other), readable in tests.
 */
export function demoFileId(applicationNumber: number, slot: DemoFileSlotName): string {
  return `demo${String(applicationNumber).padStart(2, '0')}${slot.toLowerCase()}`.padEnd(32, '0');
}

import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import type { StoredSection } from '../../server/db/schema';
import { fileTypeOfField } from '../../src/domain/document-fields';
import type { ApplicationSeed } from './applications';
import type { TestApp } from './server';
import { fixture, upload } from './uploads';

/*
 * Valid bodies for every write on an application, and the state an application must be in for
 * the owner's call to succeed (business details need a self-employed applicant with personal
 * details saved, and so on). A section may name only files uploaded to its own application, so
 * the sections here hold the demo applications' file ids until `withOwnFiles` puts files the
 * application really owns in their place.
 */

function demoSection(pick: (app: (typeof DEMO_APPLICATIONS)[number]) => StoredSection | null) {
  for (const app of DEMO_APPLICATIONS) {
    const section = pick(app);
    if (section) return section;
  }
  throw new Error('The demo applications hold no such section');
}

export const PERSONAL_INFO = demoSection((app) => app.personalInfo);
export const EMPLOYMENT_INFO = demoSection((app) => app.employmentInfo);
export const BUSINESS_INFO = demoSection((app) => app.businessInfo);

/** Who uploads an application's files: its owner, as the capture forms do. */
export interface FileOwner {
  token: string;
  /** The upload_type: KYC for a partner's application, APPLY_LOAN for a borrower's own. */
  family: 'KYC' | 'APPLY_LOAN';
}

/** Uploads the fields' files to an application; the section with their ids in its fields. */
export type OwnFiles = (section: StoredSection) => Promise<StoredSection>;

/** Card photos are images; statements, slips and proofs are PDFs (both are real files). */
const IMAGE_TYPES = new Set([
  'PAN',
  'AADHAAR_FRONT',
  'AADHAAR_BACK',
  'BUSINESS_PAN',
  'COMPANY_ID_CARD',
]);

/**
 * Uploads a real file (a PNG for a card photo, else a PDF) to the application for this document
 * field, through the upload operation as the form does: its file_type and name_prefix from the
 * field. Answers the new file's id.
 */
export async function uploadFor(
  t: TestApp,
  owner: FileOwner,
  applicationId: string,
  field: string,
  /** A co-applicant's file: its id, or a new one's number. */
  recordIndex?: string,
): Promise<string> {
  const fileType = fileTypeOfField(field);
  if (!fileType) throw new Error(`${field} is not a document field`);
  const [file, type] = IMAGE_TYPES.has(fileType)
    ? ['tiny.png', 'image/png']
    : ['tiny.pdf', 'application/pdf'];
  const answer = await upload<{ file_id: string }>(
    t,
    '/api/v1/apply-loan/upload-file',
    [
      { name: 'upload_type', value: owner.family },
      { name: 'file_type', value: fileType },
      { name: 'application_id', value: applicationId },
      { name: 'name_prefix', value: field },
      ...(recordIndex ? [{ name: 'record_index', value: recordIndex }] : []),
      { name: 'file', file: fixture(file), fileName: `${field}-${file}`, type },
    ],
    { token: owner.token },
  );
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.text}`);
  return answer.body.data.file_id;
}

/**
 * The section with a file uploaded to the application (uploadFor) in place of every file id of
 * its document fields, as many as each list holds.
 */
export async function withOwnFiles(
  t: TestApp,
  owner: FileOwner,
  applicationId: string,
  section: StoredSection,
  recordIndex?: string,
): Promise<StoredSection> {
  const upload = (field: string) => uploadFor(t, owner, applicationId, field, recordIndex);
  const entries = await Promise.all(
    Object.entries(section).map(async ([field, value]) => {
      if (!fileTypeOfField(field)) return [field, value] as const;
      const ids = Array.isArray(value)
        ? await Promise.all(value.map(() => upload(field)))
        : await upload(field);
      return [field, ids] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** A write's body for the application `ownFiles` uploads to (a section names its files). */
export type OperationBody = (mobile: string, ownFiles: OwnFiles) => unknown;

interface WriteOperation {
  name: string;
  method: 'POST' | 'PATCH';
  path: (id: string) => string;
  body: OperationBody;
  writes: true;
}

/** A first step every brand accepts, both consents ticked (create or update), with `changes`. */
export function firstStepBody(mobile: string, changes: Record<string, unknown> = {}) {
  return {
    mobile,
    name: 'Meera Iyer',
    pan_number: 'ABCDE1234F',
    job_type: 'SALARIED',
    loan_type: 'PERSONAL_LOAN',
    terms_accepted: true,
    bureau_consent: true,
    ...changes,
  };
}

export function validBodies() {
  return {
    operations(base: string): WriteOperation[] {
      return [
        {
          name: 'update first step',
          method: 'PATCH',
          path: (id) => `${base}/${id}`,
          body: (mobile) => ({
            mobile,
            name: 'Meera K Iyer',
            pan_number: 'ABCDE1234F',
            job_type: 'SALARIED',
            loan_type: 'HOME_LOAN',
            terms_accepted: true,
            bureau_consent: true,
          }),
          writes: true,
        },
        {
          name: 'save personal info (POST)',
          method: 'POST',
          path: (id) => `${base}/${id}/personal-info`,
          body: (_mobile, ownFiles) => ownFiles(PERSONAL_INFO),
          writes: true,
        },
        {
          name: 'save personal info (PATCH)',
          method: 'PATCH',
          path: (id) => `${base}/${id}/personal-info`,
          body: (_mobile, ownFiles) => ownFiles(PERSONAL_INFO),
          writes: true,
        },
        {
          name: 'save employment info (POST employment-info)',
          method: 'POST',
          path: (id) => `${base}/${id}/employment-info`,
          body: (_mobile, ownFiles) => ownFiles(EMPLOYMENT_INFO),
          writes: true,
        },
        {
          name: 'save employment info (PATCH employee-info)',
          method: 'PATCH',
          path: (id) => `${base}/${id}/employee-info`,
          body: (_mobile, ownFiles) => ownFiles(EMPLOYMENT_INFO),
          writes: true,
        },
        {
          name: 'save business info (POST)',
          method: 'POST',
          path: (id) => `${base}/${id}/business-info`,
          body: (_mobile, ownFiles) => ownFiles(BUSINESS_INFO),
          writes: true,
        },
        {
          name: 'save business info (PATCH)',
          method: 'PATCH',
          path: (id) => `${base}/${id}/business-info`,
          body: (_mobile, ownFiles) => ownFiles(BUSINESS_INFO),
          writes: true,
        },
      ];
    },
    stateFor(operation: string): ApplicationSeed {
      if (operation === 'get business info') {
        return {
          jobType: 'SELF_EMPLOYED',
          stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'BUSINESS_DETAILS'],
          businessInfo: BUSINESS_INFO,
        };
      }
      if (operation.startsWith('save business info')) {
        return {
          jobType: 'SELF_EMPLOYED',
          loanType: 'BUSINESS_LOAN',
          stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
        };
      }
      if (operation.startsWith('save employment info')) {
        return { stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'] };
      }
      return {};
    },
  };
}

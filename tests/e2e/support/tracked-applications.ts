import { readFileSync } from 'node:fs';
import { DEMO_APPLICATIONS } from '../../../server/db/demo-applications';
import { fileTypeOfField } from '../../../src/domain/document-fields';
import { newTrackerId } from '../../../src/domain/application-ids';
import { createdApplication, newBorrowerMobile, partnerToken } from './applications';
import { apiUrl, smsInbox } from './browser';
import { DEMO_ADMIN, DEMO_PARTNER } from './partner';

/*
 * Applications to track, made through the real API the way people make them: a partner's
 * (KYC) or a borrower's own (APPLY_LOAN, guest OTP first), returned for correction by the demo
 * admin, or completed by the borrower to SUBMITTED.
 */

async function call<T>(
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

export interface MadeApplication {
  id: string;
  mobile: string;
  trackerId: string;
}

/** A guest token for `mobile`, through the real OTP (as the public wizard verifies). */
async function guestTokenFor(mobile: string): Promise<string> {
  const inbox = await smsInbox(mobile);
  const { session_id } = await call<{ session_id: string }>('POST', '/v1/otp/send', {
    mobile,
    hostname: 'localhost',
    request_origin: 'APPLY_LOAN',
  });
  const { token } = await call<{ token: string }>('POST', '/v1/otp/verify', {
    session_id,
    otp: await inbox.next(),
  });
  return token;
}

/** A borrower's own application, a salaried personal loan unless told, just created (DRAFT). */
export async function borrowerApplication(
  jobType: 'SALARIED' | 'SELF_EMPLOYED' = 'SALARIED',
  loanType = 'PERSONAL_LOAN',
): Promise<MadeApplication & { guest: string }> {
  const mobile = newBorrowerMobile();
  const guest = await guestTokenFor(mobile);
  const trackerId = newTrackerId();
  const created = await call<{ id: string }>(
    'POST',
    '/v1/apply-loan/create',
    {
      mobile,
      name: 'Ritu Sharma',
      pan_number: 'ABCPS1234K',
      job_type: jobType,
      loan_type: loanType,
      terms_accepted: true,
      bureau_consent: true,
      tracker_id: trackerId,
    },
    guest,
  );
  return { id: created.id, mobile, trackerId, guest };
}

/** A demo partner's application (KYC), just created (DRAFT). */
export async function partnerApplication(): Promise<MadeApplication> {
  return createdApplication(await partnerToken(DEMO_PARTNER.mobile), 'PERSONAL_LOAN');
}

/** The demo admin returns the application for correction: INCOMPLETE with `remarks`. */
export async function returnForCorrection(id: string, remarks: string): Promise<void> {
  const admin = await partnerToken(DEMO_ADMIN.mobile);
  await call('POST', `/v1/loan-application/${id}/return-for-correction`, { remarks }, admin);
}

const CARD_PHOTOS = new Set(['PAN', 'AADHAAR_FRONT', 'AADHAAR_BACK']);

/** A real file the borrower uploads to their application for a document field. */
async function borrowerUpload(guest: string, id: string, field: string): Promise<string> {
  const fileType = fileTypeOfField(field) ?? 'OTHERS';
  const [name, type] = CARD_PHOTOS.has(fileType)
    ? ['tiny.png', 'image/png']
    : ['tiny.pdf', 'application/pdf'];
  const bytes = readFileSync(new URL(`../../fixtures/documents/${name}`, import.meta.url));
  const form = new FormData();
  form.append('upload_type', 'APPLY_LOAN');
  form.append('file_type', fileType);
  form.append('application_id', id);
  form.append('name_prefix', field);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(apiUrl('/v1/apply-loan/upload-file'), {
    method: 'POST',
    headers: { token: guest },
    body: form,
  });
  const answer = (await response.json()) as { data: { file_id: string }; message: string };
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${answer.message}`);
  return answer.data.file_id;
}

/** A section as its step saves it, each document field holding files of this application. */
export async function saveBorrowerSection(
  guest: string,
  id: string,
  section: string,
  body: Record<string, unknown>,
) {
  const withFiles = Object.fromEntries(
    await Promise.all(
      Object.entries(body).map(async ([field, value]) => {
        if (!fileTypeOfField(field)) return [field, value];
        const ids = Array.isArray(value)
          ? await Promise.all(value.map(() => borrowerUpload(guest, id, field)))
          : await borrowerUpload(guest, id, field);
        return [field, ids];
      }),
    ),
  );
  await call('POST', `/v1/apply-loan/${id}/${section}`, withFiles, guest);
}

/** The demo data's salaried sections, valid by the domain's schemas. */
const SALARIED = DEMO_APPLICATIONS.find((app) => app.personalInfo && app.employmentInfo);

/** A borrower's own application with personal and employment details saved (DRAFT). */
export async function borrowerApplicationWorkSaved(): Promise<MadeApplication & { guest: string }> {
  if (!SALARIED?.personalInfo || !SALARIED.employmentInfo) {
    throw new Error('The demo data has no salaried application to copy');
  }
  const made = await borrowerApplication();
  await saveBorrowerSection(made.guest, made.id, 'personal-info', SALARIED.personalInfo);
  await saveBorrowerSection(made.guest, made.id, 'employment-info', SALARIED.employmentInfo);
  return made;
}

/** A borrower's own application with everything saved (personal, employment, a reference). */
export async function borrowerApplicationToComplete(): Promise<
  MadeApplication & { guest: string }
> {
  const made = await borrowerApplicationWorkSaved();
  await call(
    'POST',
    `/v1/apply-loan/${made.id}/reference`,
    {
      references: [
        {
          type: 'PERSONAL_REFERENCE',
          name: 'Meena Rao',
          phone: '9876501234',
          address: '4 Park Street, Kolkata',
        },
      ],
    },
    made.guest,
  );
  return made;
}

/** A borrower's application completed to the end (personal, employment, a reference): SUBMITTED. */
export async function submittedBorrowerApplication(): Promise<MadeApplication & { guest: string }> {
  const made = await borrowerApplicationToComplete();
  await call('PATCH', `/v1/apply-loan/${made.id}/mark-completed`, undefined, made.guest);
  return made;
}

import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { Page } from 'playwright-core';
import { DEMO_APPLICATIONS } from '../../../server/db/demo-applications';
import { fileTypeOfField } from '../../../src/domain/document-fields';
import { apiUrl, smsInbox } from './browser';

/*
 * Real server calls for arranging what a browser test starts from: a partner's login token, and
 * a borrower's application created the way the wizard creates one (guest OTP, then create).
 */

async function send<T>(
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(apiUrl(path), {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  send<T>('POST', path, body, headers);

/**
 * A POST made on another site of the server (`site`, such as rinn.localhost): the server takes
 * the brand from the Host header, which fetch does not let a caller set, and Node does not
 * resolve *.localhost names as browsers do.
 */
function postOn<T>(site: string, path: string, body: unknown, headers: Record<string, string>) {
  const url = new URL(apiUrl(path));
  const text = JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          ...headers,
          host: `${site}:${url.port}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(text)),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            data: T;
            message: string;
          };
          if (res.statusCode !== 200) {
            reject(new Error(`${path} answered ${res.statusCode}: ${answer.message}`));
          } else resolve(answer.data);
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/**
 * A partner's login token, through the real OTP login on `site` (default localhost, the
 * default brand): a token works only on the brand of the site it was issued on.
 */
export async function partnerToken(mobile: string, site = 'localhost'): Promise<string> {
  const inbox = await smsInbox(mobile);
  const postHere = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
    site === 'localhost' ? post<T>(path, body, headers) : postOn<T>(site, path, body, headers);
  const { session_id } = await postHere<{ session_id: string }>(
    '/v1/auth/send-otp',
    { mobile, hostname: site },
    { 'x-lk-client': 'WEB_APP' },
  );
  const { token } = await postHere<{ token: string }>('/v1/auth/verify-otp', {
    session_id,
    otp: await inbox.next(),
  });
  return token;
}

/** A borrower mobile nobody has used in this run. */
export function newBorrowerMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** A salaried application the partner created for a new borrower, with nothing saved after. */
export async function createdApplication(
  token: string,
  loanType = 'HOME_LOAN',
  /** The sandbox bureau's outcome follows the PAN (docs/rules-engine.md §2). */
  pan = 'ABCPQ1234R',
): Promise<{ id: string; mobile: string; trackerId: string }> {
  const mobile = newBorrowerMobile();
  const inbox = await smsInbox(mobile);
  const { session_id } = await post<{ session_id: string }>('/v1/otp/send', {
    mobile,
    hostname: 'localhost',
    request_origin: 'KYC',
  });
  await post('/v1/otp/verify', { session_id, otp: await inbox.next() });
  const created = await post<{ id: string; tracker_id: string }>(
    '/v1/loan-application/create',
    {
      mobile,
      name: 'Farhan Qureshi',
      pan_number: pan,
      job_type: 'SALARIED',
      loan_type: loanType,
      terms_accepted: true,
      bureau_consent: true,
    },
    { token },
  );
  return { id: created.id, mobile, trackerId: created.tracker_id };
}

/** The login token the page holds (the partner's, after logInAs). */
export async function pageToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('TOKEN'));
  if (!token) throw new Error('the page is not logged in');
  return token;
}

/** Card photos are PNGs, the rest PDFs: the real files under tests/fixtures/documents. */
const CARD_PHOTOS = new Set(['PAN', 'AADHAAR_FRONT', 'AADHAAR_BACK']);

/**
 * A real file uploaded by the partner to the application for a document field, as its upload
 * field does; a co-applicant's names the co-applicant (record_index).
 */
async function uploadFor(
  token: string,
  id: string,
  field: string,
  recordIndex?: string,
): Promise<string> {
  const fileType = fileTypeOfField(field) ?? 'OTHERS';
  const [name, type] = CARD_PHOTOS.has(fileType)
    ? ['tiny.png', 'image/png']
    : ['tiny.pdf', 'application/pdf'];
  const bytes = readFileSync(new URL(`../../fixtures/documents/${name}`, import.meta.url));
  const form = new FormData();
  form.append('upload_type', 'KYC');
  form.append('file_type', fileType);
  form.append('application_id', id);
  form.append('name_prefix', field);
  if (recordIndex) form.append('record_index', recordIndex);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(apiUrl('/v1/apply-loan/upload-file'), {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const answer = (await response.json()) as { data: { file_id: string }; message: string };
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${answer.message}`);
  return answer.data.file_id;
}

/**
 * A section saved (POST) as its step would save it: a section names only its own application's
 * files, so each document field's files are uploaded to it first, in place of whatever ids
 * `body` holds. `section` is the path's last part: personal-info, employment-info, reference…
 */
export async function saveSection(
  token: string,
  id: string,
  section: string,
  body: Record<string, unknown>,
): Promise<void> {
  await post(`/v1/loan-application/${id}/${section}`, await withOwnFiles(token, id, body), {
    token,
  });
}

/** The body with each document field's files uploaded to the application in place of its ids. */
async function withOwnFiles(
  token: string,
  id: string,
  body: Record<string, unknown>,
  recordIndex?: string,
): Promise<Record<string, unknown>> {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(body).map(async ([field, value]) => {
        if (!fileTypeOfField(field)) return [field, value];
        const ids = Array.isArray(value)
          ? await Promise.all(value.map(() => uploadFor(token, id, field, recordIndex)))
          : await uploadFor(token, id, field, recordIndex);
        return [field, ids];
      }),
    ),
  );
}

/** A co-applicant added as its form adds one: its documents uploaded as its (`recordIndex`). */
export async function addCoApplicant(
  token: string,
  id: string,
  recordIndex: string,
  body: Record<string, unknown>,
): Promise<void> {
  await post(
    `/v1/loan-application/co-applicant/add/${id}`,
    await withOwnFiles(token, id, body, recordIndex),
    { token },
  );
}

/** The rules engine's offer, run on the application as the offer step asks for it. */
export async function loanOfferOf(token: string, id: string): Promise<{ decision: string }> {
  const { bre_info } = await post<{ bre_info: { decision: string } }>(
    '/v1/bureau/bre/loankone',
    { application_id: id },
    { token },
  );
  return bre_info;
}

/**
 * The borrower acknowledges the current Key Fact Statement, as on the offer step: the code is
 * sent to the application's mobile, read from the dev outbox and typed back.
 */
export async function acknowledgeKfs(token: string, id: string): Promise<void> {
  const response = await fetch(apiUrl(`/v1/loan-application/${id}`), { headers: { token } });
  const { data } = (await response.json()) as { data: { mobile: string } };
  if (!response.ok) throw new Error(`the application ${id} answered ${response.status}`);
  const inbox = await smsInbox(data.mobile);
  // The statement is read first, as the screen shows it: the code is sent for its number.
  const shown = await fetch(apiUrl(`/v1/loan-application/${id}/kfs`), { headers: { token } });
  if (!shown.ok) throw new Error(`the KFS of ${id} answered ${shown.status}`);
  const { data: kfs } = (await shown.json()) as { data: { proposal_number: string } };
  const { session_id } = await post<{ session_id: string }>(
    `/v1/loan-application/${id}/kfs/send-otp`,
    { proposal_number: kfs.proposal_number },
    { token },
  );
  await post(
    `/v1/loan-application/${id}/kfs/acknowledge`,
    { session_id, otp: await inbox.next() },
    { token },
  );
}

/** The offer accepted as offered (irreversible), its Key Fact Statement acknowledged first. */
export async function acceptOffer(token: string, id: string): Promise<void> {
  await acknowledgeKfs(token, id);
  await send(
    'PATCH',
    '/v1/bureau/bre/loankone',
    { application_id: id, is_accepted: true },
    { token },
  );
}

/** The offer accepted as offered (irreversible), then the application submitted. */
export async function acceptAndSubmit(token: string, id: string): Promise<void> {
  await acceptOffer(token, id);
  await post(`/v1/loan-application/${id}/submit`, undefined, { token });
}

/** Personal details saved as the KYC step would save them (saveSection). */
export const savePersonalInfo = (token: string, id: string, body: Record<string, unknown>) =>
  saveSection(token, id, 'personal-info', body);

const SAVED_PERSONAL = DEMO_APPLICATIONS.find((app) => app.personalInfo)?.personalInfo ?? {};
/** A salary of ₹95,000 (FOIR 50 %), born 1990: approved for band A's 12 % on a clean PAN. */
const SAVED_EMPLOYMENT = DEMO_APPLICATIONS.find((app) => app.employmentInfo)?.employmentInfo ?? {};
const REFERENCE = {
  type: 'PERSONAL_REFERENCE',
  name: 'Meena Rao',
  phone: '9876501234',
  address: '4 Park Street, Kolkata',
};

/**
 * A new salaried application of the partner with its work saved through the API (the seeded
 * personal and employment details): it opens on co-applicants.
 */
export async function applicationWithWorkSaved(token: string, loanType?: string, pan?: string) {
  const created = await createdApplication(token, loanType, pan);
  await saveSection(token, created.id, 'personal-info', SAVED_PERSONAL);
  await saveSection(token, created.id, 'employment-info', SAVED_EMPLOYMENT);
  return created;
}

/**
 * A new personal loan application of the partner, saved through the API up to the loan offer
 * (personal, employment, one reference), with no Required Loan Amount stated.
 */
export async function applicationAtOffer(token: string, pan: string) {
  const created = await applicationWithWorkSaved(token, 'PERSONAL_LOAN', pan);
  await saveSection(token, created.id, 'reference', { references: [REFERENCE] });
  return created;
}

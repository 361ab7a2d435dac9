import { randomInt } from 'node:crypto';
import { joinUsToken, randomMobile } from './accounts';
import { expectMatchesContract } from './contract';
import { socketFrom, type ApiResponse, type TestApp } from './server';
import { fixture, multipartBody, type FormPart } from './uploads';

/*
 * A would-be partner of Join Us, got the way a person does it: the guest OTP on a site, the
 * documents uploaded to /v1/join-us/upload-file, and a registration body naming them.
 */

export interface JoinUsUploadOptions {
  /** The site (default localhost): its brand owns the file. */
  hostname?: string;
  /** The file part before the fields. */
  fileFirst?: boolean;
  extra?: FormPart[];
}

const MEDIA_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** One document uploaded on the site, the answer checked against the contract. */
export async function joinUsUpload(
  t: TestApp,
  token: string,
  fileType: string,
  file = 'tiny.png',
  options: JoinUsUploadOptions = {},
): Promise<ApiResponse<{ file_id: string }>> {
  const type = MEDIA_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
  const filePart: FormPart = { name: 'file', file: fixture(file), fileName: file, type };
  const fields: FormPart[] = [{ name: 'file_type', value: fileType }, ...(options.extra ?? [])];
  const { body, contentType } = multipartBody(
    options.fileFirst ? [filePart, ...fields] : [...fields, filePart],
  );
  const path = '/api/v1/join-us/upload-file';
  const response = await t.app.request(
    `http://${options.hostname ?? 'localhost'}${path}`,
    {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(body.length), token },
      body: new Uint8Array(body),
    },
    socketFrom('127.0.0.1'),
  );
  const text = await response.text();
  const parsed = JSON.parse(text) as ApiResponse<{ file_id: string }>['body'];
  expectMatchesContract('POST', path, response.status, parsed);
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** A PAN and an account number of this applicant only, so a search for them finds only leaks. */
export function secretNumbers() {
  const letters = () =>
    Array.from({ length: 5 }, () => String.fromCharCode(65 + randomInt(0, 26))).join('');
  return {
    pan_number: `${letters()}${String(randomInt(1000, 10_000))}Q`,
    account_number: `${randomInt(100_000, 1_000_000)}${randomInt(100_000, 1_000_000)}`,
  };
}

const REQUIRED_DOCUMENTS = [
  ['pan', 'PAN', 'tiny.png'],
  ['aadhaar_front', 'AADHAAR_FRONT', 'tiny.jpg'],
  ['aadhaar_back', 'AADHAAR_BACK', 'tiny.pdf'],
  ['cancelled_cheque', 'CANCELLED_CHEQUE', 'tiny.png'],
  ['gst', 'GST', 'tiny.pdf'],
] as const;

/** A guest of a fresh mobile on the site with the documents uploaded and a valid body. */
export async function joinUsApplicant(t: TestApp, hostname = 'localhost') {
  const mobile = randomMobile();
  const token = await joinUsToken(t, mobile, hostname);
  const ids: Record<string, string> = {};
  const answers: ApiResponse<{ file_id: string }>[] = [];
  for (const [field, fileType, file] of REQUIRED_DOCUMENTS) {
    const answer = await joinUsUpload(t, token, fileType, file, { hostname });
    if (answer.status !== 201) throw new Error(`Join Us upload answered ${answer.text}`);
    answers.push(answer);
    ids[field] = answer.body.data.file_id;
  }
  const numbers = secretNumbers();
  const body: Record<string, unknown> = {
    first_name: 'Neha',
    last_name: 'Kulkarni',
    mobile,
    business_name: 'Kulkarni Finserv',
    gst_number: '27ABCDE1234F1Z5',
    ...numbers,
    email: 'neha.kulkarni@example.com',
    pincode: '411001',
    city: 'Pune',
    state: 'Maharashtra',
    address: '12, FC Road, Shivajinagar',
    bank_name: 'HDFC Bank',
    ifsc: 'HDFC0001234',
    ...ids,
    referred_by: 'ASHA2406',
    utm_id: 'utm-link-1',
  };
  return { mobile, token, body, numbers, hostname, answers };
}

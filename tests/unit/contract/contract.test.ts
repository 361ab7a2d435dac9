import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractOperations, expectMatchesContract } from '../../support/contract';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every call of section 7 of partner-portal.md, with the paths exactly as the spec writes them. */
const partnerPortalCalls: Array<[Method, string]> = [
  ['post', '/v1/auth/send-otp'],
  ['post', '/v1/auth/resend-otp'],
  ['post', '/v1/auth/verify-otp'],
  ['post', '/v1/otp/send'],
  ['post', '/v1/otp/resend'],
  ['post', '/v1/otp/verify'],
  ['get', '/v1/user/me'],
  ['put', '/v1/user/logout'],
  ['post', '/v1/join-us/request'],
  ['post', '/v1/join-us/upload-file'],
  ['get', '/v1/join-us/track'],
  ['get', '/v1/loan-application/count'],
  ['get', '/v1/loan-application/list/{x}'],
  ['get', '/v1/apply-loan/list'],
  ['get', '/v1/loan-application/{id}'],
  ['get', '/v1/apply-loan/{id}'],
  ['patch', '/v1/loan-application/{id}'],
  ['patch', '/v1/apply-loan/{id}'],
  ['patch', '/v1/loan-application/{id}/personal-info'],
  ['patch', '/v1/loan-application/{id}/business-info'],
  ['patch', '/v1/loan-application/{id}/employee-info'],
  ['patch', '/v1/loan-application/{id}/reference'],
  ['patch', '/v1/apply-loan/{id}/personal-info'],
  ['patch', '/v1/apply-loan/{id}/business-info'],
  ['patch', '/v1/apply-loan/{id}/employee-info'],
  ['patch', '/v1/apply-loan/{id}/reference'],
  ['patch', '/v1/apply-loan/{id}/mark-completed'],
  ['get', '/v1/loan-application/co-applicant/list/{id}'],
  ['get', '/v1/apply-loan/co-applicant/list/{id}'],
  ['post', '/v1/apply-loan/co-applicant/add/{id}'],
  ['get', '/v1/apply-loan/co-applicant/{id}/{coApplicantId}'],
  ['patch', '/v1/apply-loan/co-applicant/{id}/{coApplicantId}'],
  ['post', '/v1/apply-loan/create'],
  ['post', '/v1/apply-loan/upload-file'],
  ['post', '/v1/apply-loan/bulk-upload'],
  ['post', '/v1/apply-loan/{id}/personal-info'],
  ['post', '/v1/apply-loan/{id}/business-info'],
  ['post', '/v1/apply-loan/{id}/employment-info'],
  ['get', '/v1/track'],
  ['get', '/v1/loan-application/presigned-url'],
  ['get', '/v1/apply-loan/presigned-url'],
  ['get', '/v1/app/mfi/phone-number/{id}'],
  ['post', '/v1/bureau/bre/loankone'],
  ['patch', '/v1/bureau/bre/loankone'],
  ['get', '/v1/pincode/get-city-state'],
  ['get', '/v1/bank/list'],
  ['get', '/v1/lender'],
  ['get', '/v1/lender/policy/decision'],
  ['post', '/v1/lender/integration/lead'],
  ['post', '/v1/lender/integration/lead/upload'],
  ['post', '/v1/loan-application/{id}/lender/{lenderId}/email'],
  ['get', '/v1/loan-application/{id}/export'],
  ['post', '/v1/payout/case'],
  ['get', '/v1/payout/case'],
  ['get', '/v1/utm/link'],
  ['delete', '/v1/utm/link/{id}'],
  ['post', '/v1/user/qr'],
  ['get', '/v1/user/qr/{id}'],
  ['get', '/v1/public/tenant/hostname/{hostname}/config'],
];

/**
 * Every call of section 7 of capture-app.md. The spec names them by purpose only; these are the
 * paths the contract gives them (designed ones are listed in docs/decisions.md).
 */
const captureAppCalls: Array<[string, Method, string]> = [
  ['Branding by hostname', 'get', '/v1/public/tenant/hostname/{hostname}/config'],
  ['Send OTP', 'post', '/v1/otp/send'],
  ['Verify OTP', 'post', '/v1/otp/verify'],
  ['Resend OTP', 'post', '/v1/otp/resend'],
  ['Create application (KYC)', 'post', '/v1/loan-application/create'],
  ['Create application (APPLY_LOAN)', 'post', '/v1/apply-loan/create'],
  ['Update first step (KYC)', 'patch', '/v1/loan-application/{id}'],
  ['Update first step (APPLY_LOAN)', 'patch', '/v1/apply-loan/{id}'],
  ['Get application by id', 'get', '/v1/loan-application/{id}'],
  ['Lookup application by mobile', 'get', '/v1/loan-application/lookup/{mobile}'],
  ['Save personal info (new)', 'post', '/v1/loan-application/{id}/personal-info'],
  ['Save personal info (resume, KYC)', 'patch', '/v1/loan-application/{id}/personal-info'],
  ['Save personal info (resume, APPLY_LOAN)', 'patch', '/v1/apply-loan/{id}/personal-info'],
  ['Save employment info (new)', 'post', '/v1/loan-application/{id}/employment-info'],
  ['Save employment info (resume, KYC)', 'patch', '/v1/loan-application/{id}/employee-info'],
  ['Save employment info (resume, APPLY_LOAN)', 'patch', '/v1/apply-loan/{id}/employee-info'],
  ['Save business info (new)', 'post', '/v1/loan-application/{id}/business-info'],
  ['Save business info (resume, KYC)', 'patch', '/v1/loan-application/{id}/business-info'],
  ['Save business info (resume, APPLY_LOAN)', 'patch', '/v1/apply-loan/{id}/business-info'],
  ['Load business details', 'get', '/v1/loan-application/{id}/business-info'],
  ['Add co-applicant (KYC)', 'post', '/v1/loan-application/co-applicant/add/{id}'],
  ['Add co-applicant (APPLY_LOAN)', 'post', '/v1/apply-loan/co-applicant/add/{id}'],
  ['Update co-applicant (KYC)', 'patch', '/v1/loan-application/co-applicant/{id}/{coApplicantId}'],
  ['Update co-applicant (APPLY_LOAN)', 'patch', '/v1/apply-loan/co-applicant/{id}/{coApplicantId}'],
  ['Get co-applicant (KYC)', 'get', '/v1/loan-application/co-applicant/{id}/{coApplicantId}'],
  ['Get co-applicant (APPLY_LOAN)', 'get', '/v1/apply-loan/co-applicant/{id}/{coApplicantId}'],
  ['List co-applicants (KYC)', 'get', '/v1/loan-application/co-applicant/list/{id}'],
  ['List co-applicants (APPLY_LOAN)', 'get', '/v1/apply-loan/co-applicant/list/{id}'],
  ['Add references', 'post', '/v1/loan-application/{id}/reference'],
  ['Save asset documents', 'put', '/v1/loan-application/{id}/asset-documents'],
  ['Submit application', 'post', '/v1/loan-application/{id}/submit'],
  ['Get banks list', 'get', '/v1/bank/list'],
  ['Pincode lookup', 'get', '/v1/pincode/get-city-state'],
  ['Upload single file', 'post', '/v1/apply-loan/upload-file'],
  ['Upload single file (JOIN_US)', 'post', '/v1/join-us/upload-file'],
  ['Upload multiple files', 'post', '/v1/apply-loan/bulk-upload'],
  ['Presigned URL (KYC)', 'get', '/v1/loan-application/presigned-url'],
  ['Presigned URL (APPLY_LOAN/JOIN_US)', 'get', '/v1/apply-loan/presigned-url'],
  ['Get rules-engine loan offer', 'post', '/v1/bureau/bre/loankone'],
  ['Update or accept offer', 'patch', '/v1/bureau/bre/loankone'],
  ['Get agent profile', 'get', '/v1/user/me'],
];

/** Parameter names are ours to choose ({x}, {..} in the spec), so compare templates without them. */
const shape = (path: string) => path.replace(/\{[^}]*\}/g, '{}');
const documented = new Set(contractOperations().map((op) => `${op.method} ${shape(op.path)}`));
const isDocumented = (method: Method, path: string) =>
  documented.has(`${method} ${shape(`/api${path}`)}`);

const id = '0123456789abcdef0123456789abcdef';

interface RawOperation {
  operationId?: string;
  security?: unknown[];
  'x-rinn-token'?: string;
  responses?: Record<string, unknown>;
}
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const raw = parse(
  readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8'),
) as { paths: Record<string, Partial<Record<(typeof METHODS)[number], RawOperation>>> };
const rawOperations = Object.entries(raw.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = item[method];
    return operation ? [{ label: `${method.toUpperCase()} ${path}`, path, operation }] : [];
  }),
);

describe('the contract documents every call of both specs', () => {
  it.each(partnerPortalCalls)('partner portal: %s %s', (method, path) => {
    expect(isDocumented(method, path)).toBe(true);
  });

  it.each(captureAppCalls)('capture app: %s (%s %s)', (_purpose, method, path) => {
    expect(isDocumented(method, path)).toBe(true);
  });

  it('documents the dev outbox', () => {
    expect(isDocumented('get', '/dev/outbox')).toBe(true);
  });

  it('documents the dev mailbox', () => {
    expect(isDocumented('get', '/dev/mailbox')).toBe(true);
  });
});

describe('expectMatchesContract', () => {
  const profile = {
    id: 'p1',
    first_name: 'Asha',
    last_name: 'Rao',
    email: null,
    mobile: '9876543210',
    address: null,
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    role: 'AGENT',
    pan: null,
    aadhaar_front: null,
    aadhaar_back: null,
    cancelled_cheque: null,
    account_number: null,
    bank_name: null,
    ifsc: null,
    referral_code: 'ASHA01',
    partner_kind: 'INDIVIDUAL',
    language: 'en',
  };

  it('accepts a documented envelope', () => {
    expect(() =>
      expectMatchesContract('GET', '/api/v1/user/me', 200, {
        data: profile,
        message: 'Profile fetched',
        status_code: 200,
      }),
    ).not.toThrow();
    expect(() =>
      expectMatchesContract('GET', '/api/v1/pincode/get-city-state?pincode=560001', 200, {
        data: { city: 'Bengaluru', state: 'Karnataka' },
        message: 'OK',
        status_code: 200,
      }),
    ).not.toThrow();
  });

  it('accepts a documented error', () => {
    expect(() =>
      expectMatchesContract('GET', '/api/v1/user/me', 401, {
        data: null,
        message: 'Your session has expired. Please log in again.',
        status_code: 401,
        code: 'SESSION_EXPIRED',
      }),
    ).not.toThrow();
  });

  it('rejects an envelope without a message', () => {
    expect(() =>
      expectMatchesContract('GET', '/api/v1/user/me', 200, { data: profile, status_code: 200 }),
    ).toThrow(/must have required property 'message'/);
  });

  it('rejects a value outside an enumeration', () => {
    expect(() =>
      expectMatchesContract('GET', '/api/v1/user/me', 200, {
        data: { ...profile, role: 'OWNER' },
        message: 'Profile fetched',
        status_code: 200,
      }),
    ).toThrow(/\/data\/role must be equal to one of the allowed values/);
  });

  it('rejects a value breaking a pattern or format', () => {
    expect(() =>
      expectMatchesContract('POST', '/api/v1/auth/send-otp', 200, {
        data: { session_id: 'not-a-uuid', resend_after_seconds: 30, expires_in_seconds: 300 },
        message: 'OTP sent successfully',
        status_code: 200,
      }),
    ).toThrow(/session_id must match format "uuid"/);
  });

  it('rejects an error that carries data', () => {
    expect(() =>
      expectMatchesContract('GET', '/api/v1/bank/list', 501, {
        data: [],
        message: 'GET /api/v1/bank/list is not implemented yet.',
        status_code: 501,
        code: 'NOT_IMPLEMENTED',
      }),
    ).toThrow(/\/data must be null/);
  });

  it('rejects a status the operation does not document', () => {
    expect(() =>
      expectMatchesContract('GET', '/api/v1/loan-application/count', 418, {
        data: null,
        message: 'I am a teapot',
        status_code: 418,
      }),
    ).toThrow(/status 418 is not documented for countApplications/);
  });

  it('rejects a status_code that is not the HTTP status', () => {
    expect(() =>
      expectMatchesContract('GET', '/api/v1/loan-application/count', 200, {
        data: { count: 1 },
        message: 'OK',
        status_code: 201,
      }),
    ).toThrow(/status_code is 201, not the HTTP status/);
  });

  it('rejects a path the contract does not have', () => {
    expect(() => expectMatchesContract('GET', '/api/v1/nowhere', 200, {})).toThrow(
      /no operation in openapi\/openapi.yaml matches/,
    );
  });

  it('routes static segments before ids', () => {
    // count is a static segment next to /{id}: a count answer must not be checked as an application.
    expect(() =>
      expectMatchesContract('GET', '/api/v1/loan-application/count', 200, {
        data: { count: 0 },
        message: 'OK',
        status_code: 200,
      }),
    ).not.toThrow();
    expect(() =>
      expectMatchesContract('GET', `/api/v1/apply-loan/co-applicant/list/${id}`, 200, {
        data: [],
        message: 'OK',
        status_code: 200,
      }),
    ).not.toThrow();
  });
});

describe('every operation', () => {
  it('has a unique camelCase operationId', () => {
    const ids = rawOperations.map(({ operation }) => operation.operationId);
    for (const operationId of ids) expect(operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(rawOperations)('$label documents a 4xx answer', ({ operation }) => {
    expect(Object.keys(operation.responses ?? {}).some((status) => /^4\d\d$/.test(status))).toBe(
      true,
    );
  });

  // The dev helpers are no operations of the product: never 501, absent (404) in production;
  // nor are the health checks, which answer from the first version on.
  it.each(
    rawOperations.filter(({ path }) => !path.startsWith('/dev/') && !path.startsWith('/health/')),
  )('$label documents the 501 of an unimplemented operation', ({ operation }) => {
    expect(operation.responses).toHaveProperty('501');
  });

  it.each(rawOperations)('$label says which token it needs', ({ operation }) => {
    const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
    if (isPublic) expect(operation['x-rinn-token']).toBeUndefined();
    else expect(['login', 'any']).toContain(operation['x-rinn-token']);
  });

  it('needs no token exactly where the spec is public', () => {
    const publicOperations = rawOperations
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ label }) => label)
      .sort();
    expect(publicOperations).toEqual(
      [
        'GET /dev/mailbox',
        'GET /dev/outbox',
        'GET /health/live',
        'GET /health/ready',
        'GET /v1/bank/list',
        'GET /v1/files/{fileId}',
        'GET /v1/join-us/track',
        'GET /v1/pincode/get-city-state',
        'GET /v1/public/tenant/hostname/{hostname}/config',
        'GET /v1/track',
        'POST /v1/auth/resend-otp',
        'POST /v1/auth/send-otp',
        'POST /v1/auth/verify-otp',
        'POST /v1/otp/resend',
        'POST /v1/otp/send',
        'POST /v1/otp/verify',
      ].sort(),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { INVALID_JSON } from '../../server/http/input';
import { newTrackerId } from '../../src/domain/application-ids';
import { GENERIC_INVALID } from '../../src/domain/validation';
import {
  storedApplication,
  storedCoApplicants,
  type ApplicationSeed,
} from '../support/applications';
import {
  BORROWER_BASE,
  PARTNER_BASE,
  useCaptureWorld,
  type CaptureWorld,
} from '../support/capture';
import { contractRequestBodies } from '../support/contract';
import {
  FULL_AUTO_DOCUMENTS,
  FULL_CO_APPLICANT,
  FULL_EMPLOYMENT_INFO,
  FULL_GOLD_DOCUMENTS,
  FULL_PERSONAL_INFO,
  FULL_REFERENCES,
  fullBusinessInfo,
} from '../support/full-bodies';
import { EMPLOYMENT_INFO, PERSONAL_INFO, uploadFor, withOwnFiles } from '../support/section-bodies';
import { databases, latestOtp, otpSessionState, rowCounts } from '../support/server';
import { createPartner, guestToken, loginToken, randomMobile } from '../support/accounts';
import { partnerWithToken } from '../support/suite';
import { joinUsApplicant } from '../support/join-us';
import { borrowerMobile, kfsPath } from '../support/kfs';
import { applicationWithOffer, storeOffer } from '../support/lenders';
import { DEMO_ADMIN_MOBILE } from '../../server/db/seed';

/*
 * Issue 16 item 2, generated from the contract: for every write operation with a JSON body that
 * the server implements, every string property of its body (nested objects and arrays
 * included) is sent once holding a NUL and once a lone surrogate, the rest of the body valid.
 * Each answer is 400 with the field's own message (never the server's last-line message, never
 * a 500), and nothing is stored; then the valid body itself succeeds, which proves the 400s came
 * from the spoiled field. An operation the server implements without a body builder here fails
 * the test, so a new route cannot escape it.
 */

/**
 * What a spoiled field holds: NUL inside a value, the first half of a surrogate pair alone, and a
 * bidirectional control (U+202E; the unit tests of src/domain/text.ts try every one of them).
 */
const ODD_VALUES = [
  ['a NUL', 'Meera\u0000Iyer'],
  ['a lone surrogate', 'Meera\ud800Iyer'],
  // Issue 29 item 12: a right-to-left override makes a stored name read backwards.
  ['a right-to-left override', 'Meera\u202eIyer'],
] as const;

/** The server's last line behind the schemas (server/http/input.ts): no field may reach it. */
const LAST_LINE = /must not contain NUL, unpaired surrogate or bidirectional control characters/;

/** A request that would succeed: the operation's path parameters, token and valid body. */
interface Target {
  params: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
  body: Record<string, unknown>;
  /** The application whose row and co-applicants must stay as they were. */
  applicationId?: string;
  /** What the valid body answers. */
  status: number;
  /** Run before the valid body is sent (a resend waits for its countdown). */
  beforeValid?: () => void;
}

/** Builds the target a spoiled `field` is sent to (one target serves many fields). */
type Builder = (world: CaptureWorld, field: string) => Promise<Target>;

type Json = Record<string, unknown>;

/** The value with `odd` at the path ('references.[].name'): arrays at their first item. */
function withValueAt(value: unknown, path: readonly string[], odd: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return odd;
  if (head === '[]') {
    // The first item that has the field (a business reference's company name), else the first.
    const items = Array.isArray(value) ? [...(value as unknown[])] : [];
    const next = rest[0];
    const found = items.findIndex(
      (item) => next !== undefined && item !== null && typeof item === 'object' && next in item,
    );
    const at = Math.max(found, 0);
    items[at] = withValueAt(items[at], rest, odd);
    return items;
  }
  const object =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { ...(value as Json) }
      : {};
  object[head] = withValueAt(object[head], rest, odd);
  return object;
}

/** The body for a spoiled field: an older client's proof alias stands only without the proof. */
function spoiled(body: Json, field: string, odd: string): unknown {
  const base = { ...body };
  if (field === 'upload_business_proof') delete base['business_proof'];
  return withValueAt(base, field.split('.'), odd);
}

/** One target per database's world, built when first asked for: an operation's fields share it. */
function once(build: (world: CaptureWorld) => Promise<Target>) {
  const built = new WeakMap<CaptureWorld, Promise<Target>>();
  return (world: CaptureWorld) => {
    let target = built.get(world);
    if (!target) {
      target = build(world);
      built.set(world, target);
    }
    return target;
  };
}

type Family = 'KYC' | 'APPLY_LOAN';

/** An application of the family with its owner's token (a partner's, or the borrower's guest token). */
async function applicationOf(world: CaptureWorld, family: Family, seed: ApplicationSeed = {}) {
  if (family === 'KYC') {
    const app = await world.own(seed);
    return { id: app.id, mobile: app.mobile, owner: world.partner };
  }
  return world.borrowerApp(seed);
}

const firstStep = (mobile: string) => ({
  mobile,
  name: 'Meera K Iyer',
  pan_number: 'ABCDE1234F',
  job_type: 'SALARIED',
  loan_type: 'PERSONAL_LOAN',
  required_amount: 500_000,
  purpose: 'Home renovation',
  referral_code: 'FRIEND50',
  terms_accepted: true,
  bureau_consent: true,
  utm_id: 'spring-2026',
  utm_details: {
    utm_id: 'spring-2026',
    utm_source: 'Whatsapp',
    utm_campaign: 'spring',
    utm_medium: 'chat',
    utm_content: 'banner',
    utm_term: 'personal loan',
  },
});

/** A section saved on a new application of the family in `seed`'s state, files its own. */
function sectionTarget(family: Family, seed: ApplicationSeed, section: () => Json, status = 200) {
  return once(async (world) => {
    const app = await applicationOf(world, family, seed);
    const body = await withOwnFiles(world.t, app.owner, app.id, section());
    return { params: { id: app.id }, token: app.owner.token, body, applicationId: app.id, status };
  });
}

const STARTED = { stage: ['CREATE_APPLICATION'] };
const PERSONAL_SAVED = { stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'] };
const SELF_EMPLOYED = { ...PERSONAL_SAVED, jobType: 'SELF_EMPLOYED', loanType: 'BUSINESS_LOAN' };

function familyBuilders(family: Family, names: Record<string, string>): Record<string, Builder> {
  const personal = sectionTarget(family, STARTED, () => FULL_PERSONAL_INFO);
  const employment = sectionTarget(family, PERSONAL_SAVED, () => FULL_EMPLOYMENT_INFO);
  const business = sectionTarget(family, SELF_EMPLOYED, () => fullBusinessInfo());
  // Apart: a PATCH adds references without ids, and three is the most.
  const addReferences = sectionTarget(family, {}, () => FULL_REFERENCES);
  const updateReferences = sectionTarget(family, {}, () => FULL_REFERENCES);
  const coApplicant = once(async (world) => {
    const app = await applicationOf(world, family);
    const body = await withOwnFiles(world.t, app.owner, app.id, FULL_CO_APPLICANT, '1');
    return {
      params: { id: app.id },
      token: app.owner.token,
      body,
      applicationId: app.id,
      status: 201,
    };
  });
  const coApplicantUpdate = once(async (world) => {
    const added = await coApplicant(world);
    const answer = await world.t.call<{ id: string }>(
      'POST',
      `${family === 'KYC' ? PARTNER_BASE : BORROWER_BASE}/co-applicant/add/${added.params['id']}`,
      { token: added.token, body: added.body },
    );
    expect(answer.status, answer.text).toBe(201);
    return {
      ...added,
      params: { ...added.params, coApplicantId: answer.body.data.id },
      status: 200,
    };
  });
  const update = once(async (world) => {
    const app = await applicationOf(world, family, STARTED);
    return {
      params: { id: app.id },
      token: app.owner.token,
      body: firstStep(app.mobile),
      applicationId: app.id,
      status: 200,
    };
  });
  return {
    [names['update'] as string]: update,
    [names['savePersonal'] as string]: personal,
    [names['updatePersonal'] as string]: personal,
    [names['saveEmployment'] as string]: employment,
    [names['updateEmployment'] as string]: employment,
    [names['saveBusiness'] as string]: business,
    [names['updateBusiness'] as string]: business,
    [names['addReferences'] as string]: addReferences,
    [names['updateReferences'] as string]: updateReferences,
    [names['addCoApplicant'] as string]: coApplicant,
    [names['updateCoApplicant'] as string]: coApplicantUpdate,
  };
}

/** An OTP session of this kind just sent, and its mobile. */
async function sentOtp(world: CaptureWorld, kind: 'login' | 'guest') {
  const mobile = kind === 'login' ? (await createPartner(world.t.db)).mobile : randomMobile();
  const answer = await world.t.call<{ session_id: string }>(
    'POST',
    kind === 'login' ? '/api/v1/auth/send-otp' : '/api/v1/otp/send',
    {
      headers: { 'x-lk-client': 'WEB_APP' },
      body: { mobile, hostname: 'localhost' },
    },
  );
  expect(answer.status, answer.text).toBe(200);
  return { mobile, sessionId: answer.body.data.session_id };
}

/** A resend of a code of this kind, once the 30 seconds between sends have passed. */
function resent(kind: 'login' | 'guest') {
  return once(async (world) => {
    const { sessionId } = await sentOtp(world, kind);
    return {
      params: {},
      body: { session_id: sessionId },
      status: 200,
      beforeValid: () => world.t.clock.advance(31),
    };
  });
}

const WEB_APP = { 'x-lk-client': 'WEB_APP' };

/** An application with everything the rules engine reads, the partner's. */
const offerReady = once(async (world) => {
  const app = await world.own({
    personalInfo: PERSONAL_INFO,
    employmentInfo: EMPLOYMENT_INFO,
    references: FULL_REFERENCES.references.map((reference, index) => ({
      ...reference,
      id: `ref${String(index).padStart(29, '0')}`,
    })),
  });
  return {
    params: {},
    token: world.partner.token,
    body: { application_id: app.id },
    applicationId: app.id,
    status: 200,
  };
});

/** A lead sent to a lender that takes files (Nilgiri), on an application with a document. */
const leadWithDocument = once(async (world) => {
  const app = await world.own();
  // Up to its loan offer: a PENDING lender row refuses every action with 409.
  await storeOffer(world.t.db, app.id);
  await uploadFor(world.t, world.partner, app.id, 'pan');
  const sent = await world.t.call<{ client_reference_id: string }>(
    'POST',
    '/api/v1/lender/integration/lead',
    { token: world.partner.token, body: { lender_id: 'nilgiri', application_id: app.id } },
  );
  expect(sent.status, sent.text).toBe(200);
  const lead_id = sent.body.data.client_reference_id;
  return {
    params: {},
    token: world.partner.token,
    body: { lender_id: 'nilgiri', lead_id, application_id: app.id },
    applicationId: app.id,
    status: 200,
  };
});

/** The proposal number of the statement GET /kfs shows (issuing it). */
async function shownProposal(world: CaptureWorld, token: string, id: string): Promise<string> {
  const read = await world.t.call<{ proposal_number: string }>('GET', kfsPath(id), { token });
  expect(read.status, read.text).toBe(200);
  return read.body.data.proposal_number;
}

const BUILDERS: Record<string, Builder> = {
  // A Join Us request of a guest with its documents uploaded (the referral code a partner's).
  joinUsRequest: once(async (world) => {
    const who = await joinUsApplicant(world.t);
    return { params: {}, token: who.token, body: who.body, status: 201 };
  }),
  // An ADMIN rejecting a pending Join Us request with a reason.
  joinUsReject: once(async (world) => {
    const who = await joinUsApplicant(world.t);
    const sent = await world.t.call('POST', '/api/v1/join-us/request', {
      token: who.token,
      body: who.body,
    });
    if (sent.status !== 201) throw new Error(`Join Us request answered ${sent.text}`);
    return {
      params: { mobile: who.mobile },
      token: await loginToken(world.t, DEMO_ADMIN_MOBILE),
      body: { reason: 'The PAN card photo is not readable' },
      status: 200,
    };
  }),
  // The partner's own settings: the language they read the app and their texts in (English,
  // which they already have, so the other writes of this suite see the same partner).
  updateMe: once(async (world) => ({
    params: {},
    token: world.partner.token,
    body: { language: 'en' },
    status: 200,
  })),
  // A tracking link of the partner's, on this site's own address, with every UTM text given.
  createQr: once(async (world) => ({
    params: {},
    token: world.partner.token,
    body: {
      base_url: 'http://localhost',
      utm_source: 'Whatsapp',
      application_source: 'NORMAL',
      utm_campaign: 'Diwali offers',
      utm_medium: 'shop counter',
      utm_content: 'poster',
      utm_term: 'personal loan',
    },
    status: 201,
  })),
  // A case, by a partner of a kind that records them, with pendency on so its description counts.
  createCase: once(async (world) => {
    const recorder = await partnerWithToken(world.t, { partner_kind: 'INDIVIDUAL' });
    const lender = await world.t.db
      .selectFrom('lenders')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return {
      params: {},
      token: recorder.token,
      body: {
        tracker_id: 'CASE-9',
        name: 'Meera Iyer',
        loan_type: 'HOME_LOAN',
        required_amount: 500000,
        remarks: 'Disbursed at the branch',
        lender_info: [
          {
            lender_id: lender.id,
            disbursement_date: '2026-01-15',
            is_pendency: true,
            pendency_desc: 'Papers to follow',
          },
        ],
      },
      status: 201,
    };
  }),
  ...familyBuilders('KYC', {
    update: 'updateApplication',
    savePersonal: 'savePersonalInfo',
    updatePersonal: 'updatePersonalInfo',
    saveEmployment: 'saveEmploymentInfo',
    updateEmployment: 'updateEmploymentInfo',
    saveBusiness: 'saveBusinessInfo',
    updateBusiness: 'updateBusinessInfo',
    addReferences: 'addReferences',
    updateReferences: 'updateReferences',
    addCoApplicant: 'addCoApplicant',
    updateCoApplicant: 'updateCoApplicant',
  }),
  ...familyBuilders('APPLY_LOAN', {
    update: 'applyLoanUpdate',
    savePersonal: 'applyLoanSavePersonalInfo',
    updatePersonal: 'applyLoanUpdatePersonalInfo',
    saveEmployment: 'applyLoanSaveEmploymentInfo',
    updateEmployment: 'applyLoanUpdateEmploymentInfo',
    saveBusiness: 'applyLoanSaveBusinessInfo',
    updateBusiness: 'applyLoanUpdateBusinessInfo',
    addReferences: 'applyLoanAddReferences',
    updateReferences: 'applyLoanUpdateReferences',
    addCoApplicant: 'applyLoanAddCoApplicant',
    updateCoApplicant: 'applyLoanUpdateCoApplicant',
  }),
  createApplication: once(async (world) => {
    const mobile = randomMobile();
    await guestToken(world.t, mobile);
    return { params: {}, token: world.partner.token, body: firstStep(mobile), status: 201 };
  }),
  applyLoanCreate: once(async (world) => {
    const mobile = randomMobile();
    const token = await guestToken(world.t, mobile);
    // A guest's referral code must be a partner's.
    const referrer = await createPartner(world.t.db, { referral_code: `R${randomMobile()}` });
    const referral_code = referrer.referral_code;
    const body = { ...firstStep(mobile), referral_code, tracker_id: newTrackerId() };
    return { params: {}, token, body, status: 201 };
  }),
  returnForCorrection: once(async (world) => {
    const admin = await createPartner(world.t.db, { role: 'ADMIN' });
    const app = await world.own({ status: 'SUBMITTED' });
    return {
      params: { id: app.id },
      token: await loginToken(world.t, admin.mobile),
      body: { remarks: 'The PAN card photo is blurred:\nplease upload it again.' },
      applicationId: app.id,
      status: 200,
    };
  }),
  saveAssetDocuments: (() => {
    const documents = (loanType: 'AUTO_LOAN' | 'GOLD_LOAN') =>
      sectionTarget('KYC', { loanType }, () =>
        loanType === 'AUTO_LOAN' ? FULL_AUTO_DOCUMENTS : FULL_GOLD_DOCUMENTS,
      );
    const auto = documents('AUTO_LOAN');
    const gold = documents('GOLD_LOAN');
    // A loan type reads only its own set: a gold-loan field is spoiled on a gold loan.
    return (world: CaptureWorld, field: string) =>
      field.startsWith('gl_') ? gold(world) : auto(world);
  })(),
  authSendOtp: once(async (world) => ({
    params: {},
    headers: WEB_APP,
    body: { mobile: (await createPartner(world.t.db)).mobile, hostname: 'localhost' },
    status: 200,
  })),
  authResendOtp: resent('login'),
  authVerifyOtp: once(async (world) => {
    const { mobile, sessionId } = await sentOtp(world, 'login');
    const otp = await latestOtp(world.t.db, mobile);
    return { params: {}, body: { session_id: sessionId, otp }, status: 200 };
  }),
  otpSend: once(async () => ({
    params: {},
    body: { mobile: randomMobile(), hostname: 'localhost', request_origin: 'APPLY_LOAN' },
    status: 200,
  })),
  otpResend: resent('guest'),
  otpVerify: once(async (world) => {
    const { mobile, sessionId } = await sentOtp(world, 'guest');
    const otp = await latestOtp(world.t.db, mobile);
    const application_data = { utm_details: { utm_id: 'spring-2026' } };
    return { params: {}, body: { session_id: sessionId, otp, application_data }, status: 200 };
  }),
  sendLeadToLender: once(async (world) => {
    const app = await world.own();
    await storeOffer(world.t.db, app.id);
    return {
      params: {},
      token: world.partner.token,
      body: { lender_id: 'kaveri', application_id: app.id },
      applicationId: app.id,
      status: 200,
    };
  }),
  uploadLeadDocuments: leadWithDocument,
  getLoanOffer: offerReady,
  updateLoanOffer: once(async (world) => {
    const ready = await offerReady(world);
    const answer = await world.t.call<{ bre_info: Record<string, unknown> }>(
      'POST',
      '/api/v1/bureau/bre/loankone',
      { token: ready.token, body: ready.body },
    );
    expect(answer.status, answer.text).toBe(200);
    const offer = answer.body.data.bre_info;
    const updated_info = {
      selected_loan_amount: offer['selected_loan_amount'],
      max_tenure_allowed: offer['max_tenure_allowed'],
      disbursement_date: offer['disbursement_date'],
      emi_start_date: offer['emi_start_date'],
    };
    return { ...ready, body: { ...ready.body, updated_info, is_accepted: false } };
  }),
  // A code for the statement on screen (read first: send-otp never issues one).
  sendKfsOtp: once(async (world) => {
    const id = await applicationWithOffer(world.t.db, world.partner.id);
    const token = world.partner.token;
    const proposal_number = await shownProposal(world, token, id);
    return { params: { id }, token, body: { proposal_number }, applicationId: id, status: 200 };
  }),
  // The borrower's code for the application's Key Fact Statement, just sent.
  acknowledgeKfs: once(async (world) => {
    const id = await applicationWithOffer(world.t.db, world.partner.id);
    const token = world.partner.token;
    const proposal_number = await shownProposal(world, token, id);
    const sent = await world.t.call<{ session_id: string }>('POST', kfsPath(id, '/send-otp'), {
      token,
      body: { proposal_number },
    });
    expect(sent.status, sent.text).toBe(200);
    const otp = await latestOtp(world.t.db, await borrowerMobile(world.t, id));
    const body = { session_id: sent.body.data.session_id, otp };
    return { params: { id }, token, body, applicationId: id, status: 200 };
  }),
};

const WRITES = new Set(['post', 'put', 'patch']);
const jsonWrites = contractRequestBodies().filter(
  (body) => WRITES.has(body.method) && body.mediaType === 'application/json',
);
const covered = jsonWrites.filter((body) => body.operationId in BUILDERS);
const uncovered = jsonWrites.filter((body) => !(body.operationId in BUILDERS));

const concretePath = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return value;
  });

describe.each(databases())('odd characters in every text field on %s', (kind) => {
  const world = useCaptureWorld(kind);

  /** Everything a refused request could have changed. */
  async function stored(applicationId: string | undefined) {
    const db = world.t.db;
    return {
      counts: await rowCounts(db),
      otpSessions: await otpSessionState(db),
      application: applicationId ? await storedApplication(db, applicationId) : null,
      coApplicants: applicationId ? await storedCoApplicants(db, applicationId) : null,
    };
  }

  it('covers every implemented write operation: the others answer 501', async () => {
    expect(covered.length).toBeGreaterThanOrEqual(31);
    const answers = await Promise.all(
      uncovered.map(async (body) => {
        const path = concretePath(body.path, { id: 'a'.repeat(32), coApplicantId: 'b'.repeat(32) });
        const answer = await world.t.call(body.method.toUpperCase(), path, {
          token: world.partner.token,
          body: {},
        });
        return `${body.operationId} ${answer.status}`;
      }),
    );
    expect(answers).toEqual(uncovered.map((body) => `${body.operationId} 501`));
  });

  it.each(covered.map((body) => [body.operationId, body] as const))(
    '%s: a NUL, a lone surrogate or a U+202E in any string field is a 400 with its message, nothing stored',
    async (_operationId, operation) => {
      const fields = operation.properties
        .filter(({ schema }) => ([] as unknown[]).concat(schema['type']).includes('string'))
        .map(({ path }) => path);
      expect(fields.length).toBeGreaterThan(0);

      const groups = new Map<Target, string[]>();
      for (const field of fields) {
        const target = await BUILDERS[operation.operationId]!(world, field);
        groups.set(target, [...(groups.get(target) ?? []), field]);
      }

      for (const [target, targetFields] of groups) {
        const path = concretePath(operation.path, target.params);
        const send = (body: unknown) =>
          world.t.call(operation.method.toUpperCase(), path, {
            ...(target.token ? { token: target.token } : {}),
            ...(target.headers ? { headers: target.headers } : {}),
            body,
          });
        const before = await stored(target.applicationId);
        const answers = await Promise.all(
          targetFields.flatMap((field) =>
            ODD_VALUES.map(async ([what, odd]) => {
              const answer = await send(spoiled(target.body, field, odd));
              return { field, what, status: answer.status, message: answer.body.message };
            }),
          ),
        );
        for (const answer of answers) {
          const where = `${operation.operationId} ${answer.field} with ${answer.what}: ${answer.message}`;
          expect(answer.status, where).toBe(400);
          expect(answer.message, where).not.toMatch(LAST_LINE);
          expect([GENERIC_INVALID, INVALID_JSON.message], where).not.toContain(answer.message);
        }
        expect(await stored(target.applicationId)).toEqual(before);

        target.beforeValid?.();
        const valid = await send(target.body);
        expect(valid.status, `${operation.operationId} valid body: ${valid.text}`).toBe(
          target.status,
        );
      }
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileNotFoundMessage } from '../../server/usecases/applications/section-files';
import { NOT_EDITABLE } from '../../server/usecases/applications/sections';
import { NO_ASSET_DOCUMENTS } from '../../server/usecases/capture/asset-documents';
import {
  CO_APPLICANT_NOT_FOUND,
  TOO_MANY_CO_APPLICANTS,
} from '../../server/usecases/capture/co-applicants';
import { WORK_DETAILS_FIRST } from '../../server/usecases/capture/open-application';
import {
  REFERENCES_SAVED,
  unknownReferenceMessage,
} from '../../server/usecases/capture/references';
import { AT_LEAST_ONE_DOCUMENT } from '../../src/domain/sections/asset-documents';
import { AT_MOST_REFERENCES_MESSAGE } from '../../src/domain/sections/references';
import {
  insertApplication,
  storedApplication,
  type ApplicationSeed,
} from '../support/applications';
import { uploadFor, withOwnFiles, type FileOwner } from '../support/section-bodies';
import {
  createPartner,
  databases,
  guestToken,
  loginToken,
  openTestDatabase,
  randomMobile,
  rowCounts,
  testApp,
  type TestApp,
  type TestDatabase,
} from '../support/server';

/*
 * Co-applicants, references and asset documents (issue 8 items 1–3) on the real server, both
 * families: saved only for the application's owner, while it is being captured and once its
 * work section is saved; bad input, a stranger's id or a closed application change nothing.
 */

const WORK_SAVED = ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'EMPLOYMENT_DETAILS'];

/** A co-applicant as the form sends it; file fields are replaced by real uploads. */
const CO_APPLICANT = {
  name: 'Ravi Verma',
  mobile: '9812345670',
  shareholding_percentage: 40,
  dob: '1988-04-12',
  gender: 'MALE',
  marital_status: 'MARRIED',
  spouse_name: 'Asha Verma',
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  address: '12 MG Road, Shivajinagar',
  address_type: 'RENTED',
  years_of_residence: 4,
  pan_number: 'ABCPV1234K',
  pan: 'file',
  aadhaar_front: 'file',
  aadhaar_back: 'file',
};

const REFERENCES = [
  {
    type: 'PERSONAL_REFERENCE',
    name: 'Meena Rao',
    phone: '9876501234',
    address: '4 Park Street, Kolkata',
  },
  {
    type: 'BUSINESS_REFERENCE',
    name: 'Arjun Shah',
    phone: '9876501235',
    address: '88 Nehru Place, New Delhi',
    company_name: 'Shah Traders',
  },
];

interface Reference {
  id: string;
  name: string;
  company_name?: string;
}

describe.each(databases())('co-applicants, references and asset documents on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let partner: { id: string } & FileOwner;
  let otherPartner: FileOwner;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    t = testApp(database);
    const row = await createPartner(t.db);
    partner = { id: row.id, token: await loginToken(t, row.mobile), family: 'KYC' };
    const other = await createPartner(t.db);
    otherPartner = { token: await loginToken(t, other.mobile), family: 'KYC' };
  });
  afterAll(() => database.close());

  const own = (seed: ApplicationSeed = {}) =>
    insertApplication(t.db, { partnerId: partner.id, stage: WORK_SAVED, ...seed });

  /** The co-applicant with its files uploaded to the application as a co-applicant's. */
  const coApplicantFor = (id: string, owner: FileOwner = partner, recordIndex = '1') =>
    withOwnFiles(t, owner, id, CO_APPLICANT, recordIndex);

  /** Calls, and proves nothing at all was written. */
  async function unchanged(
    id: string,
    send: () => Promise<{ status: number; body: { message: string } }>,
  ) {
    const before = await storedApplication(t.db, id);
    const counts = await rowCounts(t.db);
    const answer = await send();
    expect(await storedApplication(t.db, id)).toEqual(before);
    expect(await rowCounts(t.db)).toEqual(counts);
    return answer;
  }

  const base = '/api/v1/loan-application';

  describe('co-applicants (partner)', () => {
    it('adds, lists, reads and updates a co-applicant, marking the stages', async () => {
      const app = await own();
      const body = await coApplicantFor(app.id);
      const added = await t.call<{ id: string }>('POST', `${base}/co-applicant/add/${app.id}`, {
        token: partner.token,
        body,
      });
      expect(added.status).toBe(201);
      const coId = added.body.data.id;
      expect(coId).toMatch(/^[A-Za-z0-9]{32}$/);
      expect((await storedApplication(t.db, app.id))?.stage).toEqual([
        ...WORK_SAVED,
        'CO_APPLICANT',
      ]);

      const list = await t.call<{ id: string; name: string }[]>(
        'GET',
        `${base}/co-applicant/list/${app.id}`,
        { token: partner.token },
      );
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([{ id: coId, ...body }]);

      const changed = { ...body, name: 'Ravi K Verma', shareholding_percentage: 50 };
      const updated = await t.call('PATCH', `${base}/co-applicant/${app.id}/${coId}`, {
        token: partner.token,
        body: changed,
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toEqual({ id: coId, ...changed });
      expect((await storedApplication(t.db, app.id))?.stage).toEqual([
        ...WORK_SAVED,
        'CO_APPLICANT',
        'CO_APPLICANT_FORM',
      ]);
      const one = await t.call('GET', `${base}/co-applicant/${app.id}/${coId}`, {
        token: partner.token,
      });
      expect(one.body.data).toEqual({ id: coId, ...changed });

      // The whole application carries them too.
      const whole = await t.call<{ co_applicants: unknown[] }>('GET', `${base}/${app.id}`, {
        token: partner.token,
      });
      expect(whole.body.data.co_applicants).toEqual([{ id: coId, ...changed }]);
    });

    it('refuses a sixth co-applicant and writes nothing', async () => {
      const app = await own();
      for (let n = 1; n <= 5; n += 1) {
        const answer = await t.call('POST', `${base}/co-applicant/add/${app.id}`, {
          token: partner.token,
          body: await coApplicantFor(app.id, partner, String(n)),
        });
        expect(answer.status).toBe(201);
      }
      const body = await coApplicantFor(app.id, partner, '6');
      const answer = await unchanged(app.id, () =>
        t.call('POST', `${base}/co-applicant/add/${app.id}`, { token: partner.token, body }),
      );
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(TOO_MANY_CO_APPLICANTS);
    });

    it('refuses bad input with the form’s message and writes nothing', async () => {
      const app = await own();
      const body = await coApplicantFor(app.id);
      const cases: Array<[Record<string, unknown>, string]> = [
        [
          { ...body, shareholding_percentage: 'a lot' },
          'Invalid number of Shareholding Percentage',
        ],
        [{ ...body, dob: '2015-01-01' }, 'Age not acceptable as per provided DOB'],
        [{ ...body, pan_number: 'ABC' }, 'Invalid pan number'],
        [{ ...body, pan: undefined }, 'Invalid PAN file'],
      ];
      for (const [sent, message] of cases) {
        const answer = await unchanged(app.id, () =>
          t.call('POST', `${base}/co-applicant/add/${app.id}`, {
            token: partner.token,
            body: sent,
          }),
        );
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      }
    });

    it('only takes files uploaded to this application as a co-applicant’s', async () => {
      const app = await own();
      const other = await own();
      const body = await coApplicantFor(app.id);
      const applicantsPan = await uploadFor(t, partner, app.id, 'pan');
      const othersPan = await uploadFor(t, partner, other.id, 'pan', '1');
      for (const pan of [applicantsPan, othersPan]) {
        const answer = await unchanged(app.id, () =>
          t.call('POST', `${base}/co-applicant/add/${app.id}`, {
            token: partner.token,
            body: { ...body, pan },
          }),
        );
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(fileNotFoundMessage('PAN Card'));
      }
    });

    it('answers 404 for another partner’s application or an unknown co-applicant, writing nothing', async () => {
      const app = await own();
      const body = await coApplicantFor(app.id);
      const stranger = await unchanged(app.id, () =>
        t.call('POST', `${base}/co-applicant/add/${app.id}`, { token: otherPartner.token, body }),
      );
      expect(stranger.status).toBe(404);
      const list = await t.call('GET', `${base}/co-applicant/list/${app.id}`, {
        token: otherPartner.token,
      });
      expect(list.status).toBe(404);
      const unknown = 'x'.repeat(32);
      const patch = await unchanged(app.id, () =>
        t.call('PATCH', `${base}/co-applicant/${app.id}/${unknown}`, {
          token: partner.token,
          body,
        }),
      );
      expect(patch.status).toBe(404);
      expect(patch.body.message).toBe(CO_APPLICANT_NOT_FOUND);
      const none = await t.call('GET', `${base}/co-applicant/list/${app.id}`);
      expect(none.status).toBe(401);
    });

    it('waits for the work section, and refuses a submitted application', async () => {
      const early = await own({ stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'] });
      const body = await coApplicantFor(early.id);
      const first = await unchanged(early.id, () =>
        t.call('POST', `${base}/co-applicant/add/${early.id}`, { token: partner.token, body }),
      );
      expect(first.status).toBe(409);
      expect(first.body.message).toBe(WORK_DETAILS_FIRST);
      const closed = await own({ status: 'SUBMITTED' });
      const closedBody = await coApplicantFor(closed.id);
      const refused = await unchanged(closed.id, () =>
        t.call('POST', `${base}/co-applicant/add/${closed.id}`, {
          token: partner.token,
          body: closedBody,
        }),
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(NOT_EDITABLE);
    });
  });

  describe('co-applicants (borrower, apply-loan)', () => {
    it('adds and lists for the guest of the mobile; another guest gets 404', async () => {
      const mobile = randomMobile();
      const app = await insertApplication(t.db, {
        family: 'APPLY_LOAN',
        mobile,
        stage: WORK_SAVED,
      });
      const borrower: FileOwner = { token: await guestToken(t, mobile), family: 'APPLY_LOAN' };
      const body = await coApplicantFor(app.id, borrower);
      const added = await t.call<{ id: string }>(
        'POST',
        `/api/v1/apply-loan/co-applicant/add/${app.id}`,
        {
          token: borrower.token,
          body,
        },
      );
      expect(added.status).toBe(201);
      const list = await t.call('GET', `/api/v1/apply-loan/co-applicant/list/${app.id}`, {
        token: borrower.token,
      });
      expect(list.body.data).toEqual([{ id: added.body.data.id, ...body }]);
      const stranger = await guestToken(t, randomMobile());
      const refused = await unchanged(app.id, () =>
        t.call('POST', `/api/v1/apply-loan/co-applicant/add/${app.id}`, { token: stranger, body }),
      );
      expect(refused.status).toBe(404);
    });
  });

  describe('references', () => {
    it('saves one to three, then a PATCH updates by id and adds the rest', async () => {
      const app = await own();
      const saved = await t.call<Reference[]>('POST', `${base}/${app.id}/reference`, {
        token: partner.token,
        body: { references: REFERENCES },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe(REFERENCES_SAVED);
      expect(saved.body.data.map((reference) => reference.name)).toEqual([
        'Meena Rao',
        'Arjun Shah',
      ]);
      const [first] = saved.body.data;
      const patched = await t.call<Reference[]>('PATCH', `${base}/${app.id}/reference`, {
        token: partner.token,
        body: {
          references: [
            { ...REFERENCES[0], id: first?.id, name: 'Meena R Rao' },
            { ...REFERENCES[0], name: 'Kiran Das', phone: '9876501236' },
          ],
        },
      });
      expect(patched.status).toBe(200);
      expect(patched.body.data.map((reference) => reference.name)).toEqual([
        'Meena R Rao',
        'Arjun Shah',
        'Kiran Das',
      ]);
      expect(patched.body.data[0]?.id).toBe(first?.id);
      const stored = await storedApplication(t.db, app.id);
      expect(stored?.references).toEqual(patched.body.data);
    });

    it('refuses a fourth, an unknown id, none, or a bad phone, writing nothing', async () => {
      const app = await own();
      await t.call('POST', `${base}/${app.id}/reference`, {
        token: partner.token,
        body: { references: REFERENCES },
      });
      const cases: Array<['POST' | 'PATCH', unknown, string]> = [
        ['PATCH', { references: [REFERENCES[0], REFERENCES[1]] }, AT_MOST_REFERENCES_MESSAGE],
        [
          'PATCH',
          { references: [{ ...REFERENCES[0], id: 'nope' }] },
          unknownReferenceMessage('nope'),
        ],
        ['POST', { references: [] }, 'At least one reference is required'],
        [
          'POST',
          { references: [{ ...REFERENCES[0], phone: '12345' }] },
          'Please enter mobile number',
        ],
      ];
      for (const [method, body, message] of cases) {
        const answer = await unchanged(app.id, () =>
          t.call(method, `${base}/${app.id}/reference`, { token: partner.token, body }),
        );
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      }
    });

    it('drops a personal reference’s company name', async () => {
      const app = await own();
      const saved = await t.call<Reference[]>('POST', `${base}/${app.id}/reference`, {
        token: partner.token,
        body: { references: [{ ...REFERENCES[0], company_name: 'Acme' }] },
      });
      expect(saved.body.data[0]?.company_name).toBeUndefined();
    });

    it('answers 404 to another partner and to another guest, writing nothing', async () => {
      const app = await own();
      const answer = await unchanged(app.id, () =>
        t.call('POST', `${base}/${app.id}/reference`, {
          token: otherPartner.token,
          body: { references: REFERENCES },
        }),
      );
      expect(answer.status).toBe(404);
      const mobile = randomMobile();
      const publicApp = await insertApplication(t.db, {
        family: 'APPLY_LOAN',
        mobile,
        stage: WORK_SAVED,
      });
      const stranger = await guestToken(t, randomMobile());
      const refused = await unchanged(publicApp.id, () =>
        t.call('POST', `/api/v1/apply-loan/${publicApp.id}/reference`, {
          token: stranger,
          body: { references: REFERENCES },
        }),
      );
      expect(refused.status).toBe(404);
      const owner = await guestToken(t, mobile);
      const saved = await t.call('POST', `/api/v1/apply-loan/${publicApp.id}/reference`, {
        token: owner,
        body: { references: REFERENCES },
      });
      expect(saved.status).toBe(200);
    });
  });

  describe('asset documents', () => {
    it('saves an auto loan’s documents and the application carries them', async () => {
      const app = await own({ loanType: 'AUTO_LOAN' });
      const body = {
        is_al_gl_present: true,
        ...(await withOwnFiles(t, partner, app.id, {
          al_vehicle_images: ['file', 'file'],
          al_rc_photo: ['file'],
        })),
      };
      const saved = await t.call('PUT', `${base}/${app.id}/asset-documents`, {
        token: partner.token,
        body,
      });
      expect(saved.status).toBe(200);
      const whole = await t.call<{ asset_documents: unknown }>('GET', `${base}/${app.id}`, {
        token: partner.token,
      });
      expect(whole.body.data.asset_documents).toEqual(body);
    });

    it('refuses another loan type, no file, a gold file on an auto loan, and a stranger', async () => {
      const personal = await own({ loanType: 'PERSONAL_LOAN' });
      const notNeeded = await unchanged(personal.id, () =>
        t.call('PUT', `${base}/${personal.id}/asset-documents`, {
          token: partner.token,
          body: { is_al_gl_present: true },
        }),
      );
      expect(notNeeded.status).toBe(400);
      expect(notNeeded.body.message).toBe(NO_ASSET_DOCUMENTS);

      const auto = await own({ loanType: 'AUTO_LOAN' });
      const empty = await unchanged(auto.id, () =>
        t.call('PUT', `${base}/${auto.id}/asset-documents`, {
          token: partner.token,
          body: { is_al_gl_present: true },
        }),
      );
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe(AT_LEAST_ONE_DOCUMENT);

      const goldFile = await uploadFor(t, partner, auto.id, 'gl_article_photo');
      const wrongKind = await unchanged(auto.id, () =>
        t.call('PUT', `${base}/${auto.id}/asset-documents`, {
          token: partner.token,
          body: { is_al_gl_present: true, al_rc_photo: [goldFile] },
        }),
      );
      expect(wrongKind.status).toBe(400);

      const stranger = await unchanged(auto.id, () =>
        t.call('PUT', `${base}/${auto.id}/asset-documents`, {
          token: otherPartner.token,
          body: { is_al_gl_present: true, al_rc_photo: [goldFile] },
        }),
      );
      expect(stranger.status).toBe(404);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { englishOf } from '../../server/i18n/texts';
import { fileNotFoundMessage } from '../../server/usecases/applications/section-files';
import { NOT_EDITABLE } from '../../server/usecases/applications/sections';
import {
  ASSET_DOCUMENTS_SAVED,
  NO_ASSET_DOCUMENTS,
} from '../../server/usecases/capture/asset-documents';
import { WORK_DETAILS_FIRST } from '../../server/usecases/capture/open-application';
import {
  ASSET_FLAG_MESSAGE,
  AT_LEAST_ONE_DOCUMENT,
} from '../../src/domain/sections/asset-documents';
import { storedApplication } from '../support/applications';
import {
  BORROWER_BASE,
  PARTNER_BASE,
  REFERENCES,
  useCaptureWorld,
  WORK_SAVED,
  type SavedReference,
} from '../support/capture';
import { EMPLOYMENT_INFO, PERSONAL_INFO, uploadFor, withOwnFiles } from '../support/section-bodies';
import { databases } from '../support/server';

/*
 * Asset documents (issue 8 item 3) on the real server: the partner's PUT …/{id}/asset-documents
 * takes the auto-loan or the gold-loan set by the application's loan type, files only of this
 * application and of the field's kind; other loan types take none. And the whole application
 * (GET …/{id}, both families) carries co-applicants, references, asset documents and the offer.
 * Every answer is checked against the contract (t.call); a refused request changes nothing.
 */

interface Summary {
  id: string;
  stage: string[];
  loan_type: string;
}

describe.each(databases())('asset documents on %s', (kind) => {
  const world = useCaptureWorld(kind);
  const put = (id: string, body: unknown, token = world.partner.token) =>
    world.t.call<Summary>('PUT', `${PARTNER_BASE}/${id}/asset-documents`, { token, body });
  const storedDocuments = async (id: string) =>
    (await storedApplication(world.t.db, id))?.asset_documents ?? null;

  it('saves an auto loan’s documents, several files a field, and the application carries them', async () => {
    const app = await world.own({ loanType: 'AUTO_LOAN' });
    const body = {
      is_al_gl_present: true,
      ...(await withOwnFiles(world.t, world.partner, app.id, {
        al_vehicle_images: ['file', 'file', 'file'],
        al_pre_purchase_invoice: ['file'],
        al_rc_photo: ['file'],
      })),
    };
    const saved = await put(app.id, body);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(ASSET_DOCUMENTS_SAVED);
    expect(saved.body.data).toMatchObject({ id: app.id, loan_type: 'AUTO_LOAN' });
    // No stage marker: the saved documents say the step is done.
    expect(saved.body.data.stage).toEqual(WORK_SAVED);
    expect(await storedDocuments(app.id)).toEqual(body);
    const whole = await world.t.call<{ asset_documents: unknown }>(
      'GET',
      `${PARTNER_BASE}/${app.id}`,
      { token: world.partner.token },
    );
    expect(whole.body.data.asset_documents).toEqual(body);

    // A second save replaces the first.
    const again = {
      is_al_gl_present: true,
      ...(await withOwnFiles(world.t, world.partner, app.id, { al_puc_file: ['file'] })),
    };
    expect((await put(app.id, again)).status).toBe(200);
    expect(await storedDocuments(app.id)).toEqual(again);
  });

  it('saves a gold loan’s documents with the valuer’s comment, dropping the auto-loan fields', async () => {
    const app = await world.own({ loanType: 'GOLD_LOAN' });
    const files = await withOwnFiles(world.t, world.partner, app.id, {
      gl_article_photo: ['file', 'file'],
      gl_article_valuation_document: ['file'],
    });
    const body = { is_al_gl_present: true, ...files, gl_valuer_comment: '22 carat, 40 g' };
    const autoFile = await uploadFor(world.t, world.partner, app.id, 'al_rc_photo');
    const saved = await put(app.id, { ...body, al_rc_photo: [autoFile] });
    expect(saved.status).toBe(200);
    expect(await storedDocuments(app.id)).toEqual(body);
  });

  it('refuses another loan type, no file, a file not of this application or of the field, writing nothing', async () => {
    for (const loanType of ['PERSONAL_LOAN', 'HOME_LOAN', 'BUSINESS_LOAN']) {
      const app = await world.own({ loanType });
      const file = await uploadFor(world.t, world.partner, app.id, 'al_rc_photo');
      const refused = await world.unchanged(app.id, () =>
        put(app.id, { is_al_gl_present: true, al_rc_photo: [file] }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(NO_ASSET_DOCUMENTS.message);
    }

    const auto = await world.own({ loanType: 'AUTO_LOAN' });
    const other = await world.own({ loanType: 'AUTO_LOAN' });
    const goldFile = await uploadFor(world.t, world.partner, auto.id, 'gl_article_photo');
    const othersFile = await uploadFor(world.t, world.partner, other.id, 'al_rc_photo');
    const aPan = await uploadFor(world.t, world.partner, auto.id, 'pan');
    const ownFile = await uploadFor(world.t, world.partner, auto.id, 'al_rc_photo');
    const cases: Array<[unknown, string]> = [
      [{ is_al_gl_present: true }, AT_LEAST_ONE_DOCUMENT],
      [{ is_al_gl_present: true, al_rc_photo: [] }, AT_LEAST_ONE_DOCUMENT],
      [{ is_al_gl_present: false, al_rc_photo: [ownFile] }, ASSET_FLAG_MESSAGE],
      [
        { is_al_gl_present: true, al_rc_photo: [goldFile] },
        englishOf(fileNotFoundMessage('RC Photo')),
      ],
      [
        { is_al_gl_present: true, al_rc_photo: [ownFile], al_insurance_file: [othersFile] },
        englishOf(fileNotFoundMessage('Insurance')),
      ],
      [
        { is_al_gl_present: true, al_vehicle_images: [aPan] },
        englishOf(fileNotFoundMessage('Vehicle Images')),
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await world.unchanged(auto.id, () => put(auto.id, body));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await storedDocuments(auto.id)).toBeNull();
  });

  it('answers 404 to another partner and for a borrower’s application, 401 without a token', async () => {
    const app = await world.own({ loanType: 'AUTO_LOAN' });
    const body = {
      is_al_gl_present: true,
      ...(await withOwnFiles(world.t, world.partner, app.id, { al_rc_photo: ['file'] })),
    };
    const stranger = await world.unchanged(app.id, () =>
      put(app.id, body, world.otherPartner.token),
    );
    expect(stranger.status).toBe(404);
    const anonymous = await world.unchanged(app.id, () =>
      world.t.call('PUT', `${PARTNER_BASE}/${app.id}/asset-documents`, { body }),
    );
    expect(anonymous.status).toBe(401);

    const borrowers = await world.borrowerApp({ loanType: 'AUTO_LOAN' });
    const borrowersBody = {
      is_al_gl_present: true,
      ...(await withOwnFiles(world.t, borrowers.owner, borrowers.id, { al_rc_photo: ['file'] })),
    };
    const notThePartners = await world.unchanged(borrowers.id, () =>
      put(borrowers.id, borrowersBody),
    );
    expect(notThePartners.status).toBe(404);
    // The public flow has no asset documents: the contract has no such operation.
    const noRoute = await world.unchanged(borrowers.id, () =>
      world.t.call('PUT', `${BORROWER_BASE}/${borrowers.id}/asset-documents`, {
        token: borrowers.owner.token,
        body: borrowersBody,
        contract: false,
      }),
    );
    expect(noRoute.status).toBe(404);
  });

  it('waits for the work section and refuses a closed application', async () => {
    const early = await world.own({
      loanType: 'GOLD_LOAN',
      stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
    });
    const earlyBody = {
      is_al_gl_present: true,
      ...(await withOwnFiles(world.t, world.partner, early.id, { gl_article_photo: ['file'] })),
    };
    const first = await world.unchanged(early.id, () => put(early.id, earlyBody));
    expect(first.status).toBe(409);
    expect(first.body.message).toBe(WORK_DETAILS_FIRST.message);

    for (const status of ['SUBMITTED', 'REJECTED']) {
      const closed = await world.own({ loanType: 'GOLD_LOAN', status });
      const body = {
        is_al_gl_present: true,
        ...(await withOwnFiles(world.t, world.partner, closed.id, { gl_article_photo: ['file'] })),
      };
      const refused = await world.unchanged(closed.id, () => put(closed.id, body));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(NOT_EDITABLE.message);
    }
  });

  describe('the whole application (GET …/{id})', () => {
    it('carries the co-applicants, references, asset documents and offer (partner)', async () => {
      const app = await world.own({
        loanType: 'AUTO_LOAN',
        personalInfo: PERSONAL_INFO,
        employmentInfo: EMPLOYMENT_INFO,
      });
      const get = () =>
        world.t.call<Record<string, unknown>>('GET', `${PARTNER_BASE}/${app.id}`, {
          token: world.partner.token,
        });
      // Nothing of the part 2 steps yet.
      expect((await get()).body.data).toMatchObject({
        co_applicants: [],
        references: [],
        asset_documents: null,
        loan_offer: null,
      });

      const coApplicant = await world.coApplicantFor(app.id);
      const added = await world.t.call<{ id: string }>(
        'POST',
        `${PARTNER_BASE}/co-applicant/add/${app.id}`,
        { token: world.partner.token, body: coApplicant },
      );
      const references = await world.t.call<SavedReference[]>(
        'POST',
        `${PARTNER_BASE}/${app.id}/reference`,
        { token: world.partner.token, body: { references: REFERENCES } },
      );
      const documents = {
        is_al_gl_present: true,
        ...(await withOwnFiles(world.t, world.partner, app.id, { al_vehicle_images: ['file'] })),
      };
      expect((await put(app.id, documents)).status).toBe(200);
      const offer = await world.t.call<{ bre_info: unknown }>(
        'POST',
        '/api/v1/bureau/bre/loankone',
        {
          token: world.partner.token,
          body: { application_id: app.id },
        },
      );
      expect(offer.status).toBe(200);

      const whole = await get();
      expect(whole.status).toBe(200);
      expect(whole.body.data).toMatchObject({
        co_applicants: [{ id: added.body.data.id, ...coApplicant }],
        references: references.body.data,
        asset_documents: documents,
        loan_offer: offer.body.data.bre_info,
      });
    });

    it('carries the co-applicants and references of a borrower’s own application', async () => {
      const app = await world.borrowerApp();
      const coApplicant = await world.coApplicantFor(app.id, app.owner);
      const added = await world.t.call<{ id: string }>(
        'POST',
        `${BORROWER_BASE}/co-applicant/add/${app.id}`,
        { token: app.owner.token, body: coApplicant },
      );
      const references = await world.t.call<SavedReference[]>(
        'PATCH',
        `${BORROWER_BASE}/${app.id}/reference`,
        { token: app.owner.token, body: { references: [REFERENCES[1]] } },
      );
      const whole = await world.t.call<Record<string, unknown>>(
        'GET',
        `${BORROWER_BASE}/${app.id}`,
        { token: app.owner.token },
      );
      expect(whole.status).toBe(200);
      expect(whole.body.data).toMatchObject({
        co_applicants: [{ id: added.body.data.id, ...coApplicant }],
        references: references.body.data,
        asset_documents: null,
        loan_offer: null,
      });
    });
  });
});

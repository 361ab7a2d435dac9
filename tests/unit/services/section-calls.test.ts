import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { assetDocumentsSchemaFor } from '../../../src/domain/sections/asset-documents';
import { coApplicantSchemaFor } from '../../../src/domain/sections/co-applicant';
import { referencesSchemaFor } from '../../../src/domain/sections/references';
import type { FormValues } from '../../../src/machines/form/types';
import type { Family } from '../../../src/machines/wizard/types';
import { createApiClient } from '../../../src/services/api/client';
import { unwrap } from '../../../src/services/api/unwrap';
import { createMemoryStorage, createTokenStore } from '../../../src/services/storage/token-store';
import {
  assetDocumentsValuesFrom,
  NO_ASSET_DOCUMENTS_ROUTE,
  sectionCalls,
} from '../../../src/services/wizard/section-calls';
import { insertApplication } from '../../support/applications';
import { CO_APPLICANT_TYPED } from '../../support/co-applicant-values';
import { type FileOwner, uploadFor } from '../../support/section-bodies';
import { guestToken, randomMobile } from '../../support/accounts';
import { usePartner, useTestDatabase } from '../../support/suite';

/*
 * The calls of the co-applicant, references and asset documents forms against the real server
 * in-process, both families: what a form holds goes out as the contract's body and comes back
 * as the same values, so a form opened on saved data shows what was typed.
 */

const WORK_SAVED = ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'EMPLOYMENT_DETAILS'];
const RULES = { relaxedValidation: false };

const { t } = useTestDatabase('pglite');
const partner = usePartner(t);

function callsFor(owner: FileOwner) {
  const tokens = createTokenStore(createMemoryStorage());
  if (owner.family === 'KYC') tokens.setLoginToken(owner.token);
  else tokens.setGuestToken(owner.token);
  const client = createApiClient({
    baseUrl: 'http://localhost/api',
    tokens,
    onUnauthorized: () => {},
    fetch: async (request) => t.app.fetch(request as Request),
  });
  return { client, calls: sectionCalls(client, owner.family) };
}

/** An application whose work section is saved, and who captures it, in each family. */
async function applicationOf(family: Family, loanType = 'PERSONAL_LOAN') {
  if (family === 'KYC') {
    const app = await insertApplication(t.db, {
      partnerId: partner.id,
      stage: WORK_SAVED,
      loanType,
    });
    return { id: app.id, owner: partner };
  }
  const mobile = randomMobile();
  const app = await insertApplication(t.db, {
    family: 'APPLY_LOAN',
    mobile,
    stage: WORK_SAVED,
    loanType,
  });
  const owner: FileOwner = { token: await guestToken(t, mobile), family: 'APPLY_LOAN' };
  return { id: app.id, owner };
}

/** What the form machine hands its save: the visible values through the form's schema. */
const saved = (schema: v.GenericSchema, values: FormValues) =>
  v.parse(schema, values) as FormValues;

describe.each<Family>(['KYC', 'APPLY_LOAN'])('the section calls (%s)', (family) => {
  it('adds a co-applicant as typed, reads them back as typed, lists and updates them', async () => {
    const { id, owner } = await applicationOf(family);
    const { calls } = callsFor(owner);
    // Uploaded as the new co-applicant's (record_index = their number), as the form does.
    const file = (field: string) => uploadFor(t, owner, id, field, '1');
    const typed: FormValues = {
      ...CO_APPLICANT_TYPED,
      pan: await file('pan'),
      aadhaar_front: await file('aadhaar_front'),
      aadhaar_back: await file('aadhaar_back'),
      bank_name: 'HDFC Bank',
      statement_bank_id: 'HDFC',
      bank_statement: [await file('bank_statement'), await file('bank_statement')],
      credit_limit: '250000',
      purpose: 'Family business',
    };
    // What a blank field of the form holds is not sent, and not read back.
    const withBlanks = { ...typed, email: '', mothers_name: '', bank_statement_pwd: '' };
    const schema = coApplicantSchemaFor(RULES)(withBlanks);

    const added = await calls.addCoApplicant(id, saved(schema, withBlanks));
    expect(added.id).toMatch(/\S/);
    expect(await calls.getCoApplicant(id, added.id)).toEqual(typed);

    const edited = { ...typed, name: 'Ravi K Verma', years_of_residence: '6' };
    expect(await calls.updateCoApplicant(id, added.id, saved(schema, edited))).toEqual(edited);
    const list = await calls.listCoApplicants(id);
    expect(list.map(({ id: coId, name, mobile }) => ({ coId, name, mobile }))).toEqual([
      { coId: added.id, name: 'Ravi K Verma', mobile: '9812345670' },
    ]);
  });

  it('saves references new, answers them with ids, and a resumed save updates those', async () => {
    const { id, owner } = await applicationOf(family);
    const { calls } = callsFor(owner);
    const schema = referencesSchemaFor()({});
    const typed = {
      references: [
        {
          type: 'PERSONAL_REFERENCE',
          name: 'Meena Rao',
          phone: '9876501234',
          address: '4 Park Street, Kolkata',
          company_name: '',
        },
        {
          type: 'BUSINESS_REFERENCE',
          company_name: 'Shah Traders',
          name: 'Arjun Shah',
          phone: '9876501235',
          address: '88 Nehru Place, New Delhi',
        },
      ],
    };

    const first = await calls.saveReferences(id, saved(schema, typed), true);
    const [meena, arjun] = first['references'] as Record<string, unknown>[];
    // A personal reference's (blank) company name is not sent, so not read back.
    const { company_name: _blank, ...personal } = typed.references[0]!;
    expect(meena).toEqual({ ...personal, id: expect.any(String) });
    expect(arjun).toEqual({ ...typed.references[1], id: expect.any(String) });

    // Resumed: the form holds them with their ids; one is changed.
    const resumed = {
      references: [meena, { ...arjun, name: 'Arjun K Shah' }],
    };
    const again = await calls.saveReferences(id, saved(schema, resumed), false);
    expect(again).toEqual({ references: [meena, { ...arjun, name: 'Arjun K Shah' }] });
  });
});

describe('asset documents', () => {
  it('an auto loan’s documents go with the flag and come back as the form holds them', async () => {
    const { id, owner } = await applicationOf('KYC', 'AUTO_LOAN');
    const { client, calls } = callsFor(owner);
    const typed = {
      al_vehicle_images: [
        await uploadFor(t, owner, id, 'al_vehicle_images'),
        await uploadFor(t, owner, id, 'al_vehicle_images'),
      ],
      al_rc_photo: [await uploadFor(t, owner, id, 'al_rc_photo')],
      al_puc_file: [],
    };
    const schema = assetDocumentsSchemaFor('AUTO_LOAN')(typed);
    await calls.saveAssetDocuments(id, saved(schema, typed));

    const { data } = await unwrap(
      client.GET('/v1/loan-application/{id}', { params: { path: { id } } }),
    );
    expect(data.asset_documents).toEqual({
      is_al_gl_present: true,
      al_vehicle_images: typed.al_vehicle_images,
      al_rc_photo: typed.al_rc_photo,
    });
    expect(assetDocumentsValuesFrom(data.asset_documents!)).toEqual({
      al_vehicle_images: typed.al_vehicle_images,
      al_rc_photo: typed.al_rc_photo,
    });
  });

  it('a gold loan’s valuer comment is text beside its files', async () => {
    const { id, owner } = await applicationOf('KYC', 'GOLD_LOAN');
    const { client, calls } = callsFor(owner);
    const typed = {
      gl_article_photo: [await uploadFor(t, owner, id, 'gl_article_photo')],
      gl_valuer_comment: '22 carat, 40 g',
    };
    await calls.saveAssetDocuments(id, saved(assetDocumentsSchemaFor('GOLD_LOAN')(typed), typed));
    const { data } = await unwrap(
      client.GET('/v1/loan-application/{id}', { params: { path: { id } } }),
    );
    expect(assetDocumentsValuesFrom(data.asset_documents!)).toEqual(typed);
  });

  it('the public flow has none to save', async () => {
    const { id, owner } = await applicationOf('APPLY_LOAN', 'AUTO_LOAN');
    const { calls } = callsFor(owner);
    await expect(calls.saveAssetDocuments(id, { al_rc_photo: ['x'] })).rejects.toThrow(
      NO_ASSET_DOCUMENTS_ROUTE,
    );
  });
});

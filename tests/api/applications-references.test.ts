import { describe, expect, it } from 'vitest';
import { englishOf } from '../../server/i18n/texts';
import { NOT_EDITABLE } from '../../server/usecases/applications/sections';
import { WORK_DETAILS_FIRST } from '../../server/usecases/capture/open-application';
import {
  REFERENCES_SAVED,
  unknownReferenceMessage,
} from '../../server/usecases/capture/references';
import {
  AT_LEAST_ONE_REFERENCE,
  AT_MOST_REFERENCES_MESSAGE,
  BORROWER_MOBILE_AS_REFERENCE,
  DUPLICATE_REFERENCE_PHONE,
  REFERENCE_ADDRESS_MESSAGE,
  REFERENCE_NAME_MESSAGE,
  REFERENCE_PHONE_MESSAGE,
  REFERENCE_TYPE_MESSAGE,
} from '../../src/domain/sections/references';
import { storedApplication } from '../support/applications';
import {
  FAMILIES,
  REFERENCES,
  useCaptureWorld,
  WORK_SAVED,
  type AppOf,
  type SavedReference,
} from '../support/capture';
import { databases } from '../support/server';

/*
 * References (issue 8 item 2) on the real server, both families: POST replaces the list, PATCH
 * updates the references it names by id and adds the others, three at most; only the owner,
 * while the application is being captured and once its work section is saved. Every answer is
 * checked against the contract (t.call); a refused request changes nothing.
 */

const THIRD = {
  type: 'PERSONAL_REFERENCE',
  name: 'Kiran Das',
  phone: '9876501236',
  address: '7 Lake Road, Chennai',
};

describe.each(databases())('references on %s', (kind) => {
  const world = useCaptureWorld(kind);

  describe.each(FAMILIES)('$name', (family) => {
    const { base } = family;
    const save = (method: 'POST' | 'PATCH', app: AppOf, body: unknown, token = app.owner.token) =>
      world.t.call<SavedReference[]>(method, `${base}/${app.id}/reference`, { token, body });
    const stored = async (app: AppOf) =>
      (await storedApplication(world.t.db, app.id))?.references as SavedReference[] | null;

    it('POST saves one to three with an id each, and a second POST replaces them', async () => {
      const app = await family.app(world);
      const saved = await save('POST', app, { references: REFERENCES });
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe(REFERENCES_SAVED);
      expect(saved.body.data).toEqual(
        REFERENCES.map((reference) => ({
          ...reference,
          id: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
        })),
      );
      expect(await stored(app)).toEqual(saved.body.data);
      // No stage marker: the saved list says the step is done.
      expect((await storedApplication(world.t.db, app.id))?.stage).toEqual(WORK_SAVED);

      const replaced = await save('POST', app, { references: [THIRD] });
      expect(replaced.status).toBe(200);
      expect(replaced.body.data).toEqual([{ ...THIRD, id: expect.any(String) }]);
      const ids = saved.body.data.map((reference) => reference.id);
      expect(ids).not.toContain(replaced.body.data[0]?.id);
      expect(await stored(app)).toEqual(replaced.body.data);

      // The whole application carries them.
      const whole = await world.t.call<{ references: unknown }>('GET', `${base}/${app.id}`, {
        token: app.owner.token,
      });
      expect(whole.body.data.references).toEqual(replaced.body.data);
    });

    it('PATCH updates the references it names by id and adds the others', async () => {
      const app = await family.app(world);
      // On an application with none yet, a PATCH adds.
      const first = await save('PATCH', app, { references: [REFERENCES[0]] });
      expect(first.status).toBe(200);
      expect(first.body.message).toBe(REFERENCES_SAVED);
      const meena = first.body.data[0]?.id ?? '';

      const patched = await save('PATCH', app, {
        references: [{ ...REFERENCES[0], id: meena, name: 'Meena R Rao' }, REFERENCES[1]],
      });
      expect(patched.status).toBe(200);
      expect(patched.body.data.map((reference) => reference.name)).toEqual([
        'Meena R Rao',
        'Arjun Shah',
      ]);
      expect(patched.body.data[0]?.id).toBe(meena);

      // Naming only one: the others stay as they were.
      const arjun = patched.body.data[1]?.id ?? '';
      const again = await save('PATCH', app, {
        references: [{ ...REFERENCES[1], id: arjun, phone: '9876509999' }, THIRD],
      });
      expect(again.body.data).toEqual([
        patched.body.data[0],
        { ...REFERENCES[1], id: arjun, phone: '9876509999' },
        { ...THIRD, id: expect.stringMatching(/^[A-Za-z0-9]{32}$/) },
      ]);
      expect(await stored(app)).toEqual(again.body.data);
    });

    it('refuses a fourth, an id not of this application, none, a bad or repeated phone, writing nothing', async () => {
      const app = await family.app(world);
      const other = await family.app(world);
      const saved = (await save('POST', app, { references: REFERENCES })).body.data;
      const othersId = (await save('POST', other, { references: [THIRD] })).body.data[0]?.id ?? '';
      const fourth = { ...THIRD, name: 'Fourth Person', phone: '9876501237' };

      const cases: Array<['POST' | 'PATCH', unknown, string]> = [
        ['PATCH', { references: [THIRD, fourth] }, AT_MOST_REFERENCES_MESSAGE],
        ['POST', { references: [...REFERENCES, THIRD, fourth] }, AT_MOST_REFERENCES_MESSAGE],
        [
          'PATCH',
          { references: [{ ...THIRD, id: othersId }] },
          englishOf(unknownReferenceMessage(othersId)),
        ],
        [
          'PATCH',
          {
            references: [
              { ...REFERENCES[0], id: saved[0]?.id },
              { ...THIRD, id: 'nope' },
            ],
          },
          englishOf(unknownReferenceMessage('nope')),
        ],
        ['POST', { references: [] }, AT_LEAST_ONE_REFERENCE],
        ['PATCH', { references: [] }, AT_LEAST_ONE_REFERENCE],
        ['POST', { references: [{ ...THIRD, phone: '' }] }, REFERENCE_PHONE_MESSAGE],
        ['POST', { references: [{ ...THIRD, phone: '12345' }] }, 'Invalid mobile number'],
        ['POST', { references: [{ ...THIRD, type: 'FRIEND' }] }, REFERENCE_TYPE_MESSAGE],
        // A reference is someone else: two with one mobile, or the borrower's own (issue 18).
        [
          'POST',
          { references: [THIRD, { ...REFERENCES[1], phone: THIRD.phone }] },
          DUPLICATE_REFERENCE_PHONE,
        ],
        [
          'PATCH',
          { references: [{ ...THIRD, phone: REFERENCES[0]?.phone }] },
          DUPLICATE_REFERENCE_PHONE,
        ],
        ['POST', { references: [{ ...THIRD, phone: app.mobile }] }, BORROWER_MOBILE_AS_REFERENCE],
        ['PATCH', { references: [{ ...THIRD, phone: app.mobile }] }, BORROWER_MOBILE_AS_REFERENCE],
        ['POST', { references: [{ ...THIRD, name: '' }] }, REFERENCE_NAME_MESSAGE],
        ['POST', { references: [{ ...THIRD, address: '' }] }, REFERENCE_ADDRESS_MESSAGE],
      ];
      for (const [method, body, message] of cases) {
        const answer = await world.unchanged(app.id, () => save(method, app, body));
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      }
      expect(await stored(app)).toEqual(saved);
    });

    it('drops a personal reference’s company name', async () => {
      const app = await family.app(world);
      const saved = await save('POST', app, {
        references: [{ ...REFERENCES[0], company_name: 'Acme' }],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data[0]).not.toHaveProperty('company_name');
      expect((await stored(app))?.[0]).not.toHaveProperty('company_name');
    });

    it('answers 404 to a stranger and 401 without a token, writing nothing', async () => {
      const app = await family.app(world);
      const saved = (await save('POST', app, { references: REFERENCES })).body.data;
      const stranger = await family.stranger(world);
      for (const method of ['POST', 'PATCH'] as const) {
        const refused = await world.unchanged(app.id, () =>
          save(method, app, { references: [THIRD] }, stranger.token),
        );
        expect(refused.status).toBe(404);
        const anonymous = await world.unchanged(app.id, () =>
          world.t.call(method, `${base}/${app.id}/reference`, { body: { references: [THIRD] } }),
        );
        expect(anonymous.status).toBe(401);
      }
      expect(await stored(app)).toEqual(saved);
    });

    it('waits for the work section and refuses a closed application', async () => {
      const early = await family.app(world, { stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'] });
      const first = await world.unchanged(early.id, () =>
        save('POST', early, { references: REFERENCES }),
      );
      expect(first.status).toBe(409);
      expect(first.body.message).toBe(WORK_DETAILS_FIRST.message);

      const business = await family.app(world, {
        jobType: 'SELF_EMPLOYED',
        loanType: 'BUSINESS_LOAN',
        stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'BUSINESS_DETAILS'],
      });
      expect((await save('POST', business, { references: REFERENCES })).status).toBe(200);

      const returned = await family.app(world, { status: 'INCOMPLETE', remarks: 'Add a PAN' });
      expect((await save('PATCH', returned, { references: REFERENCES })).status).toBe(200);

      const closed = await family.app(world, { status: 'SUBMITTED' });
      for (const method of ['POST', 'PATCH'] as const) {
        const refused = await world.unchanged(closed.id, () =>
          save(method, closed, { references: REFERENCES }),
        );
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(NOT_EDITABLE.message);
      }
    });
  });
});

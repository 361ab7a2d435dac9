import { describe, expect, it } from 'vitest';
import { englishOf } from '../../server/i18n/texts';
import { fileNotFoundMessage } from '../../server/usecases/applications/section-files';
import {
  NOT_EDITABLE,
  OFFER_ACCEPTED_LOCKS_DETAILS,
} from '../../server/usecases/applications/sections';
import { APPLICATION_NOT_FOUND } from '../../server/usecases/applications/access';
import {
  CO_APPLICANT_NOT_FOUND,
  TOO_MANY_CO_APPLICANTS,
} from '../../server/usecases/capture/co-applicants';
import { WORK_DETAILS_FIRST } from '../../server/usecases/capture/open-application';
import {
  CO_APPLICANT_REMOVED,
  CO_APPLICANT_SHAREHOLDING_RANGE_MESSAGE,
  MAX_CO_APPLICANTS,
} from '../../src/domain/sections/co-applicant';
import { storedApplication, storedCoApplicants } from '../support/applications';
import {
  FAMILIES,
  PARTNER_BASE,
  useCaptureWorld,
  WORK_SAVED,
  type AppOf,
} from '../support/capture';
import { uploadFor, withOwnFiles, type FileOwner } from '../support/section-bodies';
import { databases, type ApiResponse } from '../support/server';
import { loginToken } from '../support/accounts';

/*
 * Co-applicants (issue 8 item 1) on the real server, both families: add, list, read and
 * update, only by the application's owner, while it is being captured and once its work
 * section is saved; at most five; their files only this application's, uploaded as a
 * co-applicant's. Every answer is checked against the contract (t.call); a refused request
 * leaves the application, its co-applicants and every table's row count as they were.
 */

interface CoApplicant {
  id: string;
  name: string;
  [field: string]: unknown;
}

describe.each(databases())('co-applicants on %s', (kind) => {
  const world = useCaptureWorld(kind);

  describe.each(FAMILIES)('$name', (family) => {
    const { base } = family;
    const add = (app: AppOf, body: unknown, owner = app.owner) =>
      world.t.call<{ id: string }>('POST', `${base}/co-applicant/add/${app.id}`, {
        token: owner.token,
        body,
      });
    const update = (app: AppOf, coId: string, body: unknown, owner = app.owner) =>
      world.t.call<CoApplicant>('PATCH', `${base}/co-applicant/${app.id}/${coId}`, {
        token: owner.token,
        body,
      });
    const readOne = (app: AppOf, coId: string, owner = app.owner) =>
      world.t.call<CoApplicant>('GET', `${base}/co-applicant/${app.id}/${coId}`, {
        token: owner.token,
      });
    const list = (app: AppOf, owner = app.owner) =>
      world.t.call<CoApplicant[]>('GET', `${base}/co-applicant/list/${app.id}`, {
        token: owner.token,
      });
    const remove = (app: AppOf, coId: string, owner = app.owner) =>
      world.t.call<null>('DELETE', `${base}/co-applicant/${app.id}/${coId}`, {
        token: owner.token,
      });
    /** The application's stored loan offer, as the offer step leaves it. */
    const withOffer = (app: AppOf, accepted: boolean) =>
      world.t.db
        .updateTable('applications')
        .set({
          loan_offer: JSON.stringify({ decision: 'APPROVED', is_accepted: accepted }),
        })
        .where('id', '=', app.id)
        .execute();
    const body = (app: AppOf, name: string, recordIndex = '1') =>
      world
        .coApplicantFor(app.id, app.owner, recordIndex)
        .then((details) => ({ ...details, name }));

    it('adds, lists in the order added, reads and updates, marking each stage once', async () => {
      const app = await family.app(world);
      // The test clock stands still: three adds in the same instant still list in their order.
      const names = ['Ravi Verma', 'Sunita Verma', 'Kabir Verma'];
      const bodies = [];
      const ids: string[] = [];
      for (const [n, name] of names.entries()) {
        const sent = await body(app, name, String(n + 1));
        const added = await add(app, sent);
        expect(added.status).toBe(201);
        expect(added.body.data.id).toMatch(/^[A-Za-z0-9]{32}$/);
        bodies.push(sent);
        ids.push(added.body.data.id);
        expect((await storedApplication(world.t.db, app.id))?.stage).toEqual([
          ...WORK_SAVED,
          'CO_APPLICANT',
        ]);
      }
      const listed = await list(app);
      expect(listed.status).toBe(200);
      expect(listed.body.data).toEqual(bodies.map((sent, n) => ({ id: ids[n], ...sent })));

      const second = ids[1] ?? '';
      const changed = { ...bodies[1], name: 'Sunita R Verma', shareholding_percentage: 12.5 };
      for (let time = 0; time < 2; time += 1) {
        const updated = await update(app, second, changed);
        expect(updated.status).toBe(200);
        expect(updated.body.data).toEqual({ id: second, ...changed });
        expect((await storedApplication(world.t.db, app.id))?.stage).toEqual([
          ...WORK_SAVED,
          'CO_APPLICANT',
          'CO_APPLICANT_FORM',
        ]);
      }
      const one = await readOne(app, second);
      expect(one.status).toBe(200);
      expect(one.body.data).toEqual({ id: second, ...changed });

      // Stored as sent, one row each; the list keeps its order after the update.
      const rows = await storedCoApplicants(world.t.db, app.id);
      expect(rows.find((row) => row.id === second)?.details).toEqual(changed);
      expect(rows).toHaveLength(3);
      const after = await list(app);
      expect(after.body.data.map((coApplicant) => coApplicant.name)).toEqual([
        'Ravi Verma',
        'Sunita R Verma',
        'Kabir Verma',
      ]);
      // The whole application carries them, in the same order.
      const whole = await world.t.call<{ co_applicants: unknown[] }>('GET', `${base}/${app.id}`, {
        token: app.owner.token,
      });
      expect(whole.body.data.co_applicants).toEqual(after.body.data);
    });

    it(`refuses co-applicant ${MAX_CO_APPLICANTS + 1} with 400 and writes nothing`, async () => {
      const app = await family.app(world);
      for (let n = 1; n <= MAX_CO_APPLICANTS; n += 1) {
        expect((await add(app, await body(app, `Person ${n}`, String(n)))).status).toBe(201);
      }
      const sixth = await body(app, 'One Too Many', String(MAX_CO_APPLICANTS + 1));
      const answer = await world.unchanged(app.id, () => add(app, sixth));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(englishOf(TOO_MANY_CO_APPLICANTS));
      expect(await storedCoApplicants(world.t.db, app.id)).toHaveLength(MAX_CO_APPLICANTS);
    });

    it('takes only files of this application, of the field’s kind, uploaded as a co-applicant’s', async () => {
      const app = await family.app(world);
      const other = await family.app(world);
      const sent = await body(app, 'Ravi Verma');
      const added = await add(app, sent);
      expect(added.status).toBe(201);
      const coId = added.body.data.id;

      const applicantsPan = await uploadFor(world.t, app.owner, app.id, 'pan');
      const otherApplicationsPan = await uploadFor(world.t, other.owner, other.id, 'pan', '1');
      const anAadhaarFront = await uploadFor(world.t, app.owner, app.id, 'aadhaar_front', '1');
      const applicantsStatement = await uploadFor(world.t, app.owner, app.id, 'bank_statement');
      const bank = { bank_name: 'State Bank of India', statement_bank_id: 'SBIN' };
      const refused: Array<[string, Record<string, unknown>, string]> = [
        ['the applicant’s own PAN', { pan: applicantsPan }, 'PAN Card'],
        ['another application’s PAN', { pan: otherApplicationsPan }, 'PAN Card'],
        ['an Aadhaar front as the PAN', { pan: anAadhaarFront }, 'PAN Card'],
        ['a made-up file id', { aadhaar_back: 'f'.repeat(32) }, 'Aadhaar Back'],
        [
          'the applicant’s bank statement',
          { ...bank, bank_statement: [applicantsStatement] },
          'Bank Statements',
        ],
      ];
      for (const [, change, label] of refused) {
        const onAdd = await world.unchanged(app.id, () => add(app, { ...sent, ...change }));
        expect(onAdd.status).toBe(400);
        expect(onAdd.body.message).toBe(englishOf(fileNotFoundMessage(label)));
        const onUpdate = await world.unchanged(app.id, () =>
          update(app, coId, { ...sent, ...change }),
        );
        expect(onUpdate.status).toBe(400);
        expect(onUpdate.body.message).toBe(englishOf(fileNotFoundMessage(label)));
      }

      // Its own bank statement, uploaded as a co-applicant's, is taken.
      const withBank = await withOwnFiles(
        world.t,
        app.owner,
        app.id,
        { ...sent, ...bank, bank_statement: ['file', 'file'] },
        coId,
      );
      const updated = await update(app, coId, withBank);
      expect(updated.status).toBe(200);
      expect(updated.body.data).toEqual({ id: coId, ...withBank });
    });

    it('answers 404 to a stranger and for a co-applicant not of this application, writing nothing', async () => {
      const app = await family.app(world);
      const mine = await family.app(world);
      const sent = await body(app, 'Ravi Verma');
      const coId = (await add(app, sent)).body.data.id;
      const elsewhere = (await add(mine, await body(mine, 'Elsewhere'))).body.data.id;
      const stranger = await family.stranger(world);

      const strangers: Array<() => Promise<ApiResponse<unknown>>> = [
        () => add(app, sent, stranger),
        () => update(app, coId, sent, stranger),
        () => readOne(app, coId, stranger),
        () => list(app, stranger),
      ];
      for (const send of strangers) {
        const answer = await world.unchanged(app.id, send);
        expect(answer.status).toBe(404);
      }

      const unknown = 'x'.repeat(32);
      for (const coApplicantId of [unknown, elsewhere]) {
        const read = await readOne(app, coApplicantId);
        expect(read.status).toBe(404);
        expect(read.body.message).toBe(CO_APPLICANT_NOT_FOUND.message);
        const patched = await world.unchanged(mine.id, () =>
          world.unchanged(app.id, () => update(app, coApplicantId, sent)),
        );
        expect(patched.status).toBe(404);
        expect(patched.body.message).toBe(CO_APPLICANT_NOT_FOUND.message);
      }
      const malformed = await world.unchanged(app.id, () => update(app, 'not-an-id', sent));
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Invalid co-applicant id');
    });

    it('answers 401 without a token, writing nothing', async () => {
      const app = await family.app(world);
      const sent = await body(app, 'Ravi Verma');
      const coId = (await add(app, sent)).body.data.id;
      const anonymous = { token: '', family: app.owner.family } as FileOwner;
      const calls = [
        () => world.t.call('POST', `${base}/co-applicant/add/${app.id}`, { body: sent }),
        () => world.t.call('PATCH', `${base}/co-applicant/${app.id}/${coId}`, { body: sent }),
        () => world.t.call('GET', `${base}/co-applicant/${app.id}/${coId}`),
        () => world.t.call('GET', `${base}/co-applicant/list/${app.id}`),
        () => list(app, anonymous),
      ];
      for (const send of calls) {
        const answer = await world.unchanged(app.id, send);
        expect(answer.status).toBe(401);
      }
    });

    it('removes one co-applicant for the owner: gone from the list and the table, the rest kept', async () => {
      const app = await family.app(world);
      const ravi = (await add(app, await body(app, 'Ravi Verma'))).body.data.id;
      const sunita = await body(app, 'Sunita Verma', '2');
      const kept = (await add(app, sunita)).body.data.id;
      const stagesBefore = (await storedApplication(world.t.db, app.id))?.stage;
      // An offer not yet accepted does not stop it.
      await withOffer(app, false);

      const removed = await remove(app, ravi);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ data: null, message: CO_APPLICANT_REMOVED, status_code: 200 });
      expect((await list(app)).body.data).toEqual([{ id: kept, ...sunita }]);
      expect((await storedCoApplicants(world.t.db, app.id)).map((row) => row.id)).toEqual([kept]);
      // The stages say the step was done; resuming still leads to co-applicants.
      expect((await storedApplication(world.t.db, app.id))?.stage).toEqual(stagesBefore);
      const read = await readOne(app, ravi);
      expect([read.status, read.body.message]).toEqual([404, CO_APPLICANT_NOT_FOUND.message]);

      // Removed twice: the second finds nothing, and writes nothing.
      const again = await world.unchanged(app.id, () => remove(app, ravi));
      expect([again.status, again.body.message]).toEqual([404, CO_APPLICANT_NOT_FOUND.message]);
      // The last one too: the list is empty, and a new one can be added again.
      expect((await remove(app, kept)).status).toBe(200);
      expect((await list(app)).body.data).toEqual([]);
      expect((await add(app, await body(app, 'Kabir Verma'))).status).toBe(201);
    });

    it('lets only the owner remove: a stranger, another application’s co-applicant, a bad id or no token change nothing', async () => {
      const app = await family.app(world);
      const mine = await family.app(world);
      const coId = (await add(app, await body(app, 'Ravi Verma'))).body.data.id;
      const elsewhere = (await add(mine, await body(mine, 'Elsewhere'))).body.data.id;
      const stranger = await family.stranger(world);

      // A stranger gets the answer of a missing application, not a refusal.
      const byStranger = await world.unchanged(app.id, () => remove(app, coId, stranger));
      expect([byStranger.status, byStranger.body.message]).toEqual([
        404,
        APPLICATION_NOT_FOUND.message,
      ]);
      const missing = await world.unchanged(app.id, () =>
        remove({ ...app, id: 'f'.repeat(32) }, coId),
      );
      expect([missing.status, missing.body.message]).toEqual([404, APPLICATION_NOT_FOUND.message]);
      // Another application's co-applicant, through this one, is not found here.
      const crossed = await world.unchanged(mine.id, () =>
        world.unchanged(app.id, () => remove(app, elsewhere)),
      );
      expect([crossed.status, crossed.body.message]).toEqual([404, CO_APPLICANT_NOT_FOUND.message]);
      const malformed = await world.unchanged(app.id, () => remove(app, 'not-an-id'));
      expect([malformed.status, malformed.body.message]).toEqual([400, 'Invalid co-applicant id']);
      const anonymous = await world.unchanged(app.id, () =>
        world.t.call('DELETE', `${base}/co-applicant/${app.id}/${coId}`),
      );
      expect(anonymous.status).toBe(401);
      expect(await storedCoApplicants(world.t.db, app.id)).toHaveLength(1);
    });

    it('refuses to remove once the offer is accepted, or the application is closed', async () => {
      const app = await family.app(world);
      const coId = (await add(app, await body(app, 'Ravi Verma'))).body.data.id;
      await withOffer(app, true);
      const accepted = await world.unchanged(app.id, () => remove(app, coId));
      expect([accepted.status, accepted.body.message]).toEqual([
        409,
        OFFER_ACCEPTED_LOCKS_DETAILS.message,
      ]);
      for (const status of ['SUBMITTED', 'REJECTED']) {
        await world.t.db
          .updateTable('applications')
          .set({ status })
          .where('id', '=', app.id)
          .execute();
        const closed = await world.unchanged(app.id, () => remove(app, coId));
        expect([closed.status, closed.body.message]).toEqual([409, NOT_EDITABLE.message]);
      }
      expect((await readOne(app, coId)).body.data.name).toBe('Ravi Verma');
    });

    it('waits for the employment or business details, and refuses a closed application', async () => {
      const early = await family.app(world, { stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'] });
      const earlyBody = await body(early, 'Ravi Verma');
      const first = await world.unchanged(early.id, () => add(early, earlyBody));
      expect(first.status).toBe(409);
      expect(first.body.message).toBe(WORK_DETAILS_FIRST.message);

      // Business details open the step as employment details do.
      const business = await family.app(world, {
        jobType: 'SELF_EMPLOYED',
        loanType: 'BUSINESS_LOAN',
        stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'BUSINESS_DETAILS'],
      });
      expect((await add(business, await body(business, 'Ravi Verma'))).status).toBe(201);

      // A returned application (INCOMPLETE) is still being captured.
      const returned = await family.app(world, { status: 'INCOMPLETE', remarks: 'Add a PAN' });
      const returnedBody = await body(returned, 'Ravi Verma');
      const coId = (await add(returned, returnedBody)).body.data.id;
      expect(coId).toMatch(/^[A-Za-z0-9]{32}$/);

      for (const status of ['SUBMITTED', 'REJECTED']) {
        await world.t.db
          .updateTable('applications')
          .set({ status })
          .where('id', '=', returned.id)
          .execute();
        const adding = await world.unchanged(returned.id, () => add(returned, returnedBody));
        expect(adding.status).toBe(409);
        expect(adding.body.message).toBe(NOT_EDITABLE.message);
        const updating = await world.unchanged(returned.id, () =>
          update(returned, coId, { ...returnedBody, name: 'Too Late' }),
        );
        expect(updating.status).toBe(409);
        expect(updating.body.message).toBe(NOT_EDITABLE.message);
        // Still readable.
        expect((await readOne(returned, coId)).body.data.name).toBe('Ravi Verma');
      }
    });
  });

  describe('the body (partner)', () => {
    const add = (id: string, body: unknown) =>
      world.t.call('POST', `${PARTNER_BASE}/co-applicant/add/${id}`, {
        token: world.partner.token,
        body,
      });

    it('refuses bad input with the form’s first message and writes nothing', async () => {
      const app = await world.own();
      const sent = await world.coApplicantFor(app.id);
      const cases: Array<[unknown, string]> = [
        [
          { ...sent, shareholding_percentage: 'a lot' },
          'Invalid number of Shareholding Percentage',
        ],
        [{ ...sent, shareholding_percentage: 101 }, CO_APPLICANT_SHAREHOLDING_RANGE_MESSAGE],
        [{ ...sent, shareholding_percentage: -1 }, CO_APPLICANT_SHAREHOLDING_RANGE_MESSAGE],
        [
          { ...sent, shareholding_percentage: undefined },
          'Invalid number of Shareholding Percentage',
        ],
        [{ ...sent, dob: '2015-01-01' }, 'Age not acceptable as per provided DOB'],
        [{ ...sent, pan_number: 'ABC' }, 'Invalid pan number'],
        [{ ...sent, pan: undefined }, 'Invalid PAN file'],
        [{ ...sent, bank_name: 'State Bank of India' }, 'Bank selection is required'],
      ];
      for (const [body, message] of cases) {
        const answer = await world.unchanged(app.id, () => add(app.id, body));
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      }
      const notJson = await world.unchanged(app.id, () => add(app.id, '{"name":'));
      expect(notJson.status).toBe(400);
    });

    it('relaxes marital status, PAN and Aadhaar on an application of a relaxed brand (moneyase), not elsewhere', async () => {
      const relaxedOf = (sent: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(sent).filter(
            ([field]) =>
              ![
                'marital_status',
                'spouse_name',
                'pan_number',
                'pan',
                'aadhaar_front',
                'aadhaar_back',
              ].includes(field),
          ),
        );
      const app = await world.own();
      const relaxed = relaxedOf(await world.coApplicantFor(app.id));
      const strict = await world.unchanged(app.id, () => add(app.id, relaxed));
      expect(strict.status).toBe(400);
      const onMoneyase = await loginToken(world.t, world.partner.mobile, 'moneyase.localhost');
      // The application's brand decides, not the session's: still refused from moneyase.
      const strictFromMoneyase = await world.unchanged(app.id, () =>
        world.t.call('POST', `${PARTNER_BASE}/co-applicant/add/${app.id}`, {
          token: onMoneyase,
          body: relaxed,
          hostname: 'moneyase.localhost',
        }),
      );
      expect(strictFromMoneyase.status).toBe(400);
      const relaxedApp = await world.own({ brand: 'moneyase' });
      const accepted = await world.t.call(
        'POST',
        `${PARTNER_BASE}/co-applicant/add/${relaxedApp.id}`,
        {
          token: onMoneyase,
          body: relaxedOf(await world.coApplicantFor(relaxedApp.id)),
          hostname: 'moneyase.localhost',
        },
      );
      expect(accepted.status).toBe(201);
    });
  });
});

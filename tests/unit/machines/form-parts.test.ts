import * as v from 'valibot';
import { createActor, fromCallback, fromPromise, setup, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { LOOKUP_DEBOUNCE_MS } from '../../../src/domain/form-timing';
import { fieldsObject } from '../../../src/domain/validation';
import { createFormMachine } from '../../../src/machines/form/create-form-machine';
import { selectIssue, selectServerError, selectValues } from '../../../src/machines/form/selectors';
import type {
  FormFound,
  FormInput,
  LookupInput,
  LookupOutput,
  SaveInput,
} from '../../../src/machines/form/types';
import { uploadMachine } from '../../../src/machines/upload/machine';
import type { TransferCommand, TransferInput } from '../../../src/machines/upload/types';

/*
 * What the form chart does for the wizard beyond the timing its model covers: document fields
 * as spawned upload actors, a lookup whose answer goes to the parent, a save target, and a
 * refusal handed in by the parent, and values handed over to it.
 */

const KycDocuments = fieldsObject({
  pan: v.pipe(v.string('Missing PAN'), v.minLength(1, 'Missing PAN')),
  bank_statement: v.pipe(
    v.array(v.string(), 'Missing bank statement'),
    v.minLength(1, 'Missing bank statement'),
  ),
});

/** A transfer that answers at once with a new file id for each file sent. */
const instantTransfer = fromCallback<TransferCommand, TransferInput>(
  ({ receive, sendBack, input }) => {
    let sent = 0;
    receive((command) => {
      if (command.type === 'transfer.start') {
        sent += 1;
        sendBack({ type: 'transfer.done', fileIds: [`${input.field}-file-${sent}`] });
      }
    });
  },
);

const documentsForm = createFormMachine({
  id: 'documents',
  schemaFor: () => KycDocuments,
  uploads: { pan: { multiple: false }, bank_statement: { multiple: true } },
}).provide({
  actors: {
    uploadField: uploadMachine.provide({ actors: { transfer: instantTransfer } }),
    save: fromPromise<void, SaveInput>(async () => undefined),
  },
});

const pdf = (name: string) =>
  Object.assign(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { name });

describe('the form chart for the wizard', () => {
  it('spawns an upload per document field, and what each uploads becomes the field’s value', async () => {
    const form = createActor(documentsForm, {
      input: { values: { pan: '', bank_statement: [] } },
    }).start();
    form.send({ type: 'form.submit' });
    expect(selectIssue(form.getSnapshot())).toEqual({
      field: 'pan',
      message: "Upload the borrower's PAN card",
    });

    const children = form.getSnapshot().children as Record<string, { send: (e: unknown) => void }>;
    children['upload.pan']?.send({ type: 'file.chosen', file: pdf('pan.pdf') });
    children['upload.bank_statement']?.send({ type: 'file.chosen', file: pdf('march.pdf') });
    children['upload.bank_statement']?.send({ type: 'file.chosen', file: pdf('april.pdf') });

    expect(selectValues(form.getSnapshot())).toEqual({
      pan: 'pan-file-1',
      bank_statement: ['bank_statement-file-1', 'bank_statement-file-2'],
    });
    // Checked live, like any typed value.
    expect(selectIssue(form.getSnapshot())).toBeNull();
  });

  it('starts a resumed document field as uploaded, from its saved file id', () => {
    const form = createActor(documentsForm, {
      input: {
        values: { pan: 'saved-pan', bank_statement: ['saved-1', 'saved-2'] },
        resumed: true,
      },
    }).start();
    const children = form.getSnapshot().children as Record<
      string,
      { getSnapshot: () => { value: unknown; context: { fileIds: string[] } } }
    >;
    expect(children['upload.pan']?.getSnapshot().value).toBe('success');
    expect(children['upload.bank_statement']?.getSnapshot().context.fileIds).toEqual([
      'saved-1',
      'saved-2',
    ]);
  });

  it('gives each upload the co-applicant its documents belong to (record_index)', () => {
    const heard: TransferInput[] = [];
    const listening = fromCallback<TransferCommand, TransferInput>(({ input }) => {
      heard.push(input);
    });
    const coApplicantDocuments = documentsForm.provide({
      actors: { uploadField: uploadMachine.provide({ actors: { transfer: listening } }) },
    });
    const applicationId = 'a'.repeat(32);
    createActor(coApplicantDocuments, {
      input: {
        values: { pan: '', bank_statement: [] },
        target: { applicationId, isNew: true, recordIndex: '2' },
      },
    }).start();
    createActor(coApplicantDocuments, {
      input: { values: { pan: '', bank_statement: [] }, target: { applicationId, isNew: true } },
    }).start();
    expect(heard).toEqual([
      { field: 'pan', applicationId, recordIndex: '2' },
      { field: 'bank_statement', applicationId, recordIndex: '2' },
      // The applicant's own documents name no record.
      { field: 'pan', applicationId, recordIndex: null },
      { field: 'bank_statement', applicationId, recordIndex: null },
    ]);
  });

  it('tells its parent what a parent-bound lookup found, and fills nothing itself', async () => {
    const heard: FormFound[] = [];
    const clock = new SimulatedClock();
    const firstStep = createFormMachine({
      id: 'firstStep',
      schemaFor: () => fieldsObject({ mobile: v.string() }),
      lookups: {
        mobile: {
          isReady: (value) => /^\d{10}$/.test(String(value)),
          fills: [],
          tellsParent: true,
        },
      },
    }).provide({
      actors: {
        lookup: fromPromise<LookupOutput, LookupInput>(async () => ({
          id: 'x'.repeat(32),
          trackerId: 'KYC00001',
        })),
      },
    });
    const parent = setup({ actors: { firstStep } }).createMachine({
      invoke: { id: 'form', src: 'firstStep', input: { values: { mobile: '' } } },
      on: { 'form.found': { actions: ({ event }) => heard.push(event as FormFound) } },
    });
    const actor = createActor(parent, { clock }).start();
    const form = actor.getSnapshot().children['form'] as {
      send: (e: unknown) => void;
      getSnapshot: () => { context: { values: unknown } };
    };
    form.send({ type: 'field.change', field: 'mobile', value: '9876543210' });
    clock.increment(LOOKUP_DEBOUNCE_MS);
    await waitFor(actor, () => heard.length > 0);
    expect(heard).toEqual([
      { type: 'form.found', field: 'mobile', found: { id: 'x'.repeat(32), trackerId: 'KYC00001' } },
    ]);
    expect(form.getSnapshot().context.values).toEqual({ mobile: '9876543210' });
  });

  it('gives the save its target, and shows a refusal the parent hands in at once', async () => {
    const saves: SaveInput[] = [];
    const form = createFormMachine({
      id: 'kyc',
      schemaFor: () => fieldsObject({ name: v.string() }),
    }).provide({
      actors: { save: fromPromise<void, SaveInput>(async ({ input }) => void saves.push(input)) },
    });
    const input: FormInput = {
      values: { name: 'Asha' },
      target: { applicationId: 'a'.repeat(32), isNew: false },
      serverError: 'Mobile already has an application',
    };
    const actor = createActor(form, { input }).start();
    expect(selectServerError(actor.getSnapshot())).toBe('Mobile already has an application');
    actor.send({ type: 'field.change', field: 'name', value: 'Asha Verma' });
    expect(selectServerError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(saves).toEqual([
      { values: { name: 'Asha Verma' }, target: { applicationId: 'a'.repeat(32), isNew: false } },
    ]);
  });

  it('shows values handed over to its parent, busy, and neither changes nor saves them', () => {
    const actor = createActor(documentsForm, {
      input: { values: { pan: 'pan-file', bank_statement: ['march'] }, handedOver: true },
    }).start();
    expect(actor.getSnapshot().value).toBe('handedOver');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'field.change', field: 'pan', value: '' });
    actor.send({ type: 'form.submit' });
    expect(selectValues(actor.getSnapshot())).toEqual({
      pan: 'pan-file',
      bank_statement: ['march'],
    });
    expect(actor.getSnapshot().value).toBe('handedOver');
  });
});

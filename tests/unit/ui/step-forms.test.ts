import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  AUTO_LOAN_DOCUMENTS,
  GOLD_LOAN_DOCUMENTS,
} from '../../../src/domain/sections/asset-documents';
import { coApplicantSchemaFor } from '../../../src/domain/sections/co-applicant';
import { createFormMachine } from '../../../src/machines/form/create-form-machine';
import { selectIssue, selectIssues } from '../../../src/machines/form/selectors';
import type { FormSpec, FormValues, SaveInput } from '../../../src/machines/form/types';
import { uploadMachine } from '../../../src/machines/upload/machine';
import type { TransferCommand, TransferInput } from '../../../src/machines/upload/types';
import { assetDocumentsFormSpec } from '../../../src/ui/wizard/steps/asset-documents-form';
import { coApplicantFormSpec } from '../../../src/ui/wizard/steps/co-applicant-form';
import { referenceRows } from '../../../src/ui/wizard/steps/reference-rows';
import { referencesFormSpec } from '../../../src/ui/wizard/steps/references-form';
import { visibleFields } from '../../../src/ui/kit/visible-fields';
import { CO_APPLICANT_TYPED } from '../../support/co-applicant-values';

/*
 * The co-applicant, references and asset documents forms: each spec run in the form chart, as
 * the wizard runs it — which fields show, the one issue each shows and where, what is saved.
 */

/** Files arrive here as `upload.changed`, as a finished upload tells its form. */
const noTransfer = fromCallback<TransferCommand, TransferInput>(() => {});

function formOf(spec: FormSpec, values: FormValues = {}) {
  const saves: SaveInput[] = [];
  const machine = createFormMachine(spec).provide({
    actors: {
      save: fromPromise<void, SaveInput>(async ({ input }) => void saves.push(input)),
      uploadField: uploadMachine.provide({ actors: { transfer: noTransfer } }),
    },
  });
  const form = createActor(machine, { input: { values } }).start();
  const submit = () => {
    form.send({ type: 'form.submit' });
    return selectIssue(form.getSnapshot());
  };
  const change = (field: string, value: unknown) =>
    form.send({ type: 'field.change', field, value });
  return { form, saves, submit, change };
}

const PERSONAL = {
  type: 'PERSONAL_REFERENCE',
  company_name: '',
  name: 'Meena Rao',
  phone: '9876501234',
  address: '4 Park Street, Kolkata',
};

describe('the references form', () => {
  it('with nothing typed, Save says at least one reference is required', () => {
    const { submit } = formOf(referencesFormSpec());
    expect(submit()).toEqual({
      field: 'references',
      message: 'At least one reference is required',
    });
  });

  it('names each issue by its reference and field, the first one only', () => {
    const { form, submit, change } = formOf(referencesFormSpec());
    change('references', [{ ...PERSONAL, phone: '98765' }]);
    expect(submit()).toEqual({
      field: 'references.0.phone',
      message: 'Invalid mobile number',
    });
    // Checked again as it is typed: a wrong number is invalid whatever its length (issue 18).
    change('references', [{ ...PERSONAL, phone: '1234567890' }]);
    expect(selectIssue(form.getSnapshot())).toEqual({
      field: 'references.0.phone',
      message: 'Invalid mobile number',
    });
  });

  it('checks a second reference once the first is right, and saves ids with the references', async () => {
    const { form, saves, submit, change } = formOf(referencesFormSpec());
    // Another person: a reference's mobile is their own (issue 18).
    const second = { ...PERSONAL, phone: '9876501235' };
    change('references', [PERSONAL, { ...second, type: '', name: 'Arjun Shah' }]);
    expect(submit()).toEqual({
      field: 'references.1.type',
      message: 'Select the reference type',
    });
    change('references', [
      { ...PERSONAL, id: 'ref-1' },
      { ...second, type: 'BUSINESS_REFERENCE', company_name: 'Shah Traders', name: ' ' },
    ]);
    expect(selectIssue(form.getSnapshot())).toEqual({
      field: 'references.1.name',
      message: "Enter the reference's name",
    });
    change('references', [
      { ...PERSONAL, id: 'ref-1' },
      { ...second, type: 'BUSINESS_REFERENCE', company_name: 'Shah Traders', name: 'Arjun Shah' },
    ]);
    expect(submit()).toBeNull();
    await waitFor(form, (snapshot) => snapshot.status === 'done');
    const { company_name: _blank, ...personal } = PERSONAL;
    expect(saves[0]?.values).toEqual({
      references: [
        { ...personal, id: 'ref-1' },
        {
          ...second,
          type: 'BUSINESS_REFERENCE',
          company_name: 'Shah Traders',
          name: 'Arjun Shah',
        },
      ],
    });
  });

  it('shows every issue at once, but a reference added since Save only once its field is left or at the next Save', () => {
    const { form, submit, change } = formOf(referencesFormSpec());
    const shown = () => selectIssues(form.getSnapshot()).map(({ field }) => field);
    change('references', [{ ...PERSONAL, name: '', phone: '98765' }]);
    expect(submit()).toEqual({ field: 'references.0.name', message: "Enter the reference's name" });
    expect(shown()).toEqual(['references.0.name', 'references.0.phone']);

    // Add Reference after the refused Save: the new one is quiet.
    const blank = { type: '', company_name: '', name: '', phone: '', address: '' };
    change('references', [{ ...PERSONAL, name: '', phone: '98765' }, blank]);
    expect(shown()).toEqual(['references.0.name', 'references.0.phone']);
    // Passing through an empty field shows nothing; one typed in and left shows its issue.
    form.send({ type: 'field.leave', field: 'references.1.name' });
    expect(shown()).toEqual(['references.0.name', 'references.0.phone']);
    change('references', [
      { ...PERSONAL, name: '', phone: '98765' },
      { ...blank, phone: '98' },
    ]);
    form.send({ type: 'field.leave', field: 'references.1.phone' });
    expect(shown()).toEqual(['references.0.name', 'references.0.phone', 'references.1.phone']);
    submit();
    expect(shown()).toEqual([
      'references.0.name',
      'references.0.phone',
      'references.1.type',
      'references.1.name',
      'references.1.phone',
      'references.1.address',
    ]);
  });

  it('shows one blank reference to start, and the saved ones with their ids, three at most', () => {
    expect(referenceRows(undefined)).toEqual([
      { type: '', company_name: '', name: '', phone: '', address: '' },
    ]);
    const saved = { ...PERSONAL, id: 'ref-1' };
    expect(referenceRows([saved])).toEqual([saved]);
    expect(referenceRows([saved, saved, saved, saved])).toHaveLength(3);
  });
});

describe('the asset documents form', () => {
  it('shows the loan type’s set: seven vehicle documents, or three article documents and a comment', () => {
    expect([...visibleFields(assetDocumentsFormSpec('AUTO_LOAN'), {})]).toEqual([
      'is_al_gl_present',
      ...AUTO_LOAN_DOCUMENTS,
    ]);
    expect(AUTO_LOAN_DOCUMENTS).toHaveLength(7);
    expect([...visibleFields(assetDocumentsFormSpec('GOLD_LOAN'), {})]).toEqual([
      'is_al_gl_present',
      ...GOLD_LOAN_DOCUMENTS,
      'gl_valuer_comment',
    ]);
    // Each field takes several files.
    expect(Object.values(assetDocumentsFormSpec('GOLD_LOAN').uploads ?? {})).toEqual([
      { multiple: true },
      { multiple: true },
      { multiple: true },
    ]);
  });

  it('with no file, the issue is on the first field; a file anywhere saves, flag added', async () => {
    const { form, saves, submit } = formOf(assetDocumentsFormSpec('AUTO_LOAN'));
    expect(submit()).toEqual({
      field: 'al_vehicle_images',
      message: 'Please upload at least one document',
    });
    form.send({ type: 'upload.changed', field: 'al_rc_photo', fileIds: ['rc-1'] });
    expect(submit()).toBeNull();
    await waitFor(form, (snapshot) => snapshot.status === 'done');
    expect(saves[0]?.values).toEqual({ is_al_gl_present: true, al_rc_photo: ['rc-1'] });
  });
});

describe('the co-applicant form', () => {
  it('shows every field of spec §3, with its pincode lookup and documents', () => {
    const spec = coApplicantFormSpec(coApplicantSchemaFor({ relaxedValidation: false }));
    expect([...visibleFields(spec, {})]).toEqual([
      'name',
      'mobile',
      'email',
      'shareholding_percentage',
      'dob',
      'gender',
      'marital_status',
      'spouse_name',
      'mothers_name',
      'pincode',
      'city',
      'state',
      'address',
      'address_type',
      'years_of_residence',
      'pan_number',
      'pan',
      'aadhaar_front',
      'aadhaar_back',
      'bank_name',
      'statement_bank_id',
      'bank_statement',
      'bank_statement_pwd',
      'bank_account_type',
      'credit_limit',
      'purpose',
    ]);
    expect(spec.lookups?.['pincode']?.fills).toEqual(['city', 'state']);
    expect(spec.uploads).toEqual({
      pan: { multiple: false },
      aadhaar_front: { multiple: false },
      aadhaar_back: { multiple: false },
      bank_statement: { multiple: true },
    });
  });

  it('needs the shareholding as a number, and the PAN card unless the brand relaxes it', () => {
    const strict = formOf(
      coApplicantFormSpec(coApplicantSchemaFor({ relaxedValidation: false })),
      CO_APPLICANT_TYPED,
    );
    strict.change('shareholding_percentage', '');
    expect(strict.submit()).toEqual({
      field: 'shareholding_percentage',
      message: "Enter the co-applicant's shareholding percentage",
    });
    strict.change('shareholding_percentage', '12.5');
    strict.change('pan', '');
    expect(selectIssue(strict.form.getSnapshot())).toEqual({
      field: 'pan',
      message: "Upload the co-applicant's PAN card",
    });

    const relaxed = formOf(coApplicantFormSpec(coApplicantSchemaFor({ relaxedValidation: true })), {
      ...CO_APPLICANT_TYPED,
      pan: '',
      pan_number: '',
      marital_status: '',
    });
    expect(relaxed.submit()).toBeNull();
  });
});

import { setupI18n, type MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as enums from '../../../src/domain/enums';
import { AUDIT_ACTIONS } from '../../../src/domain/audit/actions';
import { progressSteps } from '../../../src/domain/capture-progress';
import { FILE_TYPE_LABELS, documentFieldOf } from '../../../src/domain/document-fields';
import * as labelTexts from '../../../src/domain/i18n/labels';
import {
  DOMAIN_MESSAGES,
  domainMessage,
  findDomainMessage,
  issueMessage,
} from '../../../src/domain/i18n/lookup';
import { VALIDATION_MESSAGES } from '../../../src/domain/i18n/validation-messages';
import { PanSchema } from '../../../src/domain/identity';
import { MobileSchema } from '../../../src/domain/contact';
import { lenderActionRefusal } from '../../../src/domain/lenders/actions';
import { LENDERS } from '../../../src/domain/lenders/catalog';
import { SUPPORTED_ACTION_LABELS } from '../../../src/domain/lenders/policy';
import { withLenderAnswer, type LenderOffer } from '../../../src/domain/lenders/decision';
import { PARTNER_KIND_LABELS } from '../../../src/domain/partner-kinds';
import * as presenterLabels from '../../../src/domain/presenter/labels';
import { REJECTION_REASON_TEXTS } from '../../../src/domain/rejection-reasons';
import {
  maxTenureMessage,
  offerEditSchema,
  type EditLimits,
} from '../../../src/domain/rules-engine/offer-edit-schema';
import { assetDocumentsSchema } from '../../../src/domain/sections/asset-documents';
import { businessInfoSchema } from '../../../src/domain/sections/business';
import { financialsSchema } from '../../../src/domain/sections/business-financials';
import { coApplicantSchema } from '../../../src/domain/sections/co-applicant';
import { employmentInfoSchema } from '../../../src/domain/sections/employment';
import { firstStepSchema } from '../../../src/domain/sections/first-step';
import { registrationSchema } from '../../../src/domain/join-us/registration';
import { utmLinkSchema } from '../../../src/domain/links/link-schema';
import { dobSchema } from '../../../src/domain/dates';
import { emptyFieldPrompt } from '../../../src/domain/sections/prompts';
import { personalInfoSchema } from '../../../src/domain/sections/personal';
import { firstIssue, validate } from '../../../src/domain/validation';
import { compileEnglish } from '../../../src/i18n/compile-english';
import { messages as hindi } from '../../../src/i18n/locales/domain/hi';

/*
 * Issue 32: the texts of src/domain are descriptors with Hindi (src/domain/i18n). These tests
 * read the compiled Hindi catalog, as the app and the server load it.
 */

const i18n = setupI18n();
i18n.setMessagesCompiler(compileEnglish);
i18n.load({ en: {}, hi: hindi });

const say = (language: 'en' | 'hi', descriptor: MessageDescriptor) => {
  i18n.activate(language);
  return i18n._(descriptor);
};

/** Texts whose Hindi is rightly the same letters (a form's name people say as it is printed). */
const SAME_IN_HINDI = new Set(['GSTR-3B']);

const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('every text of src/domain has its Hindi', () => {
  it.each(DOMAIN_MESSAGES.map((d) => [d.id, d] as const))('%s', (_id, descriptor) => {
    const shown = say('hi', descriptor);
    expect(hindi[descriptor.id], 'in the compiled catalog').toBeDefined();
    if (SAME_IN_HINDI.has(descriptor.message)) return;
    expect(shown).not.toBe(say('en', descriptor));
    // Devanagari, not the English left in place.
    expect(shown).toMatch(/[\u0900-\u097F]/u);
  });

  it('keeps every place of the English in the Hindi', () => {
    const hiPo = Object.fromEntries(
      DOMAIN_MESSAGES.map((d) => [d.id, JSON.stringify(hindi[d.id])] as const),
    );
    for (const descriptor of DOMAIN_MESSAGES) {
      const english = places(descriptor.message);
      for (const name of english) expect(hiPo[descriptor.id], descriptor.id).toContain(`"${name}"`);
    }
  });

  it('has one id for each English text, or ids that say the same in Hindi', () => {
    const byEnglish = new Map<string, string>();
    for (const descriptor of DOMAIN_MESSAGES) {
      const shown = say('hi', descriptor);
      const earlier = byEnglish.get(descriptor.message);
      if (earlier !== undefined) expect(shown, descriptor.message).toBe(earlier);
      byEnglish.set(descriptor.message, shown);
    }
  });

  it('has each id once', () => {
    const ids = DOMAIN_MESSAGES.map((d) => d.id);
    expect(ids.length).toBe(new Set(ids).size);
  });
});

/** Every message a valibot schema (and whatever it holds) may answer. */
function messagesOf(schema: unknown, found = new Set<string>(), seen = new Set<unknown>()) {
  if (schema === null || typeof schema !== 'object' || seen.has(schema)) return found;
  seen.add(schema);
  const node = schema as Record<string, unknown>;
  if (typeof node['message'] === 'string') found.add(node['message']);
  for (const key of ['pipe', 'options', 'items'] as const) {
    const list = node[key];
    if (Array.isArray(list)) for (const item of list) messagesOf(item, found, seen);
  }
  for (const key of ['wrapped', 'item', 'rest', 'key', 'value'] as const) {
    messagesOf(node[key], found, seen);
  }
  const entries = node['entries'];
  if (entries && typeof entries === 'object') {
    for (const item of Object.values(entries)) messagesOf(item, found, seen);
  }
  return found;
}

const isSchema = (value: unknown) =>
  value !== null &&
  typeof value === 'object' &&
  (value as { kind?: unknown }).kind === 'schema' &&
  '~run' in value;

describe('every schema of src/domain says a text that has an id', () => {
  const modules = import.meta.glob<Record<string, unknown>>('../../../src/domain/**/*.ts', {
    eager: true,
  });
  const said = new Map<string, string>();
  const add = (where: string, schema: unknown) => {
    for (const message of messagesOf(schema)) said.set(message, where);
  };
  for (const [path, module] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(module))
      if (isSchema(value)) add(`${path} ${name}`, value);
  }
  // The schemas built for a site's rules or an application's values, in each of their shapes.
  for (const relaxedValidation of [false, true]) {
    const rules = { relaxedValidation, today: () => new Date('2026-01-05') };
    add('employmentInfoSchema', employmentInfoSchema(rules));
    add('personalInfoSchema', personalInfoSchema(rules));
    add('coApplicantSchema', coApplicantSchema(rules));
    for (const body of [
      {},
      { business_type: 'SOLE_PROPRIETORSHIP', is_gst_available: 'TRUE', bank_name1: 'x' },
      { business_type: 'LLP', is_gst_available: 'FALSE', bank_name1: 'x', bank_name2: 'y' },
    ]) {
      add('businessInfoSchema', businessInfoSchema(rules, body));
      add('personalInfoSchema', personalInfoSchema(rules, body));
    }
    for (const family of ['KYC', 'APPLY_LOAN'] as const) {
      for (const signedIn of [false, true]) {
        const stepRules = {
          family,
          relaxedValidation,
          signedIn,
          hasTermsLink: true,
          hasConsentLink: true,
        };
        add('firstStepSchema', firstStepSchema(stepRules));
      }
    }
  }
  add('assetDocumentsSchema', assetDocumentsSchema('AUTO_LOAN'));
  add('assetDocumentsSchema', assetDocumentsSchema('GOLD_LOAN'));
  add(
    'financialsSchema',
    financialsSchema(() => new Date('2026-01-05')),
  );
  add('utmLinkSchema', utmLinkSchema({ directLeads: false }));
  add('utmLinkSchema', utmLinkSchema({ directLeads: true }));
  add('dobSchema', dobSchema());
  add('registrationSchema', registrationSchema({ shopAndCounterPhotos: true }));
  add(
    'offerEditSchema',
    offerEditSchema({
      today: '2026-01-05',
      suggested_loan_amount: 500000,
      max_tenure: 60,
    } as EditLimits),
  );

  it('finds the schemas', () => expect(said.size).toBeGreaterThan(150));

  it.each([...said].map(([message, where]) => [message, where]))('%s (%s)', (message) => {
    expect(findDomainMessage(message)).not.toBeNull();
  });
});

describe('a schema failure', () => {
  it('gives the id, the English as today and the Hindi', () => {
    const result = v.safeParse(PanSchema, 'ABC');
    expect(result.success).toBe(false);
    const issue = result.issues![0];
    const descriptor = issueMessage(issue);
    expect(descriptor.id).toBe('PAN_INVALID');
    expect(issue.message).toBe('Invalid pan number');
    expect(say('en', descriptor)).toBe('Invalid pan number');
    expect(say('hi', descriptor)).toBe('पैन नंबर सही नहीं है');
  });

  it('reads the same from validate() and firstIssue(), as the server and the forms have them', () => {
    const checked = validate(MobileSchema, '12345');
    expect(checked).toEqual({ ok: false, message: 'Invalid mobile number' });
    if (checked.ok) return;
    expect(issueMessage(checked).id).toBe('MOBILE_NUMBER_INVALID');
    const issue = firstIssue(PanSchema, 'ABC')!;
    expect(issueMessage(issue).id).toBe(VALIDATION_MESSAGES.PAN_INVALID.id);
  });

  it('carries the figures of a message made with one', () => {
    const descriptor = issueMessage({ message: maxTenureMessage(60) });
    expect(descriptor).toMatchObject({ id: 'TENURE_TOO_LONG', values: { months: '60' } });
    expect(say('en', descriptor)).toBe('Tenure must be at most 60 months');
    expect(say('hi', descriptor)).toBe('अवधि ज़्यादा से ज़्यादा 60 महीने हो सकती है');
  });

  it('answers INVALID_INPUT, keeping its English, for a message src/domain does not say', () => {
    const descriptor = issueMessage({ message: 'Invalid type: Expected string but received 5' });
    expect(descriptor.id).toBe('INVALID_INPUT');
    expect(say('en', descriptor)).toBe('Invalid type: Expected string but received 5');
    expect(say('hi', descriptor)).toBe('जानकारी सही नहीं है');
  });
});

describe('the English of the labels is what the English tables say', () => {
  const pairs: [string, Readonly<Record<string, string>>, Record<string, MessageDescriptor>][] = [
    ...Object.entries(enums)
      .filter(([name]) => name.endsWith('_LABELS'))
      .map(
        ([name, table]) =>
          [
            name,
            table as Record<string, string>,
            (labelTexts as Record<string, unknown>)[
              name.replace(/_LABELS$/, '_LABEL_TEXTS')
            ] as Record<string, MessageDescriptor>,
          ] as [string, Record<string, string>, Record<string, MessageDescriptor>],
      ),
    ...Object.entries(presenterLabels)
      .filter(([, table]) => typeof table === 'object')
      .map(
        ([name, table]) =>
          [
            name,
            table as Record<string, string>,
            (labelTexts as Record<string, unknown>)[
              name === 'STEP_TITLES' ? 'STEP_TITLE_TEXTS' : name.replace(/_LABELS$/, '_LABEL_TEXTS')
            ] as Record<string, MessageDescriptor>,
          ] as [string, Record<string, string>, Record<string, MessageDescriptor>],
      ),
    ['PARTNER_KIND_LABELS', PARTNER_KIND_LABELS, labelTexts.PARTNER_KIND_LABEL_TEXTS],
    ['SUPPORTED_ACTION_LABELS', SUPPORTED_ACTION_LABELS, labelTexts.SUPPORTED_ACTION_LABEL_TEXTS],
    ['FILE_TYPE_LABELS', FILE_TYPE_LABELS, labelTexts.FILE_TYPE_LABEL_TEXTS],
    ['AUDIT_ACTIONS', AUDIT_ACTIONS, labelTexts.AUDIT_ACTION_TEXTS],
  ];

  it.each(pairs)('%s', (_name, english, texts) => {
    expect(texts).toBeDefined();
    expect(Object.fromEntries(Object.entries(texts).map(([k, d]) => [k, d.message]))).toEqual(
      english,
    );
  });

  it('names every document field as documentFieldOf does', () => {
    for (const [field, text] of Object.entries(labelTexts.DOCUMENT_FIELD_LABEL_TEXTS)) {
      expect(documentFieldOf(field)?.label).toBe(text.message);
    }
  });

  it('names every capture step as progressSteps does', () => {
    const facts = [
      { jobType: 'SALARIED', loanType: 'AUTO_LOAN' },
      { jobType: 'SELF_EMPLOYED', loanType: 'GOLD_LOAN' },
      { jobType: null, loanType: null },
    ] as const;
    for (const family of ['KYC', 'APPLY_LOAN'] as const) {
      for (const fact of facts) {
        for (const { name } of progressSteps(family, fact)) {
          expect(findDomainMessage(name), name).not.toBeNull();
        }
      }
    }
  });
});

describe('the other sentences of src/domain are found with their ids', () => {
  it('every prompt of an empty field, for the borrower and a co-applicant', () => {
    const fields = ['mobile', 'name', 'pan_number', 'dob', 'address', 'years_of_residence', 'pan'];
    for (const field of fields) {
      for (const subject of ['borrower', 'co-applicant'] as const) {
        const prompt = emptyFieldPrompt(field, subject)!;
        expect(findDomainMessage(prompt)?.id, prompt).toMatch(/^PROMPT\./);
      }
    }
    expect(say('hi', domainMessage(emptyFieldPrompt('dob', 'co-applicant')!))).toBe(
      'सह-आवेदक की जन्म तिथि डालें',
    );
    expect(findDomainMessage(emptyFieldPrompt('references.1.phone')!)?.id).toBe(
      'PROMPT.references.phone',
    );
  });

  it("every rejection reason's title and advice", () => {
    for (const words of Object.values(REJECTION_REASON_TEXTS)) {
      const text = words({ overdueAmount: 1200 });
      expect(findDomainMessage(text.title), text.title).not.toBeNull();
      for (const part of text.advice) {
        if (typeof part === 'string') expect(findDomainMessage(part), part).not.toBeNull();
      }
    }
  });

  it("a lender action's refusal, with the lender's name kept", () => {
    const lender = LENDERS[0]!;
    const refusal = lenderActionRefusal({
      applicationStatus: 'REJECTED',
      decision: 'APPROVED',
      lenderStatus: null,
      action: 'EXPORT',
      lenderId: lender.id,
    })!;
    expect(findDomainMessage(refusal)?.id).toBe('LENDER_ACTION.EXPORT.APPLICATION_REJECTED');
    const rejected = withLenderAnswer({ lender_name: 'Acme Finance' } as LenderOffer, {
      status: 'REJECTED',
      reasons: [],
    });
    const descriptor = domainMessage(rejected.message ?? '');
    expect(descriptor).toMatchObject({
      id: 'LENDER_REJECTED_BY',
      values: { lender: 'Acme Finance' },
    });
    expect(say('hi', descriptor)).toBe('Acme Finance ने अस्वीकार किया');
    expect(say('hi', domainMessage(rejected.reasons[0]!))).toBe(
      'Acme Finance ने कोई कारण नहीं बताया',
    );
  });

  it('a text src/domain does not hold stays as it is in every language', () => {
    expect(say('hi', domainMessage('Acme Finance'))).toBe('Acme Finance');
  });
});

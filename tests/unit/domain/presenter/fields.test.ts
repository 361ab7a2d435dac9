import { describe, expect, it } from 'vitest';
import * as enums from '../../../../src/domain/enums';
import { fieldSpecOf, SECTIONS, type SectionId } from '../../../../src/domain/presenter/fields';
import { formatValue } from '../../../../src/domain/presenter/format';
import { assetDocumentsSchema } from '../../../../src/domain/sections/asset-documents';
import { businessInfoSchema } from '../../../../src/domain/sections/business';
import { coApplicantSchema } from '../../../../src/domain/sections/co-applicant';
import { employmentInfoSchema } from '../../../../src/domain/sections/employment';
import { firstStepSchema } from '../../../../src/domain/sections/first-step';
import { personalInfoSchema } from '../../../../src/domain/sections/personal';
import { ReferenceSchema } from '../../../../src/domain/sections/references';
import { REJECTION_REASONS } from '../../../../src/domain/rules-engine/decision';

/*
 * The presenter's fields (issue 29 item 2): every field a section's schema accepts has a label
 * (or is named internal), every enumeration's value has its words, and each format reads as the
 * spec shows it.
 */

/** The keys of an object schema, wherever it sits in a pipe. */
function keysOf(schema: unknown): string[] {
  const found = schema as { entries?: Record<string, unknown>; pipe?: unknown[] };
  if (found.entries) return Object.keys(found.entries);
  for (const item of found.pipe ?? []) {
    const keys = keysOf(item);
    if (keys.length > 0) return keys;
  }
  return [];
}

const RULES = { relaxedValidation: false };
/** Bodies that make every optional part appear: extra banks, a partnership with GST. */
const EVERY_BANK = { bank_name1: 'x', bank_name2: 'y', bank_name: 'z' };
const SCHEMAS: ReadonlyArray<[SectionId, string[]]> = [
  [
    'first-step',
    keysOf(
      firstStepSchema({
        family: 'APPLY_LOAN',
        relaxedValidation: false,
        signedIn: false,
        hasTermsLink: true,
        hasConsentLink: true,
      }),
    ),
  ],
  ['personal', keysOf(personalInfoSchema(RULES, EVERY_BANK))],
  ['employment', keysOf(employmentInfoSchema())],
  [
    'business',
    keysOf(
      businessInfoSchema(RULES, {
        ...EVERY_BANK,
        business_type: 'PARTNERSHIP',
        is_gst_available: 'TRUE',
      }),
    ),
  ],
  ['co-applicant', keysOf(coApplicantSchema(RULES, { bank_name: 'z' }))],
  ['reference', keysOf(ReferenceSchema)],
  [
    'asset-documents',
    [...keysOf(assetDocumentsSchema('AUTO_LOAN')), ...keysOf(assetDocumentsSchema('GOLD_LOAN'))],
  ],
];

/** Labels a person reads: words, no key with underscores. */
const isWords = (label: string) => label.trim() !== '' && !label.includes('_');

describe('the presenter’s fields', () => {
  it.each(SCHEMAS)(
    'labels every field the %s schema accepts, or leaves it out as internal',
    (section, keys) => {
      expect(keys.length).toBeGreaterThan(3);
      const unlabelled = keys.filter((key) => {
        const spec = fieldSpecOf(section, key);
        if (spec === null) return false;
        return !(key in SECTIONS[section].fields) || !isWords(spec.label);
      });
      expect(unlabelled).toEqual([]);
    },
  );

  it('leaves the internal fields out: ids, check values, proposal numbers, stage markers, attribution', () => {
    expect(fieldSpecOf('offer', 'check_values')).toBeNull();
    expect(fieldSpecOf('offer', 'is_accepted')).toBeNull();
    expect(fieldSpecOf('kfs', 'proposal_number')).toBeNull();
    expect(fieldSpecOf('personal', 'statement_bank_id1')).toBeNull();
    expect(fieldSpecOf('personal', 'stage')).toBeNull();
    expect(fieldSpecOf('first-step', 'utm_details')).toBeNull();
    expect(fieldSpecOf('co-applicant', 'co_applicant_id')).toBeNull();
    expect(fieldSpecOf('reference', 'id')).toBeNull();
  });

  it('names a field it does not know in words, never as its key', () => {
    expect(fieldSpecOf('personal', 'favourite_colour')?.label).toBe('Favourite colour');
    expect(fieldSpecOf('personal', 'AUTO_LOAN_DOCUMENT')?.label).toBe('Vehicle Document');
  });
});

/** Every enumeration of src/domain/enums.ts with its labels (NAME and NAME_LABELS). */
const ENUMS = Object.entries(enums).flatMap(([name, values]) => {
  if (!Array.isArray(values)) return [];
  const base = name.replace(/S$/, '').replace(/IE$/, 'Y');
  const labels =
    (enums as Record<string, unknown>)[`${base}_LABELS`] ??
    (enums as Record<string, unknown>)[`${name}_LABELS`] ??
    (enums as Record<string, unknown>)[`${name.replace(/ES$/, '')}_LABELS`];
  return [[name, values as string[], labels as Record<string, string> | undefined] as const];
});

describe('every enumeration’s words', () => {
  it('finds the enumerations', () => {
    expect(ENUMS.filter(([, , labels]) => labels).length).toBeGreaterThanOrEqual(14);
  });

  /** Lists that are never shown as a value, or whose values are words already. */
  const NOT_SHOWN = new Set([
    'LEAD_SOURCES',
    'APPLICATION_SOURCES',
    'UPLOAD_PURPOSES',
    'ROLES',
    'PUBLIC_LOAN_TYPES',
    'QUICK_LOAN_TYPES',
    'ASSET_LOAN_TYPES',
    'SALARIED_LOAN_TYPES',
    'SELF_EMPLOYED_LOAN_TYPES',
    'EMPLOYMENT_TYPES_WITH_PROFESSIONAL',
  ]);

  it.each(ENUMS.filter(([name]) => !NOT_SHOWN.has(name)))(
    '%s: each value has its label',
    (_name, values, labels) => {
      expect(labels).toBeDefined();
      for (const value of values) {
        const label = labels?.[value];
        expect(label, value).toBeDefined();
        expect(isWords(label ?? '')).toBe(true);
        expect(formatValue({ kind: 'enum', labels: labels ?? {} }, value)).toBe(label);
      }
    },
  );

  it('reads every loan type, employment type and the rules’ reasons in words', () => {
    const loanType = fieldSpecOf('first-step', 'loan_type')!.format;
    const jobType = fieldSpecOf('first-step', 'job_type')!.format;
    for (const type of enums.LOAN_TYPES) expect(isWords(formatValue(loanType, type)!)).toBe(true);
    for (const type of enums.EMPLOYMENT_TYPES_WITH_PROFESSIONAL) {
      expect(isWords(formatValue(jobType, type)!)).toBe(true);
    }
    const reasons = fieldSpecOf('offer', 'reasons')!;
    expect(formatValue(reasons.format, [...REJECTION_REASONS])).not.toContain('_');
    expect(formatValue(reasons.format, ['OVERDUE_AMOUNT_PRESENT'])).toBe('Overdue amount present');
  });
});

describe('the formats', () => {
  const format = (section: SectionId, field: string, value: unknown) =>
    formatValue(fieldSpecOf(section, field)!.format, value, field);

  it('shows amounts in rupees with Indian grouping', () => {
    expect(format('employment', 'monthly_in_hand_salary', 95000)).toBe('₹95,000');
    expect(format('first-step', 'required_amount', 12345678)).toBe('₹1,23,45,678');
    expect(format('offer', 'final_emi', '8561')).toBe('₹8,561');
    expect(format('personal', 'credit_limit1', 250000)).toBe('₹2,50,000');
  });

  it('shows dates as DD-MM-YYYY', () => {
    expect(format('personal', 'dob', '1990-06-15')).toBe('15-06-1990');
    expect(format('offer', 'disbursement_date', '2026-12-01')).toBe('01-12-2026');
    expect(format('application', 'created_at', '2026-11-26T08:00:00.000Z')).toMatch(
      /^26-11-2026 \d{2}:\d{2} [AP]M$/,
    );
  });

  it('shows enums by their option labels', () => {
    expect(format('personal', 'bank_account_type', 'SAVINGS_ACCOUNT')).toBe('Savings Account');
    expect(format('business', 'business_type', 'PRIVATE_LIMITED_COMPANY')).toBe(
      'Private Limited Company',
    );
    expect(format('first-step', 'job_type', 'SELF_EMPLOYED')).toBe('Self-employed/Business');
    expect(format('application', 'status', 'DRAFT')).toBe('Draft');
    expect(format('business', 'is_gst_available', 'TRUE')).toBe('Yes');
    expect(format('first-step', 'terms_accepted', false)).toBe('No');
  });

  it('masks PAN and Aadhaar, and a GSTIN’s PAN', () => {
    expect(format('first-step', 'pan_number', 'ABCDE1234F')).toBe('XXXXXX234F');
    expect(format('co-applicant', 'pan_number', 'abcde1234f')).toBe('XXXXXX234F');
    expect(format('business', 'business_pan', 'AAACB1234C')).toBe('XXXXXX234C');
    expect(format('business', 'remarks', 'Aadhaar 1234 5678 9012 seen')).toBe(
      'Aadhaar XXXXXXXX9012 seen',
    );
    expect(format('business', 'gst_number', '27AAACB1234C1Z5')).toBe('XXXXXXXXXXXX1Z5');
  });

  it('gives counts and measures their units', () => {
    expect(format('personal', 'years_of_residence', 4)).toBe('4 years');
    expect(format('offer', 'max_tenure_allowed', 36)).toBe('36 months');
    expect(format('offer', 'interest_rate', 13.5)).toBe('13.5% p.a.');
    expect(format('business', 'shareholding_percentage', 40)).toBe('40%');
  });

  it('shows nothing for a blank value or files', () => {
    expect(format('personal', 'email', '')).toBeNull();
    expect(format('personal', 'email', null)).toBeNull();
    expect(format('personal', 'pan', 'f'.repeat(32))).toBeNull();
  });
});

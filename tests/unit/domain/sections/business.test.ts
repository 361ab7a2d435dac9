import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  businessBodyFrom,
  businessFormSchemaFor,
  businessInfoSchema,
  canAddBusinessBank,
  type BusinessInfoBody,
} from '../../../../src/domain/sections/business';
import { FINANCIALS_MESSAGE } from '../../../../src/domain/sections/business-financials';
import { firstIssue } from '../../../../src/domain/validation';
import type { components } from '../../../../src/services/api/schema';
import { RELAXED, SECTION_DAY, STRICT } from '../../../support/section-values';

// FY 2026-27 is running: the last three completed years are 2025-26, 2024-25, 2023-24.

/** The business form as typed, for a partnership with GST. */
const TYPED = {
  business_name: 'Verma Traders',
  business_type: 'PARTNERSHIP',
  number_of_partners_or_directors: '2',
  shareholding_percentage: '62.5',
  business_pan: 'aaafv1234k',
  business_pan_file: 'file-bpan',
  is_gst_available: 'TRUE',
  gst_number: '29aaafv1234k1z5',
  business_industry: 'RETAIL',
  nature_of_business: 'TRADING',
  vintage_of_business: '8',
  present_business_experience: '8',
  total_work_experience: '12',
  business_pincode: '560002',
  business_city: 'Bengaluru',
  business_state: 'Karnataka',
  business_address: '45 Avenue Road, Chickpet',
  business_address_type: 'RENTED',
  years_at_business_address: '6',
  business_proof_type: 'GST_REGISTRATION_CERTIFICATE',
  business_proof: 'file-proof',
  gstr_3b: ['file-g1', 'file-g2'],
  financial_file: '',
  business_financials: {
    data: [
      { fy: '2025-26', turnover: '4800000', profit: '350000' },
      { fy: '2024-25', turnover: '4100000', profit: '-120000' },
      { fy: '2023-24', turnover: '3900000', profit: '0' },
    ],
  },
  bank_name: 'HDFC Bank',
  statement_bank_id: 'hdfc',
  bank_statement: ['file-s1'],
  bank_statement_pwd: '',
  bank_account_type: 'CURRENT_ACCOUNT',
  credit_limit: '500000',
  others1: '',
  others2: 'file-o2',
  others3: '',
  remarks: '',
};

const BODY = {
  business_name: 'Verma Traders',
  business_type: 'PARTNERSHIP',
  number_of_partners_or_directors: 2,
  shareholding_percentage: 62.5,
  business_pan: 'AAAFV1234K',
  business_pan_file: 'file-bpan',
  is_gst_available: 'TRUE',
  gst_number: '29AAAFV1234K1Z5',
  business_industry: 'RETAIL',
  nature_of_business: 'TRADING',
  vintage_of_business: 8,
  present_business_experience: 8,
  total_work_experience: 12,
  business_pincode: '560002',
  business_city: 'Bengaluru',
  business_state: 'Karnataka',
  business_address: '45 Avenue Road, Chickpet',
  business_address_type: 'RENTED',
  years_at_business_address: 6,
  business_proof_type: 'GST_REGISTRATION_CERTIFICATE',
  business_proof: 'file-proof',
  gstr_3b: ['file-g1', 'file-g2'],
  business_financials: {
    data: [
      { fy: '2025-26', turnover: 4800000, profit: 350000 },
      { fy: '2024-25', turnover: 4100000, profit: -120000 },
      { fy: '2023-24', turnover: 3900000, profit: 0 },
    ],
  },
  bank_name: 'HDFC Bank',
  statement_bank_id: 'hdfc',
  bank_statement: ['file-s1'],
  bank_account_type: 'CURRENT_ACCOUNT',
  credit_limit: 500000,
  others2: 'file-o2',
};

const bank = (n: 1 | 2) => ({
  [`bank_name${n}`]: `Bank ${n}`,
  [`statement_bank_id${n}`]: `bank-${n}`,
  [`bank_statement${n}`]: [`file-x${n}`],
});

const formIssue = (values: Record<string, unknown>, rules = STRICT) =>
  firstIssue(businessFormSchemaFor(rules)(values), values);
const bodyIssue = (body: Record<string, unknown>, rules = STRICT) =>
  firstIssue(businessInfoSchema(rules, body), body);
const fromForm = (values: Record<string, unknown>, rules = STRICT) =>
  v.parse(businessFormSchemaFor(rules)(values), values);
const visible = (values: Record<string, unknown>) =>
  Object.keys(
    (
      businessFormSchemaFor(STRICT)(values) as {
        pipe: readonly { entries?: Record<string, unknown> }[];
      }
    ).pipe.find((item) => item.entries)?.entries ?? {},
  );

describe('business details: the form’s values become the body', () => {
  it('digits and decimals to numbers, PAN and GST uppercased, blanks left out', () => {
    expect(fromForm(TYPED)).toEqual(BODY);
  });

  it('the API’s body passes as it is and is what the contract takes', () => {
    expect(v.parse(businessInfoSchema(STRICT, BODY), BODY)).toEqual(BODY);
    expectTypeOf<BusinessInfoBody>().toExtend<components['schemas']['BusinessInfo']>();
    const body: components['schemas']['BusinessInfo'] = fromForm(TYPED);
    expect(body.business_financials?.data).toHaveLength(3);
    expect(bodyIssue({ ...BODY, vintage_of_business: '8' })).toEqual({
      field: 'vintage_of_business',
      message: 'Must be a valid number',
    });
  });

  it('takes an older client’s upload_business_proof for business_proof', () => {
    const { business_proof: _proof, ...older } = BODY;
    const body = { ...older, upload_business_proof: 'file-proof' };
    expect(v.parse(businessInfoSchema(STRICT, body), body)).toEqual(BODY);
  });
});

describe('business details: each rule and its message (spec §5)', () => {
  const cases: [Record<string, unknown>, string, string][] = [
    [{ business_name: 'VT ' }, 'business_name', 'Business name must be at least 3 characters'],
    [{ business_type: '' }, 'business_type', 'Business type is required'],
    [
      { number_of_partners_or_directors: '0' },
      'number_of_partners_or_directors',
      'Invalid number of partners or directors',
    ],
    [
      { shareholding_percentage: '100.5' },
      'shareholding_percentage',
      'Invalid number of Shareholding Percentage',
    ],
    [{ business_pan: 'AAAF1234K' }, 'business_pan', 'Invalid pan number'],
    [{ is_gst_available: 'MAYBE' }, 'is_gst_available', 'Please select GST availability'],
    [{ gst_number: '' }, 'gst_number', 'Invalid GST number'],
    [{ gst_number: '29AAAFV1234K1X5' }, 'gst_number', 'Invalid GST number'],
    [{ business_industry: '' }, 'business_industry', 'Business industry is required'],
    [{ nature_of_business: 'FARMING' }, 'nature_of_business', 'Please select nature of business'],
    [{ vintage_of_business: '8y' }, 'vintage_of_business', 'Must be a valid number'],
    [{ business_pincode: '012345' }, 'business_pincode', 'Invalid pincode'],
    [{ business_city: '' }, 'business_city', 'City is required'],
    [{ business_state: ' ' }, 'business_state', 'State is required'],
    [
      { business_address: ' Chickpt ' },
      'business_address',
      'Address must be at least 8 characters',
    ],
    [{ business_address_type: '' }, 'business_address_type', 'Business address type is required'],
    [{ business_proof_type: '' }, 'business_proof_type', 'Business proof type is required'],
    [{ business_proof: '' }, 'business_proof', 'Business proof is required'],
    [{ bank_name: '' }, 'bank_name', 'Bank name is required'],
    [{ statement_bank_id: '' }, 'statement_bank_id', 'Bank selection is required'],
    [{ bank_statement: [] }, 'bank_statement', 'Bank statement is required'],
    [{ credit_limit: '0' }, 'credit_limit', 'Credit limit must be greater than 0'],
    [{ remarks: 'x'.repeat(501) }, 'remarks', 'Remarks must be at most 500 characters'],
  ];
  it.each(cases)('%o → %s: %s', (change, field, message) => {
    expect(formIssue({ ...TYPED, ...change })).toEqual({ field, message });
  });

  it('takes an eight-character address and a three-character name', () => {
    expect(formIssue({ ...TYPED, business_address: 'Chickpet ', business_name: 'V&T' })).toBeNull();
  });

  it('shows the field highest on the screen first', () => {
    expect(
      formIssue({ ...TYPED, bank_name: '', business_proof: '', business_city: '', gst_number: '' })
        ?.field,
    ).toBe('gst_number');
    expect(formIssue({ ...TYPED, bank_statement: [], business_proof: '' })?.field).toBe(
      'business_proof',
    );
    expect(formIssue({})).toEqual({
      field: 'business_name',
      message: 'Business name must be at least 3 characters',
    });
  });
});

describe('business details: conditional fields', () => {
  it('a sole proprietorship has no partners count, shareholding or business PAN', () => {
    const sole = { ...TYPED, business_type: 'SOLE_PROPRIETORSHIP', business_pan: 'bad' };
    for (const field of [
      'number_of_partners_or_directors',
      'shareholding_percentage',
      'business_pan',
      'business_pan_file',
    ]) {
      expect(visible(TYPED)).toContain(field);
      expect(visible(sole)).not.toContain(field);
      expect(fromForm(sole)).not.toHaveProperty(field);
    }
    expect(formIssue(sole)).toBeNull();
  });

  it('the GST number is there only when GST is available', () => {
    const noGst = { ...TYPED, is_gst_available: 'FALSE', gst_number: 'whatever' };
    expect(visible(noGst)).not.toContain('gst_number');
    expect(formIssue(noGst)).toBeNull();
    expect(fromForm(noGst)).not.toHaveProperty('gst_number');
    expect(visible({ ...TYPED, is_gst_available: '' })).not.toContain('gst_number');
  });

  it('a relaxed brand makes the business type optional, and nothing else', () => {
    expect(formIssue({ ...TYPED, business_type: '' }, RELAXED)).toBeNull();
    expect(formIssue({ ...TYPED, business_type: 'TRUST' }, RELAXED)?.field).toBe('business_type');
    expect(formIssue({ ...TYPED, business_proof: '' }, RELAXED)?.field).toBe('business_proof');
  });
});

describe('business details: the last three financial years', () => {
  const withRows = (rows: { fy: string; turnover: string; profit: string }[]) => ({
    ...TYPED,
    business_financials: { data: rows },
  });

  it('are optional as a whole: none typed, none sent', () => {
    const none = withRows([
      { fy: '2025-26', turnover: '', profit: '' },
      { fy: '2024-25', turnover: '', profit: '' },
      { fy: '2023-24', turnover: '', profit: '' },
    ]);
    expect(formIssue(none)).toBeNull();
    expect(fromForm(none)).not.toHaveProperty('business_financials');
    expect(fromForm({ ...TYPED, business_financials: undefined })).not.toHaveProperty(
      'business_financials',
    );
  });

  it('once one is typed, each year needs both figures, named by the row on screen', () => {
    const partial = withRows([
      { fy: '2025-26', turnover: '4800000', profit: '350000' },
      { fy: '2024-25', turnover: '', profit: '1' },
      { fy: '2023-24', turnover: '', profit: '' },
    ]);
    expect(formIssue(partial)).toEqual({
      field: 'business_financials.data.1.turnover',
      message: 'Must be a valid number',
    });
    expect(formIssue(withRows([{ fy: '2023-24', turnover: '10', profit: '1-0' }]))?.field).toBe(
      'business_financials.data.0.turnover',
    );
  });

  it('rows are the current last three years, newest first, with the figures typed for them', () => {
    // A draft saved before 1 April keeps 2022-23; that year is no longer asked for.
    const body = businessBodyFrom(
      withRows([
        { fy: '2023-24', turnover: '3', profit: '-3' },
        { fy: '2022-23', turnover: '9', profit: '9' },
      ]),
      SECTION_DAY,
    );
    expect(body['business_financials']).toEqual({
      data: [{ fy: '2025-26' }, { fy: '2024-25' }, { fy: '2023-24', turnover: 3, profit: -3 }],
    });
  });

  it('in a body: numbers, the three years each once, a profit may be a loss', () => {
    const figures = BODY.business_financials.data;
    const issue = (data: unknown[]) => bodyIssue({ ...BODY, business_financials: { data } });
    expect(issue(figures)).toBeNull();
    expect(issue([{ ...figures[0], turnover: '4800000' }, figures[1], figures[2]])).toEqual({
      field: 'business_financials.data.0.turnover',
      message: 'Must be a valid number',
    });
    expect(issue([figures[0], { ...figures[1], turnover: -5 }, figures[2]])?.message).toBe(
      'Must be a valid number',
    );
    expect(issue([figures[0], figures[1], { ...figures[2], fy: '2022-23' }])).toEqual({
      field: 'business_financials.data.2.fy',
      message: 'Invalid financial year',
    });
    expect(issue([figures[0], figures[1]])).toEqual({
      field: 'business_financials',
      message: FINANCIALS_MESSAGE,
    });
    expect(issue([figures[0], figures[1], figures[1]])?.message).toBe(FINANCIALS_MESSAGE);
  });
});

describe('business details: up to two extra banks', () => {
  it('each is shown once Add Bank put its name there, and is all or nothing', () => {
    expect(visible(TYPED)).not.toContain('bank_name1');
    expect(visible({ ...TYPED, bank_name1: '', bank_name2: '' })).toEqual(
      expect.arrayContaining(['bank_statement1', 'bank_statement2']),
    );
    expect(formIssue({ ...TYPED, bank_name1: '', bank_name2: '' })).toBeNull();
    expect(formIssue({ ...TYPED, ...bank(1), bank_name2: '', credit_limit2: '10' })).toEqual({
      field: 'bank_name2',
      message: 'Bank name is required',
    });
    expect(fromForm({ ...TYPED, ...bank(1), ...bank(2) })).toEqual({
      ...BODY,
      ...bank(1),
      ...bank(2),
    });
  });

  it('Add Bank is disabled at two extra banks or while the primary bank lacks name or statement', () => {
    expect(canAddBusinessBank(TYPED)).toBe(true);
    expect(canAddBusinessBank({ ...TYPED, bank_name1: '' })).toBe(true);
    expect(canAddBusinessBank({ ...TYPED, bank_name1: '', bank_name2: '' })).toBe(false);
    expect(canAddBusinessBank({ ...TYPED, bank_statement: [] })).toBe(false);
    expect(canAddBusinessBank({ ...TYPED, bank_name: '' })).toBe(false);
  });

  it('in a body, an extra bank with any field must be complete', () => {
    expect(bodyIssue({ ...BODY, bank_statement2: ['f'] })).toEqual({
      field: 'bank_name2',
      message: 'Bank name is required',
    });
    expect(bodyIssue({ ...BODY, ...bank(2) })).toBeNull();
  });
});

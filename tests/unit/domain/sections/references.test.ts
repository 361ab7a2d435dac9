import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  BORROWER_MOBILE_AS_REFERENCE,
  DUPLICATE_REFERENCE_PHONE,
  referencePhoneClash,
  ReferencesSchema,
  type ReferencesBody,
} from '../../../../src/domain/sections/references';
import { firstIssue } from '../../../../src/domain/validation';
import type { components } from '../../../../src/services/api/schema';

const PERSONAL = {
  type: 'PERSONAL_REFERENCE',
  name: 'Kiran Rao',
  phone: '9876501234',
  address: '4 Residency Road, Bengaluru',
};
const BUSINESS = {
  type: 'BUSINESS_REFERENCE',
  name: 'Meena Shah',
  phone: '9123409876',
  address: '22 Brigade Road, Bengaluru',
  company_name: 'Shah Traders',
};

const issue = (references: unknown) => firstIssue(ReferencesSchema, { references });

describe('references (spec §3, §5)', () => {
  it('takes one to three, keeping a company name only for a business reference', () => {
    const body = v.parse(ReferencesSchema, {
      references: [
        PERSONAL,
        { ...BUSINESS },
        { ...PERSONAL, phone: '9876501299', company_name: 'Dropped' },
      ],
    });
    expect(body.references[1]).toEqual(BUSINESS);
    expect(body.references[2]).not.toHaveProperty('company_name');
    expectTypeOf<ReferencesBody>().toExtend<components['schemas']['ReferencesRequest']>();
  });

  it('needs at least one, and takes at most three', () => {
    expect(issue([])?.message).toBe('At least one reference is required');
    expect(issue(undefined)?.message).toBe('At least one reference is required');
    expect(issue([PERSONAL, PERSONAL, PERSONAL, PERSONAL])?.message).toBe(
      'At most 3 references can be added',
    );
  });

  const cases: [Record<string, unknown>, string, string][] = [
    [{ type: '' }, 'references.0.type', 'Please select reference type'],
    [{ name: ' ' }, 'references.0.name', 'Name is required'],
    [{ phone: '98765' }, 'references.0.phone', 'Invalid mobile number'],
    [{ phone: '1234567890' }, 'references.0.phone', 'Invalid mobile number'],
    [{ address: 'Road 1' }, 'references.0.address', 'Address is required'],
  ];
  it.each(cases)('%j → %s: %s', (change, field, message) => {
    expect(issue([{ ...PERSONAL, ...change }])).toEqual({ field, message });
  });

  it('refuses a mobile that repeats an earlier reference’s, on the repeated one (issue 18)', () => {
    expect(issue([PERSONAL, BUSINESS, { ...BUSINESS, phone: PERSONAL.phone }])).toEqual({
      field: 'references.2.phone',
      message: DUPLICATE_REFERENCE_PHONE,
    });
    expect(referencePhoneClash([PERSONAL.phone, BUSINESS.phone], BUSINESS.phone)).toEqual({
      index: 1,
      message: BORROWER_MOBILE_AS_REFERENCE,
    });
    expect(referencePhoneClash([PERSONAL.phone, BUSINESS.phone], '9000000001')).toBeNull();
  });

  it('names the reference the issue is in', () => {
    expect(issue([PERSONAL, { ...BUSINESS, phone: '' }])).toEqual({
      field: 'references.1.phone',
      message: 'Please enter mobile number',
    });
  });
});

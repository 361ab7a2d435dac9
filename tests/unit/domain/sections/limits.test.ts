import { describe, expect, it } from 'vitest';
import { ReturnForCorrectionSchema } from '../../../../src/domain/review';
import {
  businessInfoSchema,
  businessYearsTooLarge,
  PARTNERS_TOO_LARGE,
  REMARKS_MESSAGE,
} from '../../../../src/domain/sections/business';
import { coApplicantSchema } from '../../../../src/domain/sections/co-applicant';
import {
  COMPANY_NAME_TOO_LONG,
  employmentInfoSchema,
  WORK_EXPERIENCE_YEARS_TOO_LARGE,
} from '../../../../src/domain/sections/employment';
import { firstStepSchema, REFERRAL_MESSAGE } from '../../../../src/domain/sections/first-step';
import {
  CITY_TOO_LONG,
  personalInfoSchema,
  YEARS_OF_RESIDENCE_MESSAGE,
  YEARS_OF_RESIDENCE_TOO_LARGE,
} from '../../../../src/domain/sections/personal';
import {
  REFERENCE_ADDRESS_MESSAGE,
  REFERENCE_NAME_MESSAGE,
  ReferencesSchema,
} from '../../../../src/domain/sections/references';
import { ADDRESS_TOO_LONG, NAME_TOO_LONG } from '../../../../src/domain/names';
import { firstIssue } from '../../../../src/domain/validation';
import { APPLICANT_BODY, STRICT } from '../../../support/section-values';

/*
 * Issue 16 item 3 in the section schemas the forms and the server share: every text has a
 * maximum, single-line fields refuse line breaks, names need letters, numbers have ceilings;
 * each with a clear message at its field. The spec's own messages stay as they were.
 */

const RULES = STRICT;
const ZERO_WIDTH_NAME = '\u200b\u200b\u200b';

/** The personal body of the section tests, with one statement and no account type. */
const { bank_account_type: _accountType, ...PERSONAL_WITHOUT_TYPE } = APPLICANT_BODY;
const PERSONAL = { ...PERSONAL_WITHOUT_TYPE, bank_statement: ['file-s1'] };

const personalIssue = (changes: Record<string, unknown>) => {
  const body = { ...PERSONAL, ...changes };
  return firstIssue(personalInfoSchema(RULES, body), body);
};

describe('personal details', () => {
  it('take the whole body as it is', () => {
    expect(personalIssue({})).toBeNull();
  });

  it.each([
    ['name', 'x'.repeat(60_000), NAME_TOO_LONG],
    ['name', 'x'.repeat(101), NAME_TOO_LONG],
    ['address', 'x'.repeat(301), ADDRESS_TOO_LONG],
    ['city', 'x'.repeat(101), CITY_TOO_LONG],
    ['name', ZERO_WIDTH_NAME, 'Invalid name'],
    ['name', '1234567', 'Invalid name'],
    ['name', 'Asha\r\nVerma', 'Invalid name'],
    ['spouse_name', 'Ravi\u0007', 'Invalid spouse name'],
    ['city', 'Bengaluru\n', 'Invalid city'],
    ['city', 'Benga\nluru', 'Invalid city'],
    ['state', ZERO_WIDTH_NAME, 'Invalid state'],
    ['bank_name', 'HDFC\u0000Bank', 'Bank name is required'],
    ['bank_statement_pwd', 'pass\nword', 'Invalid statement password'],
    ['years_of_residence', 1e308, YEARS_OF_RESIDENCE_TOO_LARGE],
    ['years_of_residence', 101, YEARS_OF_RESIDENCE_TOO_LARGE],
    ['years_of_residence', 0, YEARS_OF_RESIDENCE_MESSAGE],
    ['bank_statement', Array.from({ length: 21 }, (_, n) => `file-${n}`), expect.any(String)],
  ])('refuses %s = %j', (field, value, message) => {
    expect(personalIssue({ [field]: value })).toEqual({ field, message });
  });

  it('keep the spec messages and take the limits themselves', () => {
    expect(personalIssue({ name: 'Al' })).toEqual({ field: 'name', message: 'Invalid name' });
    expect(personalIssue({ address: '12 MG R' })).toEqual({
      field: 'address',
      message: 'Invalid address',
    });
    expect(
      personalIssue({
        name: 'x'.repeat(100),
        address: `Flat 4,\r\nSector 21,\nNoida ${'x'.repeat(270)}`,
        years_of_residence: 100,
      }),
    ).toBeNull();
  });
});

describe('the first step', () => {
  const rules = {
    family: 'KYC' as const,
    relaxedValidation: false,
    signedIn: true,
    hasTermsLink: false,
    hasConsentLink: false,
  };
  const body = {
    mobile: '9876543210',
    name: 'Meera Iyer',
    pan_number: 'ABCDE1234F',
    job_type: 'SALARIED',
    loan_type: 'PERSONAL_LOAN',
  };
  const issue = (changes: Record<string, unknown>) => {
    const values = { ...body, ...changes };
    return firstIssue(firstStepSchema(rules, values), values);
  };

  it('refuses a long name, a zero-width one, and a purpose over two lines', () => {
    expect(issue({ name: 'x'.repeat(60_000) })).toEqual({ field: 'name', message: NAME_TOO_LONG });
    expect(issue({ name: ZERO_WIDTH_NAME })).toEqual({ field: 'name', message: 'Invalid name' });
    expect(issue({ purpose: 'Home\nrenovation' })).toEqual({
      field: 'purpose',
      message: 'Purpose of loan must be at most 100 characters',
    });
  });

  it("refuses NUL in a partner's referral code it otherwise drops", () => {
    expect(issue({ referral_code: 'FRIEND' })).toBeNull();
    expect(issue({ referral_code: 'FR\u0000' })).toEqual({
      field: 'referral_code',
      message: REFERRAL_MESSAGE,
    });
  });
});

describe('employment, business, co-applicants, references, remarks', () => {
  it('bound company names and years of work', () => {
    const employment = {
      company_address_type: 'OTHERS',
      salary_slip1: 'f1',
      salary_slip2: 'f2',
      salary_slip3: 'f3',
    };
    const issue = (changes: Record<string, unknown>) =>
      firstIssue(employmentInfoSchema(), { ...employment, ...changes });
    expect(issue({})).toBeNull();
    expect(issue({ company_name: 'x'.repeat(151) })).toEqual({
      field: 'company_name',
      message: COMPANY_NAME_TOO_LONG,
    });
    expect(issue({ work_experience_years: 61 })).toEqual({
      field: 'work_experience_years',
      message: WORK_EXPERIENCE_YEARS_TOO_LARGE,
    });
    expect(issue({ company_address: 'Plot 4,\nHosur Road' })).toBeNull();
  });

  it('bound the business figures and remarks', () => {
    const business = {
      business_name: 'Gupta Traders',
      business_type: 'PARTNERSHIP',
      business_pincode: '560002',
      business_city: 'Bangalore',
      business_state: 'Karnataka',
      business_address: '7, Avenue Road, Chickpet',
      business_address_type: 'SELF_OWNED',
      business_proof_type: 'SHOP_AND_ESTABLISHMENT_ACT_CERTIFICATE',
      business_proof: 'proof',
      business_industry: 'RETAIL',
      bank_name: 'State Bank of India',
      statement_bank_id: 'SBIN',
      bank_statement: ['statement'],
    };
    const issue = (changes: Record<string, unknown>) => {
      const body = { ...business, ...changes };
      return firstIssue(businessInfoSchema(RULES, body), body);
    };
    expect(issue({})).toBeNull();
    expect(issue({ vintage_of_business: 1e308 })).toEqual({
      field: 'vintage_of_business',
      message: businessYearsTooLarge('Vintage of business'),
    });
    expect(issue({ number_of_partners_or_directors: 1001 })).toEqual({
      field: 'number_of_partners_or_directors',
      message: PARTNERS_TOO_LARGE,
    });
    expect(issue({ remarks: 'x'.repeat(501) })).toEqual({
      field: 'remarks',
      message: REMARKS_MESSAGE,
    });
    expect(issue({ remarks: 'Seasonal:\nDiwali' })).toBeNull();
    expect(issue({ business_name: 'Gupta\r\nTraders' })).toEqual({
      field: 'business_name',
      message: 'Business name must be at least 3 characters',
    });
  });

  it("bound a co-applicant's years of residence", () => {
    const body = {
      ...PERSONAL,
      mobile: '9812345670',
      shareholding_percentage: 40,
      pan_number: 'ABCPV1234K',
      years_of_residence: 1e308,
    };
    expect(firstIssue(coApplicantSchema(RULES, body), body)).toEqual({
      field: 'years_of_residence',
      message: YEARS_OF_RESIDENCE_TOO_LARGE,
    });
  });

  it("refuse a reference's zero-width name and a long address at the reference", () => {
    const reference = {
      type: 'PERSONAL_REFERENCE',
      name: 'Meena Rao',
      phone: '9876501234',
      address: '4 Park Street, Kolkata',
    };
    const issue = (changes: Record<string, unknown>) =>
      firstIssue(ReferencesSchema, { references: [{ ...reference, ...changes }] });
    expect(issue({})).toBeNull();
    expect(issue({ name: ZERO_WIDTH_NAME })).toEqual({
      field: 'references.0.name',
      message: REFERENCE_NAME_MESSAGE,
    });
    expect(issue({ address: 'x'.repeat(301) })).toEqual({
      field: 'references.0.address',
      message: ADDRESS_TOO_LONG,
    });
    expect(issue({ address: '4 Park\u0000Street' })).toEqual({
      field: 'references.0.address',
      message: REFERENCE_ADDRESS_MESSAGE,
    });
  });

  it("keep a reviewer's remarks to 500 characters over several lines", () => {
    expect(
      firstIssue(ReturnForCorrectionSchema, { remarks: 'Blurred PAN:\nupload again' }),
    ).toBeNull();
    expect(firstIssue(ReturnForCorrectionSchema, { remarks: 'x'.repeat(501) })).toEqual({
      field: 'remarks',
      message: 'Remarks must be at most 500 characters',
    });
    expect(firstIssue(ReturnForCorrectionSchema, { remarks: 'Blurred\u0000' })).toEqual({
      field: 'remarks',
      message: 'Remarks are required',
    });
  });
});

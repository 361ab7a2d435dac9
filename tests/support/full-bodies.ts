import { lastThreeFinancialYears } from '../../src/domain/financial-years';
import { CO_APPLICANT, REFERENCES } from './capture';
import { BUSINESS_INFO, EMPLOYMENT_INFO, PERSONAL_INFO } from './section-bodies';

/*
 * Valid bodies with every field of the contract filled (the optional ones too, and the fields
 * that only show for some values: a partnership with GST, both extra banks), so a test that
 * spoils one field at a time has each field there to spoil. File fields hold placeholders:
 * withOwnFiles puts real uploads in their place.
 */

/** Personal details with every optional field and the extra bank. */
export const FULL_PERSONAL_INFO = {
  ...PERSONAL_INFO,
  spouse_name: 'Ravi Kumar',
  mothers_name: 'Lakshmi Devi',
  bank_statement_pwd: 'open sesame',
  credit_limit: 50_000,
  bank_name1: 'HDFC Bank',
  statement_bank_id1: 'HDFC',
  bank_statement1: ['file'],
  bank_statement_pwd1: 'second-pwd',
  bank_account_type1: 'CURRENT_ACCOUNT',
  credit_limit1: 75_000,
};

export const FULL_EMPLOYMENT_INFO = {
  ...EMPLOYMENT_INFO,
  company_website_link: 'https://www.infosys.example.com',
  company_id_card: 'file',
};

const extraBank = (suffix: 1 | 2) => ({
  [`bank_name${suffix}`]: suffix === 1 ? 'HDFC Bank' : 'ICICI Bank',
  [`statement_bank_id${suffix}`]: suffix === 1 ? 'HDFC' : 'ICIC',
  [`bank_statement${suffix}`]: ['file'],
  [`bank_statement_pwd${suffix}`]: `pwd-${suffix}`,
  [`bank_account_type${suffix}`]: 'CURRENT_ACCOUNT',
  [`credit_limit${suffix}`]: 100_000 * suffix,
});

/** A partnership with GST, financials for the last three years (by `today`), three banks. */
export function fullBusinessInfo(today: Date = new Date()) {
  return {
    ...BUSINESS_INFO,
    business_type: 'PARTNERSHIP',
    number_of_partners_or_directors: 2,
    shareholding_percentage: 50,
    business_pan: 'ABCFG1234H',
    business_pan_file: 'file',
    is_gst_available: 'TRUE',
    gst_number: '29ABCFG1234H1Z5',
    present_business_experience: 6,
    total_work_experience: 10,
    gstr_3b: ['file'],
    financial_file: 'file',
    business_financials: {
      data: lastThreeFinancialYears(today).map((fy, index) => ({
        fy,
        turnover: 2_400_000 - index * 100_000,
        profit: 300_000 - index * 50_000,
      })),
    },
    bank_statement_pwd: 'shop-pwd',
    credit_limit: 200_000,
    ...extraBank(1),
    ...extraBank(2),
    others1: 'file',
    others2: 'file',
    others3: 'file',
    remarks: 'Seasonal business:\nmost sales before Diwali.',
  };
}

/** A co-applicant with every optional field, a bank included. */
export const FULL_CO_APPLICANT = {
  ...CO_APPLICANT,
  email: 'ravi.verma@example.com',
  mothers_name: 'Sarla Verma',
  bank_name: 'State Bank of India',
  statement_bank_id: 'SBIN',
  bank_statement: ['file'],
  bank_statement_pwd: 'ravi-pwd',
  bank_account_type: 'SAVINGS_ACCOUNT',
  credit_limit: 40_000,
  purpose: 'Guarantor for the business loan',
};

/** References: a personal one and a business one (with its company name). */
export const FULL_REFERENCES = { references: REFERENCES };

/** The auto-loan documents, one file each. */
export const FULL_AUTO_DOCUMENTS = {
  is_al_gl_present: true,
  al_vehicle_images: ['file'],
  al_pre_purchase_invoice: ['file'],
  al_down_payment_receipt: ['file'],
  al_full_pre_purchase_invoice: ['file'],
  al_rc_photo: ['file'],
  al_insurance_file: ['file'],
  al_puc_file: ['file'],
};

/** The gold-loan documents, one file each, and the valuer's comment. */
export const FULL_GOLD_DOCUMENTS = {
  is_al_gl_present: true,
  gl_article_photo: ['file'],
  gl_invoice_and_certificate_photo: ['file'],
  gl_article_valuation_document: ['file'],
  gl_valuer_comment: 'Two 22-carat bangles,\n41.2 g in all.',
};

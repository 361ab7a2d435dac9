import { describe, expect, it } from 'vitest';
import { documentFieldOf, fileTypeOfField } from '../../../src/domain/document-fields';

describe('fileTypeOfField: what the upload call is told each document field holds', () => {
  it.each([
    ['pan', 'PAN'],
    ['aadhaar_front', 'AADHAAR_FRONT'],
    ['aadhaar_back', 'AADHAAR_BACK'],
    ['bank_statement', 'BANK_STATEMENT'],
    ['bank_statement1', 'BANK_STATEMENT'],
    ['bank_statement2', 'BANK_STATEMENT'],
    ['gstr_3b', 'GSTR_3B'],
    ['business_pan_file', 'BUSINESS_PAN'],
    ['business_proof', 'BUSINESS_PROOF'],
    ['upload_business_proof', 'BUSINESS_PROOF'],
    ['financial_file', 'FINANCIAL_FILE'],
    ['salary_slip1', 'SALARY_SLIP'],
    ['salary_slip3', 'SALARY_SLIP'],
    ['company_id_card', 'COMPANY_ID_CARD'],
    ['others2', 'OTHERS'],
  ])('%s holds %s', (field, fileType) => {
    expect(fileTypeOfField(field)).toBe(fileType);
  });

  it('names no type for a field that is not a document', () => {
    expect(fileTypeOfField('name')).toBeNull();
    expect(fileTypeOfField('business_pan')).toBeNull();
    expect(fileTypeOfField('bank_statement_pwd')).toBeNull();
  });
});

describe('documentFieldOf: a document field in the form’s words, for the messages naming it', () => {
  it.each([
    ['pan', 'PAN Card'],
    ['aadhaar_front', 'Aadhaar Front'],
    ['aadhaar_back', 'Aadhaar Back'],
    ['bank_statement', 'Bank Statements'],
    ['bank_statement1', 'Bank Statements (Additional Bank 1)'],
    ['bank_statement2', 'Bank Statements (Additional Bank 2)'],
    ['gstr_3b', 'GSTR-3B'],
    ['business_pan_file', 'Business PAN Card'],
    ['business_proof', 'Business Proof'],
    ['upload_business_proof', 'Business Proof'],
    ['financial_file', 'Financial Statements'],
    ['salary_slip2', 'Salary Slip 2'],
    ['company_id_card', 'Company ID Card'],
    ['others3', 'Other Document 3'],
  ])('%s reads "%s"', (field, label) => {
    expect(documentFieldOf(field)).toEqual({ fileType: fileTypeOfField(field), label });
  });

  it('is null for a field that is not a document', () => {
    expect(documentFieldOf('bank_statement_pwd')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_NAMES, auditActionWords } from '../../../../src/domain/audit/actions';
import {
  fieldChanges,
  maskChange,
  maskValue,
  sameValue,
} from '../../../../src/domain/audit/changes';

describe('the changed fields of an audit entry', () => {
  it('lists the fields whose values differ, new ones first, with old and new values', () => {
    const before = { name: 'Asha Rao', dob: '1990-01-01', pan: 'f1', city: 'Pune' };
    const after = { dob: '1990-01-01', name: 'Asha R Rao', email: 'a@example.com', pan: 'f2' };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'name', old: 'Asha Rao', new: 'Asha R Rao' },
      { field: 'email', old: null, new: 'a@example.com' },
      { field: 'pan', old: 'f1', new: 'f2' },
      { field: 'city', old: 'Pune', new: null },
    ]);
  });

  it('treats a record that was not there as empty, and equal values in another key order as equal', () => {
    expect(fieldChanges(null, { a: 1 })).toEqual([{ field: 'a', old: null, new: 1 }]);
    expect(fieldChanges({ a: 1 }, null)).toEqual([{ field: 'a', old: 1, new: null }]);
    expect(fieldChanges({ bank: { x: 1, y: [1, 2] } }, { bank: { y: [1, 2], x: 1 } })).toEqual([]);
    expect(fieldChanges({ a: null }, {})).toEqual([]);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });
});

describe('masking', () => {
  it('masks PAN, Aadhaar and account numbers under their names, nested too', () => {
    expect(maskValue('ABCDE1234F', 'pan_number')).toBe('XXXXXX234F');
    expect(maskValue('abcde1234f', 'business_pan')).toBe('XXXXXX234F');
    expect(maskValue('123456789012', 'account_number')).toBe('XXXXXXXX9012');
    expect(maskValue(123456789012, 'account_number')).toBe('XXXXXXXX9012');
    expect(maskValue('1234 5678 9012', 'aadhaar_number')).toBe('XXXXXXXX9012');
    expect(
      maskValue({ banks: [{ account_number: '000111222333', bank_name: 'SBI' }] }, 'extra'),
    ).toEqual({ banks: [{ account_number: 'XXXXXXXX2333', bank_name: 'SBI' }] });
  });

  it('masks a PAN or an Aadhaar number under any name, and leaves other values as they are', () => {
    expect(maskValue('ABCDE1234F', 'remarks')).toBe('XXXXXX234F');
    expect(maskValue('234567890123', 'note')).toBe('XXXXXXXX0123');
    expect(maskValue('9876543210', 'mobile')).toBe('9876543210');
    expect(maskValue('0123456789abcdef0123456789abcdef', 'pan')).toBe(
      '0123456789abcdef0123456789abcdef',
    );
    expect(maskValue(500000, 'required_amount')).toBe(500000);
    expect(maskValue(null, 'pan_number')).toBeNull();
  });

  it('masks the PAN a GSTIN holds, and a PAN or Aadhaar number written inside remarks', () => {
    expect(maskValue('27abcde1234f1z5', 'gst_number')).toBe('XXXXXXXXXXXX1Z5');
    expect(
      maskValue('PAN ABCDE1234F does not match; Aadhaar 2345 6789 0123 unclear', 'remarks'),
    ).toBe('PAN XXXXXX234F does not match; Aadhaar XXXXXXXX0123 unclear');
    // A sentence's other numbers and words stay: a mobile, an amount, a tracker id.
    const plain = 'Call 9876543210 about ₹5,00,000 on 90000001 (ABCDEF12345)';
    expect(maskValue(plain, 'remarks')).toBe(plain);
  });

  it('masks both values of a change and keeps a left-out value left out', () => {
    expect(maskChange({ field: 'pan_number', old: 'ABCDE1234F', new: 'ZYXWV9876A' })).toEqual({
      field: 'pan_number',
      old: 'XXXXXX234F',
      new: 'XXXXXX876A',
    });
    expect(maskChange({ field: 'business_info', new: null })).toEqual({
      field: 'business_info',
      new: null,
    });
  });
});

describe('the action names', () => {
  it('has words for every action, and says an unknown one as sent', () => {
    for (const action of AUDIT_ACTION_NAMES) expect(auditActionWords(action)).not.toBe(action);
    expect(auditActionWords('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});

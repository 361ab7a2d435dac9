import { describe, expect, it } from 'vitest';
import { registrationSchema } from '../../../src/domain/join-us/registration';
import { JoinUsTrackQuerySchema, joinUsTrackMessage } from '../../../src/domain/join-us/review';
import { validate } from '../../../src/domain/validation';

/* The Join Us registration schema shared by the form and the server (partner-portal §5). */

const FILE = 'A'.repeat(32);
const VALID = {
  first_name: 'Neha',
  last_name: 'Kulkarni',
  mobile: '9812345670',
  pan_number: 'abcde1234f',
  email: 'neha@example.com',
  pincode: '411001',
  city: 'Pune',
  state: 'Maharashtra',
  address: '12, FC Road, Shivajinagar',
  bank_name: 'HDFC Bank',
  account_number: '123456789012',
  ifsc: 'hdfc0001234',
  pan: FILE,
  aadhaar_front: FILE,
  aadhaar_back: FILE,
  cancelled_cheque: FILE,
};

describe('registrationSchema', () => {
  it('accepts the required fields alone, uppercasing PAN and IFSC', () => {
    const checked = validate(registrationSchema({ shopAndCounterPhotos: false }), VALID);
    expect(checked).toMatchObject({
      ok: true,
      value: { pan_number: 'ABCDE1234F', ifsc: 'HDFC0001234' },
    });
  });

  it('keeps shop and counter photos only where the brand asks for them', () => {
    const body = { ...VALID, shop_photo: FILE, counter_photo: FILE };
    const without = validate(registrationSchema({ shopAndCounterPhotos: false }), body);
    const withPhotos = validate(registrationSchema({ shopAndCounterPhotos: true }), body);
    expect(without.ok && without.value.shop_photo).toBeUndefined();
    expect(withPhotos.ok && withPhotos.value.shop_photo).toBe(FILE);
  });

  it.each([
    [{ first_name: 'N' }, 'Invalid first name'],
    [{ last_name: undefined }, 'Invalid last name'],
    [{ email: 'neha' }, 'Invalid email'],
    [{ pan_number: '1234567890' }, 'Invalid pan number'],
    [{ pincode: '000001' }, 'Invalid pincode'],
    [{ address: 'Pune' }, 'Invalid address'],
    [{ bank_name: 'HD' }, 'Invalid bank name'],
    [{ account_number: '1234' }, 'Invalid account number'],
    [{ ifsc: 'HDFC1001234' }, 'Invalid IFSC'],
    [{ pan: undefined }, 'Missing PAN'],
    [{ aadhaar_front: '' }, 'Missing aadhaar front'],
    [{ aadhaar_back: undefined }, 'Missing aadhaar back'],
    [{ cancelled_cheque: undefined }, 'Missing cancelled cheque'],
  ])('%o → %s', (change, message) => {
    const checked = validate(registrationSchema({ shopAndCounterPhotos: true }), {
      ...VALID,
      ...change,
    });
    expect(checked).toEqual({ ok: false, message });
  });
});

describe('Join Us tracking', () => {
  it('takes a mobile and says the reason of a rejection', () => {
    expect(validate(JoinUsTrackQuerySchema, { tracker_id: '12' })).toEqual({
      ok: false,
      message: 'Invalid mobile',
    });
    expect(joinUsTrackMessage('REJECTED', 'Blurred PAN')).toContain('Reason: Blurred PAN');
    expect(joinUsTrackMessage('REJECTED', 'Blurred PAN')).not.toContain('Remarks');
  });
});

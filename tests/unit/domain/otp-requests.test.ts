import { describe, expect, it } from 'vitest';
import {
  GuestVerifyOtpBodySchema,
  PincodeQuerySchema,
  ResendOtpBodySchema,
  SendOtpBodySchema,
  VerifyOtpBodySchema,
} from '../../../src/domain/otp-requests';
import { validate } from '../../../src/domain/validation';

const SESSION = '3f2b8c1e-7d4a-4e2b-9c1d-5a6b7c8d9e0f';
/** 253 characters: four labels of 63, 63, 63 and 61. */
const LONGEST = ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(63), 'd'.repeat(61)].join('.');

describe('send-otp body', () => {
  it.each([
    [
      { mobile: '9876543210', hostname: 'rinn.example' },
      { mobile: '9876543210', hostname: 'rinn.example' },
    ],
    [
      { mobile: ' 9876543210', hostname: ' localhost ', request_origin: 'JOIN_US', extra: 1 },
      { mobile: '9876543210', hostname: 'localhost', request_origin: 'JOIN_US' },
    ],
    [
      { mobile: '6000000000', hostname: LONGEST, request_origin: 'KYC' },
      { mobile: '6000000000', hostname: LONGEST, request_origin: 'KYC' },
    ],
    [
      { mobile: '6000000000', hostname: 'CatFin-UAT.Rinn.IN' },
      { mobile: '6000000000', hostname: 'catfin-uat.rinn.in' },
    ],
  ])('accepts %j, dropping unknown keys', (body, value) => {
    expect(validate(SendOtpBodySchema, body)).toEqual({ ok: true, value });
  });

  it.each([
    [undefined, 'Invalid mobile number'],
    [null, 'Invalid mobile number'],
    ['9876543210', 'Invalid mobile number'],
    [{}, 'Invalid mobile number'],
    [{ hostname: 'x' }, 'Invalid mobile number'],
    [{ mobile: null, hostname: 'x' }, 'Invalid mobile number'],
    [{ mobile: '5876543210', hostname: 'x' }, 'Invalid mobile number'],
    [{ mobile: '5876543210' }, 'Invalid mobile number'],
    [{ mobile: '9876543210' }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: '  ' }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: `${LONGEST}d` }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: 'a'.repeat(64) }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: 'rinn\u0000.in' }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: 'rinn.in\r\nX-Evil: 1' }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: '<script>.in' }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: '-rinn.in' }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: 'rinn-.in' }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: 'rinn..in' }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: 'rinn.in.' }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: 'rinn.in:8080' }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: 'rinn_in.com' }, 'Invalid hostname'],
    [{ mobile: '9876543210', hostname: 'x', request_origin: 'LOGIN' }, 'Invalid request origin'],
    [{ mobile: '9876543210', hostname: 'x', request_origin: null }, 'Invalid request origin'],
  ])('refuses %j with the first failing field: %s', (body, message) => {
    expect(validate(SendOtpBodySchema, body)).toEqual({ ok: false, message });
  });
});

describe('resend and verify bodies', () => {
  it('accepts a session id and a 6-digit OTP', () => {
    expect(validate(ResendOtpBodySchema, { session_id: SESSION })).toEqual({
      ok: true,
      value: { session_id: SESSION },
    });
    expect(validate(VerifyOtpBodySchema, { session_id: SESSION, otp: '123456' })).toEqual({
      ok: true,
      value: { session_id: SESSION, otp: '123456' },
    });
  });

  it.each([
    [{}, 'Invalid session'],
    [{ session_id: 'abc' }, 'Invalid session'],
    [{ session_id: 42 }, 'Invalid session'],
    [null, 'Invalid session'],
  ])('resend refuses %j: %s', (body, message) => {
    expect(validate(ResendOtpBodySchema, body)).toEqual({ ok: false, message });
  });

  it.each([
    [{}, 'Invalid session'],
    [{ otp: '123456' }, 'Invalid session'],
    [{ session_id: SESSION }, 'Invalid OTP'],
    [{ session_id: SESSION, otp: '12345' }, 'Invalid OTP'],
    [{ session_id: SESSION, otp: 123456 }, 'Invalid OTP'],
    [{ session_id: 'nope', otp: 'nope' }, 'Invalid session'],
  ])('verify refuses %j: %s', (body, message) => {
    expect(validate(VerifyOtpBodySchema, body)).toEqual({ ok: false, message });
    expect(validate(GuestVerifyOtpBodySchema, body)).toEqual({ ok: false, message });
  });
});

describe('guest verify body', () => {
  it.each([
    [{ session_id: SESSION, otp: '123456' }],
    [{ session_id: SESSION, otp: '123456', application_data: {} }],
    [{ session_id: SESSION, otp: '123456', application_data: { utm_details: {} } }],
    [
      {
        session_id: SESSION,
        otp: '123456',
        application_data: { utm_details: { utm_id: 'x'.repeat(100) } },
      },
    ],
  ])('accepts %j', (body) => {
    expect(validate(GuestVerifyOtpBodySchema, body)).toEqual({ ok: true, value: body });
  });

  it.each([
    [{ application_data: 'x' }, 'Invalid application data'],
    [{ application_data: { utm_details: 7 } }, 'Invalid UTM details'],
    [
      { application_data: { utm_details: { utm_id: 7 } } },
      'UTM id must be text of at most 100 characters',
    ],
    [
      { application_data: { utm_details: { utm_id: 'x'.repeat(101) } } },
      'UTM id must be text of at most 100 characters',
    ],
  ])('refuses %j: %s', (extra, message) => {
    const body = { session_id: SESSION, otp: '123456', ...extra };
    expect(validate(GuestVerifyOtpBodySchema, body)).toEqual({ ok: false, message });
  });
});

describe('pincode query', () => {
  it('accepts a 6-digit pincode', () => {
    expect(validate(PincodeQuerySchema, { pincode: '110001' })).toEqual({
      ok: true,
      value: { pincode: '110001' },
    });
  });
  it.each([{}, { pincode: '011000' }, { pincode: '11000' }, { pincode: undefined }])(
    'refuses %j: Invalid pincode',
    (query) => {
      expect(validate(PincodeQuerySchema, query)).toEqual({
        ok: false,
        message: 'Invalid pincode',
      });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { hashQueryMoved } from '../../../src/ui/app/history-traversal';

/* A query inside the hash is moved to the real query, where the hash router reads it. */

const ID = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

describe('hashQueryMoved', () => {
  it('moves a step’s query out of the hash: the same address as the app writes', () => {
    expect(hashQueryMoved(`https://catfin.in/#/application/kyc?id=${ID}`)).toBe(
      `https://catfin.in/?id=${ID}#/application/kyc`,
    );
    expect(hashQueryMoved(`https://catfin.in/#/application/prefferred-lenders?id=${ID}`)).toBe(
      `https://catfin.in/?id=${ID}#/application/prefferred-lenders`,
    );
  });

  it('keeps every parameter, a list’s filter included', () => {
    expect(hashQueryMoved('http://localhost:5173/#/applications?status=DRAFT&page=2')).toBe(
      'http://localhost:5173/?status=DRAFT&page=2#/applications',
    );
    expect(
      hashQueryMoved(
        `http://localhost/#/application/co-applicant-details?app_id=${ID}&record_index=x9&status=INCOMPLETE`,
      ),
    ).toBe(
      `http://localhost/?app_id=${ID}&record_index=x9&status=INCOMPLETE#/application/co-applicant-details`,
    );
  });

  it('the hash’s query replaces a query the address had (it is the link’s whole query)', () => {
    expect(hashQueryMoved(`http://localhost/?id=old#/application/kyc?id=${ID}`)).toBe(
      `http://localhost/?id=${ID}#/application/kyc`,
    );
    expect(hashQueryMoved('http://localhost/?id=old#/applications?')).toBe(
      'http://localhost/#/applications',
    );
  });

  it('leaves an address whose hash has no query alone', () => {
    expect(hashQueryMoved(`http://localhost/?id=${ID}#/application/kyc`)).toBeNull();
    expect(hashQueryMoved('http://localhost/?tracker_id=12345678')).toBeNull();
    expect(hashQueryMoved('http://localhost/')).toBeNull();
    expect(hashQueryMoved('http://localhost/#/login')).toBeNull();
  });
});

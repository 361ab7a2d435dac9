import { describe, expect, it } from 'vitest';
import {
  claimedDocumentKind,
  DOCUMENT_TYPE_MESSAGE,
  documentIssue,
  IMAGE_TYPE_MESSAGE,
  documentTooLargeMessage,
  FILE_TYPES,
  MAX_DOCUMENT_BYTES,
  UploadFieldsSchema,
} from '../../../src/domain/documents';
import { validate } from '../../../src/domain/validation';

describe('what a chosen document claims to be', () => {
  it.each([
    ['pan.PDF', '', 'pdf'],
    ['photo.jpeg', 'image/jpeg', 'jpeg'],
    ['scan.jpg', '', 'jpg'],
    ['aadhaar', 'image/png', 'png'],
    ['notes.txt', 'text/plain', null],
    ['archive.zip', 'application/zip', null],
  ])('%s (%s) → %s', (name, type, kind) => {
    expect(claimedDocumentKind(name, type)).toBe(kind);
  });
});

describe('a document refused before it is sent', () => {
  it('names a wrong type first, then a size over the cap', () => {
    expect(documentIssue({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      DOCUMENT_TYPE_MESSAGE,
    );
    expect(
      documentIssue({ name: 'pan.pdf', type: 'application/pdf', size: MAX_DOCUMENT_BYTES + 1 }),
    ).toBe('The file is larger than 10 MB. Please choose a smaller one.');
    expect(documentIssue({ name: 'pan.pdf', type: '', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(documentTooLargeMessage(5 * 1024 * 1024)).toContain('5 MB');
  });

  it('takes only PNG or JPG for a photo (Join Us shop and counter photos)', () => {
    const photo = { imagesOnly: true };
    expect(
      documentIssue({ name: 'shop.pdf', type: 'application/pdf', size: 10 }, undefined, photo),
    ).toBe(IMAGE_TYPE_MESSAGE);
    expect(
      documentIssue({ name: 'shop.txt', type: 'text/plain', size: 10 }, undefined, photo),
    ).toBe(IMAGE_TYPE_MESSAGE);
    expect(
      documentIssue({ name: 'shop.jpeg', type: 'image/jpeg', size: 10 }, undefined, photo),
    ).toBeNull();
    expect(documentIssue({ name: 'shop.png', type: '', size: 10 }, undefined, photo)).toBeNull();
  });
});

describe('the upload fields', () => {
  it('name every FileType of the contract, in its order', async () => {
    const { readFileSync } = await import('node:fs');
    const { parse } = await import('yaml');
    const contract = parse(
      readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8'),
    ) as { components: { schemas: { FileType: { enum: string[] } } } };
    expect([...FILE_TYPES]).toEqual(contract.components.schemas.FileType.enum);
  });

  it('report the first problem in the form’s words', () => {
    const fields = {
      upload_type: 'KYC',
      file_type: 'PAN',
      application_id: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
    };
    expect(validate(UploadFieldsSchema, fields).ok).toBe(true);
    const { application_id: _omitted, ...withoutId } = fields;
    expect(validate(UploadFieldsSchema, withoutId)).toEqual({
      ok: false,
      message: 'Missing application id',
    });
    expect(validate(UploadFieldsSchema, { ...fields, upload_type: 'OTHER' })).toEqual({
      ok: false,
      message: 'Invalid upload type',
    });
    expect(validate(UploadFieldsSchema, { ...fields, name_prefix: '../etc' })).toEqual({
      ok: false,
      message: 'Invalid name prefix',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  claimedDocumentKind,
  DOCUMENT_TYPE_MESSAGE,
  documentIssue,
  documentTooLargeMessage,
  MAX_DOCUMENT_BYTES,
} from '../../../src/domain/documents';

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
});

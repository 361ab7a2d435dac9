import { readFileSync } from 'node:fs';

export { paddedPdf } from '../../support/pdf';

/*
 * The files the browser suites choose in upload fields: real files the server's checks open
 * (server/storage/document-structure.ts), not just their magic bytes. tests/api/
 * document-structure.test.ts runs every one of them through those checks.
 */

const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../../fixtures/documents/${name}`, import.meta.url));

/** An 8×8 PNG and a one-page PDF with its cross-reference table (tests/fixtures/documents). */
export const PNG = fixture('tiny.png');
export const PDF = fixture('tiny.pdf');

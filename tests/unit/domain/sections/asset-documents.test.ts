import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fileTypeOfField } from '../../../../src/domain/document-fields';
import {
  assetDocumentsSchema,
  AUTO_LOAN_DOCUMENTS,
  GOLD_LOAN_DOCUMENTS,
} from '../../../../src/domain/sections/asset-documents';
import { firstIssue } from '../../../../src/domain/validation';

describe('asset documents (capture-app §3)', () => {
  it('an auto loan keeps its seven fields and drops the gold loan’s', () => {
    const body = {
      is_al_gl_present: true,
      al_vehicle_images: ['file-1', 'file-2'],
      al_rc_photo: ['file-3'],
      gl_article_photo: ['file-4'],
    };
    expect(v.parse(assetDocumentsSchema('AUTO_LOAN'), body)).toEqual({
      is_al_gl_present: true,
      al_vehicle_images: ['file-1', 'file-2'],
      al_rc_photo: ['file-3'],
    });
  });

  it('a gold loan takes its three files and the valuer’s comment', () => {
    const body = {
      is_al_gl_present: true,
      gl_article_photo: ['file-1'],
      gl_valuer_comment: ' 22 carat, 40 g ',
    };
    expect(v.parse(assetDocumentsSchema('GOLD_LOAN'), body)).toEqual({
      is_al_gl_present: true,
      gl_article_photo: ['file-1'],
      gl_valuer_comment: '22 carat, 40 g',
    });
  });

  it('needs the flag and at least one file', () => {
    const schema = assetDocumentsSchema('AUTO_LOAN');
    expect(firstIssue(schema, { al_rc_photo: ['f'] })?.message).toBe(
      'is_al_gl_present must be true',
    );
    expect(firstIssue(schema, { is_al_gl_present: true })?.message).toBe(
      'Please upload at least one document',
    );
    expect(firstIssue(schema, { is_al_gl_present: true, al_rc_photo: [] })?.message).toBe(
      'Please upload at least one document',
    );
  });

  it('each document field uploads as its loan type’s document', () => {
    for (const field of AUTO_LOAN_DOCUMENTS) {
      expect(fileTypeOfField(field)).toBe('AUTO_LOAN_DOCUMENT');
    }
    for (const field of GOLD_LOAN_DOCUMENTS) {
      expect(fileTypeOfField(field)).toBe('GOLD_LOAN_DOCUMENT');
    }
    expect(fileTypeOfField('gl_valuer_comment')).toBeNull();
  });
});

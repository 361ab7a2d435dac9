import { describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../../server/db/demo-applications';
import { DEMO_DOCUMENTS } from '../../../server/db/demo-documents';
import { detectDocumentKind } from '../../../server/storage/incoming';
import { fileTypeOfField } from '../../../src/domain/document-fields';
import { DETECTED_DOCUMENT_TYPES, FILE_ID_PATTERN } from '../../../src/domain/documents';
import { resumeRouteFor, stepJobType } from '../../../src/domain/resume';
import { businessInfoSchema } from '../../../src/domain/sections/business';
import { employmentInfoSchema } from '../../../src/domain/sections/employment';
import { personalInfoSchema } from '../../../src/domain/sections/personal';
import { validate } from '../../../src/domain/validation';

/*
 * The demo's seeded sections are what a newcomer resumes first: they must pass the same schemas
 * the forms and the server use, on the strict brands, or the first Save would refuse them.
 */
const strict = { relaxedValidation: false };

describe.each(DEMO_APPLICATIONS.map((app) => [app.name, app] as const))(
  'demo: %s',
  (_name, app) => {
    it('has personal details the personal schema accepts, unchanged', () => {
      if (!app.personalInfo) return;
      const result = validate(personalInfoSchema(strict, app.personalInfo), app.personalInfo);
      expect(result).toEqual({ ok: true, value: app.personalInfo });
    });

    it('has employment details the employment schema accepts, unchanged', () => {
      if (!app.employmentInfo) return;
      const result = validate(employmentInfoSchema(strict, app.employmentInfo), app.employmentInfo);
      expect(result).toEqual({ ok: true, value: app.employmentInfo });
    });

    it('has business details the business schema accepts, unchanged', () => {
      if (!app.businessInfo) return;
      const result = validate(businessInfoSchema(strict, app.businessInfo), app.businessInfo);
      expect(result).toEqual({ ok: true, value: app.businessInfo });
    });

    it('has stages the resume router leads somewhere', () => {
      const route = resumeRouteFor({
        stages: app.stage,
        jobType: stepJobType(app.jobType),
        status: app.status,
        id: app.id,
      });
      expect(route.kind).toBe('route');
    });
  },
);

describe('demo documents', () => {
  it('are seeded for every file a seeded section names, each on its own application', () => {
    for (const app of DEMO_APPLICATIONS) {
      const named = [app.personalInfo, app.employmentInfo, app.businessInfo].flatMap((section) =>
        Object.entries(section ?? {})
          .filter(([field]) => fileTypeOfField(field) !== null)
          .flatMap(([, value]) => (Array.isArray(value) ? value : [value])),
      );
      const seeded = DEMO_DOCUMENTS.filter((document) => document.application.id === app.id);
      expect(seeded.map((document) => document.id).sort()).toEqual([...named].sort());
    }
    const ids = DEMO_DOCUMENTS.map((document) => document.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(FILE_ID_PATTERN);
  });

  it('hold bytes the upload check accepts as the type they are served with', async () => {
    for (const document of DEMO_DOCUMENTS) {
      const kind = await detectDocumentKind(document.bytes);
      expect(kind && DETECTED_DOCUMENT_TYPES[kind]).toBe(document.contentType);
    }
    const kinds = new Set(DEMO_DOCUMENTS.map((document) => document.contentType));
    expect([...kinds].sort()).toEqual(['application/pdf', 'image/png']);
  });
});

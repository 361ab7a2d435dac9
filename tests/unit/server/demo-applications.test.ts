import { describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../../server/db/demo-applications';
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

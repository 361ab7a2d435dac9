import { describe, expect, it } from 'vitest';
import type { JobType } from '../../../src/domain/enums';
import { canOpenStep } from '../../../src/domain/capture-steps';
import { resumeRouteFor } from '../../../src/domain/resume';
import { STAGES, Stage } from '../../../src/domain/stages';

const { CREATE_APPLICATION: C, PERSONAL_DETAILS: P, BUSINESS_DETAILS: B } = Stage;
const { EMPLOYMENT_DETAILS: E, CO_APPLICANT: CA, CO_APPLICANT_FORM: CF } = Stage;

const route = (step: string) => ({ kind: 'route', step });
const notFound = { kind: 'error', message: 'No Incomplete Application Found' };

describe('stage markers', () => {
  it('are the six of the spec', () => {
    expect(STAGES).toEqual([
      'CREATE_APPLICATION',
      'PERSONAL_DETAILS',
      'BUSINESS_DETAILS',
      'EMPLOYMENT_DETAILS',
      'CO_APPLICANT',
      'CO_APPLICANT_FORM',
    ]);
  });
});

describe('resumeRouteFor (mobile lookup routing)', () => {
  it.each<[string, string[], JobType | null, object]>([
    ['empty', [], 'SALARIED', route('mobile')],
    ['empty, no job type', [], null, route('mobile')],
    ['only CREATE_APPLICATION', [C], 'SALARIED', route('kyc')],
    ['only CREATE_APPLICATION, no job type', [C], null, route('kyc')],
    ['create + personal, salaried', [C, P], 'SALARIED', route('employment')],
    ['create + personal, self-employed', [C, P], 'SELF_EMPLOYED', route('business')],
    ['personal + create (order ignored)', [P, C], 'SELF_EMPLOYED', route('business')],
    ['create + personal, no job type', [C, P], null, notFound],
    ['three with BUSINESS_DETAILS', [C, P, B], 'SELF_EMPLOYED', route('co-applicants')],
    ['three with EMPLOYMENT_DETAILS', [C, P, E], 'SALARIED', route('co-applicants')],
    ['three, shuffled', [E, C, P], 'SALARIED', route('co-applicants')],
    ['three without business/employment', [C, P, CA], 'SALARIED', notFound],
    ['four with CO_APPLICANT', [C, P, B, CA], 'SELF_EMPLOYED', route('co-applicants')],
    ['four with CO_APPLICANT_FORM', [C, P, E, CF], 'SALARIED', route('co-applicants')],
    [
      'five with both co-applicant markers',
      [C, P, B, CA, CF],
      'SELF_EMPLOYED',
      route('co-applicants'),
    ],
    ['five, shuffled', [CF, B, CA, P, C], 'SELF_EMPLOYED', route('co-applicants')],
    ['four without co-applicant markers', [C, P, B, E], 'SELF_EMPLOYED', notFound],
    ['all six', [C, P, B, E, CA, CF], 'SELF_EMPLOYED', notFound],
    ['only PERSONAL_DETAILS', [P], 'SALARIED', notFound],
    ['two that are not create + personal', [C, B], 'SELF_EMPLOYED', notFound],
    ['duplicates collapse: create twice', [C, C], 'SALARIED', route('kyc')],
    ['duplicates collapse: create + personal repeated', [C, P, P], 'SALARIED', route('employment')],
    [
      'duplicates collapse: three plus a repeat',
      [C, P, B, B],
      'SELF_EMPLOYED',
      route('co-applicants'),
    ],
    ['an unknown marker', [C, 'SOMETHING_ELSE'], 'SALARIED', notFound],
    ['an unknown marker in the middle', [C, P, 'REFERENCES', B], 'SALARIED', notFound],
    ['lower-case marker', ['create_application'], 'SALARIED', notFound],
  ])('%s → %j', (_name, stages, jobType, expected) => {
    expect(resumeRouteFor({ stages, jobType })).toEqual(expected);
  });

  it.each([[[]], [[C]], [[C, P]], [[C, P, B, E, CA, CF]], [['NONSENSE']]])(
    'status INCOMPLETE goes to mobile with id and status whatever the stages (%j)',
    (stages) => {
      expect(
        resumeRouteFor({ stages, jobType: 'SALARIED', status: 'INCOMPLETE', id: 'a'.repeat(32) }),
      ).toEqual({
        kind: 'route',
        step: 'mobile',
        query: { id: 'a'.repeat(32), status: 'INCOMPLETE' },
      });
    },
  );

  it('status INCOMPLETE without an id still goes to mobile, with nothing to resume', () => {
    expect(resumeRouteFor({ stages: [C], jobType: null, status: 'INCOMPLETE' })).toEqual(
      route('mobile'),
    );
  });

  it.each(['DRAFT', 'REJECTED', null, undefined])('status %j routes by stages', (status) => {
    expect(resumeRouteFor({ stages: [C], jobType: 'SALARIED', status, id: 'x' })).toEqual(
      route('kyc'),
    );
  });
});

describe('canOpenStep: which step a typed URL, Back or forward may open', () => {
  const salaried = (stages: string[]) => ({ jobType: 'SALARIED' as const, stages });
  const selfEmployed = (stages: string[]) => ({ jobType: 'SELF_EMPLOYED' as const, stages });

  it('opens the first step always, and nothing else before the application exists', () => {
    expect(canOpenStep('mobile', null)).toBe(true);
    for (const step of ['kyc', 'employment', 'business', 'co-applicants'] as const) {
      expect(canOpenStep(step, null)).toBe(false);
    }
  });

  it('opens kyc once created, and the job type’s step once personal details are saved', () => {
    expect(canOpenStep('kyc', salaried([Stage.CREATE_APPLICATION]))).toBe(true);
    expect(canOpenStep('employment', salaried([Stage.CREATE_APPLICATION]))).toBe(false);
    const personal = [Stage.CREATE_APPLICATION, Stage.PERSONAL_DETAILS];
    expect(canOpenStep('employment', salaried(personal))).toBe(true);
    expect(canOpenStep('business', salaried(personal))).toBe(false);
    expect(canOpenStep('business', selfEmployed(personal))).toBe(true);
    expect(canOpenStep('employment', selfEmployed(personal))).toBe(false);
  });

  it('opens co-applicants once employment or business is saved', () => {
    const personal = [Stage.CREATE_APPLICATION, Stage.PERSONAL_DETAILS];
    expect(canOpenStep('co-applicants', salaried(personal))).toBe(false);
    expect(canOpenStep('co-applicants', salaried([...personal, Stage.EMPLOYMENT_DETAILS]))).toBe(
      true,
    );
    expect(canOpenStep('co-applicants', selfEmployed([...personal, Stage.BUSINESS_DETAILS]))).toBe(
      true,
    );
  });
});

import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import type { StoredSection } from '../../server/db/schema';
import type { ApplicationSeed } from './applications';

/*
 * Valid bodies for every write on an application, and the state an application must be in for
 * the owner's call to succeed (business details need a self-employed applicant with personal
 * details saved, and so on).
 */

function demoSection(pick: (app: (typeof DEMO_APPLICATIONS)[number]) => StoredSection | null) {
  for (const app of DEMO_APPLICATIONS) {
    const section = pick(app);
    if (section) return section;
  }
  throw new Error('The demo applications hold no such section');
}

export const PERSONAL_INFO = demoSection((app) => app.personalInfo);
export const EMPLOYMENT_INFO = demoSection((app) => app.employmentInfo);
export const BUSINESS_INFO = demoSection((app) => app.businessInfo);

interface WriteOperation {
  name: string;
  method: 'POST' | 'PATCH';
  path: (id: string) => string;
  body: (mobile: string) => unknown;
  writes: true;
}

export function validBodies() {
  return {
    operations(base: string): WriteOperation[] {
      return [
        {
          name: 'update first step',
          method: 'PATCH',
          path: (id) => `${base}/${id}`,
          body: (mobile) => ({
            mobile,
            name: 'Meera K Iyer',
            pan_number: 'ABCDE1234F',
            job_type: 'SALARIED',
            loan_type: 'HOME_LOAN',
            terms_accepted: true,
            bureau_consent: true,
          }),
          writes: true,
        },
        {
          name: 'save personal info (POST)',
          method: 'POST',
          path: (id) => `${base}/${id}/personal-info`,
          body: () => PERSONAL_INFO,
          writes: true,
        },
        {
          name: 'save personal info (PATCH)',
          method: 'PATCH',
          path: (id) => `${base}/${id}/personal-info`,
          body: () => PERSONAL_INFO,
          writes: true,
        },
        {
          name: 'save employment info (POST employment-info)',
          method: 'POST',
          path: (id) => `${base}/${id}/employment-info`,
          body: () => EMPLOYMENT_INFO,
          writes: true,
        },
        {
          name: 'save employment info (PATCH employee-info)',
          method: 'PATCH',
          path: (id) => `${base}/${id}/employee-info`,
          body: () => EMPLOYMENT_INFO,
          writes: true,
        },
        {
          name: 'save business info (POST)',
          method: 'POST',
          path: (id) => `${base}/${id}/business-info`,
          body: () => BUSINESS_INFO,
          writes: true,
        },
        {
          name: 'save business info (PATCH)',
          method: 'PATCH',
          path: (id) => `${base}/${id}/business-info`,
          body: () => BUSINESS_INFO,
          writes: true,
        },
      ];
    },
    stateFor(operation: string): ApplicationSeed {
      if (operation === 'get business info') {
        return {
          jobType: 'SELF_EMPLOYED',
          stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS', 'BUSINESS_DETAILS'],
          businessInfo: BUSINESS_INFO,
        };
      }
      if (operation.startsWith('save business info')) {
        return {
          jobType: 'SELF_EMPLOYED',
          loanType: 'BUSINESS_LOAN',
          stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
        };
      }
      if (operation.startsWith('save employment info')) {
        return { stage: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'] };
      }
      return {};
    },
  };
}

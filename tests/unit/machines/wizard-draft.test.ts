import { createActor, type Snapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { openDraftIn, openDraftOf, progressOf } from '../../../src/machines/wizard/draft';
import { wizardMachine } from '../../../src/machines/wizard/machine';
import type { ApplicationFacts, WizardContext } from '../../../src/machines/wizard/types';

/*
 * What the step counter and the open-draft offers (home, Create Application) read from the
 * wizard's context, live or as the device kept it.
 */

/** A new application's wizard as it opens (the chart's own first context; never started). */
const NEW: WizardContext = createActor(wizardMachine, { input: { family: 'KYC' } }).getSnapshot()
  .context;

const APPLICATION: ApplicationFacts = {
  id: 'a'.repeat(32),
  trackerId: '40271893',
  status: 'DRAFT',
  remarks: null,
  jobType: 'SALARIED',
  loanType: 'AUTO_LOAN',
  stages: ['CREATE_APPLICATION', 'PERSONAL_DETAILS'],
  hasReferences: false,
  hasAssetDocuments: false,
  offer: null,
};

const FIRST_STEP = { name: 'Meera Nair', mobile: '9876501234', job_type: 'SALARIED' };

describe('the open draft of a wizard', () => {
  it('a first step just opened is nothing to continue', () => {
    expect(openDraftOf(NEW)).toBeNull();
    expect(openDraftOf({ ...NEW, typed: { name: '  ', mobile: '' } })).toBeNull();
  });

  it('a borrower typed on the first step is a draft without an application', () => {
    expect(openDraftOf({ ...NEW, typed: { mobile: '98765' } })).toMatchObject({
      name: '',
      mobile: '98765',
      shown: { step: 'mobile', id: null, status: null },
    });
  });

  it('an application names its step, its borrower as saved, and where it stands', () => {
    const context: WizardContext = {
      ...NEW,
      step: 'employment',
      application: APPLICATION,
      drafts: { mobile: FIRST_STEP },
      // What the open step holds is not the first step's.
      typed: { name: 'Employer Ltd' },
    };
    expect(openDraftOf(context)).toEqual({
      name: 'Meera Nair',
      mobile: '9876501234',
      shown: { step: 'employment', id: APPLICATION.id, status: null },
      progress: expect.objectContaining({ number: 3, total: 8, name: 'Employment Details' }),
    });
  });

  it('an application returned for correction keeps its status in the address', () => {
    const context: WizardContext = {
      ...NEW,
      step: 'kyc',
      application: { ...APPLICATION, status: 'INCOMPLETE' },
      saved: { mobile: FIRST_STEP },
    };
    expect(openDraftOf(context)?.shown).toEqual({
      step: 'kyc',
      id: APPLICATION.id,
      status: 'INCOMPLETE',
    });
  });

  it('an outcome is over: nothing to continue', () => {
    for (const step of ['success', 'rejection'] as const) {
      expect(openDraftOf({ ...NEW, step, application: APPLICATION })).toBeNull();
    }
  });

  it('the counter follows the first step’s choices as they are made', () => {
    const typing = (values: Record<string, string>) =>
      progressOf({ ...NEW, typed: { ...FIRST_STEP, ...values } });
    expect(typing({ loan_type: 'PERSONAL_LOAN' })).toMatchObject({ number: 1, total: 7 });
    expect(typing({ loan_type: 'GOLD_LOAN' })).toMatchObject({ number: 1, total: 8 });
    expect(typing({ job_type: 'SELF_EMPLOYED' })?.steps[2]?.name).toBe('Business Details');
  });

  it('reads the copy the device kept, and nothing from a copy it cannot read', () => {
    const kept = JSON.parse(
      JSON.stringify({
        status: 'active',
        value: 'kyc',
        context: { ...NEW, step: 'kyc', application: APPLICATION, drafts: { mobile: FIRST_STEP } },
      }),
    ) as Snapshot<unknown>;
    expect(openDraftIn(kept)).toMatchObject({ name: 'Meera Nair', shown: { step: 'kyc' } });
    expect(openDraftIn(null)).toBeNull();
    expect(openDraftIn({ status: 'active', context: { step: 3 } } as never)).toBeNull();
    expect(openDraftIn({ status: 'active' } as never)).toBeNull();
  });
});

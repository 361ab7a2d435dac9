import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * src/ui feature folders do not import each other (bulletproof-react's rule, issue 29 item 13):
 * the lint configuration refuses it, and still lets a feature use the kit, the app's shared
 * modules and every lower layer.
 */
// Only the import rule runs: the others (the check for untranslated texts over src/ui among
// them) say nothing about boundaries.
const eslint = new ESLint({ ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });

async function refusals(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const _used = x;\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// ESLint with the type-aware config takes seconds on a busy machine.
describe('feature folders of src/ui', { timeout: 60_000 }, () => {
  it.each([
    ['src/ui/home/Probe.tsx', "import { x } from '../wizard/CaptureWizard';"],
    ['src/ui/join-us/Probe.tsx', "import { x } from '../track/TrackView';"],
    ['src/ui/track/Probe.tsx', "import { x } from '../join-us/RegistrationScreen';"],
    ['src/ui/wizard/kfs/Probe.tsx', "import { x } from '../../login/OtpPanel';"],
    ['src/ui/cases/Probe.tsx', "import { x } from '../wizard/steps/KycStep';"],
    ['src/ui/kit/Probe.tsx', "import { x } from '../profile/LinksTab';"],
  ])('%s may not: %s', async (file, source) => {
    expect(await refusals(file, source)).toEqual([expect.stringMatching(/may not import/)]);
  });

  it.each([
    ['src/ui/join-us/Probe.tsx', "import { x } from '../kit/step-form';"],
    ['src/ui/track/Probe.tsx', "import { x } from '../app/site';"],
    ['src/ui/wizard/steps/Probe.tsx', "import { x } from '../../../machines/wizard/types';"],
    ['src/ui/wizard/kfs/Probe.tsx', "import { x } from '../steps/offer-step.css';"],
    ['src/ui/login/Probe.tsx', "import { x } from '../shell/PoweredBy';"],
    ['src/ui/app/Probe.tsx', "import { x } from '../wizard/CaptureWizard';"],
  ])('%s may: %s', async (file, source) => {
    expect(await refusals(file, source)).toEqual([]);
  });
});

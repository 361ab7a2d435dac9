import { i18n } from '@lingui/core';
import type { Family, ShownStep } from '../../machines/wizard/types';
import type { Runtime } from '../runtime';
import { captureWizardMachine, type Notices, type StepSpecs } from './capture-wizard';
import { APPLICATION_CREATED } from '../../machines/wizard/texts';

/** What the capture wizard needs from its screen: the family, the forms, the router, toasts. */
export interface WizardPage extends Notices {
  family: Family;
  specs: StepSpecs;
  /** Writes the step's address: the chart owns the route. */
  showStep: (shown: ShownStep) => void;
}

/**
 * The capture wizard's flow: the chart of one family with the real server behind it
 * (capture-wizard.ts) and the screen's router and toasts for the actions that touch the page.
 */
export function createWizardFlowMachine(runtime: Runtime, page: WizardPage) {
  return captureWizardMachine(runtime, page.family, page.specs, page).provide({
    actions: {
      showStep: (_, shown) => page.showStep(shown),
      announceTracker: (_, { trackerId }) => {
        const created = { ...APPLICATION_CREATED, values: { trackerId } };
        page.announce(i18n._(created));
      },
      announce: (_, { message }) =>
        page.announce(typeof message === 'string' ? message : i18n._(message)),
    },
  });
}

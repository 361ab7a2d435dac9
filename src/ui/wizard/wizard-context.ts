import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FormValues } from '../../machines/form/types';
import type { WizardMachine } from '../../machines/wizard/machine';
import type { Family } from '../../machines/wizard/types';
import type { StepSpecs } from '../../services/wizard/capture-wizard';
import { createWizardFlowMachine } from '../../services/wizard/wizard-flow';
import { createFlow } from '../app/flow';

export type WizardActor = ActorRefFrom<WizardMachine>;

/** The capture wizard's flow: CaptureWizard hosts it above every step's view. */
export const WizardFlow = createFlow(createWizardFlowMachine);

/** What the steps' views share besides the wizard's actor. */
export interface WizardPageScope {
  family: Family;
  /** A short-lived link to view an uploaded file (opened in a new tab). */
  viewUrl: (fileId: string) => Promise<string>;
  /** Each step's form spec: the views show the fields their schema makes visible. */
  specs: StepSpecs;
  /** A new application on the first step (an outcome's Create new), prefilled as given. */
  startNew: (prefill?: FormValues) => void;
}

export interface WizardScope extends WizardPageScope {
  wizard: WizardActor;
}

export const WizardContext = createContext<WizardPageScope | null>(null);

/** The wizard a step's view belongs to: its flow's actor and the screen's scope. */
export function useWizard(): WizardScope {
  const scope = useContext(WizardContext);
  const wizard = WizardFlow.useActorRef();
  if (!scope) throw new Error('useWizard needs <CaptureWizard>');
  return { ...scope, wizard };
}

import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FormValues } from '../../machines/form/types';
import type { WizardMachine } from '../../machines/wizard/machine';
import type { Family } from '../../machines/wizard/types';
import type { StepSpecs } from '../../services/wizard/capture-wizard';

export type WizardActor = ActorRefFrom<WizardMachine>;

export interface WizardScope {
  wizard: WizardActor;
  family: Family;
  /** A short-lived link to view an uploaded file (opened in a new tab). */
  viewUrl: (fileId: string) => Promise<string>;
  /** Each step's form spec: the views show the fields their schema makes visible. */
  specs: StepSpecs;
  /** A new application on the first step (an outcome's Create new), prefilled as given. */
  startNew: (prefill?: FormValues) => void;
}

export const WizardContext = createContext<WizardScope | null>(null);

/** The wizard a step's view belongs to. */
export function useWizard(): WizardScope {
  const scope = useContext(WizardContext);
  if (!scope) throw new Error('useWizard needs <CaptureWizard>');
  return scope;
}

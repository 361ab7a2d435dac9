import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { WizardMachine } from '../../machines/wizard/machine';
import type { Family } from '../../machines/wizard/types';

export type WizardActor = ActorRefFrom<WizardMachine>;

export interface WizardScope {
  wizard: WizardActor;
  family: Family;
  /** A short-lived link to view an uploaded file (opened in a new tab). */
  viewUrl: (fileId: string) => Promise<string>;
}

export const WizardContext = createContext<WizardScope | null>(null);

/** The wizard a step's view belongs to. */
export function useWizard(): WizardScope {
  const scope = useContext(WizardContext);
  if (!scope) throw new Error('useWizard needs <CaptureWizard>');
  return scope;
}

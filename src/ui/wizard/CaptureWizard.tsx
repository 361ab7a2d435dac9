import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { toast } from 'sonner';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-hash-location';
import type { InspectionEvent, Snapshot } from 'xstate';
import type { wizardMachine } from '../../machines/wizard/machine';
import {
  selectIsLoading,
  selectLoadError,
  selectNotice,
  selectStep,
} from '../../machines/wizard/selectors';
import type { Family, WizardInput, WizardStep } from '../../machines/wizard/types';
import { createWizardStore } from '../../services/storage/wizard-store';
import { captureWizardMachine, type StepSpecs } from '../../services/wizard/capture-wizard';
import { applicationCalls } from '../../services/wizard/application-calls';
import { wizardPersistence } from '../../services/wizard/persistence';
import { useSite } from '../app/site';
import { Button } from '../kit/Button';
import { MessageLine } from '../kit/MessageLine';
import { Spinner } from '../kit/Spinner';
import { ApplicationBanner } from './ApplicationBanner';
import { FirstStepView } from './FirstStepView';
import { routeFrom, utmFrom, wizardHref } from './paths';
import { WizardContext } from './wizard-context';
import * as styles from './wizard.css';

const StepViews: Record<Exclude<WizardStep, 'mobile'>, ComponentType> = {
  kyc: lazy(() => import('./steps/KycStepScreen')),
  employment: lazy(() => import('./steps/EmploymentStepScreen')),
  business: lazy(() => import('./steps/BusinessStepScreen')),
  'co-applicants': lazy(() => import('./CoApplicantsPlaceholder')),
};

export interface CaptureWizardProps {
  family: Family;
  /** The step in the address (from the route pattern). */
  step: string;
  specs: StepSpecs;
  /** Whose saved wizard may be restored: the partner's id, or null for a borrower. */
  agentId: string | null;
}

/**
 * Moves to a step's address. The step already showing is replaced, not added to the history
 * (its query may change as the application comes to exist), so Back goes to the step before.
 */
function showHref(href: string): void {
  const path = location.hash.replace(/^#/, '') || '/';
  navigate(href, { replace: href.split('?')[0] === path });
}

/** A saved wizard only resumes the application the address names (none for a new one). */
function savedApplicationId(snapshot: Snapshot<unknown> | null): string | null | undefined {
  if (!snapshot) return undefined;
  const context = (snapshot as { context?: { application?: { id?: string } | null } }).context;
  return context?.application?.id ?? null;
}

/**
 * The capture wizard on screen: one actor for the whole flow (it outlives each step's view),
 * restored from the device when it is the same application, writing the route whenever it
 * moves, and hearing Back, forward and typed addresses.
 */
export function CaptureWizard({ family, step, specs, agentId }: CaptureWizardProps) {
  const { runtime, inspect } = useSite();
  const search = useSearch();

  // Built once for the screen, from the address it opened on: the actor then owns the route.
  const [setup] = useState(() => {
    const route = routeFrom(step, search);
    const store = createWizardStore(globalThis.localStorage);
    const owner = { family, agentId };
    const saved = store.load(owner);
    const snapshot = savedApplicationId(saved) === (route.id ?? null) ? saved : null;
    const persistence = wizardPersistence(store, owner);
    const input: WizardInput = { family, route, prefill: { utm_details: utmFrom(search) } };
    const machine = captureWizardMachine(runtime, family, specs).provide({
      actions: {
        showStep: (_, params) => showHref(wizardHref(family, params.step, params)),
        announceTracker: (_, params) =>
          toast.success(`Application created. Tracker ID: ${params.trackerId}`),
        announce: (_, params) => toast.success(params.message),
      },
    });
    const viewUrl = (fileId: string) => applicationCalls(runtime.client, family).fileUrl(fileId);
    return { machine, input, snapshot, persistence, viewUrl };
  });

  const wizard = useActorRef(setup.machine as typeof wizardMachine, {
    input: setup.input,
    ...(setup.snapshot ? { snapshot: setup.snapshot as never } : {}),
    inspect: (event: InspectionEvent) => {
      setup.persistence.inspect(event);
      inspect?.(event);
    },
  });
  useEffect(() => {
    setup.persistence.attach(wizard);
    const flush = () => setup.persistence.flush();
    addEventListener('pagehide', flush);
    return () => {
      removeEventListener('pagehide', flush);
      setup.persistence.flush();
      setup.persistence.stop();
    };
  }, [setup, wizard]);

  // Back, forward or a typed address: the wizard decides whether the step may open.
  useEffect(() => {
    wizard.send({ type: 'route.changed', route: routeFrom(step, search) });
  }, [wizard, step, search]);

  const current = useSelector(wizard, selectStep);
  const loading = useSelector(wizard, selectIsLoading);
  const loadError = useSelector(wizard, selectLoadError);
  const notice = useSelector(wizard, selectNotice);

  let content;
  if (loading) {
    content = (
      <>
        {notice && <MessageLine role="status">{notice}</MessageLine>}
        <Spinner label="Loading the application" />
      </>
    );
  } else if (loadError) {
    content = (
      <>
        <MessageLine tone="error">{loadError}</MessageLine>
        <Button variant="outline" onClick={() => wizard.send({ type: 'load.retry' })}>
          Try again
        </Button>
      </>
    );
  } else if (current === 'mobile') content = <FirstStepView />;
  else {
    const StepView = StepViews[current];
    content = (
      <>
        <ApplicationBanner />
        <Suspense fallback={<Spinner label="Loading" />}>
          <StepView />
        </Suspense>
      </>
    );
  }

  return (
    <WizardContext.Provider value={{ wizard, family, specs, viewUrl: setup.viewUrl }}>
      <div className={styles.wizard}>{content}</div>
    </WizardContext.Provider>
  );
}

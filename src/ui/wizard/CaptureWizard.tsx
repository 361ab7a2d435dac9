import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-hash-location';
import type { Snapshot } from 'xstate';
import {
  selectIsLoading,
  selectLoadError,
  selectNotice,
  selectStep,
} from '../../machines/wizard/selectors';
import type { FormValues } from '../../machines/form/types';
import type { Family, WizardInput, WizardRoute, WizardStep } from '../../machines/wizard/types';
import { createWizardStore } from '../../services/storage/wizard-store';
import type { StepSpecs } from '../../services/wizard/capture-wizard';
import { applicationCalls } from '../../services/wizard/application-calls';
import { wizardPersistence } from '../../services/wizard/persistence';
import type { WizardPage } from '../../services/wizard/wizard-flow';
import { useSite } from '../app/site';
import { FailedLoad } from '../kit/FailedLoad';
import { MessageLine } from '../kit/MessageLine';
import { Spinner } from '../kit/Spinner';
import { toastSlot } from '../kit/toasts';
import { ApplicationBanner } from './ApplicationBanner';
import { FirstStepView } from './FirstStepView';
import { routeFrom, utmFrom, wizardHref } from './paths';
import { WizardContext, WizardFlow } from './wizard-context';
import * as styles from './wizard.css';

const StepViews: Record<Exclude<WizardStep, 'mobile'>, ComponentType> = {
  kyc: lazy(() => import('./steps/KycStepScreen')),
  employment: lazy(() => import('./steps/EmploymentStepScreen')),
  business: lazy(() => import('./steps/BusinessStepScreen')),
  'co-applicants': lazy(() => import('./steps/CoApplicantsStep')),
  'co-applicant-details': lazy(() => import('./steps/CoApplicantStepScreen')),
  'reference-details': lazy(() => import('./steps/ReferencesStepScreen')),
  'loan-doc': lazy(() => import('./steps/AssetDocumentsStepScreen')),
  'loan-offer': lazy(() => import('./steps/OfferStepScreen')),
  'final-submit': lazy(() => import('./outcomes/FinalSubmitStep')),
  'complete-application': lazy(() => import('./outcomes/FinalSubmitStep')),
  success: lazy(() => import('./outcomes/SuccessStep')),
  rejection: lazy(() => import('./outcomes/RejectionStep')),
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

/** A new application asked for from an outcome screen (Create new, Change Loan Type…). */
interface Restart {
  generation: number;
  prefill: FormValues;
}

/**
 * The capture wizard on screen. An outcome's Create new, Change Loan Type or Start New
 * Application starts a new wizard (a new actor) on the first step, prefilled as asked.
 */
export function CaptureWizard(props: CaptureWizardProps) {
  const [restart, setRestart] = useState<Restart | null>(null);
  const startNew = useCallback((prefill: FormValues = {}) => {
    setRestart((last) => ({ generation: (last?.generation ?? 0) + 1, prefill }));
  }, []);
  return (
    <WizardSession
      key={restart?.generation ?? 0}
      {...props}
      restart={restart}
      startNew={startNew}
    />
  );
}

interface WizardSessionProps extends CaptureWizardProps {
  restart: Restart | null;
  startNew: (prefill?: FormValues) => void;
}

/**
 * One wizard: one actor for the whole flow (it outlives each step's view), restored from the
 * device when it is the same application, writing the route whenever it moves, and hearing
 * Back, forward and typed addresses.
 */
function WizardSession({ family, step, specs, agentId, restart, startNew }: WizardSessionProps) {
  const { runtime, brand } = useSite();
  const search = useSearch();

  // Built once for the screen, from the address it opened on (or the first step of a new one,
  // whatever the address still says): the actor then owns the route.
  const [setup] = useState(() => {
    const route: WizardRoute = restart ? { step: 'mobile' } : routeFrom(family, step, search);
    const store = createWizardStore(globalThis.localStorage);
    const owner = { family, agentId };
    const saved = restart ? null : store.load(owner);
    const snapshot = savedApplicationId(saved) === (route.id ?? null) ? saved : null;
    const persistence = wizardPersistence(store, owner);
    const prefill = restart?.prefill ?? { utm_details: utmFrom(search) };
    const input: WizardInput = { family, route, prefill };
    const page: WizardPage = {
      family,
      specs,
      ...toastSlot('wizard'),
      showStep: (shown) =>
        showHref(wizardHref(family, shown, { loanOffersSuccess: brand.flags.showLoanOffersLink })),
    };
    const viewUrl = (fileId: string) => applicationCalls(runtime.client, family).fileUrl(fileId);
    return { page, input, snapshot, persistence, viewUrl };
  });

  return (
    <WizardFlow.Host
      page={setup.page}
      input={setup.input}
      snapshot={setup.snapshot ?? undefined}
      inspect={setup.persistence.inspect}
    >
      <WizardContext.Provider value={{ family, specs, viewUrl: setup.viewUrl, startNew }}>
        <WizardScreen family={family} step={step} search={search} persistence={setup.persistence} />
      </WizardContext.Provider>
    </WizardFlow.Host>
  );
}

interface WizardScreenProps {
  family: Family;
  step: string;
  search: string;
  persistence: ReturnType<typeof wizardPersistence>;
}

/** The step the chart is on, and the wizard's place on the device and in the address. */
function WizardScreen({ family, step, search, persistence }: WizardScreenProps) {
  const wizard = WizardFlow.useActorRef();
  useEffect(() => {
    persistence.attach(wizard);
    const flush = () => persistence.flush();
    addEventListener('pagehide', flush);
    return () => {
      removeEventListener('pagehide', flush);
      persistence.flush();
      persistence.stop();
    };
  }, [persistence, wizard]);

  // Back, forward or a typed address: the wizard decides whether the step may open.
  useEffect(() => {
    wizard.send({ type: 'route.changed', route: routeFrom(family, step, search) });
  }, [wizard, family, step, search]);

  const current = WizardFlow.useSelector(selectStep);
  const loading = WizardFlow.useSelector(selectIsLoading);
  const loadError = WizardFlow.useSelector(selectLoadError);
  const notice = WizardFlow.useSelector(selectNotice);

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
      <FailedLoad message={loadError} onRetry={() => wizard.send({ type: 'load.retry' })} />
    );
  } else if (current === 'mobile') content = <FirstStepView />;
  else {
    const StepView = StepViews[current];
    content = (
      <>
        {/* The outcomes say the tracker id themselves. */}
        {current !== 'success' && current !== 'rejection' && <ApplicationBanner />}
        <Suspense fallback={<Spinner label="Loading" />}>
          <StepView />
        </Suspense>
      </>
    );
  }

  return <div className={styles.wizard}>{content}</div>;
}

import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-hash-location';
import type { Snapshot } from 'xstate';
import {
  selectIsLoading,
  selectLoadError,
  selectApplicationId,
  selectNotice,
  selectStep,
} from '../../machines/wizard/selectors';
import type { FormValues } from '../../machines/form/types';
import type { Family, WizardInput, WizardRoute, WizardStep } from '../../machines/wizard/types';
import { openDraftIn, type OpenDraft } from '../../machines/wizard/draft';
import { createWizardStore, type WizardOwner } from '../../services/storage/wizard-store';
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
import { DraftChoice, DraftNote } from './DraftChoice';
import { FirstStepView } from './FirstStepView';
import { routeFrom, utmFrom, wizardHref } from '../kit/wizard-paths';
import { StepProgress } from './StepProgress';
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
 * Another application kept on the device that a new one would replace: asked about when the
 * address names no application (Create Application) and the kept one has been created. One
 * without an application yet is the same new application, restored as before (DraftNote).
 */
function draftToOffer(owner: WizardOwner, routeId: string | null | undefined): OpenDraft | null {
  if (routeId) return null;
  const draft = openDraftIn(createWizardStore(globalThis.localStorage).load(owner));
  return draft?.shown.id ? draft : null;
}

/**
 * The capture wizard on screen. An outcome's Create new, Change Loan Type or Start New
 * Application starts a new wizard (a new actor) on the first step, prefilled as asked. Create
 * Application while another application is open on the device first asks which (DraftChoice).
 */
export function CaptureWizard(props: CaptureWizardProps) {
  const { family, agentId, step } = props;
  const search = useSearch();
  const { brand } = useSite();
  const routeId = routeFrom(family, step, search).id;
  const [offer, setOffer] = useState(() => draftToOffer({ family, agentId }, routeId));
  const [restart, setRestart] = useState<Restart | null>(null);
  const startNew = useCallback((prefill: FormValues = {}) => {
    setRestart((last) => ({ generation: (last?.generation ?? 0) + 1, prefill }));
  }, []);
  // Continued: once the address names it, the wizard restores it and the question is over
  // (set while rendering, so no frame shows a wizard that is not the one asked for).
  if (offer && routeId) setOffer(null);

  if (offer && !routeId) {
    return (
      <div className={styles.wizard}>
        <DraftChoice
          draft={offer}
          onContinue={() =>
            // In place of the question, so Back leads to where Create Application was pressed.
            navigate(
              wizardHref(family, offer.shown, {
                loanOffersSuccess: brand.flags.showLoanOffersLink,
              }),
              { replace: true },
            )
          }
          onStartNew={() => {
            // Only now is the device's copy forgotten; the application stays on the server.
            createWizardStore(globalThis.localStorage).clear();
            setOffer(null);
          }}
        />
      </div>
    );
  }
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
    // A new application's first step restored with a borrower typed: it says whose.
    const restored = route.id ? null : openDraftIn(snapshot);
    const startOver = () => {
      // The kept copy must not be written back as this wizard stops.
      persistence.stop();
      store.clear();
      startNew();
    };
    return { page, input, snapshot, persistence, viewUrl, restored, startOver };
  });

  return (
    <WizardFlow.Host
      page={setup.page}
      input={setup.input}
      snapshot={setup.snapshot ?? undefined}
      inspect={setup.persistence.inspect}
    >
      <WizardContext.Provider value={{ family, specs, viewUrl: setup.viewUrl, startNew }}>
        <WizardScreen
          family={family}
          step={step}
          search={search}
          persistence={setup.persistence}
          restored={setup.restored}
          onStartOver={setup.startOver}
        />
      </WizardContext.Provider>
    </WizardFlow.Host>
  );
}

interface WizardScreenProps {
  family: Family;
  step: string;
  search: string;
  persistence: ReturnType<typeof wizardPersistence>;
  /** A new application's first step restored from the device, with its borrower. */
  restored: OpenDraft | null;
  /** Forgets the restored draft and starts a blank first step. */
  onStartOver: () => void;
}

/** The step the chart is on, and the wizard's place on the device and in the address. */
function WizardScreen({
  family,
  step,
  search,
  persistence,
  restored,
  onStartOver,
}: WizardScreenProps) {
  const wizard = WizardFlow.useActorRef();
  const { t, i18n } = useLingui();
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
  const applicationId = WizardFlow.useSelector(selectApplicationId);

  let content;
  if (loading) {
    content = (
      <>
        {notice && (
          <MessageLine role="status">
            {typeof notice === 'string' ? notice : i18n._(notice)}
          </MessageLine>
        )}
        <Spinner label={t`Loading the application`} />
      </>
    );
  } else if (loadError) {
    content = (
      <FailedLoad message={loadError} onRetry={() => wizard.send({ type: 'load.retry' })} />
    );
  } else if (current === 'mobile') {
    content = (
      <>
        <StepProgress />
        {restored && !applicationId && <DraftNote draft={restored} onStartNew={onStartOver} />}
        <FirstStepView />
      </>
    );
  } else {
    const StepView = StepViews[current];
    content = (
      <>
        {/* The outcomes say the tracker id themselves. */}
        <StepProgress />
        {current !== 'success' && current !== 'rejection' && <ApplicationBanner />}
        <Suspense fallback={<Spinner label={t`Loading`} />}>
          <StepView />
        </Suspense>
      </>
    );
  }

  return <div className={styles.wizard}>{content}</div>;
}

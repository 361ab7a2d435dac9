import { I18nProvider } from '@lingui/react';
import { lazy, Suspense, useMemo } from 'react';
import { Router } from 'wouter';
import { navigate, useHashLocation } from 'wouter/use-hash-location';
import type { InspectionEvent } from 'xstate';
import type { Brand } from '../../brands/catalog';
import { i18n } from '../../i18n/runtime';
import type { Runtime } from '../../services/runtime';
import { ErrorBoundary } from './ErrorBoundary';
import { Frame } from '../shell/Frame';
import { UatBadge } from '../shell/UatBadge';
import { AppRoutes } from './AppRoutes';
import { Session } from './session';
import { SessionExpiry } from './SessionExpiry';
import { SiteProvider } from './site';

// Toasts and the focus after navigation are never needed for the first paint: they load right
// after it.
const Deferred = lazy(() => import('./Deferred'));

export interface AppProps {
  runtime: Runtime;
  brand: Brand;
  isUat: boolean;
  inspect?: (event: InspectionEvent) => void;
}

export function App({ runtime, brand, isUat, inspect }: AppProps) {
  const site = useMemo(
    () => ({ runtime, brand, isUat, ...(inspect ? { inspect } : {}) }),
    [runtime, brand, isUat, inspect],
  );
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary>
        <SiteProvider value={site}>
          <Session.Host page={{ navigate }}>
            <SessionExpiry />
            <Router hook={useHashLocation}>
              <Frame>
                {isUat && <UatBadge />}
                <AppRoutes />
              </Frame>
            </Router>
            <Suspense fallback={null}>
              <Deferred />
            </Suspense>
          </Session.Host>
        </SiteProvider>
      </ErrorBoundary>
    </I18nProvider>
  );
}

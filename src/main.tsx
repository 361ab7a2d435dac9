import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { followHistoryTraversal } from './ui/app/history-traversal';
import { applyBrandTheme } from './brands/apply-theme';
import { brandForHostname } from './brands/resolve';
import { showLanguage } from './i18n/runtime';
import { firstLanguage } from './services/first-language';
import { inspectorIfRequested } from './services/inspector';
import { createRuntime } from './services/runtime';
import { App } from './ui/app/App';

const hostname = window.location.hostname;
const { brand, isUat } = brandForHostname(hostname);
const runtime = createRuntime(hostname);
document.title = brand.name;

// The favicon comes from the tenant config; when that fails the brand's own one stays (spec §8).
// Its code loads beside the entry rather than in it (the first load's budget).
void import('./ui/shell/tenant-favicon').then((favicon) =>
  favicon.showFavicon(runtime.client, hostname, brand.favicon),
);

// The theme's CSS is its own chunk: wait for it so the first paint already wears the brand, and
// for the Hindi texts when Hindi is the language (English is in the code).
Promise.all([
  applyBrandTheme(brand.key),
  inspectorIfRequested(),
  showLanguage(firstLanguage()).catch(() => showLanguage('en')),
]).then(([, inspect]) => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  followHistoryTraversal();
  createRoot(container).render(
    <StrictMode>
      <App runtime={runtime} brand={brand} isUat={isUat} inspect={inspect} />
    </StrictMode>,
  );
  // Offline support and the new-version prompt: after the first screen, never in its way.
  if (import.meta.env.PROD) {
    const install = () =>
      void import('./ui/app/offline').then((offline) => offline.installForOffline());
    if (document.readyState === 'complete') install();
    else window.addEventListener('load', install, { once: true });
  }
});

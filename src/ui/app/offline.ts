import { t } from '@lingui/core/macro';
import { registerServiceWorker } from '../../services/service-worker';
import { notify } from '../kit/toasts';

/**
 * Offline support and the new-version prompt. Loaded on its own after the first screen, so
 * none of it weighs on the first load.
 */
export function installForOffline(): void {
  registerServiceWorker((reload) =>
    notify.ask(t`A new version of the app is ready.`, { label: t`Reload`, onClick: reload }),
  );
}

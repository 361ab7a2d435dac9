import { registerSW } from 'virtual:pwa-register';

/** Partners keep the app open all day: look for a new version every hour, not only on reload. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Installs the service worker that keeps the app shell and every screen on the device, so the
 * app opens without a connection. A new version waits until the person agrees to reload (a
 * half-typed form must never vanish under them): `onUpdateReady` gets the function that does it.
 */
export function registerServiceWorker(onUpdateReady: (reload: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  // The page reloads once the new version controls it. Listening here rather than relying on
  // the plugin's own reload also covers a tab opened before the first install, which the
  // plugin does not count as an update.
  const reloadIntoNewVersion = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  };
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => onUpdateReady(reloadIntoNewVersion),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) =>
      console.warn('The app could not be installed for offline use.', error),
  });
}

/**
 * wouter's hash location listens to `hashchange` only, and navigates with pushState (then
 * dispatches a hashchange itself). Back and forward between such entries fire only `popstate`
 * in Chromium, so the app would not follow them: each popstate is passed on as a hashchange.
 * (A browser that fires both causes one extra read of the same address, which changes nothing.)
 */
let following = false;

export function followHistoryTraversal(): void {
  if (following) return;
  following = true;
  addEventListener('popstate', () => dispatchEvent(new HashChangeEvent('hashchange')));
}

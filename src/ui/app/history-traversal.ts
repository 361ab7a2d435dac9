/**
 * wouter's hash location listens to `hashchange` only, and navigates with pushState (then
 * dispatches a hashchange itself). Back and forward between such entries fire only `popstate`
 * in Chromium, so the app would not follow them: each popstate is passed on as a hashchange.
 * (A browser that fires both causes one extra read of the same address, which changes nothing.)
 */
let following = false;

/**
 * The address with a query written inside the hash (`/#/application/kyc?id=…`, as hash routers
 * write links and people paste them) moved to where the router reads it (`/?id=…#/application/kyc`);
 * null when the hash holds no query. The hash's query is the link's whole query: it replaces
 * one the address had, as the app's own links write theirs whole (issue 19 item 5).
 */
export function hashQueryMoved(href: string): string | null {
  const hash = href.indexOf('#');
  const query = hash < 0 ? -1 : href.indexOf('?', hash);
  if (query < 0) return null;
  const url = new URL(href);
  url.search = href.slice(query + 1);
  url.hash = href.slice(hash + 1, query);
  return url.href;
}

/** Moves a query out of the hash, in place (no new history entry, no hashchange). */
function normalise(): void {
  const moved = hashQueryMoved(location.href);
  if (moved) history.replaceState(history.state, '', moved);
}

/** Before the app renders: it then reads, and after every hash change, a normalised address. */
export function followHistoryTraversal(): void {
  if (following) return;
  following = true;
  normalise();
  // Registered before the router subscribes, so this runs first on every hashchange.
  addEventListener('hashchange', normalise);
  addEventListener('popstate', () => dispatchEvent(new HashChangeEvent('hashchange')));
}

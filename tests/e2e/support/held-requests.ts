import type { Page, Route } from 'playwright-core';

/**
 * The network between the phone and the server, held in the test's hand: each request matching
 * `url` waits until the test passes it on, fulfils it or drops its connection. Answers passed on
 * come from the real server.
 */
export function holdRequests(page: Page, url: string | RegExp) {
  const waiting: Route[] = [];
  const arrived: Array<() => void> = [];
  void page.route(url, (route) => {
    waiting.push(route);
    arrived.shift()?.();
  });
  const next = async (): Promise<Route> => {
    if (waiting.length === 0) await new Promise<void>((resolve) => arrived.push(resolve));
    return waiting.shift() as Route;
  };
  return { next };
}

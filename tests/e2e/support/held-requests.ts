import type { Page, Request, Route } from 'playwright-core';

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

/** The next request matching, held until the test lets it through or drops its connection. */
export interface Gate {
  /** The held request, once the page has sent it. */
  arrived: Promise<Request>;
  /** On to the real server; its answer reaches the page. */
  pass(): Promise<void>;
  /** Its connection dropped: the page sees the network fail. */
  drop(): Promise<void>;
}

/**
 * Holds the next `method` request to `url` (others pass). Once passed or dropped, later
 * requests go straight through.
 */
export async function gate(page: Page, url: RegExp, method: string): Promise<Gate> {
  let held: Route | null = null;
  let arrive: (request: Request) => void = () => undefined;
  const arrived = new Promise<Request>((resolve) => (arrive = resolve));
  const handler = async (route: Route) => {
    if (held || route.request().method() !== method) return route.fallback();
    held = route;
    arrive(route.request());
  };
  await page.route(url, handler);
  const release = async (action: (route: Route) => Promise<void>) => {
    await arrived;
    if (held) await action(held);
    await page.unroute(url, handler);
  };
  return {
    arrived,
    pass: () => release((route) => route.continue()),
    drop: () => release((route) => route.abort('failed')),
  };
}

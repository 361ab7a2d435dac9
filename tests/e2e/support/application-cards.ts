import type { Page } from 'playwright-core';

/*
 * The applications list as a partner reads it: one card per application, named by its tracker
 * id, and the pager's "Page n of m".
 */

export const card = (page: Page, trackerId: string) =>
  page.getByRole('listitem', { name: `Application ${trackerId}` });

export const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

/** [page shown, pages in all], read from the pager's text. */
export const shownPage = async (page: Page) =>
  /Page (\d+) of (\d+)/
    .exec((await pager(page).textContent()) ?? '')
    ?.slice(1)
    .map(Number) ?? [];

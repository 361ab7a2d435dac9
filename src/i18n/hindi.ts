import type { Messages } from '@lingui/core';

/*
 * Every catalog's Hindi in one module, so choosing Hindi fetches one chunk (issue 32); `npm run
 * bench:bundle` reports its size. Each area's module is compiled from its hi.po by `npm run i18n`.
 */
const catalogs = import.meta.glob<Messages>('./locales/*/hi.ts', {
  eager: true,
  import: 'messages',
});

export const hindiMessages: Messages = Object.assign({}, ...Object.values(catalogs));

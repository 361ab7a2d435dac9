import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/*
 * The catalogs of every text a person can read (issue 32). English is the source: its texts stay
 * in the code (the macros keep them, see vite.config.ts) and need no catalog at run time. Hindi
 * is compiled (`npm run i18n`) into a module per catalog, loaded when Hindi is chosen. One
 * catalog per feature folder of src/ui, and one each for the domain's rules, the charts and the
 * server's refusals and SMS, so work on one area never touches another's file.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/ui-{name}/{locale}',
      include: ['<rootDir>/src/ui/{name}/'],
    },
    { path: '<rootDir>/src/i18n/locales/domain/{locale}', include: ['<rootDir>/src/domain/'] },
    { path: '<rootDir>/src/i18n/locales/machines/{locale}', include: ['<rootDir>/src/machines/'] },
    {
      path: '<rootDir>/src/i18n/locales/app/{locale}',
      include: ['<rootDir>/src/i18n/', '<rootDir>/src/services/', '<rootDir>/src/brands/'],
      exclude: ['<rootDir>/src/i18n/locales/'],
    },
    { path: '<rootDir>/src/i18n/locales/server/{locale}', include: ['<rootDir>/server/'] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
});

import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/*
 * Lingui's macros (t, msg, Trans...) as a Vite plugin, for every build that compiles our screens:
 * the app (vite.config.ts), the first paint (scripts/first-paint-plugin.ts) and the unit tests
 * (vitest.config.ts). The macros keep each message's English in the code (`stripMessageField:
 * false`), so English needs no catalog at run time (src/i18n/runtime.ts). Only the files that
 * import a macro go through Babel.
 */
export function linguiMacros() {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]] },
        rolldown: { filter: { code: /from ['"]@lingui\/(core|react)\/macro['"]/ } },
      }),
    ],
  });
}

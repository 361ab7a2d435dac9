import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/*
 * Lingui for every build that compiles our screens: the app (vite.config.ts), the first paint
 * (scripts/first-paint-plugin.ts) and the unit tests (vitest.config.ts).
 *
 * 1. The macros (t, msg, Trans...) become message descriptors that keep their English
 *    (`stripMessageField: false`), so English needs no catalog at run time.
 * 2. Every descriptor's English is then compiled here, at build time, with Lingui's own compiler,
 *    so the browser never compiles a message: the first load carries neither a catalog nor the
 *    compiler (~7 KB gzipped). That covers the macros' output and the descriptors written by
 *    hand in src/domain, src/machines and src/services (`/*i18n*\/ { id, message }`), which the
 *    server reads as plain strings. Hindi is compiled by `npm run i18n`.
 *
 * Only files that import a macro or hold a marked descriptor go through Babel.
 */
const MARKED = /from ['"]@lingui\/(core|react)\/macro['"]|\/\*i18n\*\//;

/** A descriptor marked for extraction: `/*i18n*\/ { id, message }`. */
function isMarked(node: BabelTypes.ObjectExpression): boolean {
  return (node.leadingComments ?? []).some((comment) => comment.value.trim() === 'i18n');
}

function compileDescriptors({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'rinn-compile-english',
    visitor: {
      ObjectExpression(path) {
        if (!isMarked(path.node)) return;
        for (const property of path.node.properties) {
          if (
            t.isObjectProperty(property) &&
            t.isIdentifier(property.key, { name: 'message' }) &&
            t.isStringLiteral(property.value)
          ) {
            property.value = t.valueToNode(compileMessage(property.value.value));
          }
        }
      },
    },
  };
}

export function linguiMacros() {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: {
          plugins: [
            ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
            compileDescriptors,
          ],
        },
        rolldown: { filter: { code: MARKED } },
      }),
    ],
  });
}

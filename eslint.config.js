import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers flow one way (see docs/architecture in shared/guide):
 *   domain ← brands ← machines ← services ← ui      and   domain ← server
 * Each rule below names what a layer may NOT import, so a wrong-way import fails the tests.
 */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
  },
});

/** Views reach neither the server's code nor a client of their own. */
const UI_LAYER = {
  group: ['**/server/**', 'openapi-fetch'],
  message:
    'Views read machines and call services; they never reach the server code or build their own client.',
};

/**
 * The feature folders of src/ui: screens of one flow each. src/ui/app (routes, layouts, the
 * flow host), src/ui/shell (the frame) and src/ui/kit are shared; src/ui/first-paint is the
 * app's composition too (it draws the landing before the app loads, as the routes do).
 */
const UI_FEATURES = [
  'applications',
  'cases',
  'home',
  'join-us',
  'lenders',
  'login',
  'placeholder',
  'profile',
  'track',
  'wizard',
];

/**
 * A relative import that climbs into one of these sibling folders of src/ui (`../track/…`,
 * `../../login/…`): climbing further (`../../machines/track/…`) names a layer, not a feature.
 */
const featureImports = (features, message) => ({
  regex: `^(\\.\\./)+(${features.join('|')})(/|$)`,
  message,
});

/**
 * The folders of src/ui whose every visible text is in the catalogs (issue 32 item 6): a literal
 * a person could read there fails the lint. Each folder joins once it is translated throughout.
 */
const TRANSLATED_UI = [
  'app',
  'applications',
  'cases',
  'first-paint',
  'home',
  'join-us',
  'kit',
  'lenders',
  'login',
  'placeholder',
  'profile',
  'shell',
  'track',
  'wizard',
];

/** What is not a text a person reads: names of styles, tests, routes, keys, and the like. */
const NOT_A_TEXT = {
  // Strings without a letter are ignored by the rule itself.
  ignore: [
    '^[#/][\\w\\-/:.?=&*()|]*$', // a route, a hash path or an anchor
    '^(https?:|mailto:|tel:)', // links
    '^[a-z][\\w-]*$', // one word in code case: an id, a key, a variant, a type, an event
    '^[A-Z0-9_]+$', // a constant (a status such as SUCCESS)
    '^[\\w.-]+\\.(tsx?|css|svg|png|webp|woff2?|json|js)$', // file names
    '^\\(.*\\)$', // a media query
    '^[a-z]+/[\\w.+-]+$', // a media type
    '^_[a-z]+$', // a window name (_blank)
    '^M\\s?[\\d.-]+[\\d\\s.,a-zA-Z-]*$', // an SVG path
    '^url\\(', // a CSS value
    '^[\\^(]', // a pattern built from a string
    '^[\\w\\s-]*\\[[\\w-]+(="?[\\w-]*"?)?\\]$|^[a-z]+:[a-z-]+$', // a CSS selector
  ],
  ignoreNames: [
    'className',
    'class',
    'style',
    'id',
    'key',
    'href',
    'to',
    'path',
    'src',
    'type',
    'role',
    'name',
    'lang',
    'dir',
    'variant',
    'size',
    'inputMode',
    'autoComplete',
    'accept',
    'pattern',
    'capture',
    'enterKeyHint',
    'target',
    'rel',
    { regex: { pattern: '^data-' } },
    {
      regex: {
        pattern:
          '^aria-(hidden|controls|describedby|labelledby|live|current|invalid|haspopup|expanded|pressed|owns|activedescendant|autocomplete)$',
      },
    },
    { regex: { pattern: '^[A-Z0-9_]+$' } }, // a constant's name
    {
      regex: {
        pattern:
          '(ClassName|Class|Id|Ids|Key|Path|Href|Route|Url|Testid|TestId|Variant|Tone|Kind|Mode)$',
      },
    },
  ],
  ignoreFunctions: [
    'Error',
    'console.*',
    'document.querySelector',
    'document.querySelectorAll',
    'document.getElementById',
    'document.createElement',
    '*.addEventListener',
    '*.removeEventListener',
    '*.getItem',
    '*.setItem',
    '*.matchMedia',
    'matchMedia',
    'useMediaQuery',
    'navigate',
    // A chart's event type, sent by a view's helper (the offer step's `press`).
    'press',
    'setLocation',
    'useRoute',
    'style',
    'globalStyle',
    'keyframes',
    'recipe',
    'createVar',
    'styleVariants',
    'fontFace',
    'import',
    'require',
    'Intl.*',
    'new URL',
    'URL',
  ],
  // Not typed: type-aware linting of every translated folder took eslint from ~50 s to ~350 s on
  // this 2-core machine. Without types, a literal that is a union member (a variant, an event
  // type) is told apart by where it stands: the attribute and function names above.
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      'node_modules',
      '.data',
      '.tmp',
      'src/services/api/schema.d.ts',
      'docs/charts',
      // Compiled by `npm run i18n` from the .po files beside them.
      'src/i18n/locales',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A service worker that has claimed the page answers requests itself, out of page.route's
    // sight: browser tests open their contexts with newTestContext, which blocks it. Only the
    // suites about the worker itself let it in.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/browser.ts', 'tests/e2e/pwa.test.ts', 'tests/e2e/csp.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='newContext']",
          message:
            'Open browser contexts with newTestContext (tests/e2e/support/browser.ts): it blocks the service worker.',
        },
      ],
    },
  },
  layer(
    ['src/domain/**'],
    [
      '**/brands/**',
      '**/machines/**',
      '**/services/**',
      '**/ui/**',
      '**/server/**',
      'react',
      'react-dom',
      'xstate',
      'openapi-fetch',
    ],
    'src/domain is pure rules: it imports nothing of ours but other domain files.',
  ),
  layer(
    ['src/brands/**'],
    ['**/machines/**', '**/services/**', '**/ui/**', '**/server/**', 'openapi-fetch'],
    'src/brands is data and themes: it may use src/domain only.',
  ),
  {
    files: ['src/machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anything of src/services but its generated contract types (below).
              regex: '(^|/)services/(?!api/schema$)',
              message:
                'Machines never touch the outside world: declare an actor in setup() and provide it from src/services.',
            },
            {
              group: [
                '**/ui/**',
                '**/server/**',
                'react',
                'react-dom',
                '@xstate/react',
                'openapi-fetch',
              ],
              message:
                'Machines never touch the outside world: declare an actor in setup() and provide it from src/services.',
            },
            {
              // The contract's types (an offer as the server answers it) are types, not a call.
              group: ['**/services/api/schema'],
              allowTypeImports: true,
              message: 'Machines may import only types from the generated contract.',
            },
          ],
        },
      ],
    },
  },
  layer(
    ['src/services/**'],
    ['**/ui/**', '**/server/**', 'react', 'react-dom'],
    'src/services talks HTTP and storage; views live in src/ui.',
  ),
  layer(['src/ui/**'], UI_LAYER.group, UI_LAYER.message),
  // Feature folders of src/ui (bulletproof-react's rule): each may use the kit, the app's shared
  // modules (src/ui/app, src/ui/shell), machines, services, domain and brands, never another
  // feature; what two features share moves to the kit. The kit imports no feature either.
  ...UI_FEATURES.map((feature) => ({
    files: [`src/ui/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            UI_LAYER,
            featureImports(
              UI_FEATURES.filter((other) => other !== feature),
              `src/ui/${feature} is a feature: it may not import another feature's folder. Move what they share into src/ui/kit.`,
            ),
          ],
        },
      ],
    },
  })),
  {
    files: ['src/ui/kit/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            UI_LAYER,
            featureImports(
              UI_FEATURES,
              'src/ui/kit is shared by every feature: it may not import a feature folder.',
            ),
          ],
        },
      ],
    },
  },
  {
    // Issue 32 item 6: no literal a person reads outside the catalogs, and no `t` outside a
    // component or function (at module level it would freeze the English).
    files: TRANSLATED_UI.map((folder) => `src/ui/${folder}/**/*.{ts,tsx}`),
    // The kit's gallery (/kit) is a developer's page, left in English.
    ignores: ['src/ui/**/*.css.ts', 'src/ui/kit/Gallery*.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', NOT_A_TEXT],
      'lingui/t-call-in-function': 'error',
    },
  },
  layer(
    ['server/**'],
    [
      '**/src/ui/**',
      '**/src/machines/**',
      '**/src/brands/*.css',
      '**/src/brands/**/*.css',
      '**/src/services/!(api)/**',
      '**/src/services/*.ts',
    ],
    'The server shares src/domain, brand data and the generated contract types only.',
  ),
);

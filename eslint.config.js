// Lint configuration (flat config) for the whole tree: client, server, common, scripts and tests.
// The client's boundaries follow bulletproof-react: app/ composes features; a feature never reaches
// into another feature; shared code (components/, hooks/, lib/) imports no feature and no app code.
// The server's: platform/ imports no module; a module reaches another only through its
// <name>.module.ts; routes import no repository and no database; SQL lives in repositories; a
// module's tables sit beside its repository (<name>.tables.ts) and another module's repositories
// reach them only through its <name>.shared.ts (docs/decisions/015-server-platform-and-modules.md).
// common/ imports neither side. Cycles are errors (type-only ones too: `npm run check:cycles`).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

const SRC = fileURLToPath(new URL('./client/src', import.meta.url));
const SERVER = fileURLToPath(new URL('./server/src', import.meta.url));
const COMMON = fileURLToPath(new URL('./common/src', import.meta.url));
const dirs = (p) =>
  fs.existsSync(p)
    ? fs
        .readdirSync(p, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

/** A feature folder may import itself only, not its sibling features. */
const featureZones = dirs(`${SRC}/features`).map((f) => ({
  target: `${SRC}/features/${f}`,
  from: `${SRC}/features`,
  except: [`./${f}`],
  message:
    'A feature does not import another feature; compose them in app/ or move the shared part to components/, hooks/ or lib/.',
}));

/**
 * Feature areas made of sub-features (admin/rooms, catalog/tours…): a sub-feature imports itself,
 * the area's shared/ (and, for catalog, its components/ and lib/) and the area's root files,
 * never a sibling sub-feature.
 */
const AREAS = {
  admin: { shared: ['shared', 'layout'], rootFiles: ['admin-screens.ts'] },
  catalog: { shared: ['components', 'lib'], rootFiles: [] },
};
const subFeatureZones = Object.entries(AREAS).flatMap(([area, { shared, rootFiles }]) =>
  dirs(`${SRC}/features/${area}`)
    .filter((sub) => !shared.includes(sub))
    .map((sub) => ({
      target: `${SRC}/features/${area}/${sub}`,
      from: `${SRC}/features/${area}`,
      except: [`./${sub}`, ...shared.map((s) => `./${s}`), ...rootFiles.map((f) => `./${f}`)],
      message: `features/${area}/${sub} does not import a sibling sub-feature; share through features/${area}/{${shared.join(',')}}.`,
    })),
);

const boundaryZones = [
  ...featureZones,
  ...subFeatureZones,
  // Unidirectional: app → features → shared.
  { target: `${SRC}/features`, from: `${SRC}/app`, message: 'Features do not import app/.' },
  {
    target: [`${SRC}/components`, `${SRC}/hooks`, `${SRC}/lib`],
    from: [`${SRC}/features`, `${SRC}/app`],
    message: 'Shared code (components, hooks, lib) imports no feature and no app code.',
  },
];

const serverModules = dirs(`${SERVER}/modules`);
/**
 * A module reaches another only through that module's public face, <name>.module.ts. Its data
 * layer has one more door each (`door`): a repository (or a shared file) may use what another
 * module shares of its tables in <name>.shared.ts (read models to join, row locks, the writes made
 * in the caller's transaction); a tables file may name another module's tables in its foreign
 * keys (<name>.tables.ts). So a repository imports only its own module's tables.
 */
const moduleZones = (door) =>
  serverModules.map((m) => ({
    target: `${SERVER}/modules/${m}`,
    from: `${SERVER}/modules`,
    except: [
      `./${m}`,
      ...serverModules
        .filter((o) => o !== m)
        .flatMap((o) => [`./${o}/${o}.module.ts`, ...(door ? [`./${o}/${o}.${door}.ts`] : [])]),
    ],
    message: door
      ? `modules/${m} reaches another module only through its <name>.module.ts, and its ${door === 'shared' ? "repositories reach another module's tables only through that module's <name>.shared.ts (its read models); a repository imports only its own module's tables" : "tables name another module's tables (foreign keys) through its <name>.tables.ts"}.`
      : `modules/${m} reaches another module only through its <name>.module.ts (another module's tables: only from a repository, through that module's <name>.shared.ts).`,
  }));
const serverZones = (door) => [
  {
    target: `${SERVER}/platform`,
    from: `${SERVER}/modules`,
    message: 'platform/ imports no module: pass what it needs in from the composition root (app.ts, main.ts).',
  },
  {
    target: `${SERVER}/config.ts`,
    from: `${SERVER}/modules`,
    message: 'config.ts imports no module (platform/ reads it): its defaults live in it.',
  },
  {
    target: `${SERVER}/platform`,
    from: [`${SERVER}/app.ts`, `${SERVER}/context.ts`, `${SERVER}/seed`, `${SERVER}/cli`],
    message: 'platform/ imports no composition code.',
  },
  ...moduleZones(door),
  { target: COMMON, from: [SRC, SERVER], message: 'common/ is shared by both sides and imports neither.' },
];

/** SQL (drizzle's builders and the table definitions) is written in repositories only. */
const SQL_IMPORTS = {
  paths: [{ name: 'drizzle-orm', allowTypeImports: true, message: 'SQL lives in *.repository.ts files.' }],
  patterns: [
    { group: ['drizzle-orm/*'], allowTypeImports: true, message: 'SQL lives in *.repository.ts files.' },
    {
      group: ['**/*.tables', '**/*.shared'],
      allowTypeImports: true,
      message: "Tables are read and written in *.repository.ts files (another module's through its <name>.shared.ts).",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-output/**',
      '**/.stryker-tmp/**',
      'uploads/**',
      'data/**',
      'server/drizzle/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/internal-regex': '^@/',
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './client/tsconfig.json' })],
    },
    rules: {
      // The two classic hook rules (bulletproof's `react-hooks/recommended`). The React Compiler
      // rules of eslint-plugin-react-hooks 7 are not on: this app is not compiled by it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': ['error', {}],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Everything under src is reached through '@/…', never by climbing out of a folder.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: "Import through '@/…' instead of '../'." }] },
      ],
    },
  },
  {
    // Links in public code stay in the page's language (docs/decisions/022-hindi-urls.md): Link,
    // NavLink and useNavigate come from '@/lib/lang-links'. The back office has one path per screen.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: [
      'client/src/features/admin/**',
      'client/src/app/routes/admin.tsx',
      'client/src/lib/lang-links.tsx',
      'client/src/components/language-switch.tsx',
      'client/src/app/root-shell.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../*'], message: "Import through '@/…' instead of '../'." }],
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'useNavigate', 'Navigate'],
              message: "Import it from '@/lib/lang-links', which keeps links in the page's language.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a visitor or admin reads comes from the translations (client/src/i18n): no text
    // literal in JSX or its attributes. The developers' /api-test page stays English.
    files: ['client/src/**/*.tsx'],
    ignores: ['client/src/features/api-test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            exclude: [
              'className',
              'style',
              'type',
              'key',
              'id',
              'width',
              'height',
              'to',
              'href',
              'src',
              'srcSet',
              'sizes',
              'rel',
              'target',
              'role',
              'htmlFor',
              'name',
              'autoComplete',
              'inputMode',
              'enterKeyHint',
              'accept',
              'method',
              'encType',
              'loading',
              'decoding',
              'fetchPriority',
              'lang',
              'dir',
              'pattern',
              'step',
              'min',
              'max',
              'data-.*',
              'viewPath',
              'aria-(live|haspopup|current|controls|describedby|labelledby|hidden|modal|expanded|pressed|selected|checked|busy|atomic|relevant|sort|orientation|invalid|required|disabled|owns|errormessage)',
              'value',
              'variant',
              'size',
              'tone',
              'kind',
              'icon',
              'name',
              'as',
              'mode',
              'state',
              'status',
              'path',
              'testId',
              'position',
              'theme',
              'preload',
              'crossOrigin',
              'referrerPolicy',
              'content',
              'property',
              'viewBox',
              'fill',
              'stroke',
              'd',
              'xmlns',
              'strokeWidth',
              'strokeLinecap',
              'strokeLinejoin',
              'points',
              'cx',
              'cy',
              'r',
              'x',
              'y',
              'rx',
              'x1',
              'x2',
              'y1',
              'y2',
              'transform',
              'focusable',
              'fillRule',
              'clipRule',
            ],
          },
          words: {
            exclude: [
              /^[^\p{L}]*$/u,
              '[0-9!-/:-@[-`{-~·–—₹×…\\s]+',
              '[A-Z_-]+',
              'btn( [a-z-]+)*',
              '[a-z][a-zA-Z0-9_.]*',
              '_[a-z]+',
              '#[A-Z0-9]+',
            ],
          },
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'translate',
              'adminText',
              'catalogText',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
            ],
          },
        },
      ],
    },
  },
  {
    // Tests and browser specs live outside src: they may reach any module, and read src through '@/…'.
    files: ['client/e2e/**/*.ts', 'client/test/**/*.ts', 'client/*.config.ts', 'client/e2e/*.config.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.{ts,mjs}', 'common/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.js'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['./server/tsconfig.json', './common/tsconfig.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-cycle': ['error', {}],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
    },
  },
  {
    files: ['server/src/**/*.ts', 'common/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones(null) }] },
  },
  {
    files: ['server/src/modules/*/*.repository.ts', 'server/src/modules/*/*.shared.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones('shared') }] },
  },
  {
    files: ['server/src/modules/*/*.tables.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones('tables') }] },
  },
  {
    // Routes and endpoint lists speak HTTP and call their module: no repository, no database.
    files: ['server/src/**/*.routes.ts', 'server/src/**/*.endpoints.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository', '**/platform/db/**'],
              message: 'Routes receive their module, never a repository or the database.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes receive their module, never a repository or the database.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/**/*.repository.ts',
      'server/src/**/*.shared.ts',
      'server/src/**/*.tables.ts',
      'server/src/platform/db/**',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', SQL_IMPORTS] },
  },
  {
    files: ['server/test/**/*.ts', 'server/bench/**/*.ts', 'common/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);

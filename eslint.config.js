// Lint for boundaries and obvious bugs, not style (typecheck and review cover the rest).
// The folder rules are the architecture of docs/architecture.md: client and server never import
// each other, config imports neither, shared imports nothing of ours, sandbox talks to the server
// only through src/protocols and src/db-kit (its tests may also drive the adapters listed below),
// no module takes part in an import cycle, SQL only in the server's repository plugins, and the
// server's routes only translate HTTP: no database handle in them, no route folder importing
// another (what several features use is a service outside src/server/routes), what a form means
// in src/config/forms alone (pure), and rjsf imported only by src/client/theme and the studio's editors.
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import noCycleWithTypes from './scripts/lint/no-cycle-with-types.js';

// The sandbox's own tests (and the pay sandbox's test harness) drive the portal's real adapters,
// the other end of each wire, against the simulators: that is what proves both sides agree.
// Only these tests may import these server modules; the simulators themselves import none
// (what both sides of a wire must agree on lives in src/protocols, the DB handle in src/db-kit).
const SANDBOX_TEST_FILES = ['src/sandbox/**/*.test.ts', 'src/sandbox/**/test-harness.ts'];
const SANDBOX_TEST_EXCEPTIONS = [
  'adapters/insurer/insurer-adapter.ts',
  'adapters/ocr/index.ts',
  'adapters/ocr/ocr-errors.ts',
  'adapters/ocr/ocr-vendors.ts',
  'adapters/ocr/vendor-client.ts',
  'adapters/payment/ccavenue-gateway.ts',
  'adapters/payment/payment-gateway.ts',
  // A migrated throw-away database per test file (PGlite, or a schema of TEST_DATABASE_URL).
  'testing/test-database.ts',
];

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const sandboxMessage = 'The simulators import no server internals: share wire protocols through src/protocols, the database handle through src/db-kit.';

/** The folder rules; sandboxExceptions are the server files the sandbox may import (tests only). */
const boundaryZones = (sandboxExceptions) => [
  zone('./src/client', './src/server', 'The browser never imports the server: share through src/shared or src/config (what a form means: src/config/forms).'),
  zone('./src/server', './src/client', 'The server never imports the browser: move shared code to src/shared (what a form means: src/config/forms).'),
  zone('./src/config', './src/client', 'src/config is shared by every side and imports none of them.'),
  zone('./src/config', './src/server', 'src/config is shared by every side and imports none of them.'),
  zone('./src/config', './src/sandbox', 'src/config is shared by every side and imports none of them.'),
  zone('./src/shared', ['./src/client', './src/server', './src/sandbox'], 'src/shared is neutral: it imports neither side.'),
  zone('./src/client', './src/sandbox', 'The browser never imports the simulators.'),
  zone('./src/sandbox', './src/client', 'The simulators never import the browser.'),
  // Browser layers, lowest first: lib < startup < runtime < views (app and pages sit on top).
  zone('./src/client/lib', ['./src/client/startup', './src/client/runtime', './src/client/views', './src/client/app', './src/client/theme', './src/client/ui', './src/client/pages'], 'lib is the lowest browser layer: it imports no other browser folder.'),
  zone('./src/client/startup', ['./src/client/runtime', './src/client/views', './src/client/app', './src/client/theme', './src/client/pages'], 'startup sits below the runtime and the screens.'),
  zone('./src/client/runtime', './src/client/views', 'The runtime never imports the views: they register in app/journey-route.tsx.'),
  zone('./src/protocols', ['./src/client', './src/server', './src/sandbox', './src/config', './src/db-kit'], 'src/protocols is what both ends of a wire agree on: it imports neither end.'),
  zone('./src/db-kit', ['./src/client', './src/server', './src/sandbox', './src/config', './src/protocols'], 'src/db-kit is the database handle both the server and the simulators use: it imports neither.'),
  zone('./src/client', ['./src/protocols', './src/db-kit'], 'The browser speaks no server-to-server protocol and opens no database.'),
  zone('./src/sandbox', './src/server', sandboxMessage, sandboxExceptions.length ? sandboxExceptions.map((f) => `./${f}`) : undefined),
];

// Each entry of src/server/routes (a feature's folder, or a single route file) imports no other:
// shared logic is a service under src/server/<feature>/ (the staff guard is plugins/staff-guard.ts).
const ROUTES = './src/server/routes';
const routeEntries = readdirSync(new URL(ROUTES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() || (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')))
  .map((entry) => `${ROUTES}/${entry.name}`);
const routeMessage = 'A route folder imports no other route folder: move what both use to a service under src/server/<feature>/.';
const routeZones = routeEntries.flatMap((target) => {
  const others = routeEntries.filter((entry) => entry !== target);
  return [zone(target, others, routeMessage)];
});

// Services never import routes.
const serviceZone = zone('./src/server', ROUTES, 'Routes sit on top: a service never imports src/server/routes (move what it needs out of there).');

// SQL outside a repository: a plain or template string (its first part) that starts like a
// statement. Shaped so that texts such as 'DELETE /api/…' or 'Update the …' are not taken for SQL.
const SQL_START = /^\s*(select\s|insert\s+into\s|update\s+(\S+\s+set\s|$)|delete\s+from\s|with\s+(recursive\s+)?\w+\s+as\s)/i;
const sqlMessage = 'SQL lives in repository plugins only (src/server/<feature>/*-repository.ts, registered in src/server/repositories.ts): call it as app.<x>Repository.';
const sqlSelectors = [
  { selector: `Literal[value=/${SQL_START.source}/i]`, message: sqlMessage },
  { selector: `TemplateLiteral[quasis.0.value.raw=/${SQL_START.source}/i]`, message: sqlMessage },
];
// Where SQL may be written besides the repositories: the database driver and the migrations
// (src/server/db), tests and their helpers. src/db-kit and src/sandbox are outside src/server.
const SQL_HOMES = ['src/server/**/*-repository.ts', 'src/server/db/**', 'src/server/**/*.test.ts', 'src/server/testing/**'];
const dbMessage = 'Routes reach the database only through repository plugins (app.<x>Repository), never app.db or its drizzle handle.';

// Imports every file is held to (no-restricted-imports); the routes' block adds its own to these.
const restrictedImportPaths = [
  { name: 'react-i18next', message: 'Use src/client/lib/use-translation.ts (the one set-up of react-i18next).' },
  { name: 'react-router', importNames: ['Link', 'NavLink', 'Form'], message: 'Use src/client/ui/route-link.tsx.' },
];

// What a form means (blank, effects, partner switches, widget choice and rules, the message chain)
// has one home, src/config/forms; the page's and the server's form code are adapters over it, and
// the folder zones above already keep either side from borrowing the other's. These patterns name
// the old homes, so nothing grows back there.
const formPatterns = [
  { group: ['**/shared/blank', '**/shared/blank.js'], message: 'isBlank lives in src/config/forms/blank.ts (one notion of blank for the page and the server).' },
  { group: ['**/theme/widget-testers', '**/theme/widget-testers.js'], message: 'The widget testers live in src/config/forms/widget-testers.ts.' },
];

// rjsf is the portal theme's engine and the studio's editors' (which draw with that theme): nothing
// else imports it, so the light form, the runtime and the server stay free of it. The one exception
// is src/config/validator-code.ts, which compiles a form's validator in the shape rjsf's precompiled
// validator reads (the server serves it, the theme runs it).
const RJSF_HOMES = ['src/client/theme/**', 'src/client/studio/editors/**', 'src/config/validator-code.ts'];
const rjsfPattern = { group: ['@rjsf/*'], message: 'Only src/client/theme and src/client/studio/editors use rjsf: the theme is its one adapter (src/client/theme/index.ts).' };

// src/config/forms is pure: both sides and the landing carry it, so no framework comes with it.
const pureFormsPattern = {
  group: ['react', 'react-dom', 'react-dom/*', 'fastify', 'i18next', 'node:*', '@rjsf/*'],
  message: 'src/config/forms is pure TypeScript: what a form means, with no React, rjsf, i18next, Fastify or Node API.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'dist-sourcemaps/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'src/config/generated/**'] },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin, local: { rules: { 'no-cycle-with-types': noCycleWithTypes } } },
    settings: {
      // Sources import './x.js' for './x.ts' (NodeNext style): map the extension back.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-cycle-with-types': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?(raw|url)$'] }],
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones([]), ...routeZones] }],
      // One set-up of react-i18next for every component: src/client/lib/use-translation.ts (no Suspense, re-render
      // on reloaded texts). Size of every page: links are src/client/ui/route-link.tsx (react-router's <Link>
      // brings route-module prefetching).
      'no-restricted-imports': ['error', { paths: restrictedImportPaths, patterns: [...formPatterns, rjsfPattern] }],
      // Obvious bugs only.
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-duplicate-case': 'error',
      'no-self-compare': 'error',
      'no-unreachable': 'error',
      'no-unsafe-finally': 'error',
      'no-cond-assign': 'error',
      'no-control-regex': 'error',
      'no-constant-binary-expression': 'error',
      'use-isnan': 'error',
      'valid-typeof': 'error',
    },
  },
  {
    // The one module that sets react-i18next up.
    files: ['src/client/lib/use-translation.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: RJSF_HOMES,
    rules: { 'no-restricted-imports': ['error', { paths: restrictedImportPaths, patterns: formPatterns }] },
  },
  {
    files: ['src/config/forms/**/*.ts'],
    ignores: ['src/config/forms/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: restrictedImportPaths, patterns: [...formPatterns, pureFormsPattern] }] },
  },
  {
    // The one test that drives the page's and the server's form adapters on the same generated
    // forms (they must agree); like the sandbox's tests, it may reach both sides.
    files: ['src/config/forms/sides-agree.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: boundaryZones([]).filter((z) => z.target !== './src/config' || !['./src/client', './src/server'].includes(z.from)),
      }],
    },
  },
  {
    // SQL only in repository plugins (docs/architecture.md); the routes' block below repeats these
    // selectors with its own (a later block's no-restricted-syntax replaces an earlier one's).
    files: ['src/server/**/*.ts'],
    ignores: SQL_HOMES,
    rules: { 'no-restricted-syntax': ['error', ...sqlSelectors] },
  },
  {
    // Routes translate HTTP to services and repositories and back (docs/architecture.md). Their
    // tests may look into the tables to check what a call wrote.
    files: ['src/server/routes/**/*.ts'],
    ignores: ['src/server/routes/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error',
        ...sqlSelectors,
        { selector: "MemberExpression[property.name='db']", message: dbMessage },
        { selector: "MemberExpression[property.name='orm']", message: dbMessage },
      ],
      'no-restricted-imports': ['error', {
        paths: restrictedImportPaths,
        patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*', '**/db/*', '**/db-kit/*'], message: dbMessage }, ...formPatterns, rjsfPattern],
      }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/routes/**', 'src/server/**/*.test.ts', 'src/server/testing/**', 'src/server/app.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones([]), serviceZone] }] },
  },
  {
    files: SANDBOX_TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones(SANDBOX_TEST_EXCEPTIONS) }] },
  },
);

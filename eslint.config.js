// Lint for boundaries and obvious bugs, not style (typecheck and review cover the rest).
// The folder rules are the architecture of docs/architecture.md: client and server never import
// each other, config imports neither, shared imports nothing of ours, sandbox talks to the server
// only through the protocol modules listed below, and no module takes part in an import cycle.
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import noCycleWithTypes from './scripts/lint/no-cycle-with-types.js';

// Sandbox -> server imports that exist today: the wire protocols the simulators share with the
// adapters. They move to a neutral module later; nothing else of the server may be imported.
const SANDBOX_KNOWN_EXCEPTIONS = [
  'adapters/insurer/insurer-errors.ts',
  'adapters/insurer/operations.ts',
  'adapters/insurer/xml-codec.ts',
  'adapters/payment/ccavenue-crypto.ts',
  'adapters/payment/ccavenue-fields.ts',
  'adapters/payment/ccavenue-messages.ts',
  'adapters/payment/omr-amount.ts',
  'adapters/payment/payment-config.ts',
  'types.ts',
  // Sandbox seeding takes the migrations' advisory lock, so processes starting together seed once.
  'db/migrate.ts',
  // The sandbox's own tests drive the real adapters against the simulators.
  'adapters/insurer/insurer-adapter.ts',
  'adapters/ocr/index.ts',
  'adapters/ocr/ocr-errors.ts',
  'adapters/ocr/ocr-vendors.ts',
  'adapters/ocr/vendor-client.ts',
  'adapters/payment/ccavenue-gateway.ts',
  'adapters/payment/payment-gateway.ts',
  'db/test-database.ts',
];

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

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
      'import-x/no-restricted-paths': ['error', {
        zones: [
          zone('./src/client', './src/server', 'The browser never imports the server: share through src/shared or src/config.'),
          zone('./src/server', './src/client', 'The server never imports the browser: move shared code to src/shared.'),
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
          zone('./src/sandbox', './src/server', 'The simulators speak the wire protocol; they import no server internals beyond the known exceptions.', SANDBOX_KNOWN_EXCEPTIONS.map((f) => `./${f}`)),
        ],
      }],
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
);

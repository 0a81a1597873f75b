import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * rjsf, ajv and what they pull in go in one chunk that the landing page never downloads. Only
 * node_modules are grouped: a group takes its modules' dependencies along, so grouping our own
 * theme would drag the shared client modules it uses (api, store, toasts) out of the entry and
 * make the entry import the form stack. Our theme and the journey runner are reached only by
 * dynamic imports, so they get chunks of their own without a group.
 */
const FORM_STACK = /[\\/]node_modules[\\/](@rjsf|@x0k|ajv|ajv-formats|fast-uri|fast-deep-equal|fast-equals|json-schema-traverse|markdown-to-jsx|lodash|lodash-es|jsonpointer|react-is|nanoid)[\\/]/;
/** Shared by every route; grouped first so the groups above do not drag it out of the entry. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|html-parse-stringify|void-elements|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Vite 8 (rolldown) form of manualChunks.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 30 },
            { name: 'form-stack', test: FORM_STACK, priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    // `npx vite` serves the shell against a running portal server (default port 8080). Journey
    // forms need `npm run build`: the precompiled validators are CommonJS, which only the build converts.
    proxy: { '/api': 'http://127.0.0.1:8080', '/sandbox': 'http://127.0.0.1:8080' },
  },
});

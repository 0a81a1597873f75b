import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Heavy form machinery (rjsf, ajv, our rjsf adapter and the precompiled validators) goes in its
 * own chunk so the landing page never downloads it. The journey runner needs no group: it is
 * only reached by a dynamic import, so it gets a chunk of its own, and it loads the form stack
 * only through the lazily imported form step.
 */
const FORM_STACK = /[\\/]node_modules[\\/](@rjsf|ajv|ajv-formats|fast-uri|fast-deep-equal|json-schema-traverse|markdown-to-jsx|lodash|lodash-es|jsonpointer|react-is|nanoid)[\\/]|[\\/]src[\\/]client[\\/]theme[\\/](schema-form|rjsf-|validators|index|\.generated)/;
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

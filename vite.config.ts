import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Heavy form machinery (rjsf, ajv, our theme and the precompiled validators) goes in its own
 * chunk so the landing page never downloads it; the journey runner gets a chunk of its own so a
 * view-only journey does not pull the form stack either.
 */
const FORM_STACK = /[\\/]node_modules[\\/](@rjsf|ajv|ajv-formats|fast-uri|fast-deep-equal|json-schema-traverse|markdown-to-jsx|lodash|lodash-es|jsonpointer|react-is|nanoid)[\\/]|[\\/]src[\\/]client[\\/]theme[\\/]/;
const JOURNEY_RUNTIME = /[\\/]src[\\/]client[\\/]runtime[\\/]/;

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
            { name: 'form-stack', test: FORM_STACK },
            { name: 'journey-runtime', test: JOURNEY_RUNTIME },
          ],
        },
      },
    },
  },
  server: {
    // During `vite` development the API is the Fastify server.
    proxy: { '/api': 'http://127.0.0.1:3000', '/sandbox': 'http://127.0.0.1:3000' },
  },
});

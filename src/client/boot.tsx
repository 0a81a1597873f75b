import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import { warmRouteChunks } from './app/router.js';
import { initI18n } from './lib/i18n.js';
import { runStartup } from './startup/run-startup.js';

/** Starts the app (main.tsx imports this module once the page's own markup has painted). */
export async function boot(): Promise<void> {
  // Everything the first screen waits for starts at once rather than one after another: the
  // texts, the access token and partner (start-up), and the route's code.
  const startup = runStartup();
  warmRouteChunks(window.location.pathname, window.location.search);
  await initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // React empties the container as it mounts: the server's markup of this first render
  // (src/server/plugins/first-screen-markup.ts) gives way to the same elements, in one frame.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // Start-up failures are logged inside; the screens render meanwhile under the progress bar.
  await startup;
}

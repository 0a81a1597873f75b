// The page's entry. Where the server put the route's first screen in the page (the app's first
// render, made by the build: src/server/plugins/first-screen-markup.ts), it paints before the
// framework's code is evaluated: that code (boot.tsx, named in the page as modulepreloads by
// vite.config.ts, bootPreloads, so it downloads meanwhile) runs after that paint. Without
// markup there is nothing to paint and the app starts at once. The stylesheets stay here: the
// page links them, and the markup paints with them.
import './app/styles.css';
import './ui/ui.css';
import { afterFirstContentfulPaint } from './lib/next-paint.js';

function start(): void {
  import('./boot.js')
    .then(({ boot }) => boot())
    .catch((error: unknown) => console.error('The portal could not start', error));
}

if (document.getElementById('root')?.firstElementChild) afterFirstContentfulPaint(start);
else start();

import type { JourneyPaths } from './journey-routes.js';

/**
 * Id, route and aliases of every journey descriptor in journeys/, read at build time. Only those
 * fields are imported, so the shell does not carry the descriptors themselves. A journey added
 * after the build is found through the server (served-journeys.ts).
 */
const ids = import.meta.glob<string>('../../../journeys/*.json', { import: 'id', eager: true });
const routes = import.meta.glob<string>('../../../journeys/*.json', { import: 'route', eager: true });
/** Journey id -> aliases, written in by the build (vite.config.ts); absent in unit tests. */
declare const __JOURNEY_ALIASES__: Record<string, string[]> | undefined;
const aliases = typeof __JOURNEY_ALIASES__ === 'undefined' ? {} : __JOURNEY_ALIASES__;

export const JOURNEY_ROUTES: JourneyPaths = Object.fromEntries(
  Object.entries(ids).flatMap(([file, id]) => {
    const route = routes[file];
    return typeof id === 'string' && typeof route === 'string' ? [[id, [route, ...(aliases[id] ?? [])]]] : [];
  }),
);

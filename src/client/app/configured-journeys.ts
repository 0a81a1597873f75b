/**
 * Id and route of every journey descriptor in journeys/, read at build time. Only those two
 * fields are imported, so the shell does not carry the descriptors themselves.
 */
const ids = import.meta.glob<string>('../../../journeys/*.json', { import: 'id', eager: true });
const routes = import.meta.glob<string>('../../../journeys/*.json', { import: 'route', eager: true });

export const JOURNEY_ROUTES: Record<string, string> = Object.fromEntries(
  Object.entries(ids).flatMap(([file, id]) => {
    const route = routes[file];
    return typeof id === 'string' && typeof route === 'string' ? [[id, route]] : [];
  }),
);

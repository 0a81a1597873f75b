// What a route's first screen cannot paint without, named in the page the route opens: where a
// view is itself the first screen (the landing page), its code and its journey's descriptor. The
// app asks for them only once the framework's code has run, a round trip after the page; named in
// the page, they load beside that code. The build lists the code per route (vite.config.ts,
// firstScreenCode); this adds the descriptor where every visit is answered by the same one.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { canonicalPath } from '../../config/route-path.js';
import type { ConfigTree } from '../../config/types.js';
import { FIRST_SCREENS_FILE, type FirstScreen, type FirstScreens } from '../../shared/first-screens.js';

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** A JSON object the build wrote for the server (dist/.vite/); undefined when absent (an older build) or not an object. */
export function readBuildObject(distDir: string, file: string): Record<string, unknown> | undefined {
  const full = path.join(distDir, file);
  if (!existsSync(full)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(full, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The build's list; empty when the build wrote none (an older build) or it is not what the build writes. */
export function readFirstScreens(distDir: string): FirstScreens {
  const parsed = readBuildObject(distDir, FIRST_SCREENS_FILE);
  if (!parsed) return {};
  const screens: FirstScreens = {};
  for (const [route, value] of Object.entries(parsed)) {
    const screen = value as Partial<FirstScreen>;
    const assets = [...(screen.modules ?? []), ...(screen.styles ?? [])];
    if (typeof screen.journey !== 'string' || !Array.isArray(screen.modules) || !Array.isArray(screen.styles) || !assets.every((a) => typeof a === 'string' && ASSET.test(a))) continue;
    screens[route] = { journey: screen.journey, modules: screen.modules, styles: screen.styles };
  }
  return screens;
}

/** Whether the served config still opens the build's journey at this path (a release may have moved it). */
function journeyClaims(tree: ConfigTree, journeyId: string, route: string): boolean {
  const journey = Object.hasOwn(tree.journeys, journeyId) ? tree.journeys[journeyId]?.data : undefined;
  return !!journey && [journey.route, ...(journey.aliases ?? [])].some((path) => canonicalPath(path) === route);
}

/**
 * The <link> tags for a path's first screen ('' for a path without one). The descriptor only where
 * no release is being staged: a staged release answers some visits (by the visit id the app sends,
 * which the page's own request does not carry) with a descriptor of its own.
 */
export function firstScreenLinks(screens: FirstScreens, pathname: string, tree: ConfigTree, staged: boolean): string {
  const route = canonicalPath(pathname);
  const screen = Object.hasOwn(screens, route) ? screens[route] : undefined;
  if (!screen) return '';
  const links = [
    // Low priority: the framework's code, which paints the header, keeps the line first (measured,
    // Lighthouse mobile on the landing page: first paint 1.86-1.93 s before, 1.63-1.85 s with, 1.87-2.07 s without).
    ...screen.modules.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`),
    // Preloaded, not linked: a stylesheet link would hold the header's paint too; the chunk's import adds the sheet.
    ...screen.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
  if (!staged && journeyClaims(tree, screen.journey, route)) {
    // Fetched as the app fetches it (runtime/journey-config.ts), so the app's request takes this answer.
    links.unshift(`<link rel="preload" href="/api/v1/config/journeys/${encodeURIComponent(screen.journey)}" as="fetch" crossorigin="anonymous">`);
  }
  return links.join('\n    ');
}

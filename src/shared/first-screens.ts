/**
 * What the build tells the server about first screens (vite.config.ts firstScreenCode writes it,
 * src/server/plugins/first-screens.ts reads it): per route, the journey and the built chunks a view
 * drawn without the journey frame cannot paint without.
 */
export interface FirstScreen {
  journey: string;
  /** Built chunks, as the page's own addresses (/assets/...). */
  modules: string[];
  styles: string[];
}

/** Canonical route (src/config/route-path.ts) -> its first screen. */
export type FirstScreens = Record<string, FirstScreen>;

/** Where in the build's output (dist/), outside what the server serves to the web. */
export const FIRST_SCREENS_FILE = '.vite/first-screens.json';

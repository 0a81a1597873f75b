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

/**
 * A route's page as the app's first render draws it in one language (vite.config.ts
 * firstScreenMarkup renders the app's own components at build time): the markup the server puts
 * in the page's #root, so the header and the journey's title paint with the page instead of after
 * the framework's code; the app's first render replaces it with the same elements.
 */
export interface FirstScreenMarkup {
  html: string;
  /** Every text the render looked up, as it was then (null: looked up and absent). The page gets the markup only while the served texts are these. */
  texts: Record<string, string | null>;
}

/** The languages a page is served in (its document's lang and dir, its markup). */
export const PAGE_LANGUAGES = ['en', 'ar'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Canonical route -> language -> its first render's markup. */
export type FirstScreenMarkups = Record<string, Partial<Record<PageLanguage, FirstScreenMarkup>>>;

export const FIRST_SCREEN_MARKUP_FILE = '.vite/first-screen-markup.json';

// The app's first render of a route, put in the route's page (the build renders it with the app's
// own components: vite.config.ts firstScreenMarkup): the header and the journey's title paint
// once the page and its stylesheet have come, about a second sooner on a slow phone than when
// they wait for the framework's code, and the app's first render then puts the same elements in
// their place (React empties #root as it mounts). Sent only where it is what the app would draw:
// the served texts are the ones it was rendered with, the partner has no logo or colours of its
// own (the markup has the insurer's), and no release is being staged (a visit may get the staged texts).
import { partnerById } from '../../config/index.js';
import { perTreeKeyed } from '../../config/per-tree.js';
import { canonicalPath } from '../../config/route-path.js';
import type { ConfigTree } from '../../config/types.js';
import { FIRST_SCREEN_MARKUP_FILE, PAGE_LANGUAGES, type FirstScreenMarkup, type FirstScreenMarkups, type PageLanguage as Language } from '../../shared/first-screens.js';
import { servedText } from '../forms/locale-text.js';
import { readBuildObject } from './first-screens.js';

function isMarkup(value: unknown): value is FirstScreenMarkup {
  const markup = value as Partial<FirstScreenMarkup> | null;
  return !!markup && typeof markup.html === 'string' && !!markup.texts && typeof markup.texts === 'object'
    && Object.values(markup.texts).every((text) => text === null || typeof text === 'string');
}

/** The build's markups; empty when it wrote none (an older build) or not in the shape the build writes. */
export function readFirstScreenMarkups(distDir: string): FirstScreenMarkups {
  const markups: FirstScreenMarkups = {};
  for (const [route, languages] of Object.entries(readBuildObject(distDir, FIRST_SCREEN_MARKUP_FILE) ?? {})) {
    for (const language of PAGE_LANGUAGES) {
      const markup = languages && typeof languages === 'object' ? (languages as Record<string, unknown>)[language] : undefined;
      if (isMarkup(markup)) (markups[route] ??= {})[language] = markup;
    }
  }
  return markups;
}

/** Whether this partner's page in this language is drawn as the markup was: its texts and the insurer's look. */
function drawnAlike(tree: ConfigTree, partnerId: string, language: Language, markup: FirstScreenMarkup): boolean {
  const partner = Object.hasOwn(tree.partners, partnerId) ? partnerById(tree, partnerId) : undefined;
  if (!partner || partner.logo || Object.keys(partner.theme ?? {}).length) return false;
  return Object.entries(markup.texts).every(([key, text]) => (servedText(tree, partnerId, key, language) ?? null) === text);
}

/**
 * Whether a route's markup is sent: worked out once per tree, partner, route and language (keys
 * are the build's routes, never a raw address).
 */
export function firstScreenMarkupSender(markups: FirstScreenMarkups): (pathname: string, language: Language, tree: ConfigTree, partnerId: string, staged: boolean) => string {
  const sendable = perTreeKeyed((tree, key) => {
    const [partnerId = '', route = '', language = 'en'] = key.split('\n');
    const markup = markups[route]?.[language as Language];
    return markup && drawnAlike(tree, partnerId, language as Language, markup) ? markup.html : '';
  });
  return (pathname, language, tree, partnerId, staged) => {
    const route = canonicalPath(pathname);
    if (staged || !Object.hasOwn(markups, route)) return '';
    return sendable(tree, `${partnerId}\n${route}\n${language}`);
  };
}

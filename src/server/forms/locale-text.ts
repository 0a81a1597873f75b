import type { ConfigTree } from '../../config/types.js';
import { resolvedLocale } from './form-cache.js';

/**
 * The English text of an i18n key as the partner shows it. A 400 carries the same words the page
 * shows, so an API client sees "Please enter valid plate number." rather than an ajv keyword.
 */
export function localeText(tree: ConfigTree, partnerId: string, key: string, lng = 'en'): string {
  return servedText(tree, partnerId, key, lng) ?? key;
}

/** The text at an i18n key (dots between its parts, as i18next reads it) as the partner shows it; undefined where none is. */
export function servedText(tree: ConfigTree, partnerId: string, key: string, lng: string): string | undefined {
  let node: unknown = resolvedLocale(tree, partnerId, lng);
  for (const segment of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  return typeof node === 'string' ? node : undefined;
}

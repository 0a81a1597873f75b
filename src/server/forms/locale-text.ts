import type { ConfigTree } from '../../config/types.js';
import { resolvedLocale } from './form-cache.js';

/**
 * The English text of an i18n key as the partner shows it. A 400 carries the same words the page
 * shows, so an API client sees "Please enter valid plate number." rather than an ajv keyword.
 */
export function localeText(tree: ConfigTree, partnerId: string, key: string, lng = 'en'): string {
  let node: unknown = resolvedLocale(tree, partnerId, lng);
  for (const segment of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  return typeof node === 'string' ? node : key;
}

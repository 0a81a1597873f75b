import type { FastifyRequest } from 'fastify';
import { messageKey, type FormMessages } from '../../config/forms/messages.js';
import type { ResolvedForm } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';
import { localeText } from './locale-text.js';

/**
 * The words the page shows for a failing rule, so a 400 explains itself: the key by the page's
 * lookup chain (src/config/forms/messages.ts), a key "existing" when the partner's texts have it.
 */
export function fieldMessage(tree: ConfigTree, partnerId: string, form: ResolvedForm, field: string, keyword: string, lang: string): string {
  const exists = (key: string) => localeText(tree, partnerId, key, lang) !== key;
  return localeText(tree, partnerId, messageKey(form.id, field, keyword, form.messages as FormMessages | undefined, exists), lang);
}

/**
 * The language of a request's messages: the first Accept-Language tag the config has texts for,
 * else English (the browser validates and words its own messages; this is for API clients).
 */
export function requestLanguage(request: FastifyRequest): string {
  const header = request.headers['accept-language'];
  const tags = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  for (const tag of tags) {
    const primary = tag.split(';')[0]!.trim().split('-')[0]!.toLowerCase();
    if (primary && Object.hasOwn(request.configTree.locales, primary)) return primary;
  }
  return 'en';
}

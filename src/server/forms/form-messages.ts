import type { FastifyRequest } from 'fastify';
import type { ResolvedForm } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';
import { localeText } from './locale-text.js';

/**
 * The words the page shows for a failing rule, so a 400 explains itself: the form's own
 * `messages`, then forms.<formId>.<field>.error.<keyword>, fields.<field>.error.<keyword>,
 * error.<keyword>, and last ui.form.invalid (the chain of docs/architecture.md, "Form").
 */
export function fieldMessage(tree: ConfigTree, partnerId: string, form: ResolvedForm, field: string, keyword: string, lang: string): string {
  const own = (form.messages as Record<string, Record<string, string> | undefined> | undefined)?.[field]?.[keyword];
  const chain = [own, `forms.${form.id}.${field}.error.${keyword}`, `fields.${field}.error.${keyword}`, `error.${keyword}`];
  const key = chain.find((candidate) => candidate && localeText(tree, partnerId, candidate, lang) !== candidate) ?? 'ui.form.invalid';
  return localeText(tree, partnerId, key, lang);
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

// Consent kept as proof (issue 24, item 6): the answers to a form's consent boxes (consent-fields.ts)
// stored with what the customer was shown and under which config, when, through which channel
// and from where (an HMAC of the address: it proves a later claim "it was me, from here" without
// keeping the address itself).
import { createHash, createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { perTree } from '../../config/per-tree.js';
import { partnerById, partnerConfigView, type ResolvedForm } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';
import { madeUnder } from '../config-state.js';
import { localeText, requestLanguage } from '../forms/index.js';
import { consentFields, type ConsentField } from './consent-fields.js';
import type { NewConsent } from './consents-repository.js';

// The key's derivation was an HMAC of its own on every lead (a third of a lead's consent work):
// it depends on the secret alone, so it is derived once per secret (as a KeyObject, which
// createHmac takes without preparing a key from bytes again).
let addressKey: { secret: string; key: KeyObject } | undefined;

/** The address key: derived from the token key, so every process (and a sandbox restart) agrees. */
export function addressHash(secret: string, address: string | undefined): string | null {
  if (!address) return null;
  if (addressKey?.secret !== secret) addressKey = { secret, key: createSecretKey(createHmac('sha256', secret).update('consent-address').digest()) };
  return createHmac('sha256', addressKey.key).update(address).digest('base64url');
}

/** The web page (the shared public client) or a partner's own API client. */
export function channelOf(request: FastifyRequest, publicClientId: string): 'web' | 'api' {
  return request.clientId === undefined || request.clientId === publicClientId ? 'web' : 'api';
}

export interface ConsentRefs {
  transId?: string | null;
  quoteNo?: string | null;
  /** The language of the page; by default the request's. */
  language?: string;
}

/** What one consent box showed: the same for every customer of a tree, partner, form and language. */
interface ShownConsent {
  box: ConsentField;
  textShown: string;
  textHash: string;
}

/** Languages are the tree's (or a few a caller names); the bound keeps an odd caller from growing the map. */
const MAX_SHOWN_KEYS = 100;
const shownByForm = perTree(() => new WeakMap<ResolvedForm, Map<string, readonly ShownConsent[]>>());

/**
 * A form's consent boxes with their texts and hash, worked out once per tree, form, partner and
 * language: the boxes, the locale lookups and the SHA-256 were a tenth of a lead POST's CPU.
 */
function shownConsents(tree: ConfigTree, partnerId: string, form: ResolvedForm, language: string): readonly ShownConsent[] {
  const forms = shownByForm(tree);
  let byKey = forms.get(form);
  if (!byKey) forms.set(form, (byKey = new Map()));
  const key = `${partnerId}\n${language}`;
  let shown = byKey.get(key);
  if (shown) return shown;
  const links = partnerConfigView(partnerById(tree, partnerId)).LINKS;
  shown = consentFields(form).map((box) => {
    const texts = box.textKeys.map((textKey) => localeText(tree, partnerId, textKey, language));
    const url = box.link ? links[box.link] : undefined;
    const textShown = [...texts, ...(url ? [`<${url}>`] : [])].join(' ');
    return Object.freeze({ box, textShown, textHash: createHash('sha256').update(textShown).digest('hex') });
  });
  if (byKey.size >= MAX_SHOWN_KEYS) byKey.clear();
  byKey.set(key, shown);
  return shown;
}

/**
 * The consent rows for the answers `answers` (by form field) to `forms`: one per consent box of
 * the forms, accepted when its answer is true. Nothing is written (see storeConsents).
 */
export function consentRows(app: FastifyInstance, request: FastifyRequest, forms: ResolvedForm[], answers: Record<string, unknown>, refs: ConsentRefs): NewConsent[] {
  const tree = request.configTree;
  const language = refs.language ?? requestLanguage(request);
  const { configVersion, configRelease } = madeUnder(tree);
  const channel = channelOf(request, app.env.PUBLIC_CLIENT_ID);
  const address = addressHash(app.env.TOKEN_SECRET, request.ip);
  return forms.flatMap((form) => shownConsents(tree, request.partnerId, form, language).map(({ box: c, textShown, textHash }): NewConsent => ({
    kind: c.kind, accepted: answers[c.field] === true, transId: refs.transId ?? null, quoteNo: refs.quoteNo ?? null,
    partnerId: request.partnerId, channel, clientId: request.clientId ?? null, formId: form.id, field: c.field, language,
    textKeys: c.textKeys, textShown, textHash, configVersion, configRelease, addressHash: address,
  })));
}

/** Stores the consents given with a form's answers. */
export async function storeConsents(app: FastifyInstance, request: FastifyRequest, forms: ResolvedForm[], answers: Record<string, unknown>, refs: ConsentRefs): Promise<void> {
  await app.consentsRepository.insert(consentRows(app, request, forms, answers, refs));
}

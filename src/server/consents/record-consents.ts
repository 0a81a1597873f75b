// Consent kept as proof (issue 24, item 6): the answers to a form's consent boxes (consent-fields.ts)
// stored with what the customer was shown and under which config, when, through which channel
// and from where (an HMAC of the address: it proves a later claim "it was me, from here" without
// keeping the address itself).
import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { partnerById, partnerConfigView, type ResolvedForm } from '../../config/resolve.js';
import { madeUnder } from '../config-state.js';
import { localeText, requestLanguage } from '../forms/index.js';
import { consentFields } from './consent-fields.js';
import type { NewConsent } from './consents-repository.js';

/** The address key: derived from the token key, so every process (and a sandbox restart) agrees. */
export function addressHash(secret: string, address: string | undefined): string | null {
  if (!address) return null;
  const key = createHmac('sha256', secret).update('consent-address').digest();
  return createHmac('sha256', key).update(address).digest('base64url');
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

/**
 * The consent rows for the answers `answers` (by form field) to `forms`: one per consent box of
 * the forms, accepted when its answer is true. Nothing is written (see storeConsents).
 */
export function consentRows(app: FastifyInstance, request: FastifyRequest, forms: ResolvedForm[], answers: Record<string, unknown>, refs: ConsentRefs): NewConsent[] {
  const tree = request.configTree;
  const language = refs.language ?? requestLanguage(request);
  const links = partnerConfigView(partnerById(tree, request.partnerId)).LINKS;
  const { configVersion, configRelease } = madeUnder(tree);
  const channel = channelOf(request, app.env.PUBLIC_CLIENT_ID);
  const address = addressHash(app.env.TOKEN_SECRET, request.ip);
  return forms.flatMap((form) => consentFields(form).map((c): NewConsent => {
    const texts = c.textKeys.map((key) => localeText(tree, request.partnerId, key, language));
    const url = c.link ? links[c.link] : undefined;
    const textShown = [...texts, ...(url ? [`<${url}>`] : [])].join(' ');
    return {
      kind: c.kind, accepted: answers[c.field] === true, transId: refs.transId ?? null, quoteNo: refs.quoteNo ?? null,
      partnerId: request.partnerId, channel, clientId: request.clientId ?? null, formId: form.id, field: c.field, language,
      textKeys: c.textKeys, textShown, textHash: createHash('sha256').update(textShown).digest('hex'),
      configVersion, configRelease, addressHash: address,
    };
  }));
}

/** Stores the consents given with a form's answers. */
export async function storeConsents(app: FastifyInstance, request: FastifyRequest, forms: ResolvedForm[], answers: Record<string, unknown>, refs: ConsentRefs): Promise<void> {
  await app.consentsRepository.insert(consentRows(app, request, forms, answers, refs));
}

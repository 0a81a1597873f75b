// The studio's live preview of a draft: its tree resolved for a partner (a form, or a journey with
// the forms of its steps, and both languages' texts), the pickers' lists, the checker's findings,
// and the validator modules of its forms. Also the meta-schemas the studio's editors are made from.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PARTNER_ID, partnerConfigView, resolveForm, resolveJourney, resolveLocale, type ResolvedForm } from '../../../config/index.js';
import type { ConfigTree } from '../../../config/types.js';
import { appError, errorResponses } from '../../errors.js';
import { visibleDraft } from '../../releases/drafts.js';
import { draftEditorLists, draftTree, draftValidatorCode, draftValidatorUrl, metaSchemas, metaSchemaTexts, treeSummary } from '../../releases/preview.js';
import { canReadFile, partnerShownTo } from '../../staff/roles.js';
import { dataOf, draftIdParams, REVISION } from './release-schemas.js';
import { actorOf } from './release-views.js';
import { typed } from '../../typed-routes.js';

const ID = { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } as const;
const anyObject = { type: 'object', additionalProperties: true } as const;
const tags = ['staff'];
const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;
/** schemas/meta/i18n/<lng>.json by language: labels by property name, texts by their English. */
const metaTextsByLanguage = {
  type: 'object', description: "The meta-schemas' labels and texts in other languages than English",
  additionalProperties: { type: 'object', required: ['labels', 'texts'], additionalProperties: false, properties: { labels: stringMap, texts: stringMap } },
} as const;

const previewQuery = {
  type: 'object', additionalProperties: false,
  properties: {
    partner: ID, form: ID, journey: ID,
    side: { type: 'string', enum: ['draft', 'base'], default: 'draft', description: 'base: the release the draft started from (the review\'s "before")' },
  },
} as const;

const previewAnswer = dataOf({
  type: 'object', required: ['revision', 'findings', 'tree'],
  properties: {
    revision: REVISION,
    side: { type: 'string', enum: ['draft', 'base'] },
    findings: { type: 'array', items: anyObject, description: "The checker's findings on the draft's tree" },
    tree: { anyOf: [anyObject, { type: 'null' }], description: 'Journeys, forms and partners of the draft (null while it has errors)' },
    lists: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    partner: anyObject,
    form: anyObject,
    journey: anyObject,
    forms: { type: 'object', additionalProperties: anyObject },
    texts: { type: 'object', properties: { en: anyObject, ar: anyObject } },
    validators: { type: 'object', additionalProperties: { type: 'string' } },
    newPartner: { type: 'string', description: 'On the base side: this partner is new in the draft, so the release before it has no site of it to show' },
  },
});

/** What a pane needs to look like the partner's site. */
function partnerLook(tree: ConfigTree, partnerId: string) {
  const partner = tree.partners[partnerId]!.data;
  return { id: partner.id, name: partner.name, logo: partner.logo ?? null, theme: (partner.theme ?? {}) as Record<string, string>, config: partnerConfigView(partner) };
}

export async function staffPreviewRoutes(app: FastifyInstance): Promise<void> {
  typed(app).get('/api/staff/drafts/:id/preview', {
    config: { public: true, staff: true },
    schema: { summary: 'Staff: a draft (or the release it started from) resolved for a partner, to preview it', tags, params: draftIdParams, querystring: previewQuery, response: { 200: previewAnswer, ...errorResponses(400, 401, 404) } },
  }, async (request) => {
    const staff = request.staff!;
    const draft = await visibleDraft(app, actorOf(request), request.params.id);
    const side = request.query.side ?? 'draft';
    const { tree, issues, validators } = await draftTree(app, draft, side);
    const head = { revision: draft.revision, side, findings: issues.filter((issue) => canReadFile(staff, issue.file)) };
    if (!tree) return { data: { ...head, tree: null } };
    const { query } = request;
    // A partner's own staff preview as their partner only: another is as missing as one that is not there.
    const partnerId = partnerShownTo(staff, query.partner, DEFAULT_PARTNER_ID);
    if (partnerId === undefined) throw appError('NOT_FOUND');
    if (!Object.hasOwn(tree.partners, partnerId)) {
      // The review's "before" of a partner the draft adds: not a missing thing, a new one.
      if (side === 'base' && Object.hasOwn((await draftTree(app, draft, 'draft')).tree?.partners ?? {}, partnerId)) {
        return { data: { ...head, tree: treeSummary(tree, staff), newPartner: partnerId } };
      }
      throw appError('NOT_FOUND');
    }
    const forms: Record<string, ResolvedForm> = {};
    const addForm = (id: string | undefined) => {
      if (id && !forms[id] && Object.hasOwn(tree.forms, id)) forms[id] = resolveForm(tree, partnerId, id);
    };
    let journey;
    if (query.journey) {
      if (!Object.hasOwn(tree.journeys, query.journey)) throw appError('NOT_FOUND');
      journey = resolveJourney(tree, partnerId, query.journey);
      for (const step of journey.steps) [step.form, ...(step.forms ?? [])].forEach(addForm);
    } else if (query.form) {
      if (!Object.hasOwn(tree.forms, query.form)) throw appError('NOT_FOUND');
      addForm(query.form);
    }
    const urls: Record<string, string> = {};
    for (const form of Object.values(forms)) {
      for (const schema of [form.schema, ...(form.tabs ?? []).map((tab) => tab.schema)]) {
        const compiled = schema && validators?.byId.get(schema.$id);
        if (compiled) urls[schema.$id] = draftValidatorUrl(draft.id, compiled.url);
      }
    }
    return {
      data: {
        ...head,
        tree: treeSummary(tree, staff),
        lists: await draftEditorLists(app, tree),
        partner: partnerLook(tree, partnerId),
        ...(journey ? { journey } : {}),
        ...(query.form ? { form: forms[query.form] } : {}),
        forms,
        texts: { en: resolveLocale(tree, partnerId, 'en'), ar: resolveLocale(tree, partnerId, 'ar') },
        validators: urls,
      },
    };
  });

  typed(app).get('/api/staff/drafts/:id/validators/:file', {
    config: { public: true, staff: true },
    schema: {
      summary: "Staff: a validator module of a draft's form (an ES module)", tags,
      params: { type: 'object', required: ['id', 'file'], additionalProperties: false, properties: { id: draftIdParams.properties.id, file: { type: 'string', pattern: '^[0-9a-f]{20}\\.js$' } } },
      response: { 200: { type: 'string' }, ...errorResponses(400, 401, 404) },
    },
  }, async (request, reply) => {
    const draft = await visibleDraft(app, actorOf(request), request.params.id);
    // Named by the hash of its code, a module is looked for in the draft's tree, then its base's.
    const code = draftValidatorCode((await draftTree(app, draft)).validators, request.params.file)
      ?? draftValidatorCode((await draftTree(app, draft, 'base')).validators, request.params.file);
    if (code === undefined) throw appError('NOT_FOUND');
    // Named by the hash of its code: the answer never changes, but it is staff-only.
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'private, max-age=86400').send(code);
  });

  app.get('/api/staff/meta-schemas', {
    config: { public: true, staff: true },
    schema: {
      summary: "Staff: the meta-schemas of the config kinds (the studio's editors are made from them)", tags,
      response: { 200: dataOf({ type: 'object', required: ['kinds', 'views', 'i18n'], properties: { kinds: anyObject, views: anyObject, i18n: metaTextsByLanguage } }), ...errorResponses(401) },
    },
  }, async () => ({ data: { ...await metaSchemas(app.env.CONFIG_ROOT), i18n: await metaSchemaTexts(app.env.CONFIG_ROOT) } }));
}

// Drafts of the next config release: create, read, write a file (answers the checker's findings on
// the whole tree), submit, approve, reject, reopen, publish. The rules live in src/server/releases.
import type { FastifyInstance } from 'fastify';
import { appError, errorResponses } from '../../errors.js';
import { MAX_FILE_DEPTH, wellFormedJson } from '../../releases/content.js';
import { jsonFileText } from '../../../config/index.js';
import { createDraft, readableDraftTexts, submitDraft, visibleDraft, writeDraftFile } from '../../releases/drafts.js';
import { publishDraft } from '../../releases/publish.js';
import { approveDraft, rejectDraft, reopenDraft } from '../../releases/review.js';
import {
  approveBody, createDraftBody, dataOf, draft, draftFileErrors, draftFileParams, draftIdParams, draftListQuery, fileQuery, publishBody, rejectBody, release, submitBody,
} from './release-schemas.js';
import { actorOf, draftView, oneReleaseView, revisionOf } from './release-views.js';
import { typed, type FromSchema } from '../../typed-routes.js';

const draftAnswer = { 200: dataOf(draft) };
const tags = ['staff'];
const reopenBody = { type: 'object', additionalProperties: false } as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body's text as it came (the drafts' routes keep a saved file byte for byte). */
    jsonText?: string;
  }
}

export async function staffDraftRoutes(app: FastifyInstance): Promise<void> {
  // A saved file is kept as the text it was sent in (issue 31: a release gives back each file exactly
  // as written). Parsed by Fastify's own JSON parser, the same prototype-poisoning refusals and body
  // limit; only the text is kept beside it. This plugin's routes alone (Fastify scopes parsers).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.jsonText = body as string;
    parseJson(request, body as string, done);
  });

  typed(app).get('/api/staff/drafts', {
    config: { public: true, staff: true },
    schema: { summary: 'Staff: drafts, newest first', tags, querystring: draftListQuery, response: { 200: dataOf({ type: 'array', items: draft }), ...errorResponses(400, 401) } },
  }, async (request) => {
    const drafts = await app.draftsRepository.list({ status: request.query.status, partnerScope: request.staff!.partnerScope });
    return { data: drafts.map((d) => draftView(d, request.staff!)) };
  });

  typed(app).post('/api/staff/drafts', {
    config: { public: true, staff: true },
    schema: { summary: 'Staff: start a draft of the next release', tags, body: createDraftBody, response: { 201: dataOf(draft), ...errorResponses(400, 401, 403, 404, 409) } },
  }, async (request, reply) => reply.code(201).send({ data: draftView(await createDraft(app, actorOf(request), request.body), request.staff!) }));

  typed(app).get('/api/staff/drafts/:id', {
    config: { public: true, staff: true },
    schema: { summary: 'Staff: one draft with its findings', tags, params: draftIdParams, response: { ...draftAnswer, ...errorResponses(400, 401, 404) } },
  }, async (request) => ({ data: draftView(await visibleDraft(app, actorOf(request), request.params.id), request.staff!) }));

  typed(app).get('/api/staff/drafts/:id/files/*', {
    config: { public: true, staff: true }, schemaErrorFormatter: draftFileErrors,
    schema: {
      summary: 'Staff: a file as the draft has it (changed, or as in its base): its JSON, and its text exactly as saved', tags, params: draftFileParams,
      response: {
        200: { type: 'object', required: ['data', 'text'], properties: { data: { type: 'object', additionalProperties: true }, text: { type: 'string', description: 'The file byte for byte, as it was written or saved' } } },
        ...errorResponses(400, 401, 404),
      },
    },
  }, async (request) => {
    const found = await visibleDraft(app, actorOf(request), request.params.id);
    // Another partner's file is as missing as a file that is not there.
    const text = (await readableDraftTexts(app, request.staff!, found))[request.params['*']];
    if (text === undefined) throw appError('NOT_FOUND');
    return { data: JSON.parse(text) as Record<string, unknown>, text };
  });

  typed(app).put('/api/staff/drafts/:id/files/*', {
    config: { public: true, staff: true }, schemaErrorFormatter: draftFileErrors,
    // Right after parsing (JSON.parse and secure-json-parse do not recurse), before anything that
    // might walk the value: too deep or malformed text is a 400, never a stack overflow.
    preValidation: async (request) => wellFormedJson(request.body),
    schema: {
      summary: "Staff: save a file of a draft (answers the checker's findings on the whole tree)", tags, params: draftFileParams,
      headers: { type: 'object', properties: { 'if-match': { type: 'string', description: 'The revision last seen; 409 DRAFT_CHANGED if someone saved since' } } },
      // The file is free-form here: the config checker (the same one every load runs) judges it, and answers findings.
      body: { type: 'object', additionalProperties: true, description: `The file's JSON (its meta-schema is schemas/meta/<kind>.schema.json), kept as the text sent, byte for byte; nesting objects and lists at most ${MAX_FILE_DEPTH} levels deep (deeper: 400 CONFIG_FILE_TOO_DEEP)` },
      response: { ...draftAnswer, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const text = request.jsonText ?? jsonFileText(request.body);
    const saved = await writeDraftFile(app, actorOf(request), request.params.id, { path: request.params['*'], content: text, revision: revisionOf(request) });
    return { data: draftView(saved, request.staff!) };
  });

  typed(app).delete('/api/staff/drafts/:id/files/*', {
    config: { public: true, staff: true }, schemaErrorFormatter: draftFileErrors,
    schema: {
      summary: 'Staff: revert a file of a draft to its base (or, with remove=1, remove it from the release)', tags, params: draftFileParams, querystring: fileQuery,
      response: { ...draftAnswer, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const content = request.query.remove ? null : undefined;
    return { data: draftView(await writeDraftFile(app, actorOf(request), request.params.id, { path: request.params['*'], content, revision: revisionOf(request) }), request.staff!) };
  });

  // Each call names its body type as its body schema's (FromSchema<typeof ...Body>).
  const step = <B>(name: string, summary: string, body: object, run: (id: string, body: B, request: Parameters<typeof actorOf>[0]) => Promise<unknown>, answer: object = dataOf(draft)) => {
    app.post<{ Params: FromSchema<typeof draftIdParams> }>(`/api/staff/drafts/:id/${name}`, {
      config: { public: true, staff: true },
      schema: { summary, tags, params: draftIdParams, body, response: { 200: answer, ...errorResponses(400, 401, 403, 404, 409, 422) } },
    }, async (request) => ({ data: await run(request.params.id, (request.body ?? {}) as B, request) }));
  };
  step<FromSchema<typeof submitBody>>('submit', 'Staff: submit a draft for approval', submitBody, async (id, body, request) => draftView(await submitDraft(app, actorOf(request), id, body.message), request.staff!));
  step<FromSchema<typeof approveBody>>('approve', 'Staff: approve a draft (an approver who is none of its authors: nobody who changed it)', approveBody, async (id, body, request) => draftView(await approveDraft(app, actorOf(request), id, body.comment), request.staff!));
  step<FromSchema<typeof rejectBody>>('reject', 'Staff: reject a draft with a comment', rejectBody, async (id, body, request) => draftView(await rejectDraft(app, actorOf(request), id, body.comment), request.staff!));
  step<FromSchema<typeof reopenBody>>('reopen', 'Staff: take a submitted, approved or rejected draft back to edit it (the approval is gone; whoever reopens it becomes one of its authors)', reopenBody, async (id, _body, request) => draftView(await reopenDraft(app, actorOf(request), id), request.staff!));
  step<FromSchema<typeof publishBody>>('publish', 'Staff: publish an approved draft, now or at a given time, to every new visit or to a share of them (staged)', publishBody, async (id, body, request) => {
    const made = await publishDraft(app, actorOf(request), id, body.effectiveAt, body.share);
    return oneReleaseView(app, made);
  }, dataOf(release));
}

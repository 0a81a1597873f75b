// Config releases: the list with each one's status, a release's files, rollback and cancelling a
// scheduled one. The rules live in src/server/releases. A partner's staff list the releases made
// from their partner's drafts, and read any release's shared files and their partner's file (the
// editor of a draft starts from its base release), never another partner's file.
import type { FastifyInstance } from 'fastify';
import { parseReleaseTexts } from '../../../config/index.js';
import { appError, errorResponses } from '../../errors.js';
import { cancelRelease } from '../../releases/publish.js';
import { rollbackTo } from '../../releases/rollback.js';
import { changeShare } from '../../releases/shares.js';
import { dataOf, draft, release, RELEASE_NUMBER, releaseNumberParams, rollbackBody, shareBody, stagedShare } from './release-schemas.js';
import { actorOf, draftView, oneReleaseView, releaseView, servedReleases, type ServedReleases } from './release-views.js';
import { typed } from '../../typed-routes.js';

const tags = ['staff'];

export async function staffReleaseRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/staff/releases', {
    config: { public: true, staff: true },
    schema: {
      summary: 'Staff: every config release, newest first, and the one served (a partner\'s staff: those made from their drafts)', tags,
      response: {
        200: dataOf({
          type: 'object', required: ['effective', 'staged', 'source', 'releases'],
          properties: {
            effective: { anyOf: [RELEASE_NUMBER, { type: 'null' }], description: 'The release served now to every visit not on a staged one (null when the config comes from files)' },
            staged: stagedShare,
            source: { type: 'string', enum: ['files', 'database'] },
            releases: { type: 'array', items: release },
          },
        }),
        ...errorResponses(401),
      },
    },
  }, async (request) => {
    const all = await app.releasesRepository.list(request.staff!.partnerScope);
    const fromFiles = app.configSource.kind === 'files';
    const served: ServedReleases = fromFiles ? { effective: undefined } : await servedReleases(app, all.map((r) => r.number));
    const staged = served.staged === undefined ? null : served.shares?.get(served.staged);
    return {
      data: {
        effective: served.effective ?? null, staged: staged ? { release: staged.release, base: staged.base, share: staged.share } : null,
        source: app.configSource.kind, releases: all.map((r) => releaseView(r, served)),
      },
    };
  });

  typed(app).get('/api/staff/releases/:n/files', {
    config: { public: true, staff: true },
    schema: {
      summary: "Staff: a release's files (path -> JSON), and each file's text byte for byte (path -> text); a partner's staff: the shared files and their partner's", tags, params: releaseNumberParams,
      response: {
        200: dataOf({
          type: 'object', required: ['number', 'files', 'texts'],
          properties: {
            number: RELEASE_NUMBER,
            files: { type: 'object', additionalProperties: { type: 'object', additionalProperties: true } },
            texts: { type: 'object', additionalProperties: { type: 'string' }, description: 'Each file exactly as written (what `npm run config -- export` writes)' },
          },
        }),
        ...errorResponses(400, 401, 404),
      },
    },
  }, async (request) => {
    const number = Number(request.params.n);
    const texts = await app.releasesRepository.texts(number, request.staff!.partnerScope);
    if (!texts) throw appError('RELEASE_NOT_FOUND');
    return { data: { number, files: parseReleaseTexts(texts), texts } };
  });

  typed(app).post('/api/staff/releases/:n/rollback', {
    config: { public: true, staff: true },
    schema: {
      summary: 'Staff: roll back to a release (a release manager at once; anyone else as a draft for approval)', tags, params: releaseNumberParams, body: rollbackBody,
      response: {
        200: dataOf({ type: 'object', properties: { release, draft } }),
        ...errorResponses(400, 401, 403, 404, 409, 422),
      },
    },
  }, async (request) => {
    const outcome = await rollbackTo(app, actorOf(request), Number(request.params.n), request.body.reason);
    if ('draft' in outcome) return { data: { draft: draftView(outcome.draft, request.staff!) } };
    return { data: { release: await oneReleaseView(app, outcome.release) } };
  });

  typed(app).post('/api/staff/releases/:n/cancel', {
    config: { public: true, staff: true },
    schema: { summary: 'Staff: cancel a scheduled release before it takes effect', tags, params: releaseNumberParams, response: { 200: dataOf(release), ...errorResponses(400, 401, 403, 404, 409) } },
  }, async (request) => {
    const cancelled = await cancelRelease(app, actorOf(request), Number(request.params.n));
    return { data: await oneReleaseView(app, cancelled) };
  });

  typed(app).post('/api/staff/releases/:n/share', {
    config: { public: true, staff: true },
    schema: {
      summary: "Staff: change a staged release's share of new visits (100 promotes it, 0 stops it); who may publish, but none of its authors raises it", tags, params: releaseNumberParams, body: shareBody,
      response: { 200: dataOf(release), ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const number = Number(request.params.n);
    await changeShare(app, actorOf(request), number, request.body.share, request.body.reason);
    return { data: await oneReleaseView(app, (await app.releasesRepository.get(number))!) };
  });
}

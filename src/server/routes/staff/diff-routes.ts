// The semantic diff (src/config/release-diff.ts) between two releases, or a draft and its base:
// per file and pointer, texts in English and Arabic, plan rows, form rules in plain words. A
// partner's staff see it over the files they may read (roles.ts canReadFile).
import type { FastifyInstance } from 'fastify';
import { diffReleases, RELEASE_DIFF_SCHEMA } from '../../../config/release-diff.js';
import { appError, errorResponses } from '../../errors.js';
import { readableDraftFiles, visibleDraft } from '../../releases/drafts.js';
import { dataOf, diffQuery, draftIdParams } from './release-schemas.js';
import { actorOf } from './release-views.js';
import { typed } from '../../typed-routes.js';

export async function staffDiffRoutes(app: FastifyInstance): Promise<void> {
  typed(app).get('/api/staff/diff', {
    config: { public: true, staff: true },
    schema: { summary: 'Staff: what changed between two releases', tags: ['staff'], querystring: diffQuery, response: { 200: dataOf(RELEASE_DIFF_SCHEMA), ...errorResponses(400, 401, 404) } },
  }, async (request) => {
    const scope = request.staff!.partnerScope;
    const [before, after] = await Promise.all([app.releasesRepository.files(Number(request.query.from), scope), app.releasesRepository.files(Number(request.query.to), scope)]);
    if (!before || !after) throw appError('RELEASE_NOT_FOUND');
    return { data: diffReleases(before, after) };
  });

  typed(app).get('/api/staff/drafts/:id/diff', {
    config: { public: true, staff: true },
    schema: { summary: 'Staff: what a draft changes in its base release', tags: ['staff'], params: draftIdParams, response: { 200: dataOf(RELEASE_DIFF_SCHEMA), ...errorResponses(400, 401, 404) } },
  }, async (request) => {
    const staff = request.staff!;
    const draft = await visibleDraft(app, actorOf(request), request.params.id);
    const base = await app.releasesRepository.files(draft.base, staff.partnerScope);
    if (!base) throw appError('RELEASE_NOT_FOUND');
    return { data: diffReleases(base, await readableDraftFiles(app, staff, draft)) };
  });
}

// Release 1 from the shipped files, on an empty database. Several processes may start at once:
// the check and the insert run under the releases' lock, so exactly one seeds.
// In the sandbox, shipped files that changed since the last seed (a developer edited them, a new
// version of the portal) become a new seed release, so `npm start` shows them; in production that
// is a change like any other (`npm run config -- import`), so it is only reported.
import type { FastifyBaseLogger } from 'fastify';
import { readReleaseFiles } from '../../config/index.js';
import type { AppDatabase } from '../types.js';
import { contentHash } from './content.js';
import { createReleasesRepository } from './releases-repository.js';

export const SYSTEM_ACTOR = 'system';

export async function seedReleases(db: AppDatabase, root: string, options: { sandbox: boolean; log: FastifyBaseLogger }): Promise<void> {
  const { files, issues } = await readReleaseFiles(root);
  if (issues.length > 0) {
    options.log.warn(`config: the shipped files under ${root} could not all be read (${issues.length} problem${issues.length === 1 ? '' : 's'}); no release seeded from them`);
    return;
  }
  const hash = contentHash(files);
  await db.transaction(async (tx) => {
    const releases = createReleasesRepository(tx);
    await releases.lock();
    const head = await releases.head();
    if (!head) {
      await releases.insert({ contentHash: hash, files, kind: 'seed', message: 'Release 1: the config files shipped with the portal', author: SYSTEM_ACTOR, authors: [SYSTEM_ACTOR], approver: null, createdAt: new Date(), approvedAt: null, effectiveAt: null });
      options.log.info('config: release 1 seeded from the shipped files');
      return;
    }
    const lastSeed = await releases.lastSeedHash();
    if (lastSeed === hash || head.contentHash === hash) return;
    if (!options.sandbox) {
      options.log.warn(`config: the shipped config files differ from the database's releases (serving release ${head.number}); import them as a draft with npm run config -- import`);
      return;
    }
    const release = await releases.insert({ contentHash: hash, files, kind: 'seed', message: 'The config files shipped with the portal changed (sandbox)', author: SYSTEM_ACTOR, authors: [SYSTEM_ACTOR], approver: null, createdAt: new Date(), approvedAt: null, effectiveAt: null });
    options.log.info(`config: the shipped files changed; sandbox release ${release.number} seeded from them`);
  });
}

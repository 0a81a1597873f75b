// Release 1 from the shipped files, on an empty database. Several processes may start at once:
// the check and the insert run under the releases' lock, so exactly one seeds.
// In the sandbox, shipped files that changed since the last seed (a developer edited them, a new
// version of the portal) become a new seed release, so `npm start` shows them; in production that
// is a change like any other (`npm run config -- import`), so it is only reported.
import type { FastifyBaseLogger } from 'fastify';
import { canonicalJson, readReleaseFiles } from '../../config/index.js';
import type { AppDatabase } from '../types.js';
import { contentHash } from './content.js';
import { createReleasesRepository } from './releases-repository.js';

export const SYSTEM_ACTOR = 'system';

export async function seedReleases(db: AppDatabase, root: string, options: { sandbox: boolean; log: FastifyBaseLogger }): Promise<void> {
  const { files, texts, issues } = await readReleaseFiles(root);
  if (issues.length > 0) {
    options.log.warn(`config: the shipped files under ${root} could not all be read (${issues.length} problem${issues.length === 1 ? '' : 's'}); no release seeded from them`);
    return;
  }
  const hash = contentHash(texts);
  await db.transaction(async (tx) => {
    const releases = createReleasesRepository(tx);
    await releases.lock();
    const head = await releases.head();
    if (!head) {
      await releases.insert({ contentHash: hash, texts, kind: 'seed', message: 'Release 1: the config files shipped with the portal', author: SYSTEM_ACTOR, authors: [SYSTEM_ACTOR], approver: null, createdAt: new Date(), approvedAt: null, effectiveAt: null });
      options.log.info('config: release 1 seeded from the shipped files');
      return;
    }
    const lastSeed = await releases.lastSeedHash();
    if (lastSeed === hash || head.contentHash === hash) return;
    // The head means what the shipped files mean and only their spelling differs: a release kept
    // before texts were (migration 0195 wrote its JSON out with sorted keys). Its files' own text
    // brings the order back; nothing anyone approved changes, so no approval is needed.
    const headFiles = await releases.files(head.number);
    if (headFiles && canonicalJson(headFiles) === canonicalJson(files)) {
      const release = await releases.insert({ contentHash: hash, texts, kind: 'seed', message: `The shipped files' own text of release ${head.number} (key order and spacing; the same content)`, author: SYSTEM_ACTOR, authors: [SYSTEM_ACTOR], approver: null, createdAt: new Date(), approvedAt: null, effectiveAt: null });
      options.log.info(`config: release ${release.number} keeps the shipped files' text of release ${head.number}`);
      return;
    }
    if (!options.sandbox) {
      options.log.warn(`config: the shipped config files differ from the database's releases (serving release ${head.number}); import them as a draft with npm run config -- import`);
      return;
    }
    const release = await releases.insert({ contentHash: hash, texts, kind: 'seed', message: 'The config files shipped with the portal changed (sandbox)', author: SYSTEM_ACTOR, authors: [SYSTEM_ACTOR], approver: null, createdAt: new Date(), approvedAt: null, effectiveAt: null });
    options.log.info(`config: the shipped files changed; sandbox release ${release.number} seeded from them`);
  });
}

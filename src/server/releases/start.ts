// The tree a process starts with when releases come from the database: release 1 seeded if the
// database has none, then the effective release. A release that fails the check (code deployed
// since may refuse what an older version accepted) is passed over for the newest earlier one that
// passes, and the refusal is shown in /api/health and /metrics; only when none passes does the
// server refuse to start.
import type { FastifyBaseLogger } from 'fastify';
import { configErrors, formatConfigIssues, type ConfigIssue, type ConfigTree } from '../../config/index.js';
import type { ConfigState } from '../config-state.js';
import type { AppDatabase } from '../types.js';
import { databaseSource } from '../config-sources/index.js';
import { createReleasesRepository } from './releases-repository.js';
import { seedReleases } from './seed.js';

export interface StartingConfig {
  source: ReturnType<typeof databaseSource>;
  tree: ConfigTree;
  warnings: ConfigIssue[];
  release: number;
  refused: ConfigState['refused'];
}

export async function startFromReleases(db: AppDatabase, options: { root: string; sandbox: boolean; pollMs: number; log: FastifyBaseLogger }): Promise<StartingConfig> {
  await seedReleases(db, options.root, { sandbox: options.sandbox, log: options.log });
  const source = databaseSource({ db, root: options.root, pollMs: options.pollMs, log: options.log });
  const first = await source.load();
  if (first.tree) return { source, tree: first.tree, warnings: first.issues, release: first.release!, refused: null };

  const problems = configErrors(first.issues);
  const earlier = (await createReleasesRepository(db).list())
    .filter((r) => r.cancelledAt === null && r.number < first.release! && Date.parse(r.effectiveAt) <= Date.now());
  for (const candidate of earlier) {
    const loaded = await source.loadRelease(candidate.number);
    if (!loaded.tree) continue;
    options.log.error(`config: release ${first.release} fails the check (${problems.length} problem${problems.length === 1 ? '' : 's'}); serving release ${candidate.number} instead`);
    return { source, tree: loaded.tree, warnings: loaded.issues, release: candidate.number, refused: { at: new Date().toISOString(), issues: problems } };
  }
  throw new Error(`${formatConfigIssues(problems)}\n\nNo config release passes the check (the effective one is ${first.release}); the server did not start.`);
}

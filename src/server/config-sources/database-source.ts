// Config releases as the source of the served tree (CONFIG_SOURCE=database). Every process on one
// database serves the newest effective release: it hears of a publish, a cancel or a rollback by
// LISTEN/NOTIFY, wakes at the instant of the next scheduled release (by the database's clock), and
// checks every CONFIG_POLL_MS besides, in case a notification was lost with its connection. A
// scheduled release is read, checked and compiled ahead of its instant, so that at the instant the
// swap is one assignment, however busy the process is.
// Releases are immutable, so a checked tree is kept by number; the trees served in the last
// PIN_KEEP_MS stay loaded for requests that began under them (X-Config-Version, plugins/partner.ts).
// A staged release (a share of new visits, docs/releases.md) is loaded beside the one served to
// everyone else, by the same reload, so a share change reaches every process as a publish does.
import type { FastifyBaseLogger } from 'fastify';
import { loadCheckedRelease, type ConfigTree } from '../../config/index.js';
import type { ConfigSource, LoadedTree, SourceWatch, StagedTree } from './source.js';
import { markRelease, treeVersion } from '../config-state.js';
import type { AppDatabase } from '../types.js';
import { createReleasesRepository } from '../releases/releases-repository.js';
import { compiledValidators, validatorsOf } from './validators.js';

export const RELEASES_CHANNEL = 'portal_config_releases';
/** How long a release no longer served stays loaded for the customers who started under it. */
export const PIN_KEEP_MS = 24 * 60 * 60 * 1000;

interface Kept {
  loaded: LoadedTree;
  /** Served by this process at some time: only such a release may be pinned (never a scheduled one early). */
  served?: boolean;
  /** When it stopped being served (undefined while it is served). */
  retiredAt?: number;
}

export interface DatabaseSourceOptions {
  db: AppDatabase;
  root: string;
  pollMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

export function databaseSource(options: DatabaseSourceOptions): ConfigSource & { loadRelease(number: number): Promise<LoadedTree> } {
  const releases = createReleasesRepository(options.db);
  const now = options.now ?? Date.now;
  const kept = new Map<number, Kept>();
  let served: number | undefined;
  let staged: StagedTree | undefined;

  // A release being read and checked: a wake-up or a reload that needs it meanwhile waits for
  // this one pass instead of starting a second (the pass takes a second on a busy machine).
  const loading = new Map<number, Promise<LoadedTree>>();

  const readRelease = async (number: number): Promise<LoadedTree> => {
    const texts = await releases.texts(number);
    if (!texts) throw new Error(`release ${number} does not exist`);
    const { tree, issues } = await loadCheckedRelease(texts, options.root, { warnings: true });
    const loaded: LoadedTree = { tree, issues, release: number };
    if (tree) {
      // Compiled now, reusing every form the served tree compiled already (a release changes a few).
      const current = served === undefined ? undefined : kept.get(served)?.loaded.tree;
      try {
        validatorsOf(tree, current ? compiledValidators(current) : undefined);
      } catch {
        // Not kept compiled: the reload compiles it again and refuses the tree with the compiler's words.
      }
      // A release that fails the check is not kept: code deployed later may accept it.
      kept.set(number, { loaded });
    }
    return loaded;
  };

  const loadRelease = (number: number): Promise<LoadedTree> => {
    const found = kept.get(number);
    if (found) return Promise.resolve(found.loaded);
    let pending = loading.get(number);
    if (!pending) {
      pending = readRelease(number).finally(() => loading.delete(number));
      loading.set(number, pending);
    }
    return pending;
  };

  const prune = () => {
    for (const [number, entry] of kept) {
      if (number !== served && number !== staged?.release && entry.retiredAt !== undefined && now() - entry.retiredAt > PIN_KEEP_MS) kept.delete(number);
    }
  };

  const load = async (): Promise<LoadedTree> => {
    // Both asked at once: at a scheduled instant these two round trips are all that is left.
    const [effective, share] = await Promise.all([releases.effective(), releases.staged()]);
    if (!effective) throw new Error('the database has no effective config release');
    const loaded = await loadRelease(effective.number);
    if (loaded.tree && served !== effective.number) {
      if (served !== undefined) {
        const previous = kept.get(served);
        if (previous) previous.retiredAt = now();
      }
      const entry = kept.get(effective.number)!;
      entry.retiredAt = undefined;
      entry.served = true;
      served = effective.number;
      prune();
    }
    if (loaded.tree) await loadStaged(effective.number, share);
    return loaded;
  };

  /** The staged release beside `base`, if any; one no longer staged stays pinnable PIN_KEEP_MS like a retired one. */
  const loadStaged = async (base: number, share: Awaited<ReturnType<typeof releases.staged>>) => {
    const next = share && share.base === base ? await loadRelease(share.release) : undefined;
    if (staged && staged.release !== share?.release) {
      const previous = kept.get(staged.release);
      if (previous && staged.release !== served) previous.retiredAt = now();
    }
    if (!share || !next?.tree) {
      staged = undefined;
      return;
    }
    markRelease(next.tree, share.release);
    validatorsOf(next.tree); // compiled when read (readRelease), unless the compiler refused it: then it throws here
    const entry = kept.get(share.release)!;
    entry.served = true;
    entry.retiredAt = undefined;
    staged = { tree: next.tree, release: share.release, base, share: share.share };
  };

  const watch = (onChange: () => void, onError: (error: Error) => void): SourceWatch => {
    let stopped = false;
    let wake: NodeJS.Timeout | undefined;
    // Re-arms the wake-up for the next scheduled release after every change and every check.
    const arm = async () => {
      clearTimeout(wake);
      const next = await releases.nextScheduled();
      if (stopped || !next) return;
      // Counted from the answer, so never early: a wake-up before the instant would find the release
      // not yet effective, and this re-arming after it would find nothing left to wait for.
      wake = setTimeout(() => {
        onChange();
        void arm().catch(onError);
      }, Math.max(0, next.inMs) + 5);
      wake.unref();
      // Ready before its time: at the instant only the swap is left.
      const ahead = await loadRelease(next.number);
      if (ahead.tree) treeVersion(ahead.tree); // a hash of the whole tree: tens of ms on a busy machine
    };
    const changed = () => {
      onChange();
      void arm().catch(onError);
    };
    const poll = setInterval(changed, options.pollMs);
    poll.unref();
    const listening = (async () => {
      const schema = await releases.currentSchema();
      const unlisten = await options.db.listen(RELEASES_CHANNEL, (payload) => payload === schema && changed(), onError);
      await arm();
      return unlisten;
    })();
    listening.catch(onError);
    return {
      ready: listening.then(() => undefined, () => undefined),
      async close() {
        stopped = true;
        clearInterval(poll);
        clearTimeout(wake);
        const unlisten = await listening.catch(() => undefined);
        await unlisten?.();
      },
    };
  };

  const pinned = (version: string): ConfigTree | undefined => {
    if (!/^[1-9][0-9]{0,8}$/.test(version)) return undefined;
    const entry = kept.get(Number(version));
    if (!entry?.served || !entry.loaded.tree) return undefined;
    if (entry.retiredAt !== undefined && now() - entry.retiredAt > PIN_KEEP_MS) return undefined;
    return entry.loaded.tree;
  };

  return {
    kind: 'database', load, watch, pinned, loadRelease, staged: () => staged,
    pinnedTrees: () => [...kept.values()].flatMap((entry) => (entry.loaded.tree ? [entry.loaded.tree] : [])),
  };
}

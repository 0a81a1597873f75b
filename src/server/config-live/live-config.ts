// Live config: the tree the server answers from can be replaced while it runs. A reload reads
// and checks the whole tree in one pass (from its source: files or database releases, ../config-sources/),
// compiles its validators, then swaps it in with ONE assignment (`current`), so each request
// (which snapshots app.configTree once, plugins/partner.ts) sees one whole tree. A tree that fails
// the check is refused: the last good one stays served.
import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { configErrors } from '../../config/index.js';
import type { ConfigIssue, ConfigTree } from '../../config/types.js';
import { configVersionOf, markRelease, registerConfigState, releaseOf, treeVersion, type ConfigEvent, type ConfigState } from '../config-state.js';
import type { CompiledValidator, TreeValidators } from '../../config/validator-code.js';
import { compiledValidators, readFailure, validatorsOf, type ConfigSource, type LoadedTree } from '../config-sources/index.js';

interface Served {
  tree: ConfigTree;
  state: ConfigState;
}

export interface LiveConfigOptions {
  source: ConfigSource;
  tree: ConfigTree;
  /** The checker's warnings for `tree`, if it was checked. */
  warnings?: ConfigIssue[] | undefined;
  /** The database release `tree` is, if it is one. */
  release?: number | undefined;
  /** A problem with a newer tree found before serving this one (the start-up fell back to it). */
  refused?: ConfigState['refused'] | undefined;
  /** Watch the source and reload on a change. */
  watch: boolean;
}

export interface LiveConfig {
  /** Re-reads the tree now; resolves to the state after (loaded or refused). */
  reload(): Promise<ConfigState>;
  /** Code of a validator module by its URL, from the tree served now or the one before it. */
  validatorCode(url: string): string | undefined;
}

const API_PREFIX = '/api/';
/** How long start-up waits for the watcher's first scan (a few ms on a config tree). */
const WATCH_READY_MS = 10_000;

export function registerLiveConfig(app: FastifyInstance, options: LiveConfigOptions): LiveConfig {
  const { source } = options;
  if (options.release !== undefined) markRelease(options.tree, options.release);
  let current: Served = { tree: options.tree, state: { ...newState(source, options.tree, options.warnings ?? []), refused: options.refused ?? null } };
  // A page loaded just before a swap still asks for the old tree's validators.
  let retired: TreeValidators | undefined;
  app.decorate('configTree', { getter: () => current.tree });
  const events: EventEmitter = registerConfigState(app, () => current.state);

  const emit = (event: ConfigEvent) => events.emit('change', event);

  const refuse = (issues: ConfigIssue[]): ConfigState => {
    current = { tree: current.tree, state: { ...current.state, refused: { at: new Date().toISOString(), issues } } };
    // The operator's log names where each problem is (the whole issue is in the studio); it
    // repeats on every save until one fixes it, and the fix is logged as such.
    const where = issues.slice(0, 5).map((i) => `${i.file || '(tree)'}${i.pointer ? ` at ${i.pointer}` : ''}: ${i.message.split('\n')[0]!.replace(/:$/, '')}`);
    const more = issues.length > where.length ? `; and ${issues.length - where.length} more` : '';
    app.log.warn(`config: a changed tree was refused (${issues.length} problem${issues.length === 1 ? '' : 's'}: ${where.join('; ')}${more}); still serving version ${current.state.version}`);
    emit({ kind: 'refused', state: current.state });
    return current.state;
  };

  const loadOnce = async (): Promise<ConfigState> => {
    // A reload starts (a save seen, or SIGHUP): tests time the watcher apart from the check.
    events.emit('reading');
    let loaded: LoadedTree;
    try {
      loaded = await source.load();
    } catch (error) {
      // A meta-schema that is not JSON, a folder removed mid-read, the database away: refuse like a failed check.
      return refuse(readFailure(error));
    }
    const { tree, issues } = loaded;
    if (!tree) return refuse(configErrors(issues));
    if (loaded.release !== undefined) markRelease(tree, loaded.release);
    const before = current;
    if (tree === before.tree || (treeVersion(tree) === before.state.version && loaded.release === (before.state.release ?? undefined))) {
      // Same content (a save without a change, or a broken edit undone): nothing to swap; a refusal is over.
      if (before.state.refused) {
        current = { tree: before.tree, state: { ...before.state, refused: null, warnings: issues } };
        app.log.info(`config: the refused change was undone; serving version ${current.state.version}`);
        emit({ kind: 'loaded', state: current.state });
      }
      return current.state;
    }
    const previous = compiledValidators(before.tree);
    try {
      validatorsOf(tree, previous);
    } catch (error) {
      return refuse([{ file: '', pointer: '', message: `A form's validator could not be compiled: ${(error as Error).message}`, fix: 'Simplify the form schema (see docs/architecture.md, validators).' }]);
    }
    retired = previous;
    current = { tree, state: newState(source, tree, issues) };
    app.log.info(`config: ${current.state.release === null ? 'version' : `release ${current.state.release}, version`} ${current.state.version} loaded${before.state.refused ? ' (the refused change is fixed)' : ''}`);
    emit({ kind: 'loaded', state: current.state });
    return current.state;
  };

  // One reload at a time; changes during a reload ask for exactly one more after it.
  let running: Promise<ConfigState> | undefined;
  let again: Promise<ConfigState> | undefined;
  const reload = (): Promise<ConfigState> => {
    if (!running) {
      running = loadOnce().finally(() => (running = undefined));
      return running;
    }
    again ??= running.then(() => {
      again = undefined;
      return reload();
    });
    return again;
  };

  if (options.watch && source.watch) {
    // Compiled now, so that a save recompiles only the forms it changed.
    validatorsOf(options.tree);
    const watcher = source.watch(() => void reload(), (error) => app.log.warn(`config: watching the ${source.kind === 'files' ? 'tree' : 'releases'} failed: ${error.message}`));
    // Ready (and listening) only once the first scan is done: a save after that is never missed.
    // Bounded: a scan that never ends (an unreadable folder) must not keep the server from starting.
    app.addHook('onReady', async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(() => {
        app.log.warn(`config: the ${source.kind === 'files' ? 'watcher\'s first scan' : 'release listener'} is still starting; changes made before it is ready may need a kill -HUP`);
        resolve();
      }, WATCH_READY_MS)));
      await Promise.race([watcher.ready, late]);
      clearTimeout(timer);
    });
    app.addHook('onClose', () => watcher.close());
  }

  // Every API answer says which tree it came from: the browser refetches texts when it changes.
  // A callback, not an async hook: every answer passes here.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith(API_PREFIX) && request.configTree) reply.header('x-config-version', configVersionOf(request.configTree));
    done(null, payload);
  });

  const validatorCode = (url: string): string | undefined => {
    const find = (set: TreeValidators | undefined): CompiledValidator | undefined => {
      for (const compiled of set?.byId.values() ?? []) if (compiled.url === url) return compiled;
      return undefined;
    };
    const pinned = source.pinnedTrees?.() ?? [];
    return (find(validatorsOf(current.tree)) ?? find(retired) ?? pinned.map((tree) => find(compiledValidators(tree))).find(Boolean))?.code;
  };

  return { reload, validatorCode };
}

function newState(source: ConfigSource, tree: ConfigTree, issues: ConfigIssue[]): ConfigState {
  return {
    version: treeVersion(tree), release: releaseOf(tree), source: source.kind, loadedAt: new Date().toISOString(),
    warnings: issues.filter((i) => i.severity === 'warning'), refused: null,
  };
}

/**
 * SIGHUP re-reads the tree once (also when watching is off, e.g. in production). Returns the
 * function that stops listening; the listener also goes when the server closes.
 */
export function reloadOnSignal(app: FastifyInstance, signals: NodeJS.EventEmitter = process): () => void {
  const onHangup = () => {
    app.log.info('SIGHUP: re-reading the config tree');
    void app.reloadConfig();
  };
  const stop = () => void signals.off('SIGHUP', onHangup);
  signals.on('SIGHUP', onHangup);
  // Not an onClose hook: this may be installed after the app is ready (hooks are closed then).
  app.server.once('close', stop);
  return stop;
}

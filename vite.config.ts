import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type Rolldown } from 'vite';
import { framedAhead, type FirstStep } from './src/client/app/first-steps.js';
import { DEFAULT_PARTNER_ID } from './src/config/default-partner.js';
import { loadConfigTree } from './src/config/load.js';
import { resolveLocale } from './src/config/resolve.js';
import { canonicalPath } from './src/config/route-path.js';
import { FIRST_SCREEN_MARKUP_FILE, FIRST_SCREENS_FILE, PAGE_LANGUAGES, type FirstScreenMarkup, type FirstScreenMarkups, type FirstScreens, type PageLanguage } from './src/shared/first-screens.js';

type JourneyStep = { kind: string; view?: string; title?: string; progress?: unknown };
type JourneyFile = { id?: string; route?: string; aliases?: string[]; title?: string; requiredState?: string[]; steps?: JourneyStep[] };

/** The journey files (journeys/*.json) as the build reads them. */
function journeyFiles(): JourneyFile[] {
  const dir = path.resolve('journeys');
  return readdirSync(dir).filter((f) => f.endsWith('.json')).map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JourneyFile);
}

/**
 * The first step of each journey by its route, read from journeys/ at build time: which code to
 * fetch at boot (form engine, or view by name), and what the journey's shell draws before that
 * code and the descriptor arrive (title key, step indicator, required navigation state), so the
 * title, the page's largest text, paints with the first render (router.tsx, app/journey-shell.tsx).
 * A partner's override may differ; then the runner's own render replaces the shell, never a wrong screen.
 */
function firstSteps(): Record<string, FirstStep> {
  return Object.fromEntries(journeyFiles().flatMap((journey) => {
    const facts = firstStepOf(journey);
    return journey.route && facts ? [journey.route, ...(journey.aliases ?? [])].map((route) => [canonicalPath(route), facts]) : [];
  }));
}

function firstStepOf(journey: JourneyFile): FirstStep | undefined {
  const step = journey.steps?.[0];
  if (!step) return undefined;
  const title = step.title ?? journey.title;
  return { kind: step.kind, ...(step.view ? { view: step.view } : {}), ...(title ? { title } : {}), ...(step.progress ? { progress: step.progress as FirstStep['progress'] } : {}), ...(journey.requiredState ? { requiredState: journey.requiredState } : {}) };
}

/** Journey id -> its aliases (other addresses of its route); a glob import cannot take an optional key. */
function journeyAliases(): Record<string, string[]> {
  return Object.fromEntries(journeyFiles().flatMap((journey) => (journey.id && journey.aliases?.length ? [[journey.id, journey.aliases]] : [])));
}

type Bundle = Rolldown.OutputBundle;
const chunksOf = (bundle: Bundle) => Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');

/** `start` and every chunk it imports statically, less the `known` ones. */
function chunkClosure(bundle: Bundle, start: string, known: ReadonlySet<string> = new Set()): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || known.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(start);
  return [...seen];
}

/** The stylesheets of these chunks. */
const stylesOf = (bundle: Bundle, files: string[]) => files.flatMap((file) => [...((bundle[file] as Rolldown.OutputChunk).viteMetadata?.importedCss ?? [])]);

/**
 * The chunks every page names: the entry with its static imports (Vite's script and
 * modulepreloads), and the app's code the entry imports after the first paint (`boot`: boot.tsx's
 * chunk with its static imports, which bootPreloads names).
 */
function pageChunks(bundle: Bundle): { entry: Set<string>; boot: string[] } {
  const chunks = chunksOf(bundle);
  const entryChunk = chunks.find((chunk) => chunk.isEntry);
  const bootChunk = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/client/boot.tsx')));
  if (!entryChunk || !bootChunk) throw new Error('no chunk for src/client/main.tsx or src/client/boot.tsx');
  const entry = new Set([entryChunk.fileName, ...entryChunk.imports]);
  return { entry, boot: chunkClosure(bundle, bootChunk.fileName, entry) };
}

/**
 * The code a route's first screen cannot paint without, for the server to name in that route's
 * page (src/server/plugins/first-screens.ts): where a view is itself the first screen (the landing
 * page: no journey frame drawn ahead, app/first-steps.ts framedAhead), it waits on the runner's
 * chunk and its own, which the app asks for only once the framework's code has run, a round trip
 * after the page. Named in the page, they load beside the framework. A view's chunk is its module
 * `<view>-view.tsx` (views/index.ts); the build stops if a first-screen view breaks that rule.
 */
function firstScreenCode(): Plugin {
  return {
    name: 'portal-first-screen-code',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      // What the page already names: the entry's and the app's code.
      const { entry, boot } = pageChunks(bundle);
      const inPage = new Set([...entry, ...boot]);
      const chunkOf = (moduleSuffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(moduleSuffix));
      const runner = chunkOf('/src/client/runtime/journey-runner.tsx');
      if (!runner) return this.error('first-screen code: no chunk for src/client/runtime/journey-runner.tsx');
      const routes: FirstScreens = {};
      for (const journey of journeyFiles()) {
        const step = firstStepOf(journey);
        if (!journey.id || !journey.route || step?.kind !== 'view' || !step.view || framedAhead(step)) continue;
        const view = chunkOf(`/${step.view}-view.tsx`);
        if (!view) return this.error(`first-screen code: view "${step.view}" (first step of journey ${journey.id}) is not in a module named ${step.view}-view.tsx`);
        const files = [...new Set([...chunkClosure(bundle, runner.fileName, inPage), ...chunkClosure(bundle, view.fileName, inPage)])];
        const styles = stylesOf(bundle, files);
        const hints = { journey: journey.id, modules: files.map((file) => `/${file}`), styles: styles.map((file) => `/${file}`) };
        for (const route of [journey.route, ...(journey.aliases ?? [])]) routes[canonicalPath(route)] = hints;
      }
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}

/**
 * Every journey route's first render, in each language, as markup for the server to put in the
 * route's page (src/server/plugins/first-screen-markup.ts): the header and, where the app draws the
 * journey's frame ahead, its title paint as soon as the page and its stylesheet have come, not
 * after the framework's code. Rendered by the app's own components (app/first-screen-markup.tsx,
 * loaded through a Vite server in SSR mode), with the insurer's own site's texts; the server sends
 * it only where the served texts are still those.
 */
function firstScreenMarkup(): Plugin {
  let outDir = 'dist';
  let configFile: string | undefined;
  return {
    name: 'portal-first-screen-markup',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    async closeBundle() {
      const tree = await loadConfigTree(path.resolve('.'));
      // Only to load modules for Node: no browser dependencies to pre-bundle, no watcher, no socket,
      // and a cache of its own (two builds at once, e.g. a test's and npm start's, share nothing).
      const cacheDir = await mkdtemp(path.join(tmpdir(), 'portal-first-screen-'));
      const vite = await createServer({
        configFile, cacheDir, appType: 'custom', logLevel: 'warn', optimizeDeps: { noDiscovery: true, include: [] },
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      });
      try {
        const { renderFirstScreen } = (await vite.ssrLoadModule('/src/client/app/first-screen-markup.tsx')) as {
          renderFirstScreen: (route: string, language: PageLanguage, translation: Record<string, unknown>) => Promise<FirstScreenMarkup>;
        };
        const languages = PAGE_LANGUAGES.map((language) => [language, resolveLocale(tree, DEFAULT_PARTNER_ID, language) as Record<string, unknown>] as const);
        const markups: FirstScreenMarkups = {};
        for (const route of journeyFiles().flatMap((journey) => (journey.route ? [journey.route, ...(journey.aliases ?? [])] : []))) {
          const canonical = canonicalPath(route);
          for (const [language, translation] of languages) (markups[canonical] ??= {})[language] = await renderFirstScreen(canonical, language, translation);
        }
        await mkdir(path.join(outDir, path.dirname(FIRST_SCREEN_MARKUP_FILE)), { recursive: true });
        await writeFile(path.join(outDir, FIRST_SCREEN_MARKUP_FILE), `${JSON.stringify(markups, null, 2)}\n`);
      } finally {
        await vite.close();
        await rm(cacheDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The app's code (src/client/boot.tsx and what it imports) is imported by the page's entry only
 * after the page's own markup has painted (main.tsx); named in the page as modulepreloads, it
 * downloads meanwhile, as it did when the entry imported it. Its stylesheets are linked, so the
 * markup paints with every rule the app's first render has.
 */
function bootPreloads(): Plugin {
  return {
    name: 'portal-boot-preloads',
    apply: 'build',
    buildEnd() {
      // The app's own modules boot.tsx imports statically, less what the entry imports itself
      // (that stays in the entry): one chunk with boot.tsx (the `boot` group below), not a
      // handful of small ones shared with the chunks that load later (1.8 KB gzip more on the landing page).
      const closure = (id: string | undefined, into = new Set<string>()) => {
        // The app's modules and the journey files it reads (their routes), no package, no virtual
        // module (Vite's preload helper: the entry's own import() uses it).
        if (!id || into.has(id) || id.startsWith('\0') || /[\\/]node_modules[\\/]/.test(id) || !/\.(tsx?|jsx?|json)$/.test(id)) return into;
        into.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) closure(imported, into);
        return into;
      };
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.replaceAll('\\', '/').endsWith(suffix));
      const inEntry = closure(find('/src/client/main.tsx'));
      BOOT_MODULES.clear();
      for (const id of closure(find('/src/client/boot.tsx'))) if (!inEntry.has(id)) BOOT_MODULES.add(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const files = pageChunks(ctx.bundle).boot;
        const css = stylesOf(ctx.bundle, files);
        return [
          ...files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', fetchpriority: 'low', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...css.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/** Source maps hold the client's original source: built hidden, then moved out of the web root. */
export const SOURCEMAP_DIR = 'dist-sourcemaps';
/** Text files worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * After the bundle is written: maps go to dist-sourcemaps/ (for whoever decodes a stack trace),
 * every text asset gets a brotli (.br) and gzip (.gz) twin at maximum levels, done once here so
 * the server only picks a file by the request's Accept-Encoding (@fastify/static preCompressed).
 */
function hiddenMapsAndPrecompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-hidden-maps-and-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    async writeBundle() {
      const mapsDir = path.resolve(outDir, '..', SOURCEMAP_DIR);
      await rm(mapsDir, { recursive: true, force: true });
      for (const file of await filesUnder(outDir)) {
        if (file.endsWith('.map')) {
          const target = path.join(mapsDir, path.relative(outDir, file));
          await mkdir(path.dirname(target), { recursive: true });
          await rename(file, target);
          continue;
        }
        if (!COMPRESSIBLE.test(file)) continue;
        const body = await readFile(file);
        if (body.length < MIN_BYTES) continue;
        const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
        await writeFile(`${file}.br`, br);
        await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * react-router's bundle defines its components as `var X = React.forwardRef(...)` followed by
 * `X.displayName = "X"`: a call and a property write the bundler must keep, so components the
 * portal never uses (NavLink, Form, fetcher forms, and what they pull in: submit, view
 * transitions) stayed in every page's JavaScript. The calls are marked pure and the names (read
 * only by React's developer tools) dropped, so unused components are tree-shaken like any code.
 * Its `warning()`s (console hints about a misuse of the router, ~1 KB gzip of text in every page)
 * return at once, as React's own production build leaves its warnings out; `invariant()`s still throw.
 */
function treeShakeableRouter(): Plugin {
  const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
  return {
    name: 'portal-tree-shakeable-router',
    apply: 'build',
    transform: {
      filter: { id: ROUTER },
      handler(code, id) {
        const out = code
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          .replace(/^(function warning\(cond, message\) \{)$/m, '$1 return;')
          .replace(/^(function warningOnce\(key, cond, message\) \{)$/m, '$1 return;');
        // A new react-router release written differently: say so rather than silently grow the pages.
        if (out === code && code.includes('.forwardRef(')) this.warn(`${id}: react-router's components no longer match; see treeShakeableRouter`);
        if (/^function warning\(/m.test(code) && !/^function warning\(cond, message\) \{ return;$/m.test(out)) this.warn(`${id}: react-router's warning() no longer matches; see treeShakeableRouter`);
        return { code: out, map: null };
      },
    },
  };
}

/**
 * i18next builds two services the portal never uses into every page: the default formatter
 * (`{{value, number}}` and the like; no text of ours has a format, so i18next's own no-formatter
 * path, values as they are, applies) and the backend connector (loading texts through a plugin;
 * lib/i18n.ts fetches them and passes them to init, and no backend is ever registered). Both are
 * classes i18next instantiates itself, so the bundler cannot drop them; here the formatter is left
 * out and the connector is replaced by what it does without a backend (call back at once), and a
 * backend registered one day fails loudly rather than silently loading nothing.
 */
function leanI18next(): Plugin {
  const I18NEXT = /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/;
  // A logger call of these kinds prints only with `debug: true`, which no instance of ours sets;
  // its messages (some long) are dead text. Errors (`logger.error`) always print and stay.
  const DEBUG_ONLY_LOG = /this\.logger\.(?:warn|log|deprecate|once)\((?:`[^`]*`|'[^']*'|"[^"]*"|[^;()`'"]|\([^;()]*\))*\);/g;
  const NO_BACKEND = `
class NoBackendConnector extends EventEmitter {
  constructor(backend, store) { super(); if (backend) throw new Error('i18next backend registered: remove leanI18next from vite.config.ts'); this.store = store; this.state = {}; }
  load(languages, namespaces, callback) { callback?.(); }
  reload(languages, namespaces, callback) { callback?.(); }
}
`;
  return {
    name: 'portal-lean-i18next',
    apply: 'build',
    transform: {
      filter: { id: I18NEXT },
      handler(code, id) {
        if (!code.includes('formatter = Formatter;') || !code.includes('new Connector(') || !code.includes('class EventEmitter') || code.search(DEBUG_ONLY_LOG) < 0) {
          this.warn(`${id}: i18next's formatter or connector no longer match; see leanI18next`);
          return null;
        }
        const out =
          code
            .replace('formatter = Formatter;', 'formatter = undefined;')
            .replace('new Connector(', 'new NoBackendConnector(')
            .replace(DEBUG_ONLY_LOG, 'void 0;') + NO_BACKEND;
        return { code: out, map: null };
      },
    },
  };
}

/**
 * rjsf, ajv and what they pull in go in one chunk that the landing page never downloads. Only
 * node_modules are grouped: a group takes its modules' dependencies along, so grouping our own
 * theme would drag the shared client modules it uses (api, store, toasts) out of the entry and
 * make the entry import the form stack. Our theme and the journey runner are reached only by
 * dynamic imports, so they get chunks of their own without a group.
 */
const FORM_STACK = /[\\/]node_modules[\\/](@rjsf|@x0k|ajv|ajv-formats|fast-uri|fast-deep-equal|fast-equals|json-schema-traverse|lodash|lodash-es|jsonpointer|react-is|nanoid)[\\/]/;
/** The app's modules boot.tsx loads (worked out by bootPreloads once the modules are known). */
const BOOT_MODULES = new Set<string>();
/** Shared by every route; grouped first so the groups above do not drag it out of the entry. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/;

/** codemirror-json-schema's markdown module (markdown-it + shiki) swapped for plain text (see the file). */
function plainSchemaMarkdown(): Plugin {
  const replacement = path.resolve('src/client/studio/editors/plain-markdown.ts');
  return {
    name: 'portal-plain-schema-markdown',
    enforce: 'pre',
    resolveId: (source, importer) =>
      /[\\/]codemirror-json-schema[\\/]/.test(importer ?? '') && /(^|\/)utils\/markdown(\.js)?$/.test(source) ? replacement : null,
  };
}

export default defineConfig({
  root: '.',
  publicDir: 'public',
  plugins: [react(), treeShakeableRouter(), leanI18next(), plainSchemaMarkdown(), firstScreenCode(), firstScreenMarkup(), bootPreloads(), hiddenMapsAndPrecompress()],
  define: { __FIRST_STEPS__: JSON.stringify(firstSteps()), __JOURNEY_ALIASES__: JSON.stringify(journeyAliases()) },
  resolve: {
    // rjsf's markdown renderer, used by no form of ours: plain text instead (see the file).
    alias: [
      { find: /^markdown-to-jsx(\/react)?$/, replacement: path.resolve('src/client/app/plain-markdown.tsx') },
      // react-i18next's shim of a hook React 19 has (see the file).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.resolve('src/client/app/react-sync-external-store.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No sourceMappingURL comment in the served scripts; the plugin above moves the maps out.
    sourcemap: 'hidden',
    // The modulepreload polyfill is for browsers before Firefox 115 / Safari 17: there the
    // preloaded scripts simply load when imported. Every other page's first load is lighter.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // No entry exports anything to a page; rolldown asks for this beside a group that leaves its
      // modules' dependencies out (`boot` below), so that no chunk is made only to keep an entry's exports.
      preserveEntrySignatures: false,
      output: {
        // Vite 8 (rolldown) form of manualChunks.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 30 },
            { name: 'form-stack', test: FORM_STACK, priority: 20 },
            // Only the modules themselves: what they share with the entry (the paint wait, Vite's preload helper) stays there.
            { name: 'boot', test: (id) => BOOT_MODULES.has(id), priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    // `npx vite` serves the shell against a running portal server (default port 8080), which
    // also compiles and serves the forms' validators.
    proxy: { '/api': 'http://127.0.0.1:8080', '/sandbox': 'http://127.0.0.1:8080', '/validators': 'http://127.0.0.1:8080' },
  },
});

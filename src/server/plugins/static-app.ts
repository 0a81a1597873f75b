// The built browser app (dist/) and the single-page fallback: every GET outside /api and /sandbox
// that is not a file answers index.html, so a deep link such as /motor-insurance/get-quote works.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageLanguage } from '../../shared/first-screens.js';
import { appError } from '../errors.js';
import { firstScreenMarkupSender, readFirstScreenMarkups } from './first-screen-markup.js';
import { firstScreenLinks, readFirstScreens } from './first-screens.js';

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../../dist/', import.meta.url));

const NOT_BUILT = 'The browser app is not built yet: run `npm run build` (or `npm start`), then restart the server.\n';

/** Paths the fallback must leave alone: the API, the simulators, and hashed build assets. */
function isAppRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return !/^\/(api|sandbox|assets)(\/|$)/.test(pathname);
}

/**
 * Partner assets (logos) are config: served from the config tree's public/partners/, not from the
 * build's copy, so a partner's new or changed logo shows without a rebuild (live config).
 */
async function registerPartnerAssets(app: FastifyInstance, configRoot: string): Promise<void> {
  const root = path.resolve(configRoot, 'public', 'partners');
  if (!existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/partners/',
    decorateReply: false,
    index: false,
    redirect: false,
    allowedPath: (pathName) => !pathName.endsWith('/'),
    cacheControl: false,
    // Not content-hashed: the browser revalidates, and a changed logo is seen at the next page.
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
}

/** The cookie the app keeps its reader's chosen language in (src/client/lib/i18n.ts, LANGUAGE_COOKIE). */
export const LANGUAGE_COOKIE = 'language';

/**
 * index.html as the page's language opens it: `?lang=ar` (a message's link), else the language the
 * reader chose earlier (its cookie). For Arabic the document starts right to left and the preload
 * fetches the Arabic texts, the ones the first screen waits for, instead of the English ones, which
 * an Arabic page would fetch for nothing and then ask for its own only once the code had run.
 * Undefined when the built index.html no longer has the marks to change (the English one is served).
 */
export function arabicIndexHtml(english: string): string | undefined {
  const html = english.replace('<html lang="en" dir="ltr">', '<html lang="ar" dir="rtl">').replace('href="/api/v1/config/locales/en"', 'href="/api/v1/config/locales/ar"');
  return html.includes('<html lang="ar" dir="rtl">') && html.includes('/api/v1/config/locales/ar') ? html : undefined;
}

export function pageLanguage(request: FastifyRequest): PageLanguage {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (asked === 'ar' || asked === 'en') return asked;
  return request.cookies?.[LANGUAGE_COOKIE] === 'ar' ? 'ar' : 'en';
}

export async function registerStaticApp(app: FastifyInstance, distDir = DEFAULT_DIST_DIR, configRoot?: string): Promise<void> {
  const root = path.resolve(distDir);
  const built = existsSync(path.join(root, 'index.html'));
  if (configRoot) await registerPartnerAssets(app, configRoot);
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      redirect: false,
      // A directory URL ("/", "/motor-insurance/") is an app route; partner assets come from the config tree.
      // .vite/ holds what the build wrote for the server (first-screens.ts), not for the web.
      allowedPath: (pathName) => !pathName.endsWith('/') && !pathName.startsWith('/.vite/') && !(configRoot && pathName.startsWith('/partners/')),
      cacheControl: false,
      // The build writes .br and .gz twins (vite.config.ts); the request's Accept-Encoding picks one.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite puts content-hashed files in /assets: a new build gets new names, so cache for ever.
        const hashed = path.relative(root, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const english = built ? readFileSync(path.join(root, 'index.html'), 'utf8') : '';
  const arabic = built ? arabicIndexHtml(english) : undefined;
  if (built && !arabic) app.log.warn('index.html has no <html lang="en" dir="ltr"> or English texts preload: Arabic pages start from the English document');
  const screens = built ? readFirstScreens(root) : {};
  const markupFor = firstScreenMarkupSender(built ? readFirstScreenMarkups(root) : {});
  // A document per language, first screen's links and markup: a handful of routes, each made once.
  // Undefined: the built file itself (English, no links or markup), sent precompressed.
  const documents = new Map<string, string>();
  const documentFor = (language: PageLanguage, links: string, markup: string): string | undefined => {
    const base = language === 'ar' && arabic ? arabic : english;
    if (!links && !markup) return base === english ? undefined : base;
    const key = `${base === english ? 'en' : 'ar'}\u0000${links}\u0000${markup}`;
    let html = documents.get(key);
    if (html === undefined) {
      html = links ? base.replace('</head>', `  ${links}\n  </head>`) : base;
      if (markup) html = html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
      // Bounded by the build's routes, languages and the served trees' texts; a new tree's documents start afresh.
      if (documents.size >= 200) documents.clear();
      documents.set(key, html);
    }
    return html;
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    // Sent, not thrown: the same error handler answers it, without the cost of a throw on every 404.
    if (!isRead || !isAppRoute(request.url)) return reply.send(appError('NOT_FOUND'));
    if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    // The document depends on the address's ?lang and the language cookie.
    reply.header('vary', 'cookie');
    const pathname = request.url.split('?')[0] ?? '';
    const staged = !!app.configSource.staged?.();
    const language = pageLanguage(request);
    const links = firstScreenLinks(screens, pathname, request.configTree, staged);
    const html = documentFor(language, links, markupFor(pathname, language, request.configTree, request.partnerId, staged));
    if (html) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}

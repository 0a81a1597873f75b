// The served document: the generated one (route schemas) completed once per app, then the
// config tree's rules added once per tree, so a reloaded config is in the next request's document.
import type { FastifyInstance } from 'fastify';
import type { ConfigTree } from '../../config/types.js';
import { addConfigRules } from './config-rules.js';
import { completeDocument, type CompletedDocument, type OpenApiDocument } from './document.js';

const completed = new WeakMap<FastifyInstance, CompletedDocument>();
const perTree = new WeakMap<ConfigTree, { app: FastifyInstance; document: OpenApiDocument }>();

/** The generated document completed (ids, summaries, error responses); computed once per app. */
export function completedDocument(app: FastifyInstance): CompletedDocument {
  let done = completed.get(app);
  if (!done) completed.set(app, (done = completeDocument(app.swagger())));
  return done;
}

/** The document of this app with the rules of this config tree (cached per tree; callers must not change it). */
export function liveDocument(app: FastifyInstance, tree: ConfigTree): OpenApiDocument {
  const known = perTree.get(tree);
  if (known?.app === app) return known.document;
  const document = addConfigRules(structuredClone(completedDocument(app).document), tree);
  perTree.set(tree, { app, document });
  return document;
}

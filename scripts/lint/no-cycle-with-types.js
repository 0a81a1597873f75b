// ESLint rule: an import must not close a cycle, `import type` included. import-x/no-cycle skips
// type-only imports, yet a type cycle (a view and its footer importing each other) still ties two
// modules into one; dynamic `import()` is left out on purpose: it is a deliberate lazy boundary.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const graph = new Map();

function resolve(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [`${stem}.ts`, `${stem}.tsx`, base, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => /\.(ts|tsx|js|mjs)$/.test(c) && existsSync(c));
}

function importsOf(file) {
  let deps = graph.get(file);
  if (deps) return deps;
  deps = [];
  graph.set(file, deps);
  let text = '';
  try { text = readFileSync(file, 'utf8'); } catch { return deps; }
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const target = resolve(file, match[1]);
    if (target) deps.push(target);
  }
  return deps;
}

/** A path of imports from `start` back to `goal`, or undefined. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    if (file === goal) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...trail, next]]);
  }
  return undefined;
}

export default {
  meta: { type: 'problem', messages: { cycle: 'Import cycle: {{trail}}. Move what both need into a third module.' }, schema: [] },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolve(file, spec);
      const trail = target && target !== file ? pathBack(target, file) : undefined;
      if (trail) context.report({ node, messageId: 'cycle', data: { trail: [file, ...trail].map((f) => path.relative(process.cwd(), f)).join(' -> ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

// Shared fragments: `{ "$ref": "../common/fields.json#/plateNumber" }` anywhere in a form stands
// for that part of a file under schemas/common/. Keys written beside `$ref` are laid over the
// fragment as an RFC 7396 merge patch (objects merged key by key, arrays replaced, null deletes),
// so a form keeps only what differs. Only references that name a file are inlined: a JSON Schema's
// own `"#/definitions/..."` is left to ajv. Every consumer (checker, server, precompiled browser
// validators) sees the inlined form, and every node remembers the file and pointer it came from,
// so a fault inside a fragment is blamed on the fragment and a fault beside it on the form.
import { iso } from './arabic-findings.js';
import { didYouMean } from './did-you-mean.js';
import { mergePatch } from './merge-patch.js';
import type { ConfigIssue, Fragments, Origin, Origins } from './types.js';
import { isObject } from './types.js';


export interface Inlined {
  value: unknown;
  origins: Origins;
  issues: ConfigIssue[];
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (key: string) => key.replace(/~1/g, '/').replace(/~0/g, '~');

/** `a/b/../c.json` -> `a/c.json` (forward slashes, relative to the tree's root). */
function normalize(parts: string[]): string {
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

/** A reference to a file part ("x.json#/a/b"); undefined for a JSON Schema's own "#/..." reference. */
export function isFileRef(ref: unknown): ref is string {
  return typeof ref === 'string' && /^[^#]+\.json(#.*)?$/.test(ref);
}

function lookup(ref: string, fromFile: string, fragments: Fragments): { file: string; pointer: string; value: unknown } | string {
  const [target = '', hash = ''] = ref.split('#');
  const file = normalize([...fromFile.split('/').slice(0, -1), ...target.split('/')]);
  if (!file.startsWith('schemas/common/')) return `"${ref}" points outside schemas/common/ (it resolves to ${file}).`;
  if (!(file in fragments)) return `${file} does not exist.`;
  const pointer = hash.replace(/\/$/, '');
  let node = fragments[file];
  for (const key of pointer.split('/').slice(1).map(unescape)) {
    if (!isObject(node) || !(key in node)) return `${file} has nothing at "#${pointer}".${isObject(node) ? didYouMean(key, Object.keys(node)) : ''}`;
    node = node[key];
  }
  return { file, pointer, value: node };
}

/** The document with every file reference inlined; unresolvable references become issues. */
export function inlineRefs(data: unknown, file: string, fragments: Fragments): Inlined {
  const origins: Origins = new Map();
  const issues: ConfigIssue[] = [];
  const known = Object.keys(fragments).sort();

  function walk(node: unknown, at: Origin, out: string, trail: string[]): unknown {
    origins.set(out, at);
    if (Array.isArray(node)) return node.map((item, i) => walk(item, { file: at.file, pointer: `${at.pointer}/${i}` }, `${out}/${i}`, trail));
    if (!isObject(node)) return node;
    const ref = node.$ref;
    const children = (source: Record<string, unknown>) => Object.fromEntries(
      Object.entries(source).map(([k, v]) => [k, walk(v, { file: at.file, pointer: `${at.pointer}/${escape(k)}` }, `${out}/${escape(k)}`, trail)]),
    );
    if (!isFileRef(ref)) return children(node);
    const found = lookup(ref, at.file, fragments);
    const refAt = `${at.pointer}/$ref`;
    if (typeof found === 'string') {
      issues.push({
        file: at.file, pointer: refAt, message: `The reference cannot be followed: ${found}`, fix: `Point "$ref" at a part of a file under schemas/common/ (relative to ${at.file}, e.g. "../common/fields.json#/plateNumber"); the files are: ${known.join(', ') || 'none yet'}.`,
        ar: {
          message: `لا يمكن تتبّع المرجع (${iso(found)}).`,
          fix: `يرجى توجيه ${iso('"$ref"')} إلى جزء من ملف تحت ${iso('schemas/common/')} (نسبةً إلى ${iso(at.file)}، مثل ${iso('"../common/fields.json#/plateNumber"')})؛ الملفات هي: ${known.length > 0 ? iso(known.join(', ')) : 'لا توجد ملفات بعد'}.`,
        },
      });
      const { $ref: _bad, ...rest } = node;
      return children(rest);
    }
    const key = `${found.file}#${found.pointer}`;
    if (trail.includes(key)) {
      issues.push({
        file: at.file, pointer: refAt, message: `The reference leads back to itself (${[...trail, key].join(' -> ')}).`, fix: 'Break the loop: a fragment must not refer, directly or not, to itself.',
        ar: { message: `المرجع يعود إلى نفسه (${iso([...trail, key].join(' -> '))}).`, fix: 'يرجى كسر الحلقة: يجب ألا يشير الجزء المشترك إلى نفسه، مباشرة أو بشكل غير مباشر.' },
      });
      return {};
    }
    const base = walk(found.value, { file: found.file, pointer: found.pointer }, out, [...trail, key]);
    const { $ref: _ref, ...siblings } = node;
    if (Object.keys(siblings).length === 0) return base;
    const patch = children(siblings);
    origins.set(out, at);
    return mergePatch(base, patch);
  }

  const value = walk(data, { file, pointer: '' }, '', []);
  return { value, origins, issues };
}

/** Re-points an issue found on the inlined document at the file and pointer that hold the fault. */
export function blame(issue: ConfigIssue, origins: Origins): ConfigIssue {
  const parts = issue.pointer.split('/');
  for (let n = parts.length; n >= 1; n--) {
    const prefix = parts.slice(0, n).join('/');
    const origin = origins.get(prefix);
    if (!origin) continue;
    const rest = parts.slice(n).join('/');
    const pointer = rest ? `${origin.pointer}/${rest}` : origin.pointer;
    if (origin.file === issue.file) return { ...issue, pointer };
    const ar = issue.ar && { ...issue.ar, message: `${issue.ar.message} (يستخدم ${iso(issue.file)} هذا الجزء المشترك.)` };
    return { ...issue, file: origin.file, pointer, message: `${issue.message} (This fragment is used by ${issue.file}.)`, ...(ar ? { ar } : {}) };
  }
  return issue;
}

// One form (or tab) schema's validator as a self-contained ES module the browser can import.
// The browser's CSP forbids eval, so ajv cannot compile there: the server compiles to source
// (ajv standalone, as rjsf's precompiled validator expects) and serves it from its own origin.
// ajv's standalone code is CommonJS and `require`s a few runtime helpers (ucs2length, equal and
// what they pull in); a browser module may hold no bare import, so those helpers' files are
// copied into the module behind a tiny CommonJS shim. No helper is evaluated on the server.
// Here in src/config (not the server) so that browser tests load the very modules the server serves.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { resolveForm } from './resolve.js';
import type { ConfigTree } from './types.js';

// Resolve the helpers as ajv itself would: from ajv's own package.
const ajvRequire = createRequire(createRequire(import.meta.url).resolve('ajv'));
/** A module found in a `require("...")` call (also inside strings: harmless, it is only included). */
const REQUIRE_CALL = /require\(\s*"([^"]+)"\s*\)/g;
/** A helper this large is not one of ajv's runtime helpers: refuse rather than ship it to every form. */
const MAX_HELPER_BYTES = 200_000;
const MAX_HELPERS = 20;

interface Helper {
  source: string;
  /** require() specifier in this file -> index of the helper it names. */
  requires: Record<string, number>;
}

/** Every file reachable from `code`'s require calls, in discovery order (cycles allowed). */
function collectHelpers(code: string): { top: Record<string, number>; helpers: Helper[] } {
  const helpers: Helper[] = [];
  const indexByPath = new Map<string, number>();
  const link = (source: string, resolveFrom: (spec: string) => string): Record<string, number> => {
    const requires: Record<string, number> = {};
    for (const [, spec] of source.matchAll(REQUIRE_CALL)) {
      if (!spec || spec in requires) continue;
      const file = resolveFrom(spec);
      let index = indexByPath.get(file);
      if (index === undefined) {
        const helperSource = readFileSync(file, 'utf8');
        if (helperSource.length > MAX_HELPER_BYTES || helpers.length >= MAX_HELPERS) {
          throw new Error(`validator needs "${spec}", which is not a small ajv runtime helper`);
        }
        index = helpers.length;
        indexByPath.set(file, index);
        const helper: Helper = { source: helperSource, requires: {} };
        helpers.push(helper);
        const helperRequire = createRequire(file);
        helper.requires = link(helperSource, (s) => helperRequire.resolve(s));
      }
      requires[spec] = index;
    }
    return requires;
  };
  const top = link(code, (spec) => ajvRequire.resolve(spec));
  return { top, helpers };
}

const SHIM = [
  'const __cache = [];',
  'function __load(i) {',
  '  if (__cache[i]) return __cache[i].exports;',
  '  const module = (__cache[i] = { exports: {} });',
  '  const names = __requires[i];',
  '  __defs[i](module, module.exports, (spec) => __load(names[spec]));',
  '  return module.exports;',
  '}',
].join('\n');

/**
 * ES module source exporting (default) `{ [schema.$id]: validate, ...subschemas }`: the
 * `ValidatorFunctions` of rjsf's createPrecompiledValidator.
 */
export function validatorModuleCode(schema: Record<string, unknown>): string {
  const code = compileSchemaValidatorsCode(schema);
  const { top, helpers } = collectHelpers(code);
  const defs = helpers.map((h) => `function (module, exports, require) {\n${h.source}\n}`);
  return [
    `// Validator of ${String(schema.$id)}, compiled by the portal server (ajv standalone). Do not edit.`,
    `const __defs = [${defs.join(',\n')}];`,
    `const __requires = ${JSON.stringify(helpers.map((h) => h.requires))};`,
    SHIM,
    `const __top = ${JSON.stringify(top)};`,
    'const __module = { exports: {} };',
    `(function (module, exports, require) {\n${code}\n})(__module, __module.exports, (spec) => __load(__top[spec]));`,
    'export default __module.exports;',
    '',
  ].join('\n');
}

// The validators of one config tree: every form and tab schema any partner can be sent. Each is
// named by the hash of its code, so a URL never changes meaning and may be cached for ever.
export const VALIDATORS_PREFIX = '/validators/';

export interface CompiledValidator {
  /** `/validators/<hash>.js` */
  url: string;
  code: string;
}

export interface TreeValidators {
  /** Schema `$id` -> its compiled module. */
  byId: Map<string, CompiledValidator>;
}

function collectSchemas(tree: ConfigTree): Map<string, Record<string, unknown>> {
  const schemas = new Map<string, Record<string, unknown>>();
  for (const partnerId of Object.keys(tree.partners).sort()) {
    for (const formId of Object.keys(tree.forms).sort()) {
      const form = resolveForm(tree, partnerId, formId);
      for (const schema of [form.schema, ...(form.tabs ?? []).map((tab) => tab.schema)]) {
        if (schema) schemas.set(schema.$id, schema as Record<string, unknown>);
      }
    }
  }
  return schemas;
}

/**
 * `$id` is a hash of the schema's content, so a schema the previous tree already compiled is
 * reused: a live change recompiles only the forms it touched.
 */
export function compileTreeValidators(tree: ConfigTree, previous?: TreeValidators): TreeValidators {
  const byId = new Map<string, CompiledValidator>();
  for (const [id, schema] of collectSchemas(tree)) {
    let compiled = previous?.byId.get(id);
    if (!compiled) {
      const code = validatorModuleCode(schema);
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 20);
      compiled = { url: `${VALIDATORS_PREFIX}${hash}.js`, code };
    }
    byId.set(id, compiled);
  }
  return { byId };
}

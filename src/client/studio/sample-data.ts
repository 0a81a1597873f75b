// Sample data for a previewed form, worked out from its JSON Schema alone (never from field
// names of the config): the schema's own default, const, example or first enum value, else a
// value built from the field's pattern, so that most fields show as filled and valid.
type Schema = Record<string, unknown>;

const CLASS_SAMPLES: Record<string, string> = { d: '5', D: 'x', w: 'a', W: '-', s: ' ', S: 'x' };

/** A string matching a simple regular expression: first alternatives, minimal-but-present repeats. */
export function sampleForPattern(pattern: string): string {
  let at = 0;
  const peek = () => pattern[at];

  function alternation(): string {
    const options = [sequence()];
    while (peek() === '|') {
      at += 1;
      options.push(sequence());
    }
    return options.find((o) => o.trim() !== '') ?? options[0] ?? '';
  }
  function sequence(): string {
    let out = '';
    while (at < pattern.length && peek() !== '|' && peek() !== ')') {
      const unit = atom();
      out += repeat(unit);
    }
    return out;
  }
  function atom(): string {
    const c = pattern[at++] ?? '';
    if (c === '^' || c === '$') return '';
    if (c === '(') {
      if (pattern.startsWith('?:', at)) at += 2;
      const inner = alternation();
      at += 1; // ')'
      return inner;
    }
    if (c === '[') return charClass();
    if (c === '\\') {
      const e = pattern[at++] ?? '';
      if (e === 'b' || e === 'B') return '';
      return CLASS_SAMPLES[e] ?? e;
    }
    if (c === '.') return 'x';
    return c;
  }
  function charClass(): string {
    const negated = peek() === '^';
    if (negated) at += 1;
    let first = '';
    while (at < pattern.length && peek() !== ']') {
      let c = pattern[at++] ?? '';
      if (c === '\\') {
        const e = pattern[at++] ?? '';
        c = CLASS_SAMPLES[e] ?? e;
      }
      if (!first) first = c;
    }
    at += 1; // ']'
    return negated ? 'x' : first;
  }
  // Optional parts are shown (a sample should look filled), `*` parts left out.
  function repeat(unit: string): string {
    const c = peek();
    if (c === '?' || c === '+') {
      at += 1;
      return unit;
    }
    if (c === '*') {
      at += 1;
      return '';
    }
    const braces = c === '{' ? /^\{(\d+)(,\d*)?\}/.exec(pattern.slice(at)) : null;
    if (braces) {
      at += braces[0].length;
      return unit.repeat(Math.max(1, Number(braces[1])));
    }
    return unit;
  }
  return alternation();
}

function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return false;
  }
}

function sampleString(schema: Schema): string | undefined {
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  const candidates = ['Sample', ...(pattern ? [sampleForPattern(pattern).trim()] : [])];
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  return candidates.find((c) => c !== '' && c.length >= min && c.length <= max && (!pattern || matches(pattern, c)));
}

function sampleValue(schema: Schema): unknown {
  for (const key of ['const', 'default'] as const) if (schema[key] !== undefined) return schema[key];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== '' && v !== null);
  switch (schema.type) {
    case 'string': return sampleString(schema);
    case 'boolean': return true;
    case 'integer':
    case 'number': return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'object': return sampleData(schema);
    default: return undefined;
  }
}

/** Sample values for the fields of an object schema; fields a widget hides or captures are left empty. */
export function sampleData(schema: unknown, uiSchema: unknown = {}): Record<string, unknown> {
  const properties = (schema as Schema | undefined)?.properties;
  if (!properties || typeof properties !== 'object') return {};
  const ui = (uiSchema ?? {}) as Record<string, { 'ui:widget'?: unknown } | undefined>;
  const data: Record<string, unknown> = {};
  for (const [field, sub] of Object.entries(properties as Record<string, Schema>)) {
    // Hidden fields are set by the journey, and pictures cannot be made up.
    if (typeof ui[field]?.['ui:widget'] === 'string') continue;
    const value = sampleValue(sub);
    if (value !== undefined) data[field] = value;
  }
  return data;
}

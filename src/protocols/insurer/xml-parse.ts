// A strict XML reader for the insurer's messages, in one pass. fast-xml-parser needed two (its
// validator, then its lenient parser, which takes a truncated or mis-nested document without a
// word): about 11 % of a renewal lookup's CPU on both ends of the wire. This reader refuses what
// the validator refused and answers what the parser answered, with that parser's options of
// xml-codec.ts (values as trimmed strings, attributes ignored, the five XML entities decoded,
// repeated children as arrays); xml-parse.test.ts holds it to both, case by case.
import { InsurerFormatError } from './insurer-errors.js';

export type XmlValue = string | XmlNode | XmlValue[];
export interface XmlNode {
  [name: string]: XmlValue;
}

// XML 1.0 names, as fast-xml-parser's validator checks them.
const START = ':A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const NAME = new RegExp(`[${START}][${START}\\-.\\d\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*`, 'y');
const ENTITY = new RegExp(`&(?:[${START}][${START}\\-.\\d]*|#\\d+|#x[\\da-fA-F]+);`, 'y');
const SPACE = /[ \t\r\n]*/y;
const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const bad = (message: string, at: number) => new InsurerFormatError(`not well-formed: ${message} at ${at}`);

interface Open {
  name: string;
  node: XmlNode | undefined;
  text: string;
}

/** Sets a key; defineProperty only for __proto__, which assignment would take as the prototype. */
function put(node: XmlNode, name: string, value: XmlValue): void {
  if (name === '__proto__') Object.defineProperty(node, name, { value, writable: true, enumerable: true, configurable: true });
  else node[name] = value;
}

// One reader per document; its methods live once on the prototype (no closures made per call).
class Reader {
  at = 0;
  readonly stack: Open[] = [];
  rootName: string | undefined;
  rootValue: XmlValue = '';

  constructor(
    readonly xml: string,
    readonly listElements: ReadonlySet<string>,
  ) {}

  skipSpace(): void {
    SPACE.lastIndex = this.at;
    SPACE.test(this.xml);
    this.at = SPACE.lastIndex;
  }

  name(): string {
    NAME.lastIndex = this.at;
    const match = NAME.exec(this.xml);
    if (!match) throw bad('a name was expected', this.at);
    this.at = NAME.lastIndex;
    return match[0];
  }

  until(end: string, what: string): number {
    const found = this.xml.indexOf(end, this.at);
    if (found < 0) throw bad(`${what} is not closed`, this.at);
    return found;
  }

  /** The text from `start` to `end`: entity references checked, the five XML ones decoded, trimmed. */
  text(start: number, end: number): void {
    let raw = this.xml.slice(start, end);
    const open = this.stack.at(-1);
    if (!open) {
      if (raw.trim()) throw bad('text outside the root element', start);
      return;
    }
    let amp = raw.indexOf('&');
    if (amp >= 0) {
      while (amp >= 0) {
        ENTITY.lastIndex = amp;
        if (!ENTITY.test(raw)) throw bad("'&' is not an entity reference", start + amp);
        amp = raw.indexOf('&', ENTITY.lastIndex);
      }
      raw = raw.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
    }
    const value = raw.trim();
    if (value) open.text += value;
  }

  close(open: Open): void {
    let value: XmlValue = open.text;
    if (open.node) {
      if (open.text) open.node['#text'] = open.text;
      value = open.node;
    }
    const parent = this.stack.at(-1);
    if (!parent) {
      this.rootValue = value;
      return;
    }
    const node = (parent.node ??= {});
    const name = open.name;
    if (!Object.hasOwn(node, name)) put(node, name, this.listElements.has(name) ? [value] : value);
    else {
      const existing = node[name]!;
      if (Array.isArray(existing)) existing.push(value);
      else put(node, name, [existing, value]);
    }
  }

  /** Attributes (checked, then ignored) up to `>`, `/>` or, in a processing instruction, `?>`. */
  attributes(): void {
    const xml = this.xml;
    const seen = new Set<string>();
    for (;;) {
      const before = this.at;
      this.skipSpace();
      const c = xml[this.at];
      if (c === '>' || c === '/' || c === '?' || c === undefined) return;
      if (this.at === before) throw bad('a space was expected before an attribute', this.at);
      const name = this.name();
      if (seen.has(name)) throw bad(`attribute ${name} is repeated`, this.at);
      seen.add(name);
      this.skipSpace();
      if (xml[this.at] !== '=') throw bad(`attribute ${name} has no value`, this.at);
      this.at++;
      this.skipSpace();
      const quote = xml[this.at];
      if (quote !== '"' && quote !== "'") throw bad(`attribute ${name} is not quoted`, this.at);
      this.at++;
      this.at = this.until(quote, 'an attribute value') + 1;
    }
  }

  /** One markup construct starting at `lt` (a '<'). */
  markup(lt: number): void {
    const xml = this.xml;
    const stack = this.stack;
    this.at = lt + 1;
    const c = xml[this.at];
    if (c === '/') {
      this.at++;
      const name = this.name();
      this.skipSpace();
      if (xml[this.at] !== '>') throw bad(`closing tag ${name} is not closed`, this.at);
      this.at++;
      const open = stack.pop();
      if (!open || open.name !== name) throw bad(`closing tag ${name} does not match ${open ? open.name : 'any open element'}`, lt);
      this.close(open);
    } else if (xml.startsWith('!--', this.at)) {
      this.at = this.until('-->', 'a comment') + 3;
    } else if (xml.startsWith('![CDATA[', this.at)) {
      this.at += 8;
      const end = this.until(']]>', 'a CDATA section');
      if (!stack.length) throw bad('CDATA outside the root element', lt);
      const text = xml.slice(this.at, end).trim();
      if (text) stack.at(-1)!.text += text;
      this.at = end + 3;
    } else if (c === '?') {
      this.at++;
      const name = this.name();
      if (name.toLowerCase() === 'xml' ? lt !== 0 : !stack.length) throw bad('a processing instruction outside the root element', lt);
      // Inside an element one carries no value: skipped (fast-xml-parser made it a child "?name").
      this.attributes();
      if (!xml.startsWith('?>', this.at)) throw bad('a processing instruction is not closed', this.at);
      this.at += 2;
    } else if (c === '!') {
      throw bad('declarations are not accepted', lt);
    } else {
      const name = this.name();
      if (!stack.length && this.rootName !== undefined) throw bad('a second root element', lt);
      this.rootName ??= name;
      this.attributes();
      const open: Open = { name, node: undefined, text: '' };
      if (xml.startsWith('/>', this.at)) {
        this.at += 2;
        this.close(open);
      } else if (xml[this.at] === '>') {
        this.at++;
        stack.push(open);
      } else throw bad(`tag ${name} is not closed`, this.at);
    }
  }
}

/** Parses a whole document into `{ root: value }`; anything not well-formed is an InsurerFormatError. */
export function parseDocument(xml: string, listElements: ReadonlySet<string>): XmlNode {
  const reader = new Reader(xml, listElements);
  while (reader.at < xml.length) {
    const lt = xml.indexOf('<', reader.at);
    const end = lt < 0 ? xml.length : lt;
    if (end > reader.at) reader.text(reader.at, end);
    if (lt < 0) break;
    reader.markup(lt);
  }
  if (reader.stack.length) throw bad(`element ${reader.stack.at(-1)!.name} is not closed`, xml.length);
  if (reader.rootName === undefined) throw bad('no root element', 0);
  const doc: XmlNode = {};
  put(doc, reader.rootName, reader.rootValue);
  return doc;
}

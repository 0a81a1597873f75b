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

/** Parses a whole document into `{ root: value }`; anything not well-formed is an InsurerFormatError. */
export function parseDocument(xml: string, listElements: ReadonlySet<string>): XmlNode {
  const stack: Open[] = [];
  let rootName: string | undefined;
  let rootValue: XmlValue = '';
  let at = 0;

  const skipSpace = () => {
    SPACE.lastIndex = at;
    SPACE.test(xml);
    at = SPACE.lastIndex;
  };
  const nameAt = (): string => {
    NAME.lastIndex = at;
    const match = NAME.exec(xml);
    if (!match) throw bad('a name was expected', at);
    at = NAME.lastIndex;
    return match[0];
  };
  const until = (end: string, what: string): number => {
    const found = xml.indexOf(end, at);
    if (found < 0) throw bad(`${what} is not closed`, at);
    return found;
  };

  const addText = (raw: string, start: number) => {
    const open = stack.at(-1);
    if (!open) {
      if (raw.trim()) throw bad('text outside the root element', start);
      return;
    }
    let value = raw;
    if (raw.includes('&')) {
      let i = raw.indexOf('&');
      while (i >= 0) {
        ENTITY.lastIndex = i;
        if (!ENTITY.test(raw)) throw bad("'&' is not an entity reference", start + i);
        i = raw.indexOf('&', ENTITY.lastIndex);
      }
      value = raw.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
    }
    value = value.trim();
    if (value) open.text += value;
  };

  const attach = (name: string, value: XmlValue) => {
    const parent = stack.at(-1);
    if (!parent) {
      rootValue = value;
      return;
    }
    const node = (parent.node ??= {});
    // defineProperty, not assignment: an element named __proto__ must stay a plain key.
    const set = (v: XmlValue) => Object.defineProperty(node, name, { value: v, writable: true, enumerable: true, configurable: true });
    if (!Object.hasOwn(node, name)) set(listElements.has(name) ? [value] : value);
    else {
      const existing = node[name]!;
      if (Array.isArray(existing)) existing.push(value);
      else set([existing, value]);
    }
  };

  const close = (open: Open) => {
    let value: XmlValue = open.text;
    if (open.node) {
      if (open.text) open.node['#text'] = open.text;
      value = open.node;
    }
    attach(open.name, value);
  };

  /** Attributes (checked, then ignored) up to `>`, `/>` or, in a processing instruction, `?>`. */
  const attributes = () => {
    const seen = new Set<string>();
    for (;;) {
      const before = at;
      skipSpace();
      const c = xml[at];
      if (c === '>' || c === '/' || c === '?' || c === undefined) return;
      if (at === before) throw bad('a space was expected before an attribute', at);
      const name = nameAt();
      if (seen.has(name)) throw bad(`attribute ${name} is repeated`, at);
      seen.add(name);
      skipSpace();
      if (xml[at] !== '=') throw bad(`attribute ${name} has no value`, at);
      at++;
      skipSpace();
      const quote = xml[at];
      if (quote !== '"' && quote !== "'") throw bad(`attribute ${name} is not quoted`, at);
      at++;
      at = until(quote, 'an attribute value') + 1;
    }
  };

  while (at < xml.length) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) {
      addText(xml.slice(at), at);
      break;
    }
    if (lt > at) addText(xml.slice(at, lt), at);
    at = lt + 1;
    const c = xml[at];
    if (c === '/') {
      at++;
      const name = nameAt();
      skipSpace();
      if (xml[at] !== '>') throw bad(`closing tag ${name} is not closed`, at);
      at++;
      const open = stack.pop();
      if (!open || open.name !== name) throw bad(`closing tag ${name} does not match ${open ? open.name : 'any open element'}`, lt);
      close(open);
    } else if (xml.startsWith('!--', at)) {
      at += 3;
      at = until('-->', 'a comment') + 3;
    } else if (xml.startsWith('![CDATA[', at)) {
      at += 8;
      const end = until(']]>', 'a CDATA section');
      if (!stack.length) throw bad('CDATA outside the root element', lt);
      const text = xml.slice(at, end).trim();
      if (text) stack.at(-1)!.text += text;
      at = end + 3;
    } else if (c === '?') {
      at++;
      const name = nameAt();
      if (name.toLowerCase() === 'xml' ? lt !== 0 : !stack.length) throw bad('a processing instruction outside the root element', lt);
      // Inside an element one carries no value: skipped (fast-xml-parser made it a child "?name").
      attributes();
      if (!xml.startsWith('?>', at)) throw bad('a processing instruction is not closed', at);
      at += 2;
    } else if (c === '!') {
      throw bad('declarations are not accepted', lt);
    } else {
      const name = nameAt();
      if (!stack.length && rootName !== undefined) throw bad('a second root element', lt);
      rootName ??= name;
      attributes();
      const open: Open = { name, node: undefined, text: '' };
      if (xml.startsWith('/>', at)) {
        at += 2;
        stack.push(open);
        close(stack.pop()!);
      } else if (xml[at] === '>') {
        at++;
        stack.push(open);
      } else throw bad(`tag ${name} is not closed`, at);
    }
  }
  if (stack.length) throw bad(`element ${stack.at(-1)!.name} is not closed`, xml.length);
  if (rootName === undefined) throw bad('no root element', 0);
  const doc: XmlNode = {};
  Object.defineProperty(doc, rootName, { value: rootValue, writable: true, enumerable: true, configurable: true });
  return doc;
}

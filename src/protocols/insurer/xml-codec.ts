import { XMLBuilder } from 'fast-xml-parser';
import { InsurerFormatError } from './insurer-errors.js';
import { parseDocument, type XmlNode, type XmlValue } from './xml-parse.js';

/** A parsed XML element: text stays text, children are nested records, repeated children arrays. */
export type { XmlNode, XmlValue } from './xml-parse.js';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

// processEntities stays on: user values are escaped by the builder, never concatenated.
const builder = new XMLBuilder({ format: true, suppressEmptyNode: false, processEntities: true });

// Elements that repeat in replies; declared so that a list of one is still a list.
// Values stay strings (xml-parse.ts): "0501" must not become 501 and "+968..." must keep its "+".
export const LIST_ELEMENTS: ReadonlySet<string> = new Set(['package', 'document', 'policy']);

/** Builds `<root>...</root>` from typed values; every value is escaped by the builder. */
export function buildXml(root: string, body: XmlNode): string {
  return DECLARATION + builder.build({ [root]: body });
}

/**
 * Parses (strictly, in one pass) a document whose root element must be `root`.
 * Anything else (not well-formed, a DTD, another root) is a format error.
 */
export function parseXml(xml: string, root: string): XmlNode {
  // Replies never carry a DTD; refusing one closes the door on entity tricks.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new InsurerFormatError('document type declarations are not accepted');
  const doc = parseDocument(xml, LIST_ELEMENTS);
  const names = Object.keys(doc);
  if (names.length !== 1 || names[0] !== root) throw new InsurerFormatError(`expected root <${root}>, got <${names.join(',')}>`);
  const body = doc[root];
  if (body === '' || body === undefined) return {};
  if (!isNode(body)) throw new InsurerFormatError(`<${root}> has no child elements`);
  return body;
}

export function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of a child element; absent gives undefined, an element with children is a format error. */
export function text(node: XmlNode, name: string): string | undefined {
  const value = node[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new InsurerFormatError(`<${name}> should hold text`);
  return value;
}

export function requiredText(node: XmlNode, name: string): string {
  const value = text(node, name);
  if (value === undefined || value === '') throw new InsurerFormatError(`<${name}> is missing`);
  return value;
}

/** Children named `name` under `container`, as a list (the parser already makes them arrays). */
export function list(node: XmlNode, container: string, name: string): XmlValue[] {
  const holder = node[container];
  if (holder === undefined || holder === '') return [];
  if (!isNode(holder)) throw new InsurerFormatError(`<${container}> should hold <${name}> elements`);
  const items = holder[name];
  if (items === undefined) return [];
  return Array.isArray(items) ? items : [items];
}

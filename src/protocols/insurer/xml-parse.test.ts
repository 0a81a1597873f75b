// The one-pass reader against what it replaced: fast-xml-parser's validator, then its parser with
// the options xml-codec.ts used. Same answer for every document the validator accepted; a format
// error for every one it refused (the contract samples, values full of markup, and thousands of
// truncated or damaged copies of them).
import { readdirSync, readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { InsurerFormatError } from './insurer-errors.js';
import { buildXml, LIST_ELEMENTS, parseXml } from './xml-codec.js';
import { parseDocument } from './xml-parse.js';

const reference = new XMLParser({
  parseTagValue: false,
  ignoreAttributes: true,
  trimValues: true,
  ignoreDeclaration: true,
  isArray: (name) => LIST_ELEMENTS.has(name),
  processEntities: { enabled: true, maxTotalExpansions: 100, maxExpandedLength: 10_000 },
});

const dir = new URL('../../../tests/contracts/insurer/', import.meta.url);
const samples = readdirSync(dir).filter((f) => f.endsWith('.xml')).map((f) => readFileSync(new URL(f, dir), 'utf8'));

/** What the old path answered: the parsed document, or 'refused' (parseXml also refused no root or two). */
function before(xml: string): unknown {
  if (XMLValidator.validate(xml) !== true) return 'refused';
  let doc: object;
  try {
    doc = reference.parse(xml) as object;
  } catch {
    return 'refused'; // a plain Error then (a 500 on the sandbox), an InsurerFormatError now
  }
  return Object.keys(doc).length === 1 ? doc : 'refused';
}
function now(xml: string): unknown {
  try {
    return parseDocument(xml, LIST_ELEMENTS);
  } catch (err) {
    if (err instanceof InsurerFormatError) return 'refused';
    throw err;
  }
}
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
function agree(xml: string): void {
  const answer = now(xml);
  // Stricter on one point: a malformed XML declaration is refused (the validator let some through).
  if (answer === 'refused' && xml.startsWith('<?xml') && !xml.startsWith(DECLARATION)) return;
  expect(answer, JSON.stringify(xml)).toEqual(before(xml));
}

describe('parseDocument, against validate + parse', () => {
  it('reads every contract sample as before', () => {
    expect(samples.length).toBeGreaterThan(15);
    for (const xml of samples) {
      expect(now(xml)).not.toBe('refused');
      agree(xml);
    }
  });

  it('reads values full of markup, entities, spaces and Arabic as built', () => {
    const values = ['a & b', '<tag>', '"quoted" \'single\'', '&amp;', ']]>', '  padded  ', 'يوسف الزدجالي', '12</plateNo><srcBusId>X', '&#233;', '+96891000001', '0501'];
    for (const value of values) {
      const xml = buildXml('r', { v: value, list: { package: [{ n: value }] } });
      agree(xml);
      expect(parseXml(xml, 'r')['v']).toBe(value.trim());
    }
  });

  it('answers as before on hand-made edge cases', () => {
    const cases = [
      '<a>&bogus;</a>', '<a>x & y</a>', '<a>&lt;&amp;amp;&gt;&quot;&apos;</a>', '<a><![CDATA[<x>]]> t</a>', '<a><!-- c --><b>1</b></a>',
      '<a> t <b>1</b> u </a>', '<a b="1" b="2"/>', '<a b=1/>', '<a b/>', '<?xml version="1.0"?><a/>', '<a/>', '<a></a>', '<a><b/><b>2</b></a>',
      '<a>\n  <b>  1 2 </b>\n</a>', '<ns:a><ns:b>1</ns:b></ns:a>', '<a>1</a>x', '<é>1</é>', '<a><b.c-d_e>1</b.c-d_e></a>', '<a>]]></a>',
      '<a>&#65</a>', '<a>&lt</a>', ' <a/> ', '<a/>\n<!-- x -->', '<a><b>1</b><c><d>2</d></c></a>', '<a><quote><quoteNo>1</quote>',
      '<a><status>Y</a>', '<a><b>1</b>', '<a><b>1</b></a><c/>', '<a><b x="1>1</b></a>', '<a><b>1</b', '<a><b>1</b></a', '<a><b>1<</b></a>',
      'hello', '<a><b>1</c></a>', '<a>< b>1</b></a>', '<a><b>1</b></a></a>', '', '<1a/>', '<a x="1" y=\'2\'><b z="3"/></a>', '<a><package>1</package></a>',
      '<a><document/><document>x</document></a>', '<a></b>', '<a><!-- open </a>', '<a><![CDATA[x</a>', '<a b="<"/>', '</a>', '<a/><?pi?>',
      '<a><b\n>1</b\n></a>', '<a\tb="1"\n/>', '<a b="1"c="2"/>', '<?xml version="1.0"?>\n<?xml version="1.0"?><a/>',
    ];
    for (const xml of cases) agree(xml);
  });

  it('refuses, as before, every truncated copy of a sample and answers damaged copies as before', () => {
    let refused = 0;
    for (const xml of samples) {
      const end = xml.trimEnd().length;
      for (let cut = 0; cut < end; cut += 3) {
        expect(now(xml.slice(0, cut)), `${cut} of ${xml.slice(0, 60)}`).toBe('refused');
        refused++;
      }
      // One character dropped, at every markup character and around it.
      for (let i = 0; i < xml.length; i++) {
        if (!'<>/&;="'.includes(xml[i]!) && i % 7) continue;
        agree(xml.slice(0, i) + xml.slice(i + 1));
      }
    }
    expect(refused).toBeGreaterThan(1000);
  });

  it('keeps an element named __proto__ as a plain key', () => {
    const doc = parseDocument('<a><__proto__><polluted>1</polluted></__proto__></a>', LIST_ELEMENTS);
    expect(Object.getPrototypeOf(doc['a'])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.keys(doc['a'] as object)).toEqual(['__proto__']);
  });
});

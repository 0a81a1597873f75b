// Reading a config file's text the way a business user needs it: a syntax error names the line
// and column, shows the line with a caret and says what to type; a name written twice in one
// object (JSON.parse silently keeps the last) is reported instead of hiding the first.
import { iso } from './arabic-findings.js';
import { parse as parseTolerant, type ParseError } from 'jsonc-parser';
import type { ConfigIssue } from './types.js';

export type ParsedJson = { ok: true; data: unknown } | { ok: false; issue: ConfigIssue };

function lineAndColumn(text: string, position: number): { line: number; column: number; lineText: string } {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const start = before.lastIndexOf('\n') + 1;
  const end = text.indexOf('\n', start);
  return { line, column: position - start + 1, lineText: text.slice(start, end === -1 ? undefined : end).replace(/\r$/, '') };
}

function lastNonSpace(text: string, position: number): { char: string; index: number } {
  let i = position - 1;
  while (i >= 0 && /\s/.test(text[i] ?? '')) i--;
  return { char: text[i] ?? '', index: i };
}

function syntaxFix(text: string, position: number): string {
  const here = text[position] ?? '';
  const prev = lastNonSpace(text, position);
  if (position >= text.length) return 'The file ends too early: close every { and [ that is opened, and check that the file is not empty.';
  if (prev.char === ',' && (here === '}' || here === ']')) {
    return `Remove the comma at the end of line ${lineAndColumn(text, prev.index).line}: JSON allows no comma after the last entry.`;
  }
  if (here === "'") return 'Write names and texts in double quotes ("..."), not single quotes.';
  if (/["\d}\]el]/.test(prev.char) && /["{[\d\-tfn]/.test(here)) {
    return `Add the missing comma at the end of line ${lineAndColumn(text, prev.index).line} (between two entries), or the colon between a name and its value.`;
  }
  if (/[A-Za-z_]/.test(here)) return 'Put the name or text in double quotes; only true, false, null and numbers go without quotes.';
  return 'Correct the JSON at the caret: names and texts in double quotes, a colon after each name, a comma between entries and none after the last.';
}

/**
 * Where the text stops being JSON. Node's JSON.parse names a position for some errors only (an
 * unexpected token, e.g. a trailing comma in a list, comes without one), so the text is scanned
 * again with jsonc-parser in strict mode, whose first error has the exact offset.
 */
function errorPosition(text: string, reason: string): number {
  const errors: ParseError[] = [];
  parseTolerant(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors[0]) return errors[0].offset;
  const at = /at position (\d+)/.exec(reason);
  return at ? Number(at[1]) : text.length;
}

/** Parses the text of `file`; a syntax error becomes one issue with line, column and a caret. */
export function parseJsonText(text: string, file: string): ParsedJson {
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = (error as Error).message;
    const position = errorPosition(text, reason);
    const { line, column, lineText } = lineAndColumn(text, position);
    const caret = `${' '.repeat(Math.max(0, column - 1))}^`;
    return {
      ok: false,
      issue: {
        file, pointer: '',
        message: `The file is not valid JSON at line ${line}, column ${column}:\n        ${lineText}\n        ${caret}`,
        fix: syntaxFix(text, position),
        // The caret line is code: it keeps its own direction inside the Arabic.
        ar: { message: `الملف ليس ${iso('JSON')} صالحًا عند السطر ${line}، العمود ${column}:\n        ${iso(lineText)}\n        ${iso(caret)}`, fix: 'يرجى تصحيح الكتابة عند الموضع المشار إليه: علامات التنصيص والفواصل والأقواس.' },
      },
    };
  }
}

interface Frame {
  kind: 'object' | 'array';
  pointer: string;
  keys: Set<string>;
  key?: string;
  index: number;
  expectingKey: boolean;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Names given twice in one object of a (syntactically valid) JSON text, with the line of the second. */
export function duplicateKeys(text: string): Array<{ pointer: string; key: string; line: number; firstLine: number }> {
  const found: Array<{ pointer: string; key: string; line: number; firstLine: number }> = [];
  const stack: Frame[] = [];
  const firstLines = new Map<string, number>();
  const valuePointer = (): string => {
    const top = stack.at(-1);
    if (!top) return '';
    return top.kind === 'object' ? `${top.pointer}/${escape(top.key ?? '')}` : `${top.pointer}/${top.index}`;
  };
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    else if (c === '{' || c === '[') stack.push({ kind: c === '{' ? 'object' : 'array', pointer: valuePointer(), keys: new Set(), index: 0, expectingKey: c === '{' });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',') {
      const top = stack.at(-1);
      if (top?.kind === 'object') top.expectingKey = true;
      else if (top) top.index++;
    } else if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const top = stack.at(-1);
      if (top?.kind === 'object' && top.expectingKey) {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        const pointer = `${top.pointer}/${escape(key)}`;
        if (top.keys.has(key)) found.push({ pointer, key, line, firstLine: firstLines.get(pointer) ?? line });
        else firstLines.set(pointer, line);
        top.keys.add(key);
        top.key = key;
        top.expectingKey = false;
      }
      i = j;
    }
  }
  return found;
}

/** One issue per name given twice. */
export function duplicateKeyIssues(text: string, file: string): ConfigIssue[] {
  return duplicateKeys(text).map(({ pointer, key, line, firstLine }) => ({
    file, pointer,
    message: `"${key}" is written twice in the same place (lines ${firstLine} and ${line}); only the last one would count.`,
    fix: `Keep one "${key}": merge the two, or delete the one you did not mean.`,
    ar: {
      message: `«${iso(key)}» مكتوب مرتين في الموضع نفسه (السطران ${firstLine} و${line})؛ ولا يُعتد إلا بالأخير.`,
      fix: `يرجى الإبقاء على «${iso(key)}» واحد: ادمج الاثنين، أو احذف الذي لم تقصده.`,
    },
  }));
}

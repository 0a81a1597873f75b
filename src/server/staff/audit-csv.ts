// The audit trail as CSV (RFC 4180: every field quoted, quotes doubled, CRLF). A field that a
// spreadsheet would run as a formula (= + - @, tab, CR at the start) gets a leading apostrophe:
// usernames tried at sign-in are anybody's text.
import type { AuditRecord } from './audit-repository.js';

const COLUMNS = ['id', 'at', 'actor', 'clientAddress', 'action', 'target', 'details'] as const;

function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function auditToCsv(records: readonly AuditRecord[]): string {
  const lines = [COLUMNS.join(','), ...records.map((record) => COLUMNS.map((column) => cell(record[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

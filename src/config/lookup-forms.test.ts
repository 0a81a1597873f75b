// The lookup pages' rules (spec section 5), checked with ajv on the forms as a partner gets them.
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfigTree } from './load.js';
import { resolveForm } from './resolve.js';
import type { ConfigTree } from './types.js';

let tree: ConfigTree;
beforeAll(async () => {
  tree = await loadConfigTree(path.resolve(import.meta.dirname, '../..'));
});

/** The message keys a customer would see for `data` on one tab: form messages by ajv keyword. */
function messages(formId: string, tabId: string, data: Record<string, string>): string[] {
  const form = resolveForm(tree, 'default', formId);
  const tab = form.tabs!.find((t) => t.id === tabId)!;
  const validate = new Ajv({ allErrors: true, strict: true }).compile(tab.schema);
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e: ErrorObject) => {
    const field = e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.slice(1);
    return form.messages?.[field]?.[e.keyword] ?? `${field}:${e.keyword}`;
  });
}

describe('lookup forms', () => {
  it('requires every field of the active tab with the spec message', () => {
    expect(messages('renew-lookup', 'plateCivil', {})).toEqual([
      'fields.plateNumber.error.required', 'fields.plateCode.error.required', 'fields.civilId.error.required',
    ]);
    expect(messages('rop-lookup', 'plateMobile', { plateNumber: '1', plateCode: 'A' })).toEqual(['fields.mobileNumber.error.required']);
    expect(messages('policy-document-lookup', 'policyNo', {})).toEqual(['fields.policyNo.error.required']);
  });

  it('treats blank after trimming as empty', () => {
    expect(messages('renew-lookup', 'quoteNo', { quoteNo: '   ' })).toEqual(['fields.quoteNo.error.required']);
    expect(messages('pay-premium-lookup', 'plateMobile', { plateNumber: '  ', plateCode: 'A', mobileNo: ' ' })).toEqual([
      'fields.plateNumber.error.required', 'fields.mobileNo.error.required',
    ]);
  });

  it('checks plate and mobile formats on Pay Premium only where the spec says so', () => {
    expect(messages('pay-premium-lookup', 'plateMobile', { plateNumber: 'A', plateCode: 'A', mobileNo: '9123456' })).toEqual([
      'fields.plateNumber.error.invalid', 'fields.mobileNo.error.invalid',
    ]);
    expect(messages('pay-premium-lookup', 'plateMobile', { plateNumber: 'AB123', plateCode: '999', mobileNo: '9123456789' })).toEqual([]);
    expect(messages('policy-document-lookup', 'plateCivil', { plateNumber: 'ABCDEF', plateCode: 'A', civilId: '1' })).toEqual(['fields.plateNumber.error.invalid']);
    expect(messages('renew-lookup', 'plateCivil', { plateNumber: 'A', plateCode: 'A', civilId: '1' })).toEqual([]);
  });

  it('accepts only catalog plate codes', () => {
    expect(messages('renew-lookup', 'plateCivil', { plateNumber: '12', plateCode: '13', civilId: '1' })).toEqual(['plateCode:enum']);
  });
});

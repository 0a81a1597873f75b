import { Ajv, type ValidateFunction } from 'ajv';
import { resolveForm } from '../../../config/resolve.js';
import type { ConfigTree } from '../../../config/types.js';
import { AppError } from '../../errors.js';
import { localeText } from './locale-text.js';
import type { LookupBody, LookupType } from './schemas.js';

export type LookupPage = 'renewal' | 'premium' | 'documents' | 'rop';

const PAGES: Record<LookupPage, { form: string; types: LookupType[] }> = {
  renewal: { form: 'renew-lookup', types: ['plateCivil', 'plateMobile', 'quoteNo'] },
  premium: { form: 'pay-premium-lookup', types: ['plateCivil', 'plateMobile', 'quoteNo'] },
  documents: { form: 'policy-document-lookup', types: ['plateCivil', 'plateMobile', 'policyNo'] },
  rop: { form: 'rop-lookup', types: ['plateCivil', 'plateMobile', 'policyNo'] },
};

/** What a lookup sends on: only the active tab's fields, trimmed; the others empty. */
export interface Lookup {
  plateNumber: string;
  plateCode: string;
  civilId: string;
  mobileNo: string;
  quoteNo: string;
  policyNo: string;
}

const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: Record<string, unknown> & { $id: string }): ValidateFunction {
  let validate = compiled.get(schema.$id);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema.$id, validate);
  }
  return validate;
}

// The tree does not change once loaded: each partner's form is resolved once, not per lookup.
const resolved = new WeakMap<ConfigTree, Map<string, ReturnType<typeof resolveForm>>>();

function resolvedForm(tree: ConfigTree, partnerId: string, formId: string): ReturnType<typeof resolveForm> {
  let forms = resolved.get(tree);
  if (!forms) resolved.set(tree, (forms = new Map()));
  const key = `${partnerId}\n${formId}`;
  let form = forms.get(key);
  if (!form) forms.set(key, (form = resolveForm(tree, partnerId, formId)));
  return form;
}

/**
 * Re-checks the page's own rules (the tab schema of schemas/forms/<page>-lookup.json as the
 * partner sees it), so that input the page would refuse never reaches the insurer.
 */
export function checkLookup(tree: ConfigTree, partnerId: string, page: LookupPage, body: LookupBody): Lookup {
  const spec = PAGES[page];
  if (!spec.types.includes(body.lookupType)) {
    throw new AppError('VALIDATION_FAILED', { details: [{ field: '/lookupType', keyword: 'enum', message: `lookupType must be one of ${spec.types.join(', ')}` }] });
  }
  const form = resolvedForm(tree, partnerId, spec.form);
  const tab = form.tabs?.find((t) => t.id === body.lookupType);
  if (!tab) throw new Error(`schemas/forms/${spec.form}.json has no tab "${body.lookupType}"`);
  const given: Record<string, string | undefined> = { ...body, mobileNumber: body.mobileNumber ?? body.mobileNo, mobileNo: body.mobileNo ?? body.mobileNumber };
  const properties = Object.keys((tab.schema['properties'] ?? {}) as Record<string, unknown>);
  const data: Record<string, string> = {};
  for (const name of properties) {
    const value = given[name];
    if (value !== undefined) data[name] = value;
  }
  const validate = validatorFor(tab.schema);
  if (!validate(data)) {
    // The words the page shows for the same input, first field first, so a 400 explains itself.
    const text = (field: string, keyword: string) => {
      const own = (form.messages as Record<string, Record<string, string>> | undefined)?.[field]?.[keyword];
      const chain = [own, `forms.${form.id}.${field}.error.${keyword}`, `fields.${field}.error.${keyword}`, `error.${keyword}`, 'ui.form.invalid'];
      const key = chain.find((candidate) => candidate && localeText(tree, partnerId, candidate) !== candidate) ?? 'ui.form.invalid';
      return localeText(tree, partnerId, key);
    };
    const details = (validate.errors ?? []).map((e) => {
      const field = e.keyword === 'required' ? String(e.params['missingProperty']) : e.instancePath.replace(/^\//, '');
      return { field: `/${field}`, keyword: e.keyword, message: text(field, e.keyword) };
    });
    throw new AppError('VALIDATION_FAILED', { message: details[0]?.message ?? 'Invalid lookup', details });
  }
  const take = (name: string) => (data[name] ?? '').trim();
  return {
    plateNumber: take('plateNumber'),
    plateCode: take('plateCode'),
    civilId: take('civilId'),
    mobileNo: take('mobileNo') || take('mobileNumber'),
    quoteNo: take('quoteNo'),
    policyNo: take('policyNo'),
  };
}

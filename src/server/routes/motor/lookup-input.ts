import { Ajv, type ValidateFunction } from 'ajv';
import { resolveForm } from '../../../config/resolve.js';
import type { ConfigTree } from '../../../config/types.js';
import { appError } from '../../errors.js';
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

/**
 * Re-checks the page's own rules (the tab schema of schemas/forms/<page>-lookup.json as the
 * partner sees it), so that input the page would refuse never reaches the insurer.
 */
export function checkLookup(tree: ConfigTree, partnerId: string, page: LookupPage, body: LookupBody): Lookup {
  const spec = PAGES[page];
  if (!spec.types.includes(body.lookupType)) {
    throw appError('VALIDATION_FAILED', { fields: [{ field: 'lookupType', keyword: 'enum' }] });
  }
  const tab = resolveForm(tree, partnerId, spec.form).tabs?.find((t) => t.id === body.lookupType);
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
    const fields = (validate.errors ?? []).map((e) => ({
      field: e.keyword === 'required' ? String(e.params['missingProperty']) : e.instancePath.replace(/^\//, ''),
      keyword: e.keyword,
    }));
    throw appError('VALIDATION_FAILED', { fields });
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

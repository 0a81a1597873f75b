import type { FastifyRequest } from 'fastify';
import { numberText, operationWire, type OperationWire } from '../../config/operation-wire.js';
import { AppError } from '../errors.js';
import { formProblems, schemaOf, type FormData } from './check-form.js';
import { resolvedForm } from './form-cache.js';
import { fieldMessage, requestLanguage } from './form-messages.js';
import { operationForms, operationsAt, type FormBinding } from './operation-forms.js';

/** A body that passed its form: which form and tab, and the checked fields by their body names, trimmed. */
export interface CheckedBody {
  formId: string;
  journeyId: string;
  tab?: string;
  /** The fields the wire knows (src/config/operation-wire.ts), as text: a number as its decimal text. */
  values: Record<string, string>;
  /** Form fields the wire does not know (staff added them): kept with the lead or quote, never sent on. */
  extras: Record<string, string | number | boolean>;
  /** What the body gave for each field of the form, by the form's own field names, as sent (consent boxes read it). */
  answers: Record<string, unknown>;
}

export type ExtraValue = CheckedBody['extras'][string];

/** A value as the wire's text: trimmed, a number as its decimal text; undefined for anything else. */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return numberText(value);
  return undefined;
}

/** Body fields no form of the operation maps and the wire does not know: refused, as an unknown field always was. */
function unknownFields(request: FastifyRequest, wire: OperationWire, bindings: FormBinding[], body: Record<string, unknown>): string[] {
  const known = new Set(Object.keys(wire.fields));
  for (const b of bindings) {
    for (const [bodyField, field] of Object.entries(b.fields ?? {})) known.add(bodyField).add(field);
    if (b.tabField) known.add(b.tabField);
    if (!b.fields) {
      const form = resolvedForm(request.configTree, request.partnerId, b.formId);
      for (const schema of form.tabs ? form.tabs.map((t) => t.schema) : [form.schema]) {
        for (const name of Object.keys((schema?.['properties'] ?? {}) as Record<string, unknown>)) known.add(name);
      }
    }
  }
  return Object.keys(body).filter((name) => !known.has(name));
}

/** A rule only the server can check (the catalog's, the partner's), by body field and ajv-like keyword. */
export type ServerRule = (values: Record<string, string>) => { field: string; keyword: string }[];

/** Body field -> form field for the fields the applying schema has. */
function fieldPairs(binding: FormBinding, properties: string[]): [string, string][] {
  const pairs = binding.fields ? Object.entries(binding.fields) : properties.map((name) => [name, name] as [string, string]);
  return pairs.filter(([, field]) => properties.includes(field));
}

/**
 * Checks the request's body against the form a journey step fills it from (the route is matched
 * to its operation by method and path): the tab the body names, the partner's resolved form, its
 * rules and messages in the request's language. Throws VALIDATION_FAILED naming body fields.
 */
export function checkRequestBody(request: FastifyRequest, serverRules?: ServerRule): CheckedBody {
  const tree = request.configTree;
  const path = request.routeOptions.url ?? request.url;
  const bindings = operationsAt(tree, request.method, path).flatMap((op) => operationForms(tree, request.partnerId, op));
  // No journey of this partner sends this request from a form: the channel does not offer the
  // service (a partner's journeys may leave it out), and an unchecked body is never accepted.
  if (!bindings.length) {
    request.log.warn({ method: request.method, path }, 'no journey step sends this request from a form: answered as not offered');
    throw new AppError('SERVICE_NOT_OFFERED');
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const wire = operationWire(request.method, path);
  const unknown = wire ? unknownFields(request, wire, bindings, body) : [];
  if (unknown.length) {
    const details = unknown.map((name) => ({ field: `/${name}`, keyword: 'additionalProperties', message: `${name} is not a field of this page` }));
    throw new AppError('VALIDATION_FAILED', { message: details[0]!.message, details });
  }
  const tabbed = bindings.filter((b) => resolvedForm(tree, request.partnerId, b.formId).tabs);
  const binding = tabbed.length
    ? tabbed.find((b) => b.tabField && resolvedForm(tree, request.partnerId, b.formId).tabs!.some((t) => t.id === body[b.tabField!]))
    : bindings[0];
  if (!binding) {
    // The tabs the pages offer are the only lookup types there are.
    const tabField = tabbed.find((b) => b.tabField)?.tabField ?? 'tab';
    const ids = [...new Set(tabbed.flatMap((b) => resolvedForm(tree, request.partnerId, b.formId).tabs!.map((t) => t.id)))];
    const message = `${tabField} must be one of ${ids.join(', ')}`;
    throw new AppError('VALIDATION_FAILED', { message, details: [{ field: `/${tabField}`, keyword: 'enum', message }] });
  }

  const form = resolvedForm(tree, request.partnerId, binding.formId);
  const tab = form.tabs && binding.tabField ? String(body[binding.tabField]) : undefined;
  const properties = Object.keys((schemaOf(form, tab)?.['properties'] ?? {}) as Record<string, unknown>);
  const pairs = fieldPairs(binding, properties);
  const data: FormData = {};
  for (const [bodyField, field] of pairs) {
    // A client may also use the form's own name for a field the journey renames (ROP: mobileNumber).
    const value = body[bodyField] ?? body[field];
    if (value !== undefined) data[field] = value;
  }
  const lang = requestLanguage(request);
  const problems = formProblems(tree, request.partnerId, binding.formId, data, lang, tab === undefined ? {} : { tab });
  if (problems.length) {
    const bodyName = new Map(pairs.map(([bodyField, field]) => [`/${field}`, `/${bodyField}`]));
    const details = problems.map((p) => ({ ...p, field: bodyName.get(p.field) ?? p.field }));
    throw new AppError('VALIDATION_FAILED', { message: details[0]!.message, details });
  }
  const values: Record<string, string> = {};
  const extras: CheckedBody['extras'] = {};
  const tooLong: { field: string; keyword: string }[] = [];
  for (const [bodyField, field] of pairs) {
    const value = data[field];
    const wireField = wire?.fields[bodyField];
    if (wire && !wireField) {
      if (typeof value === 'string' && value.trim() !== '') extras[bodyField] = value.trim();
      else if (typeof value === 'number' || typeof value === 'boolean') extras[bodyField] = value;
      continue;
    }
    const text = asText(value);
    if (text === undefined) continue;
    values[bodyField] = text;
    // A number's text may be longer than the far end takes; the checker warns staff of such a range.
    if (wireField?.maxLength !== undefined && text.length > wireField.maxLength) tooLong.push({ field: bodyField, keyword: 'maxLength' });
  }
  const more = [...tooLong, ...(serverRules?.(values) ?? [])];
  if (more.length) {
    // Worded like the form's own rules: the message of that field and keyword on the page.
    const formField = new Map(pairs);
    const details = more.map(({ field, keyword }) => ({
      field: `/${field}`, keyword, message: fieldMessage(tree, request.partnerId, form, formField.get(field) ?? field, keyword, lang),
    }));
    throw new AppError('VALIDATION_FAILED', { message: details[0]!.message, details });
  }
  return { formId: binding.formId, journeyId: binding.journeyId, ...(tab === undefined ? {} : { tab }), values, extras, answers: data };
}

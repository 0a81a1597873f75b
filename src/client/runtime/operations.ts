import { createContext, useContext } from 'react';
import catalog from '../../../schemas/catalog/operations.json';
import type { OperationsCatalog } from '../../config/generated/operations.js';
import { operationWire } from '../../config/operation-wire.js';
import { apiRequest } from '../lib/api.js';
import { ApiError } from '../lib/api-error.js';
import type { StepResult, Values } from './outcome.js';

const operations = (catalog as unknown as OperationsCatalog).operations;

/** Calls a server operation of schemas/catalog/operations.json with the bearer token. */
export async function callOperation(operationId: string, body: Values): Promise<StepResult> {
  const operation = operations[operationId];
  if (!operation) return { ok: false, error: new ApiError('UNKNOWN_OPERATION', `Unknown operation ${operationId}`, 0) };
  try {
    const response = await apiRequest<unknown>(operation.path, {
      method: operation.method,
      body: operation.method === 'GET' ? undefined : operation.multipart ? toFormData(body) : body,
      query: operation.method === 'GET' ? toQuery(body) : undefined,
    });
    return { ok: true, response };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    // fetch rejects only when the network itself failed.
    return { ok: false, error: new ApiError('NETWORK', error instanceof Error ? error.message : String(error), 0) };
  }
}

/**
 * The fields the operation's wire cannot do without that `body` lacks (empty text counts as
 * missing). A side effect lacking one is not sent: the server would only refuse it (a lookup page
 * opened directly has no lead, so no transId to attach documents to).
 */
export function missingRequired(operationId: string, body: Values): string[] {
  const operation = operations[operationId];
  const wire = operation && operationWire(operation.method, operation.path);
  if (!wire) return [];
  return Object.entries(wire.fields)
    .filter(([name, field]) => field.required && (body[name] === undefined || body[name] === null || body[name] === ''))
    .map(([name]) => name);
}

/** Files (OCR images) go as file parts, everything else as text fields. */
export function toFormData(body: Values): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

function toQuery(body: Values): Record<string, string> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
}

/**
 * How a screen reads from the server. The studio's preview gives its screens sample answers here,
 * so a previewed view never calls the real API.
 */
export const OperationCaller = createContext<typeof callOperation>(callOperation);
export const useCallOperation = () => useContext(OperationCaller);

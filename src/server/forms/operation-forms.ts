// Which form a request body is checked against, read from the journeys: a form step names its
// `form`, `operation` and `request` (body field -> "form.<field>" | "tab" | ...); a view step names
// its `forms` and an option whose value is the operation id (the landing's `leadOperation`).
// The code names no operation, form or field: the route is found by its method and path in
// schemas/catalog/operations.json.
import { enteredFormOf } from '../../config/entered-form.js';
import { perTreeKeyed } from '../../config/per-tree.js';
import { resolveJourney } from '../../config/resolve.js';
import type { ConfigTree } from '../../config/types.js';

export interface FormBinding {
  journeyId: string;
  stepId: string;
  formId: string;
  /** Body field -> form field, from the step's `request`; undefined: the body uses the form's own names. */
  fields?: Record<string, string>;
  /** The body field that carries the active tab's id (the source `tab`). */
  tabField?: string;
}

type Step = { id: string; kind?: string; form?: string; forms?: string[]; operation?: string; request?: Record<string, string>; options?: Record<string, unknown>; on?: Record<string, object> };

function bindingOf(journeyId: string, step: Step, formId: string): FormBinding {
  const binding: FormBinding = { journeyId, stepId: step.id, formId };
  if (step.request) {
    binding.fields = {};
    for (const [bodyField, source] of Object.entries(step.request)) {
      if (source === 'tab') binding.tabField = bodyField;
      else if (source.startsWith('form.')) binding.fields[bodyField] = source.slice('form.'.length);
    }
  }
  return binding;
}

/** The form steps (as this partner's journeys have them) whose submit calls `operationId`. */
export function operationForms(tree: ConfigTree, partnerId: string, operationId: string): FormBinding[] {
  return bindings(tree, `${partnerId}\n${operationId}`);
}

const bindings = perTreeKeyed((tree, key): FormBinding[] => {
  const [partnerId = '', operationId = ''] = key.split('\n');
  const found: FormBinding[] = [];
  for (const journeyId of Object.keys(tree.journeys)) {
    const journey = resolveJourney(tree, partnerId, journeyId) as { steps: Step[] };
    for (const step of journey.steps) {
      // A step without a form of its own sends what the form step that led to it took (the code screen after a lookup).
      const form = enteredFormOf(journey, step);
      if (form && step.operation === operationId) found.push(bindingOf(journeyId, step, form));
      // A view shows its forms itself; only a view with a single form says unambiguously which one an option's operation sends.
      const viewCalls = step.options && Object.values(step.options).includes(operationId);
      if (viewCalls && step.forms?.length === 1) found.push(bindingOf(journeyId, step, step.forms[0]!));
    }
  }
  return found;
});

/** Ids of schemas/catalog/operations.json served by this method and route path. */
export function operationsAt(tree: ConfigTree, method: string, path: string): string[] {
  return operationsAtRoute(tree, `${method.toUpperCase()} ${path}`);
}

// Route templates (routeOptions.url) are few; the bound keeps a raw URL from growing the map.
const operationsAtRoute = perTreeKeyed((tree, key): string[] => {
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  const path = key.slice(space + 1);
  return Object.entries(tree.catalogs.operations.data.operations)
    .filter(([, op]) => op.method === method && op.path === path)
    .map(([id]) => id);
}, 1000);

/** A journey step's side effect calling an operation: the body fields its `request` and `values` fill. */
export interface SideEffectBinding {
  journeyId: string;
  stepId: string;
  fields: string[];
}

type SideEffect = string | { operation: string; request?: Record<string, string>; values?: Record<string, unknown> };

/** The side effects (as this partner's journeys have them) that call one of `operationIds`. */
export function sideEffectBindings(tree: ConfigTree, partnerId: string, operationIds: string[]): SideEffectBinding[] {
  const found: SideEffectBinding[] = [];
  for (const journeyId of Object.keys(tree.journeys)) {
    for (const step of resolveJourney(tree, partnerId, journeyId).steps as (Step & { sideEffects?: SideEffect[] })[]) {
      for (const effect of step.sideEffects ?? []) {
        const operation = typeof effect === 'string' ? effect : effect.operation;
        if (!operationIds.includes(operation)) continue;
        const request = typeof effect === 'string' ? step.request : effect.request;
        const values = typeof effect === 'string' ? {} : (effect.values ?? {});
        found.push({ journeyId, stepId: step.id, fields: [...Object.keys(request ?? {}), ...Object.keys(values)] });
      }
    }
  }
  return found;
}

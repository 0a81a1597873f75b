// Journey rules: every step, form, operation and error code a journey names exists, and every
// step can be reached from the first one.
import { didYouMean } from './did-you-mean.js';
import { enteredFormOf } from './entered-form.js';
import { formFields } from './lint-forms.js';
import type { ConfigIssue, ConfigTree, JourneyConfig, Outcome, Step } from './types.js';

const list = (values: Iterable<string>): string => [...values].join(', ');

// A missing form is reported once, at the step's "form"; its fields are then not checked.
function sourceIssues(sources: Record<string, string> | string[], step: Step, tree: ConfigTree, file: string, at: string, responseAllowed: boolean): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const form = step.form ? tree.forms[step.form]?.data : undefined;
  const fields = form ? formFields(form) : new Set<string>();
  const entries = Array.isArray(sources) ? sources.map((s, i) => [String(i), s] as const) : Object.entries(sources);
  for (const [key, source] of entries) {
    const pointer = `${at}/${key}`;
    const [origin, name] = source.split('.') as [string, string | undefined];
    if (origin === 'form' && form && name && !fields.has(name)) {
      issues.push({ file, pointer, message: `"${name}" is not a field of form "${step.form}".${didYouMean(name, fields)}`, fix: `Use one of the fields: ${list(fields)}.` });
    } else if (origin === 'form' && !step.form) {
      issues.push({ file, pointer, message: 'This step has no form to take a value from.', fix: 'Use a state.<key> source, or give the step a form.' });
    } else if (origin === 'tab' && form && !form.tabs) {
      issues.push({ file, pointer, message: '"tab" is used, but the step\'s form has no tabs.', fix: 'Remove this entry, or use a form with tabs.' });
    } else if (origin === 'response' && !responseAllowed) {
      issues.push({ file, pointer, message: 'A request cannot use the response: it is sent before there is one.', fix: 'Use form.<field>, state.<key> or tab.' });
    }
  }
  return issues;
}

// A prefill names fields of the step's form and fills them from navigation state only.
function prefillIssues(prefill: Record<string, string>, step: Step, tree: ConfigTree, file: string, at: string): ConfigIssue[] {
  const form = step.form ? tree.forms[step.form]?.data : undefined;
  const fields = form ? formFields(form) : new Set<string>();
  return Object.entries(prefill).flatMap(([field, source]) => {
    const pointer = `${at}/${field}`;
    if (form && !fields.has(field)) return [{ file, pointer, message: `"${field}" is not a field of form "${step.form}".${didYouMean(field, fields)}`, fix: `Use one of the fields: ${list(fields)}.` }];
    if (!source.startsWith('state.')) return [{ file, pointer, message: 'A form starts before anything is entered or answered.', fix: 'Use a state.<key> source.' }];
    return [];
  });
}

// With a `request`, only what it lists is sent: a field a tab asks for but the request leaves out
// is typed by the customer and silently dropped.
function unsentTabFields(step: Step, tree: ConfigTree, file: string, at: string): ConfigIssue[] {
  const form = step.form ? tree.forms[step.form]?.data : undefined;
  if (!form?.tabs || !step.request || Array.isArray(step.request)) return [];
  const sent = new Set(Object.values(step.request as Record<string, string>).filter((s) => s.startsWith('form.')).map((s) => s.slice(5)));
  const reported = new Set<string>();
  return form.tabs.flatMap((tab) => Object.keys(tab.schema.properties).flatMap((field) => {
    if (sent.has(field) || reported.has(field)) return [];
    reported.add(field);
    return [{
      file, pointer: at,
      message: `Tab "${tab.id}" of form "${step.form}" asks for "${field}", but the request never sends it.`,
      fix: `Add "${field}": "form.${field}" to the request (or the server's name for it), or remove the field from the tab.`,
    }];
  }));
}

function outcomeIssues(outcome: Outcome, step: Step, stepIds: Set<string>, tree: ConfigTree, file: string, at: string): ConfigIssue[] {
  if ('goto' in outcome && outcome.goto !== undefined && !stepIds.has(outcome.goto)) {
    return [{ file, pointer: `${at}/goto`, message: `Step "${outcome.goto}" does not exist in this journey.${didYouMean(outcome.goto, stepIds)}`, fix: `Use one of the steps: ${list(stepIds)}, or add a step "${outcome.goto}".` }];
  }
  if ('navigate' in outcome && outcome.state) return sourceIssues(outcome.state, step, tree, file, `${at}/state`, true);
  return [];
}

/** `expectedId` is the file name for a base journey; undefined for a partner-merged copy. */
export function lintJourney(tree: ConfigTree, journey: JourneyConfig, file: string, prefix: string, expectedId?: string): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (expectedId !== undefined && journey.id !== expectedId) {
    issues.push({ file, pointer: `${prefix}/id`, message: `The id "${journey.id}" differs from the file name.`, fix: `Set "id" to "${expectedId}" or rename the file to ${journey.id}.json.` });
  }
  const stepIds = new Set<string>();
  const operations = tree.catalogs.operations.data.operations;
  const errors = tree.catalogs.errors.data.errors;
  journey.steps.forEach((step, i) => {
    const at = `${prefix}/steps/${i}`;
    if (stepIds.has(step.id)) issues.push({ file, pointer: `${at}/id`, message: `Step id "${step.id}" is used twice.`, fix: 'Give every step its own id.' });
    stepIds.add(step.id);
    if (step.kind === 'form' && !step.form) issues.push({ file, pointer: at, message: 'A form step names no form.', fix: 'Add "form" with the id of a file in schemas/forms.' });
    if (step.kind === 'view' && !step.view) issues.push({ file, pointer: at, message: 'A view step names no view.', fix: 'Add "view" with the name of a runtime view component.' });
    if (step.form && !tree.forms[step.form]) {
      issues.push({ file, pointer: `${at}/form`, message: `Form "${step.form}" does not exist.${didYouMean(step.form, Object.keys(tree.forms))}`, fix: `Create schemas/forms/${step.form}.json or use one of: ${list(Object.keys(tree.forms))}.` });
    }
    step.forms?.forEach((id, j) => {
      if (!tree.forms[id]) issues.push({ file, pointer: `${at}/forms/${j}`, message: `Form "${id}" does not exist.${didYouMean(id, Object.keys(tree.forms))}`, fix: `Create schemas/forms/${id}.json or use one of: ${list(Object.keys(tree.forms))}.` });
    });
    const opRefs: Array<[string, string]> = [];
    if (step.operation) opRefs.push([`${at}/operation`, step.operation]);
    step.sideEffects?.forEach((s, j) => opRefs.push([typeof s === 'string' ? `${at}/sideEffects/${j}` : `${at}/sideEffects/${j}/operation`, typeof s === 'string' ? s : s.operation]));
    for (const [pointer, op] of opRefs) {
      if (!operations[op]) issues.push({ file, pointer, message: `Operation "${op}" is not in schemas/catalog/operations.json.${didYouMean(op, Object.keys(operations))}`, fix: `Use one of: ${list(Object.keys(operations))}, or add "${op}" to operations.json.` });
    }
    if (step.progress && (step.progress.current > step.progress.total || (step.progress.failed ?? 0) > step.progress.total)) {
      issues.push({ file, pointer: `${at}/progress`, message: 'The step numbers exceed "total".', fix: 'Make "current" and "failed" at most "total".' });
    }
    // A step reads the values of the form that led to it (enteredFormOf) as if they were its own.
    const reading = { ...step, form: enteredFormOf(journey, step) };
    if (step.request) issues.push(...sourceIssues(step.request, reading, tree, file, `${at}/request`, false), ...unsentTabFields(reading, tree, file, `${at}/request`));
    if (step.prefill) issues.push(...prefillIssues(step.prefill, step, tree, file, `${at}/prefill`));
    step.sideEffects?.forEach((s, j) => {
      if (typeof s !== 'string' && s.request) issues.push(...sourceIssues(s.request, reading, tree, file, `${at}/sideEffects/${j}/request`, true));
    });
  });
  journey.steps.forEach((step, i) => {
    for (const [key, outcome] of Object.entries(step.on ?? {})) {
      const at = `${prefix}/steps/${i}/on/${key}`;
      if (key !== 'success' && key !== 'error' && !errors[key]) {
        issues.push({ file, pointer: at, message: `"${key}" is not an error code of schemas/catalog/errors.json.${didYouMean(key, Object.keys(errors))}`, fix: `Use "success", "error" or one of the codes: ${list(Object.keys(errors))}.` });
      }
      issues.push(...outcomeIssues(outcome, { ...step, form: enteredFormOf(journey, step) }, stepIds, tree, file, at));
    }
  });
  issues.push(...unreachable(journey, file, prefix));
  return issues;
}

function unreachable(journey: JourneyConfig, file: string, prefix: string): ConfigIssue[] {
  const byId = new Map(journey.steps.map((s) => [s.id, s]));
  const reached = new Set<string>();
  const queue = journey.steps[0] ? [journey.steps[0].id] : [];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const outcome of Object.values(byId.get(id)?.on ?? {})) if ('goto' in outcome && outcome.goto !== undefined) queue.push(outcome.goto);
  }
  return journey.steps.flatMap((step, i) =>
    reached.has(step.id) ? [] : [{
      file, pointer: `${prefix}/steps/${i}`,
      message: `Step "${step.id}" can never be reached: no outcome leads to it from the first step.`,
      fix: `Add { "goto": "${step.id}" } to an outcome of a reachable step, or remove the step.`,
    }],
  );
}

export function lintJourneys(tree: ConfigTree): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const routes = new Map<string, string>();
  for (const [name, { file, data }] of Object.entries(tree.journeys)) {
    issues.push(...lintJourney(tree, data, file, '', name));
    // Routes match case-insensitively and without a trailing slash, as the browser finds them.
    const paths: Array<[string, string]> = [['/route', data.route], ...(data.aliases ?? []).map((alias, i): [string, string] => [`/aliases/${i}`, alias])];
    for (const [pointer, path] of paths) {
      const key = path.toLowerCase().replace(/\/+$/, '') || '/';
      const other = routes.get(key);
      if (other) issues.push({ file, pointer, message: `Route ${path} is also a route of ${other}.`, fix: 'Give each journey its own routes.' });
      routes.set(key, file);
    }
  }
  return issues;
}

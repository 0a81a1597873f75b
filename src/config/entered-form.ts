// Which form a step's `form.<field>` sources read (journey lint, wire lint, the server's body
// check): the runner carries the entered values of a form step with a `goto`.
type EnteringStep = { id: string; form?: string | undefined; on?: Record<string, object> | undefined };

/**
 * The form whose entered values a step's `form.<field>` sources read: its own, else the one form
 * of the steps that lead to it by `goto` (the runner carries the entered values with a `goto`:
 * the code screen after a lookup form sends the lookup's values).
 */
export function enteredFormOf(journey: { steps: readonly EnteringStep[] }, step: EnteringStep, seen = new Set<string>()): string | undefined {
  if (step.form) return step.form;
  if (seen.has(step.id)) return undefined;
  seen.add(step.id);
  const forms = new Set<string | undefined>();
  for (const from of journey.steps) {
    if (Object.values(from.on ?? {}).some((o) => 'goto' in o && (o as { goto: string }).goto === step.id)) forms.add(enteredFormOf(journey, from, seen));
  }
  return forms.size === 1 ? [...forms][0] : undefined;
}


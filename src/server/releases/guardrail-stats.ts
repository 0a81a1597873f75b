// The guardrail's statistics, pure: a staged release against its base, on the step events of each.
// Two kinds of proportion are compared, each over visits (a visit counts once):
// - the server-error rate: visits refused at least once with a 5xx error, of all visits;
// - each step's conversion: visits that reached step i+1, of those that reached step i (per journey).
// The staged side is worse when it is worse by more than the margin (percentage points) AND a
// pooled two-proportion z-test says the difference is real at 95%, one-sided (z >= 1.645): the
// question is only "is it worse", and the margin keeps tiny real differences from stopping it.

export interface Proportion {
  hits: number;
  total: number;
}

/** One side's numbers (staged release or base) since the release was staged. */
export interface SideStats {
  visits: number;
  /** Visits refused at least once with an error whose HTTP status is 500 or more. */
  errorVisits: number;
  /** Per journey step: visits that reached it, and of those, the visits that reached the next step. */
  steps: { journey: string; stepIndex: number; step: string; reached: number; wentOn: number }[];
}

export interface Comparison {
  metric: 'server-errors' | 'conversion';
  journey?: string;
  step?: string;
  stepIndex?: number;
  base: Proportion;
  staged: Proportion;
  /** Staged minus base, in percentage points (rounded to 0.01). */
  differencePoints: number;
  z: number;
  worse: boolean;
}

export interface Verdict {
  /** Whether each side has the minimum visits: nothing is judged before. */
  ready: boolean;
  worse: boolean;
  comparisons: Comparison[];
}

export interface GuardrailSettings {
  minVisits: number;
  /** Percentage points. */
  marginPoints: number;
  /** A step is compared once this many visits reached it on each side (the normal approximation). */
  minStepVisits?: number;
}

/** One-sided 95% critical value of the standard normal. */
export const Z_95 = 1.6449;
const MIN_STEP_VISITS = 30;

/** Pooled two-proportion z statistic of b − a (positive: b's rate is higher); 0 when undefined. */
export function zTwoProportions(a: Proportion, b: Proportion): number {
  if (a.total === 0 || b.total === 0) return 0;
  const pooled = (a.hits + b.hits) / (a.total + b.total);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.total + 1 / b.total));
  if (se === 0) return 0;
  return (b.hits / b.total - a.hits / a.total) / se;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** `higherIsWorse`: an error rate; else a conversion, where lower is worse. */
function compare(base: Proportion, staged: Proportion, higherIsWorse: boolean, marginPoints: number): Pick<Comparison, 'base' | 'staged' | 'differencePoints' | 'z' | 'worse'> {
  const difference = (staged.hits / staged.total - base.hits / base.total) * 100;
  const z = zTwoProportions(base, staged);
  const [worseBy, zWorse] = higherIsWorse ? [difference, z] : [-difference, -z];
  return { base, staged, differencePoints: round(difference, 2), z: round(z, 3), worse: worseBy > marginPoints && zWorse >= Z_95 };
}

export function judge(base: SideStats, staged: SideStats, settings: GuardrailSettings): Verdict {
  if (base.visits < settings.minVisits || staged.visits < settings.minVisits) return { ready: false, worse: false, comparisons: [] };
  const minStep = settings.minStepVisits ?? MIN_STEP_VISITS;
  const comparisons: Comparison[] = [{
    metric: 'server-errors',
    ...compare({ hits: base.errorVisits, total: base.visits }, { hits: staged.errorVisits, total: staged.visits }, true, settings.marginPoints),
  }];
  const key = (s: { journey: string; stepIndex: number }) => `${s.journey}\u0000${s.stepIndex}`;
  const baseSteps = new Map(base.steps.map((s) => [key(s), s]));
  for (const step of [...staged.steps].sort((x, y) => x.journey.localeCompare(y.journey) || x.stepIndex - y.stepIndex)) {
    const before = baseSteps.get(key(step));
    if (!before || before.reached < minStep || step.reached < minStep) continue;
    // The last step of a journey leads nowhere on either side: nothing to compare.
    if (before.wentOn === 0 && step.wentOn === 0) continue;
    comparisons.push({
      metric: 'conversion', journey: step.journey, step: step.step, stepIndex: step.stepIndex,
      ...compare({ hits: before.wentOn, total: before.reached }, { hits: step.wentOn, total: step.reached }, false, settings.marginPoints),
    });
  }
  return { ready: true, worse: comparisons.some((c) => c.worse), comparisons };
}

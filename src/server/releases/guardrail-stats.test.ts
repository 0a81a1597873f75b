import { describe, expect, it } from 'vitest';
import { judge, zTwoProportions, type SideStats } from './guardrail-stats.js';

const side = (visits: number, errorVisits: number, steps: [number, number][]): SideStats => ({
  visits, errorVisits, steps: steps.map(([reached, wentOn], stepIndex) => ({ journey: 'motor', stepIndex, step: `s${stepIndex}`, reached, wentOn })),
});
const settings = { minVisits: 200, marginPoints: 5 };

describe('guardrail statistics', () => {
  it('computes the pooled two-proportion z', () => {
    // 80% of 200 against 60% of 200: pooled 70%, se = sqrt(.7 * .3 * 2/200) = 0.0458.
    expect(zTwoProportions({ hits: 160, total: 200 }, { hits: 120, total: 200 })).toBeCloseTo(-4.364, 2);
    expect(zTwoProportions({ hits: 0, total: 0 }, { hits: 1, total: 2 })).toBe(0);
    expect(zTwoProportions({ hits: 5, total: 5 }, { hits: 5, total: 5 })).toBe(0);
  });

  it('judges nothing before each side has the minimum visits', () => {
    expect(judge(side(199, 0, []), side(500, 100, []), settings)).toEqual({ ready: false, worse: false, comparisons: [] });
  });

  it('finds a doubled drop-off at one step, and names it', () => {
    const verdict = judge(side(400, 0, [[400, 320], [320, 300]]), side(400, 0, [[400, 240], [240, 225]]), settings);
    expect(verdict.worse).toBe(true);
    const worse = verdict.comparisons.filter((c) => c.worse);
    expect(worse).toEqual([expect.objectContaining({ metric: 'conversion', step: 's0', differencePoints: -20 })]);
  });

  it('leaves alone noise, a difference within the margin, and a better release', () => {
    expect(judge(side(400, 0, [[400, 320]]), side(400, 0, [[400, 310]]), settings).worse).toBe(false);
    // 3 points worse on 20,000 visits a side: significant, but within the 5-point margin.
    expect(judge(side(20_000, 0, [[20_000, 16_000]]), side(20_000, 0, [[20_000, 15_400]]), settings).worse).toBe(false);
    expect(judge(side(400, 0, [[400, 240]]), side(400, 0, [[400, 320]]), settings).worse).toBe(false);
  });

  it('finds a raised server-error rate, and not a small sample of a step', () => {
    const verdict = judge(side(400, 4, []), side(400, 60, []), settings);
    expect(verdict.comparisons[0]).toMatchObject({ metric: 'server-errors', worse: true, differencePoints: 14 });
    // 20 visits reached the step on each side: too few to compare (none compared).
    expect(judge(side(400, 0, [[20, 20]]), side(400, 0, [[20, 0]]), settings).comparisons).toHaveLength(1);
  });
});

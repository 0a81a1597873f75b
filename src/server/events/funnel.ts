// The funnel of a journey (issue 34, GET /api/staff/funnel): per step the visits that reached it
// and the share of those that reached the next step, for all releases together or per release
// side by side. The steps are the served journey's (as the partner asked for has it, else the
// insurer's own site), then any step the counts name beyond them (a money step, a step an older
// release had), in step-index order. A visit counts once per step and Oman day.
import type { FunnelSeries, FunnelStep } from '../../config/funnel-wire.js';
import type { ConfigTree } from '../../config/types.js';
import { DEFAULT_PARTNER_ID } from '../../config/index.js';
import type { FunnelCount, FunnelFilter, StepEventsRepository } from './step-events-repository.js';
import { journeySteps } from './step-events.js';


/** undefined: the journey is not served. */
export async function funnelOf(repository: StepEventsRepository, tree: ConfigTree, filter: FunnelFilter): Promise<FunnelSeries[] | undefined> {
  const configured = journeySteps(tree, `${filter.partner ?? DEFAULT_PARTNER_ID}\n${filter.journey}`);
  if (!configured) return undefined;
  const counts = await repository.funnel(filter);
  const releases: (number | null)[] = filter.releases?.length ? filter.releases : [null];
  return releases.map((release) => ({ release, steps: seriesSteps(configured, counts.filter((c) => c.release === release)) }));
}

export function seriesSteps(configured: string[], counts: FunnelCount[]): FunnelStep[] {
  const byKey = new Map<string, FunnelStep>();
  const key = (index: number, step: string) => `${index}\n${step}`;
  configured.forEach((step, index) => byKey.set(key(index, step), { step, index, visits: 0, wentOn: null }));
  for (const count of counts) {
    const k = key(count.stepIndex, count.step);
    const known = byKey.get(k);
    if (known) known.visits += count.visits;
    else byKey.set(k, { step: count.step, index: count.stepIndex, visits: count.visits, wentOn: null });
  }
  const steps = [...byKey.values()].sort((a, b) => a.index - b.index || a.step.localeCompare(b.step));
  steps.forEach((step, i) => {
    const next = steps[i + 1];
    step.wentOn = next && step.visits > 0 ? Math.min(1, next.visits / step.visits) : null;
  });
  return steps;
}

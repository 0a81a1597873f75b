import type { StepIndicatorProps } from '../ui/step-indicator.js';
import { canonicalPath } from '../../config/route-path.js';

/** What the build read from journeys/ about a journey's first step (vite.config.ts, firstSteps). */
export interface FirstStep {
  kind: string;
  view?: string;
  /** i18n key: the step's title, else the journey's. */
  title?: string;
  progress?: StepIndicatorProps;
  requiredState?: string[];
}

/** Route -> first step of its journey, written in by the build; absent in unit tests. */
declare const __FIRST_STEPS__: Record<string, FirstStep> | undefined;
const FIRST_STEPS = typeof __FIRST_STEPS__ === 'undefined' ? {} : __FIRST_STEPS__;

export function firstStepFor(pathname: string, steps: Record<string, FirstStep> = FIRST_STEPS): FirstStep | undefined {
  return steps[canonicalPath(pathname)];
}

/**
 * Whether the app draws the journey's frame (title, step indicator) ahead of the runner: form
 * steps and views that are a numbered step (they show the indicator) sit in the standard frame;
 * a view without one (the landing page) may restyle it, and is itself the first screen's content.
 */
export function framedAhead(step: FirstStep | undefined): step is FirstStep & { title: string } {
  return !!step?.title && (step.kind === 'form' || !!step.progress);
}

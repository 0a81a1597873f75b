export type StepState = 'completed' | 'active' | 'failed' | 'upcoming';

/**
 * Spec, shared widgets: a step is completed before the current one, or when it is the current
 * and last one (the journey is over); the current one is active; a failed step overrides both.
 */
export function stepState(step: number, current: number, total: number, failed?: number): StepState {
  if (failed !== undefined && step === failed) return 'failed';
  if (step < current || (step === current && current === total)) return 'completed';
  if (step === current) return 'active';
  return 'upcoming';
}

import { describe, expect, it } from 'vitest';
import { firstStepFor, framedAhead, type FirstStep } from './first-steps.js';

describe('first steps known at build time', () => {
  it("finds a route's first step by any of its paths (the build keys aliases too), in any case", () => {
    const failure: FirstStep = { kind: 'view', view: 'payment-failure' };
    const steps: Record<string, FirstStep> = { '/motor-insurance/payment-error': failure, '/motor-insurance/payment-unsuccessful': failure };
    expect(firstStepFor('/Motor-Insurance/payment-unsuccessful/', steps)?.view).toBe('payment-failure');
    expect(firstStepFor('/motor-insurance/nowhere', steps)).toBeUndefined();
  });

  it('draws the frame ahead for form steps and numbered views, not for a view of its own or without a title', () => {
    expect(framedAhead({ kind: 'form', title: 'a.title' })).toBe(true);
    expect(framedAhead({ kind: 'view', view: 'quote-summary', title: 'a.title', progress: { current: 2, total: 3 } })).toBe(true);
    expect(framedAhead({ kind: 'view', view: 'landing', title: 'a.title' })).toBe(false);
    expect(framedAhead({ kind: 'form' })).toBe(false);
    expect(framedAhead(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { showsLogoBar } from './logo-bar-rule.js';

describe('showsLogoBar', () => {
  it.each(['/motor-insurance', '/motor-insurance/', '/Motor-Insurance', '/MOTOR-INSURANCE//'])(
    'hides the bar on the landing page spelled %s',
    (path) => expect(showsLogoBar(path)).toBe(false),
  );

  it.each(['/motor-insurance/buy-policy', '/components', '/', '/motor-insurance-x', '/x/motor-insurance'])(
    'shows the bar on %s',
    (path) => expect(showsLogoBar(path)).toBe(true),
  );
});

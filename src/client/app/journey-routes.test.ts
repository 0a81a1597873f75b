import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalPath } from '../../config/route-path.js';
import { journeyForPath } from './journey-routes.js';

const routes = {
  'renew-policy': ['/motor-insurance/renew-policy'],
  'payment-result': ['/motor-insurance/payment-result', '/motor-insurance/payment-successful'],
  'payment-error': ['/motor-insurance/payment-error/', '/motor-insurance/payment-unsuccessful'],
};

describe('journeyForPath', () => {
  it('matches case-insensitively and ignores a trailing slash', () => {
    expect(journeyForPath('/Motor-Insurance/Renew-Policy/', routes)).toBe('renew-policy');
  });

  it('opens a journey by one of its aliases', () => {
    expect(journeyForPath('/motor-insurance/payment-successful', routes)).toBe('payment-result');
    expect(journeyForPath('/motor-insurance/payment-unsuccessful', routes)).toBe('payment-error');
  });

  it('finds nothing for an unconfigured route', () => {
    expect(journeyForPath('/motor-insurance/get-quote', routes)).toBeUndefined();
  });

  it('keeps the root as /', () => {
    expect(canonicalPath('/')).toBe('/');
  });
});

describe('the spec\'s payment page spellings', () => {
  it('are aliases in the journey files, not a list in code', () => {
    const dir = path.resolve('journeys');
    const journeys = Object.fromEntries(readdirSync(dir).map((file) => {
      const journey = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { id: string; route: string; aliases?: string[] };
      return [journey.id, [journey.route, ...(journey.aliases ?? [])]];
    }));
    expect(journeyForPath('/motor-insurance/payment-successful', journeys)).toBe('payment-result');
    expect(journeyForPath('/motor-insurance/payment-unsuccessful', journeys)).toBe('payment-error');
  });
});

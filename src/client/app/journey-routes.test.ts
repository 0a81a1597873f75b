import { describe, expect, it } from 'vitest';
import { canonicalPath, journeyForPath } from './journey-routes.js';

const routes = {
  'renew-policy': '/motor-insurance/renew-policy',
  'payment-result': '/motor-insurance/payment-result',
  'payment-error': '/motor-insurance/payment-error/',
};

describe('journeyForPath', () => {
  it('matches case-insensitively and ignores a trailing slash', () => {
    expect(journeyForPath('/Motor-Insurance/Renew-Policy/', routes)).toBe('renew-policy');
  });

  it('serves both spellings of the payment pages', () => {
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

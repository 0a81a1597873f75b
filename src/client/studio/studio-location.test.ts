import { describe, expect, it } from 'vitest';
import { studioLocation } from './studio-location.js';

describe('studioLocation', () => {
  it('reads what the studio shows from the address, the insurer\'s own site by default', () => {
    const at = studioLocation('/studio', new URLSearchParams('form=lead&keys=1'));
    expect(at).toMatchObject({ partner: 'default', form: 'lead', journey: null, step: null, showKeys: true });
    expect(studioLocation('/studio', new URLSearchParams('partner=demo-partner&keys=0'))).toMatchObject({ partner: 'demo-partner', showKeys: false });
  });

  it("shows a partner's own staff their partner, whatever the address names", () => {
    expect(studioLocation('/studio', new URLSearchParams('form=lead'), 'demo-partner').partner).toBe('demo-partner');
    expect(studioLocation('/studio', new URLSearchParams('partner=default'), 'demo-partner').partner).toBe('demo-partner');
  });

  it('builds addresses that change some parameters and keep the others', () => {
    const at = studioLocation('/studio', new URLSearchParams('partner=demo-partner&form=lead'));
    expect(at.with({ journey: 'renew-policy', step: 'lookup', form: null })).toBe('/studio?partner=demo-partner&journey=renew-policy&step=lookup');
    expect(at.with({ partner: null, form: null })).toBe('/studio');
  });
});

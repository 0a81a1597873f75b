// When a route's page gets the build's markup of its first screen (first-screen-markup.ts).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigTree } from '../../config/types.js';
import type { FirstScreenMarkups } from '../../shared/first-screens.js';
import { firstScreenMarkupSender, readFirstScreenMarkups } from './first-screen-markup.js';

const markups: FirstScreenMarkups = {
  '/motor-insurance/renew-policy': {
    en: { html: '<h1>Renew Policy</h1>', texts: { 'journeys.renew-policy.title': 'Renew Policy', 'ui.steps.label_other': null } },
    ar: { html: '<h1>تجديد الوثيقة</h1>', texts: { 'journeys.renew-policy.title': 'تجديد الوثيقة' } },
  },
};

function tree(en: Record<string, unknown>, partner: Record<string, unknown> = {}): ConfigTree {
  return {
    partners: { default: { data: { id: 'default', name: 'Insurer', ...partner } } },
    locales: { en: { data: en }, ar: { data: { journeys: { 'renew-policy': { title: 'تجديد الوثيقة' } } } } },
  } as unknown as ConfigTree;
}
const texts = { journeys: { 'renew-policy': { title: 'Renew Policy' } } };

describe('firstScreenMarkupSender', () => {
  const send = firstScreenMarkupSender(markups);

  it('sends the route\'s markup in the page\'s language while the served texts are the ones it was drawn with', () => {
    expect(send('/Motor-Insurance/renew-policy/', 'en', tree(texts), 'default', false)).toBe('<h1>Renew Policy</h1>');
    expect(send('/motor-insurance/renew-policy', 'ar', tree(texts), 'default', false)).toBe('<h1>تجديد الوثيقة</h1>');
  });

  it('sends nothing once a text it drew changed, or a text it found absent exists', () => {
    expect(send('/motor-insurance/renew-policy', 'en', tree({ journeys: { 'renew-policy': { title: 'Renew your policy' } } }), 'default', false)).toBe('');
    expect(send('/motor-insurance/renew-policy', 'en', tree({ ...texts, ui: { steps: { label_other: 'Step {{current}}' } } }), 'default', false)).toBe('');
  });

  it('sends nothing to a partner with a logo or colours of its own, an unknown partner, while a release is staged, or for another route', () => {
    expect(send('/motor-insurance/renew-policy', 'en', tree(texts, { logo: '/partners/x.svg' }), 'default', false)).toBe('');
    expect(send('/motor-insurance/renew-policy', 'en', tree(texts, { theme: { 'color-primary': '#000' } }), 'default', false)).toBe('');
    expect(send('/motor-insurance/renew-policy', 'en', tree(texts), 'nobody', false)).toBe('');
    expect(send('/motor-insurance/renew-policy', 'en', tree(texts), 'default', true)).toBe('');
    expect(send('/motor-insurance/pay-premium', 'en', tree(texts), 'default', false)).toBe('');
  });
});

describe('readFirstScreenMarkups', () => {
  it('reads the build\'s file and drops what is not in its shape', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'first-screen-markup-'));
    try {
      expect(readFirstScreenMarkups(dist)).toEqual({});
      await mkdir(path.join(dist, '.vite'));
      await writeFile(path.join(dist, '.vite', 'first-screen-markup.json'), '{"/motor-insurance": ');
      expect(readFirstScreenMarkups(dist)).toEqual({});
      await writeFile(path.join(dist, '.vite', 'first-screen-markup.json'), JSON.stringify({
        ...markups,
        '/broken': { en: { html: 1, texts: {} }, ar: { html: '<p>', texts: { a: 2 } } },
        '/null': null,
      }));
      expect(readFirstScreenMarkups(dist)).toEqual(markups);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

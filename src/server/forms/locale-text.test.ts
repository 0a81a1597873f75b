// The words of a 400: the partner's texts over the language's, merged once per loaded tree.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfigTree } from '../../config/index.js';
import type { ConfigTree } from '../../config/types.js';
import { resolvedLocale } from './form-cache.js';
import { localeText } from './locale-text.js';

let tree: ConfigTree;
beforeAll(async () => {
  tree = await loadConfigTree(process.cwd());
});

describe('localeText', () => {
  it("gives the partner's text where it has one, the language's elsewhere, and the key when neither has it", () => {
    expect(localeText(tree, 'demo-partner', 'journeys.renew-policy.title')).toBe('Renew your Demo Motors policy');
    expect(localeText(tree, 'demo-partner', 'journeys.renew-policy.title', 'ar')).toBe('جدّد وثيقة تأمين ديمو موتورز');
    expect(localeText(tree, 'default', 'journeys.renew-policy.title')).not.toBe('Renew your Demo Motors policy');
    expect(localeText(tree, 'default', 'no.such.key')).toBe('no.such.key');
  });

  it('merges once per tree and partner, and a reloaded tree brings its own texts', () => {
    expect(resolvedLocale(tree, 'demo-partner', 'en')).toBe(resolvedLocale(tree, 'demo-partner', 'en'));
    expect(resolvedLocale(tree, 'demo-partner', 'en')).not.toBe(resolvedLocale(tree, 'default', 'en'));
    const reloaded = structuredClone(tree);
    (reloaded.partners['demo-partner']!.data.text!.en as Record<string, any>).journeys['renew-policy'].title = 'Renew with Demo';
    expect(localeText(reloaded, 'demo-partner', 'journeys.renew-policy.title')).toBe('Renew with Demo');
    expect(localeText(tree, 'demo-partner', 'journeys.renew-policy.title')).toBe('Renew your Demo Motors policy');
  });
});

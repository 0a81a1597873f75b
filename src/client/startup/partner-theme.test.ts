// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyPartnerTheme } from './partner-theme.js';

describe('applyPartnerTheme', () => {
  it('sets each token as a CSS custom property', () => {
    const root = document.createElement('html');
    expect(applyPartnerTheme({ 'color-primary': '#0b6e4f' }, root)).toEqual(['color-primary']);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#0b6e4f');
  });

  it('ignores malformed names and values', () => {
    const root = document.createElement('html');
    const applied = applyPartnerTheme({ 'Bad Name': 'red', 'color-x': 'red; background: url(x)', n: 4 }, root);
    expect(applied).toEqual([]);
    expect(root.getAttribute('style')).toBeNull();
  });
});

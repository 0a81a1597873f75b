import { describe, expect, it } from 'vitest';
import { paneI18n } from './pane-i18n.js';

const texts = { ui: { hello: 'Hello {{name}}' }, errors: { X: 'Broken' } };

describe('paneI18n', () => {
  it('translates in its own language, independent of other panes', () => {
    const en = paneI18n('en', texts, false);
    const ar = paneI18n('ar', { ui: { hello: 'مرحبا {{name}}' } }, false);
    expect(en.t('ui.hello', { name: 'A' })).toBe('Hello A');
    expect(ar.t('ui.hello', { name: 'A' })).toBe('مرحبا A');
    expect(ar.dir()).toBe('rtl');
    expect(en.exists('errors.X')).toBe(true);
    expect(en.exists('errors.Y')).toBe(false);
  });

  it('shows the key in place of every text in key mode, and still knows which keys exist', () => {
    const keys = paneI18n('en', texts, true);
    expect(keys.t('ui.hello', { name: 'A' })).toBe('ui.hello');
    expect(keys.t(['errors.Y', 'errors.X'])).toBe('errors.X');
    expect(keys.t('errors.Z')).toBe('errors.Z');
    expect(keys.exists('errors.X')).toBe(true);
    expect(keys.exists('errors.Y')).toBe(false);
  });
});

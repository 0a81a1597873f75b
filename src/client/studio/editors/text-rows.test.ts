import { describe, expect, it } from 'vitest';
import { flattenTexts, textRows, withText, withoutText } from './text-rows.js';

const en = { $schema: '../schemas/meta/locale.schema.json', landing: { title: 'Car insurance', kicker: 'Fast' }, ui: { ok: 'OK', only: 'English only' } };
const ar = { $schema: '../schemas/meta/locale.schema.json', landing: { title: 'تأمين السيارات', kicker: 'Fast' }, ui: { ok: 'حسنا', extra: 'عربي فقط' } };

describe('texts side by side', () => {
  it('flattens nested texts to dotted keys, without $schema', () => {
    expect(flattenTexts(en)).toEqual({ 'landing.title': 'Car insurance', 'landing.kicker': 'Fast', 'ui.ok': 'OK', 'ui.only': 'English only' });
  });

  it('lists every key of either language, sorted', () => {
    expect(textRows(en, ar, 'all').map((r) => r.key)).toEqual(['landing.kicker', 'landing.title', 'ui.extra', 'ui.ok', 'ui.only']);
  });

  it('filters keys missing (or blank) in one language', () => {
    expect(textRows(en, { ...ar, ui: { ...ar.ui, ok: '  ' } }, 'missing').map((r) => r.key)).toEqual(['ui.extra', 'ui.ok', 'ui.only']);
  });

  it('counts a plural form missing only where the language uses it', () => {
    const enCount = { n: { left_one: '{{count}} try left', left_other: '{{count}} tries left' } };
    const arCount = { n: { left_zero: 'لا محاولات', left_one: 'محاولة واحدة', left_two: 'محاولتان', left_few: '{{count}} محاولات', left_many: '{{count}} محاولة', left_other: '' } };
    // English has no _zero, _two, _few or _many to write; Arabic's blank _other is missing.
    expect(textRows(enCount, arCount, 'missing').map((r) => r.key)).toEqual(['n.left_other']);
    expect(textRows(enCount, { n: { left_one: 'محاولة واحدة', left_other: 'x' } }, 'missing').map((r) => r.key)).toEqual([]);
  });

  it('filters Arabic still the same as English', () => {
    expect(textRows(en, ar, 'unchanged')).toEqual([{ key: 'landing.kicker', en: 'Fast', ar: 'Fast' }]);
  });

  it('searches keys and both languages', () => {
    expect(textRows(en, ar, 'all', 'السيارات').map((r) => r.key)).toEqual(['landing.title']);
    expect(textRows(en, ar, 'all', 'UI.O').map((r) => r.key)).toEqual(['ui.ok', 'ui.only']);
  });

  it('writes a text back at its key without touching the rest', () => {
    const changed = withText(en, 'landing.title', 'Drive covered');
    expect(changed.landing).toEqual({ title: 'Drive covered', kicker: 'Fast' });
    expect(en.landing.title).toBe('Car insurance');
    expect(withText({}, 'a.b.c', 'x')).toEqual({ a: { b: { c: 'x' } } });
  });

  it('takes a text out at its key, dropping the objects it leaves empty', () => {
    expect(withoutText(en, 'ui.only')).toEqual({ ...en, ui: { ok: 'OK' } });
    expect(withoutText({ a: { b: { c: 'x' } }, d: 'y' }, 'a.b.c')).toEqual({ d: 'y' });
    expect(withoutText(en, 'ui.nothing')).toEqual(en);
  });
});

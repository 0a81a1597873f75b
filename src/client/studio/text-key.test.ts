// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { textKeyAt } from './text-key.js';

describe('textKeyAt', () => {
  const keys = new Set(['landing.title', 'landing.hero.text']);
  const isKey = (text: string) => keys.has(text);
  document.body.innerHTML = '<section id="root"><h3>landing.title</h3><p>landing.hero.text <b id="inner">x</b></p><p id="plain">Not a key</p></section><p id="outside">landing.title</p>';
  const root = document.getElementById('root')!;

  it('answers the key a clicked text shows, or that of the element around it', () => {
    expect(textKeyAt(root.querySelector('h3'), root, isKey)).toBe('landing.title');
    expect(textKeyAt(document.getElementById('inner'), root, isKey)).toBe('landing.hero.text');
  });

  it('answers nothing for a text that is no key, or outside the pane', () => {
    expect(textKeyAt(document.getElementById('plain'), root, isKey)).toBeUndefined();
    expect(textKeyAt(document.getElementById('outside'), root, isKey)).toBeUndefined();
  });
});

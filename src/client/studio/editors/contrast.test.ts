import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, parseColour, shownRatio } from './contrast.js';

describe('WCAG contrast of a brand colour', () => {
  it('reads the colour forms the partner meta-schema allows, and nothing else', () => {
    expect(parseColour('#0b6e4f')).toEqual([11, 110, 79]);
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('rgb(0, 128, 255)')).toEqual([0, 128, 255]);
    expect(parseColour('rgb(0, 300, 0)')).toBeNull();
    expect(parseColour('green')).toBeNull();
    expect(parseColour('#12345')).toBeNull();
  });

  it('gives the ratios WCAG gives', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')! < AA_TEXT).toBe(true);
    expect(contrastRatio('#0b6e4f', '#ffffff')! >= AA_TEXT).toBe(true);
    expect(contrastRatio('nope', '#fff')).toBeNull();
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(shownRatio(4.499)).toBe(4.49);
    expect(shownRatio(4.5)).toBe(4.5);
  });
});

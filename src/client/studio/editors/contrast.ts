// WCAG 2.x contrast of a partner's brand colour: the portal draws white text on it (buttons, the
// step indicator), so onboarding shows the ratio live and whether it reaches AA (4.5:1 for text).
export const AA_TEXT = 4.5;

/** [r, g, b] of #rgb, #rrggbb or rgb(r, g, b) (the forms the partner meta-schema allows), else null. */
export function parseColour(text: string): [number, number, number] | null {
  const value = text.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d) : hex[1]!.match(/../g)!;
    return digits.map((pair) => parseInt(pair, 16)) as [number, number, number];
  }
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(value);
  if (!rgb) return null;
  const parts = rgb.slice(1).map(Number) as [number, number, number];
  return parts.every((n) => n <= 255) ? parts : null;
}

/** Relative luminance (WCAG 2.2, with its 0.04045 threshold). */
export function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of two colours (1 to 21), or null when either is not a colour. */
export function contrastRatio(a: string, b: string): number | null {
  const first = parseColour(a);
  const second = parseColour(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio rounded down to two decimals, so 4.499 never shows as a passing "4.50". */
export const shownRatio = (ratio: number) => Math.floor(ratio * 100) / 100;

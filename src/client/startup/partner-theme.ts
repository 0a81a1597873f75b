/** Token names and values a partner may set; anything else is ignored rather than injected into CSS. */
const TOKEN = /^[a-z][a-z0-9-]{0,40}$/;
const VALUE = /^[#(),.%\w\s-]{1,60}$/;

/**
 * A partner's theme tokens become CSS custom properties on <html> (`color-primary` ->
 * `--color-primary`), which the stylesheets read with the insurer's colours as fallback.
 */
export function applyPartnerTheme(theme: unknown, root: HTMLElement = document.documentElement): string[] {
  if (!theme || typeof theme !== 'object') return [];
  const applied: string[] = [];
  for (const [token, value] of Object.entries(theme as Record<string, unknown>)) {
    if (!TOKEN.test(token) || typeof value !== 'string' || !VALUE.test(value)) continue;
    root.style.setProperty(`--${token}`, value);
    applied.push(token);
  }
  return applied;
}

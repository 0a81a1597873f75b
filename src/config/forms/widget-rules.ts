// Rules of the generic widgets (spec section 5). They belong to the widget, not to a form, so a
// field gets them from the input its widget draws (widget-testers.ts), never from its name; a
// form's own `pattern` for the field takes precedence.
import { isBlank } from './blank.js';

export type WidgetRule = 'email' | 'tel';

const EMAIL = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;
const TEN_DIGITS = /^\d{10}$/;

/** The rule of an input kind: e-mail and telephone inputs have one, the others none. */
export function widgetRuleOf(kind: string): WidgetRule | undefined {
  return kind === 'email' || kind === 'tel' ? kind : undefined;
}

/** The keyword of the broken rule (translated like an ajv keyword), or undefined when the value passes. */
export function checkWidgetRule(rule: WidgetRule | undefined, value: unknown): WidgetRule | undefined {
  if (!rule || isBlank(value)) return undefined;
  const text = String(value).trim();
  if (rule === 'email') return EMAIL.test(text) ? undefined : 'email';
  return TEN_DIGITS.test(text) ? undefined : 'tel';
}

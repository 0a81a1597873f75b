import { describe, expect, it } from 'vitest';
import { checkWidgetRule, widgetRuleOf } from './widget-rules.js';

describe('widget rules', () => {
  it('takes the rule from the input kind alone', () => {
    expect(widgetRuleOf('email')).toBe('email');
    expect(widgetRuleOf('tel')).toBe('tel');
    for (const kind of ['text', 'number', 'select', 'checkbox', 'hidden', 'mobile']) expect(widgetRuleOf(kind), kind).toBeUndefined();
  });

  it.each([
    ['a.b_c-d@example.om', undefined],
    ['x@mail.co.uk', undefined],
    ['no-at-sign.om', 'email'],
    ['a@b.c', 'email'],
    ['a@b.toolongtld', 'email'],
    ['a b@c.om', 'email'],
  ])('e-mail %s -> %s', (value, expected) => {
    expect(checkWidgetRule('email', value)).toBe(expected);
  });

  it.each([
    ['9123456789', undefined],
    ['912345678', 'tel'],
    ['91234567890', 'tel'],
    ['91234a6789', 'tel'],
  ])('telephone %s -> %s', (value, expected) => {
    expect(checkWidgetRule('tel', value)).toBe(expected);
  });

  it('leaves blank values to the required rule', () => {
    expect(checkWidgetRule('tel', '  ')).toBeUndefined();
    expect(checkWidgetRule('email', undefined)).toBeUndefined();
  });
});

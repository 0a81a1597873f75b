// @vitest-environment jsdom
// A rule can be removed as it was added, without JSON (issue 32): its keyword leaves the field and
// its message key leaves the form's messages; the other rules stay.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import { RuleEditor, rulesFor, valueProblem, withoutRule } from './rule-editor.js';

const form = {
  id: 'lead',
  schema: { properties: { name: { type: 'string', minLength: 3, maxLength: 80 }, mobile: { type: 'string', pattern: '^9' } } },
  messages: { name: { minLength: 'validation.lead.name.minLength', maxLength: 'validation.lead.name.maxLength' }, mobile: { pattern: 'validation.lead.mobile.pattern' } },
};

describe('RuleEditor: removing a rule', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
  });
  afterEach(cleanup);

  it('lists every rule with a Remove button that takes the rule and its message key out', () => {
    const onRemove = vi.fn();
    render(<RuleEditor form={form} onApply={vi.fn()} onRemove={onRemove} />);
    expect(screen.getAllByRole('button', { name: /^Remove the rule/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the rule of name: At least this many characters' }));
    const removed = onRemove.mock.calls[0]![0] as typeof form;
    expect(removed.schema.properties.name).toEqual({ type: 'string', maxLength: 80 });
    expect(removed.messages.name).toEqual({ maxLength: 'validation.lead.name.maxLength' });
    expect(removed.schema.properties.mobile).toEqual(form.schema.properties.mobile);
  });

  it("drops a field's messages once its last rule goes", () => {
    const removed = withoutRule(form, 'mobile', 'pattern');
    expect(removed.schema?.properties?.mobile).toEqual({ type: 'string' });
    expect(removed.messages).toEqual({ name: form.messages.name });
  });
});

describe('RuleEditor: Add says why it is disabled', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
  });
  afterEach(cleanup);
  const add = () => screen.getByRole('button', { name: 'Add the rule' }) as HTMLButtonElement;
  const reason = () => document.getElementById(add().getAttribute('aria-describedby') ?? '')?.textContent;

  it('names what is missing: the value, then the messages, then the value\'s own problem; none once ready', () => {
    render(<RuleEditor form={form} onApply={vi.fn()} onRemove={vi.fn()} />);
    expect(add().disabled).toBe(true);
    expect(reason()).toBe("Write the rule's value.");
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '5' } });
    expect(reason()).toBe('Write the message in English and in Arabic.');
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '2.5' } });
    expect(reason()).toBe(en.studio.edit.rule.problems.length);
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Message in English'), { target: { value: 'Too short' } });
    fireEvent.change(screen.getByLabelText('Message in Arabic'), { target: { value: 'قصير جدًا' } });
    expect(add().disabled).toBe(false);
    expect(add().getAttribute('aria-describedby')).toBeNull();
  });
});

describe('RuleEditor: nothing typed is lost', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
  });
  afterEach(() => { cleanup(); window.sessionStorage.clear(); });

  it('keeps what was typed when the form is left (another file opened) and empties it once the rule is added', () => {
    render(<RuleEditor form={form} onApply={vi.fn()} onRemove={vi.fn()} keepAs="rule:d1:schemas/forms/lead.json" />);
    fireEvent.change(screen.getByLabelText('Field'), { target: { value: 'mobile' } });
    fireEvent.change(screen.getByLabelText('Rule'), { target: { value: 'pattern' } });
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '^9' } });
    fireEvent.change(screen.getByLabelText('Message in English'), { target: { value: 'Starts with 9' } });
    cleanup();
    const onApply = vi.fn();
    render(<RuleEditor form={form} onApply={onApply} onRemove={vi.fn()} keepAs="rule:d1:schemas/forms/lead.json" />);
    expect((screen.getByLabelText('Field') as HTMLSelectElement).value).toBe('mobile');
    expect((screen.getByLabelText('Rule') as HTMLSelectElement).value).toBe('pattern');
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('^9');
    expect((screen.getByLabelText('Message in English') as HTMLInputElement).value).toBe('Starts with 9');
    fireEvent.change(screen.getByLabelText('Message in Arabic'), { target: { value: 'يبدأ بالرقم 9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the rule' }));
    expect(onApply).toHaveBeenCalledOnce();
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('');
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('rulesFor', () => {
  it('offers length and pattern for a text, bounds for a number, nothing for a choice or a yes/no', () => {
    expect(rulesFor({ type: 'string' })).toEqual(['minLength', 'maxLength', 'pattern']);
    expect(rulesFor({ type: 'integer' })).toEqual(['minimum', 'maximum']);
    expect(rulesFor({ type: ['number', 'null'] })).toEqual(['minimum', 'maximum']);
    expect(rulesFor({ type: 'string', enum: ['a', 'b'] })).toEqual([]);
    expect(rulesFor({ type: 'boolean' })).toEqual([]);
    expect(rulesFor(undefined)).toEqual([]);
  });
});

describe('valueProblem', () => {
  it('says why a value does not fit its rule, in a text key', () => {
    expect(valueProblem('minLength', '2.5')).toBe('studio.edit.rule.problems.length');
    expect(valueProblem('maxLength', '-1')).toBe('studio.edit.rule.problems.length');
    expect(valueProblem('minimum', 'ten')).toBe('studio.edit.rule.problems.number');
    // A length in words is a length problem too ("like 2.5" would not help).
    expect(valueProblem('minLength', 'three')).toBe('studio.edit.rule.problems.length');
    expect(valueProblem('pattern', '([a-z]')).toBe('studio.edit.rule.problems.pattern');
  });
  it('accepts values that fit, and says nothing of an empty one', () => {
    expect(valueProblem('minLength', '3')).toBeUndefined();
    expect(valueProblem('maximum', '2.5')).toBeUndefined();
    expect(valueProblem('pattern', '^[A-Z0-9]{17}$')).toBeUndefined();
    expect(valueProblem('pattern', '')).toBeUndefined();
  });
});

describe('RuleEditor: each rule in the words customers read', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
  });
  afterEach(cleanup);

  it("shows each rule's message in English and Arabic by the page's own lookup, its own first, else the field's, else the general one", () => {
    const texts = {
      en: { validation: { lead: { name: { minLength: 'Please write at least 3 letters.' } } }, fields: { mobile: { error: { pattern: 'Please enter a valid mobile number.' } } }, ui: { form: { invalid: 'This field is not valid' } } },
      ar: { validation: { lead: { name: { minLength: 'يرجى كتابة 3 أحرف على الأقل.' } } }, ui: { form: { invalid: 'هذا الحقل غير صالح' } } },
    };
    render(<RuleEditor form={form} texts={texts} onApply={vi.fn()} onRemove={vi.fn()} />);
    const items = screen.getAllByRole('listitem');
    const quotes = (index: number) => [...items[index]!.querySelectorAll('q')].map((q) => [q.lang, q.dir, q.textContent]);
    expect(items[0]!.textContent).toContain(en.studio.edit.rule.customersRead);
    expect(quotes(0)).toEqual([['en', 'ltr', 'Please write at least 3 letters.'], ['ar', 'rtl', 'يرجى كتابة 3 أحرف على الأقل.']]);
    // maxLength's own key has no text in either language: the general message is what customers read.
    expect(quotes(1)).toEqual([['en', 'ltr', 'This field is not valid'], ['ar', 'rtl', 'هذا الحقل غير صالح']]);
    // The pattern's own key has no text: the field's message in English, the general one in Arabic.
    expect(quotes(2)).toEqual([['en', 'ltr', 'Please enter a valid mobile number.'], ['ar', 'rtl', 'هذا الحقل غير صالح']]);
  });
});

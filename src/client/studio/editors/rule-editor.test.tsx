// @vitest-environment jsdom
// A rule can be removed as it was added, without JSON (issue 32): its keyword leaves the field and
// its message key leaves the form's messages; the other rules stay.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import { RuleEditor, withoutRule } from './rule-editor.js';

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

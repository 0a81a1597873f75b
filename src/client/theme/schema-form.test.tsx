// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { loadConfigTree, resolveForm } from '../../config/index.js';
import type { FormSchema, FormUiSchema } from './index.js';
import { SchemaForm } from './schema-form.js';
import { compiledValidatorUrls } from './test-validators.js';
import { loadValidators } from './validators.js';

// Real config, the validators the server compiles, real English texts: what a customer would get.
async function renewTab(tabId: string) {
  const tree = await loadConfigTree(process.cwd());
  const form = resolveForm(tree, 'default', 'renew-lookup');
  const tab = form.tabs?.find((candidate) => candidate.id === tabId);
  if (!tab) throw new Error(`renew-lookup has no tab ${tabId}`);
  await loadValidators(compiledValidatorUrls([tab.schema]));
  return { form, tab };
}

describe('SchemaForm with precompiled validators', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  });
  afterEach(cleanup);

  it('reports validity as fields are filled and shows the form message once a field is left empty', async () => {
    const { form, tab } = await renewTab('quoteNo');
    const onChange = vi.fn();
    const onValidity = vi.fn();
    const onSubmit = vi.fn();
    const { rerender } = render(
      <SchemaForm formId={form.id} schema={tab.schema as FormSchema} uiSchema={tab.uiSchema as FormUiSchema} messages={form.messages} formData={{}} onChange={onChange} onValidity={onValidity} onSubmit={onSubmit}>
        <button type="submit">Go</button>
      </SchemaForm>,
    );
    const input = screen.getByLabelText(/Quote No/);
    fireEvent.blur(input);
    expect(await screen.findByText(en.fields.quoteNo.error.required)).toBeTruthy();

    expect(onValidity).toHaveBeenLastCalledWith(false);
    fireEvent.change(input, { target: { value: 'Q-1' } });
    expect(onChange).toHaveBeenLastCalledWith({ quoteNo: 'Q-1' });
    rerender(
      <SchemaForm formId={form.id} schema={tab.schema as FormSchema} uiSchema={tab.uiSchema as FormUiSchema} messages={form.messages} formData={{ quoteNo: 'Q-1' }} onChange={onChange} onValidity={onValidity} onSubmit={onSubmit}>
        <button type="submit">Go</button>
      </SchemaForm>,
    );
    expect(onValidity).toHaveBeenLastCalledWith(true);
    fireEvent.click(screen.getByText('Go'));
    expect(onSubmit).toHaveBeenCalledWith({ quoteNo: 'Q-1' });
  });

  it('translates plate code options and never submits an invalid form', async () => {
    const { form, tab } = await renewTab('plateCivil');
    const onSubmit = vi.fn();
    render(
      <SchemaForm formId={form.id} schema={tab.schema as FormSchema} uiSchema={tab.uiSchema as FormUiSchema} messages={form.messages} formData={{ plateNumber: '   ' }} onChange={() => undefined} onSubmit={onSubmit}>
        <button type="submit">Go</button>
      </SchemaForm>,
    );
    expect(screen.getByRole('option', { name: 'Abu Dhabi' })).toBeTruthy();
    fireEvent.click(screen.getByText('Go'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('SchemaForm without a precompiled validator', () => {
  afterEach(cleanup);
  it('refuses to offer the form instead of accepting unchecked data', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const schema = { $id: 'v-not-compiled', type: 'object', properties: { a: { type: 'string' } } } as FormSchema;
    render(
      <SchemaForm formId="x" schema={schema} formData={{}} onChange={() => undefined} onSubmit={() => undefined}>
        <button type="submit">Go</button>
      </SchemaForm>,
    );
    expect(screen.getByRole('alert').textContent).toBe(en.ui.form.unavailable);
    expect(screen.queryByText('Go')).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

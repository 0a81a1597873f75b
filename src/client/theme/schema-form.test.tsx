// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { loadConfigTree, resolveForm, validatorIdFor } from '../../config/index.js';
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

describe('SchemaForm widget choice (widget-testers.ts)', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
  });
  afterEach(cleanup);

  it('draws the config’s telephone, e-mail and yes/no fields by their uiSchema, one label each', async () => {
    const form = resolveForm(await loadConfigTree(process.cwd()), 'default', 'summary-preferences');
    await loadValidators(compiledValidatorUrls([form.schema]));
    render(
      <SchemaForm formId={form.id} schema={form.schema as FormSchema} uiSchema={form.uiSchema as FormUiSchema} messages={form.messages} formData={{}} onChange={() => undefined} onSubmit={() => undefined}>
        <button type="submit">Go</button>
      </SchemaForm>,
    );
    expect(screen.getByLabelText(/Mobile Number/).getAttribute('type')).toBe('tel');
    expect(screen.getByLabelText(/Whatsapp/).getAttribute('type')).toBe('tel');
    expect(screen.getByLabelText(/Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(en.summary.field.sameAsMobileNo).getAttribute('type')).toBe('checkbox');
    expect(screen.getAllByText(en.summary.field.sameAsMobileNo)).toHaveLength(1);
  });

  it('never reads a field’s name: a "mobile" field says tel in its uiSchema or is plain text', async () => {
    const base = { type: 'object', properties: { mobileNo: { type: 'string', title: 'fields.mobileNo.label' }, plan: { type: 'string', enum: ['a', 'b'] } } };
    const schema = { ...base, $id: validatorIdFor(base) } as FormSchema;
    await loadValidators(compiledValidatorUrls([schema]));
    const draw = (uiSchema: FormUiSchema, formData: Record<string, unknown> = {}) =>
      render(
        <SchemaForm formId="x" schema={schema} uiSchema={uiSchema} formData={formData} onChange={() => undefined} onSubmit={() => undefined}>
          <button type="submit">Go</button>
        </SchemaForm>,
      );
    draw({}, { mobileNo: '12' });
    const input = screen.getByLabelText(/Mobile Number/);
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.blur(input);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('combobox')).toBeTruthy();
    cleanup();
    draw({ mobileNo: { 'ui:options': { autocomplete: 'tel' } } }, { mobileNo: '12' });
    const dialled = screen.getByLabelText(/Mobile Number/);
    expect(dialled.getAttribute('type')).toBe('tel');
    fireEvent.blur(dialled);
    expect(screen.getByRole('alert').textContent).toBe(en.error.tel);
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

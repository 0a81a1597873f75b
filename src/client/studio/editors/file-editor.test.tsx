// @vitest-environment jsdom
// "Edit as JSON" opens by default only where no generated form stands in for it. The meta-schemas
// may arrive after a file is shown (a slow answer): the default must follow them, and a person's
// click must not be undone by them (a CI run clicked "Edit as JSON" on a disclosure that had
// stayed open from before the meta-schemas came, and so closed it).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MetaSchemas } from './draft-api.js';
import { FileEditor } from './file-editor.js';

// CodeMirror is not what is tested here (and jsdom has no layout for it).
vi.mock('./code-json-editor.js', () => ({ default: () => <div className="studio-json__code" /> }));

const PATH = 'partners/demo.json';
const files = { [PATH]: { name: 'Demo' } };
const meta: MetaSchemas = { kinds: { partner: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } }, views: {} };
const details = () => screen.getByText('Edit as JSON').closest('details')!;
const toggle = async (open: boolean) => {
  await act(async () => {
    details().open = open;
    fireEvent(details(), new Event('toggle'));
  });
};

describe('FileEditor: Edit as JSON', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: { studio: { edit: { json: { title: 'Edit as JSON', label: 'JSON of {{path}}' } } } } } } });
  });
  afterEach(cleanup);

  it('is open while the meta-schemas load, and closes when the generated form comes', async () => {
    const view = render(<FileEditor path={PATH} files={files} findings={[]} meta={null} onEdit={() => {}} />);
    expect(details().open).toBe(true);
    // The browser reports the open it was rendered with: not a person's choice.
    await toggle(true);
    view.rerender(<FileEditor path={PATH} files={files} findings={[]} meta={meta} onEdit={() => {}} />);
    await toggle(details().open);
    expect(details().open).toBe(false);
    expect(document.querySelector('.studio-json')).toBeNull();
  });

  it('opens on a click once the form is there, and stays open as the file changes', async () => {
    const view = render(<FileEditor path={PATH} files={files} findings={[]} meta={meta} onEdit={() => {}} />);
    expect(details().open).toBe(false);
    await toggle(true);
    expect(details().open).toBe(true);
    expect(document.querySelector('.studio-json')).not.toBeNull();
    view.rerender(<FileEditor path={PATH} files={{ [PATH]: { name: 'Demo 2' } }} findings={[]} meta={meta} onEdit={() => {}} />);
    expect(details().open).toBe(true);
    await toggle(false);
    expect(document.querySelector('.studio-json')).toBeNull();
  });
});

describe('FileEditor: put back the release version', () => {
  beforeAll(async () => {
    i18next.addResourceBundle('en', 'translation', { studio: { edit: { revert: { button: 'Put back the release version', confirm: 'Put back {{path}}?' } } } }, true, true);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  const button = () => screen.queryByRole('button', { name: 'Put back the release version' });

  it('is offered only for a file the draft changed, and asks first', () => {
    const onRevert = vi.fn();
    const view = render(<FileEditor path={PATH} files={files} findings={[]} meta={meta} changed={[]} onEdit={() => {}} onRevert={onRevert} />);
    expect(button()).toBeNull();
    view.rerender(<FileEditor path={PATH} files={files} findings={[]} meta={meta} changed={[PATH]} onEdit={() => {}} onRevert={onRevert} />);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(button()!);
    expect(confirm).toHaveBeenLastCalledWith(`Put back ${PATH}?`);
    expect(onRevert).not.toHaveBeenCalled();
    fireEvent.click(button()!);
    expect(onRevert).toHaveBeenCalledWith([PATH]);
  });

  it('puts back both locale files the draft changed from the texts editor', () => {
    const onRevert = vi.fn();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const texts = { 'locales/en.json': { a: 'A' }, 'locales/ar.json': { a: 'أ' } };
    render(<MemoryRouter><FileEditor path="locales/en.json" files={texts} findings={[]} meta={meta} changed={['locales/en.json', 'locales/ar.json']} onEdit={() => {}} onRevert={onRevert} /></MemoryRouter>);
    fireEvent.click(button()!);
    expect(onRevert).toHaveBeenCalledWith(['locales/en.json', 'locales/ar.json']);
  });
});

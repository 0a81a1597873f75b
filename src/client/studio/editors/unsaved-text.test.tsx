// @vitest-environment jsdom
// Nothing typed is lost (issue 32): JSON text that does not parse is kept per draft and file while
// the file is left, and given back with a notice when it is opened again; once it parses it is
// handed on to be saved and no longer kept.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import { JsonEditor } from './json-editor.js';
import { unsavedText } from './unsaved-text.js';

vi.mock('./code-json-editor.js', () => ({
  default: ({ text, onText }: { text: string; onText(text: string): void }) => <textarea data-testid="code" value={text} onChange={(event) => onText(event.target.value)} />,
}));

const PATH = 'journeys/landing.json';
const content = { id: 'landing', steps: [] };

describe('JsonEditor: unsaved text kept and given back', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
  });
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('keeps broken text when the file is left and gives it back with a notice', async () => {
    const onChange = vi.fn();
    const onProblem = vi.fn();
    const first = render(<JsonEditor draftId="d1" path={PATH} content={content} onChange={onChange} onProblem={onProblem} />);
    const broken = '{\n  "id": "landing",\n  "steps": [\n';
    fireEvent.change(await screen.findByTestId('code'), { target: { value: broken } });
    expect(onChange).not.toHaveBeenCalled();
    expect(onProblem).toHaveBeenLastCalledWith({ line: 4, column: 1 });
    expect(screen.getByRole('alert').textContent).toBe('Not saved: the JSON is not valid at line 4, column 1.');
    first.unmount();
    expect(unsavedText.paths('d1')).toEqual([PATH]);
    // Another draft's same file has nothing kept.
    render(<JsonEditor draftId="d2" path={PATH} content={content} onChange={vi.fn()} />);
    expect(((await screen.findByTestId('code')) as HTMLTextAreaElement).value).toBe(JSON.stringify(content, null, 2));
    cleanup();

    const again = vi.fn();
    render(<JsonEditor draftId="d1" path={PATH} content={content} onChange={onChange} onProblem={again} />);
    expect(((await screen.findByTestId('code')) as HTMLTextAreaElement).value).toBe(broken);
    expect(screen.getByText(en.studio.edit.json.restored)).toBeTruthy();
    expect(again).toHaveBeenCalledWith({ line: 4, column: 1 });
  });

  it('hands text on to be saved once it parses, and keeps it no longer', async () => {
    const onChange = vi.fn();
    const onProblem = vi.fn();
    render(<JsonEditor draftId="d1" path={PATH} content={content} onChange={onChange} onProblem={onProblem} />);
    const code = await screen.findByTestId('code');
    fireEvent.change(code, { target: { value: '{"id": "landing", "steps": [' } });
    expect(unsavedText.read('d1', PATH)).not.toBeNull();
    await act(async () => {
      fireEvent.change(code, { target: { value: '{"id": "landing", "steps": []}' } });
    });
    expect(onChange).toHaveBeenCalledWith({ id: 'landing', steps: [] });
    expect(onProblem).toHaveBeenLastCalledWith(null);
    expect(unsavedText.read('d1', PATH)).toBeNull();
  });
});

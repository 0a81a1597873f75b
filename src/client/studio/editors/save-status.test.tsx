// @vitest-environment jsdom
// The save status says what is true (issue 32): broken JSON in any file is "not saved", with the
// file and where its text stops, even when the autosave saved every other file; a refused save
// gives the API's reason.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import { ApiError } from '../../lib/api-error.js';
import { jsonProblem } from './json-problem.js';
import { SaveStatus } from './save-status.js';

describe('SaveStatus', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
  });
  afterEach(cleanup);

  it('says "not saved" with the file, line and column while a JSON text does not parse, whatever the autosave did', () => {
    const problem = jsonProblem('{\n  "id": "landing",\n}')!;
    render(<SaveStatus state="saved" broken={{ 'journeys/landing.json': problem }} revision={3} />);
    const status = screen.getByRole('status');
    expect(status.dataset.state).toBe('invalid');
    expect(status.textContent).toBe('journeys/landing.json: not saved: the JSON is not valid (line 3, column 1). Your text is kept here until it is fixed.');
    expect(status.textContent).not.toContain('All changes saved');
    expect(status.querySelector('bdi[dir="ltr"]')!.textContent).toBe('journeys/landing.json');
  });

  it('counts the other files not saved', () => {
    const problem = { line: 1, column: 2 };
    render(<SaveStatus state="saved" broken={{ 'a.json': problem, 'b.json': problem, 'c.json': problem }} revision={1} />);
    expect(screen.getByRole('status').textContent).toContain('(2 more files not saved)');
  });

  it("says saved only when it is, and gives a refused save's reason", () => {
    const view = render(<SaveStatus state="saved" broken={{}} revision={1} />);
    expect(screen.getByRole('status').textContent).toBe('All changes saved');
    view.rerender(<SaveStatus state="failed" error={new ApiError('CONFIG_FILE_TOO_DEEP', 'The file nests too deep.', 400)} broken={{}} revision={1} />);
    expect(screen.getByRole('status').textContent).toBe('Not saved: The file nests too deep.');
    view.rerender(<SaveStatus state="failed" error={new TypeError('Failed to fetch')} broken={{}} revision={1} />);
    expect(screen.getByRole('status').textContent).toBe(en.studio.edit.save.failed);
  });
});

describe('jsonProblem', () => {
  it('finds the line and column where a text stops parsing, and nothing in valid JSON', () => {
    expect(jsonProblem('{"a": 1}')).toBeNull();
    expect(jsonProblem('{\n  "a": 1,\n  "b" 2\n}')).toEqual({ line: 3, column: 7 });
    // An engine that names no place: where the text ends (here, an unfinished one).
    expect(jsonProblem('{\n  "a": [1, 2')).toEqual({ line: 2, column: 13 });
  });
});

// @vitest-environment jsdom
// The studio shows a file exactly as it was written (issue 31): its text, key order and spacing,
// while the file still says what that text says; an edit made elsewhere shows as 2-space JSON.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JsonEditor, textFor } from './json-editor.js';

vi.mock('./code-json-editor.js', () => ({ default: ({ text }: { text: string }) => <pre data-testid="code">{text}</pre> }));

const written = '{\n  "$schema": "../schemas/meta/partner.schema.json",\n  "id": "demo",\n  "origins": ["http://demo.localhost:8080"],\n  "name": "Demo"\n}\n';

describe('JsonEditor: the file as written', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: {} } } });
  });
  afterEach(cleanup);

  it('shows the written text, key order and one-line arrays kept, while it says the same', async () => {
    render(<JsonEditor path="partners/demo.json" content={JSON.parse(written)} written={written} onChange={() => {}} />);
    expect((await screen.findByTestId('code')).textContent).toBe(written.replace(/\n$/, ''));
  });

  it('shows 2-space JSON once the file no longer says what the written text says', () => {
    const changed = { ...JSON.parse(written), name: 'Demo 2' };
    expect(textFor(changed, written)).toBe(JSON.stringify(changed, null, 2));
    expect(textFor(JSON.parse(written), undefined)).toBe(JSON.stringify(JSON.parse(written), null, 2));
    // Key order is part of what a file says: the same keys in another order are another text.
    const reordered = Object.fromEntries(Object.entries(JSON.parse(written) as object).reverse());
    expect(textFor(reordered, written)).toBe(JSON.stringify(reordered, null, 2));
  });
});

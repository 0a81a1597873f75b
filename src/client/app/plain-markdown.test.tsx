// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './plain-markdown.js';

describe('plain Markdown stand-in', () => {
  it('shows the text as written, markup and HTML not interpreted, with the attributes given', () => {
    const { container } = render(<Markdown options={{ disableParsingRawHTML: true } as never} data-testid="md">{'**Bold** <b>raw</b>'}</Markdown>);
    expect(container.innerHTML).toBe('<span data-testid="md">**Bold** &lt;b&gt;raw&lt;/b&gt;</span>');
  });
});

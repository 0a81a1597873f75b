// Stands in for markdown-to-jsx (vite.config.ts aliases it here): rjsf imports it only for its
// opt-in `enableMarkdownIn*` ui options, which no form of ours sets, and for its own developer
// messages. The real package is 84 KB of minified code in every journey route; this is plain text.
import { createElement, type ReactNode } from 'react';

export interface MarkdownProps {
  children?: ReactNode;
  options?: { wrapper?: string | null; forceInline?: boolean };
  [attribute: string]: unknown;
}

/** Renders the text as it is, in a span (markdown-to-jsx's inline wrapper), markup unparsed. */
export function Markdown({ children, options, ...attributes }: MarkdownProps) {
  void options;
  return createElement('span', attributes, children);
}

export default Markdown;

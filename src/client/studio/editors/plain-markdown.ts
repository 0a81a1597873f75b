// Stands in for codemirror-json-schema's utils/markdown (vite.config.ts swaps it in): that module
// loads markdown-it and the shiki highlighter (~560 KB, WebAssembly that the CSP refuses) only to
// format a meta-schema's description in a completion tip. Plain, escaped text says the same.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function renderMarkdown(markdown: string, _inline = true): string {
  return String(markdown).replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

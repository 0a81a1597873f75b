// Component tests (jsdom) wait for lazy chunks and effects: on two shared cores under a full run
// these can take seconds, so Testing Library's findBy/waitFor wait up to 10 s (default 1 s) in
// every such file. Server tests (no window) do not load Testing Library at all.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}
export {};

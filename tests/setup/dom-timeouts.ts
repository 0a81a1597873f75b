// Component tests (jsdom) wait for lazy chunks and effects: on two shared cores under a full run
// these can take seconds, so Testing Library's findBy/waitFor wait up to 20 s (default 1 s) in
// every such file: a bound for a stuck test, not a speed check (a lazy runner chunk once took
// more than 10 s beside the browser tests). Server tests (no window) do not load Testing Library.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 20_000 });
}
export {};

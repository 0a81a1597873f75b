// Types of browsers.mjs (plain node) for the TypeScript that imports it.
export interface DebianBrowser {
  pkg: string;
  binary: string;
}
export const HEADLESS_SHELL: DebianBrowser;
export const FULL_CHROMIUM: DebianBrowser;
export const CHROMIUM_BINARIES: string[];

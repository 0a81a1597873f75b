// Types of build-state.mjs, which stays plain JavaScript: `npm start` runs it in a production
// install, where there is no TypeScript.
export const ROOT: string;
export const SERVER_DIR: string;
export const SERVER_ENTRY: string;
export const BUILD_STAMP: string;
export function buildState(root?: string): { state: 'missing' | 'stale' | 'fresh'; reason: string };
export function canBuild(root?: string): boolean;

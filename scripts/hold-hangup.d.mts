// Types of hold-hangup.mjs, which stays plain JavaScript (`npm start` runs it without TypeScript).
export function holdHangupUntilServer(proc?: NodeJS.EventEmitter, log?: (line: string) => void): () => void;

// react-i18next imports use-sync-external-store's shim, a copy of the hook for React 17 and
// older. React 19 has it built in: vite.config.ts points the shim here, so no page carries both.
export { useSyncExternalStore } from 'react';

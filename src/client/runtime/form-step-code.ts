// The form engine's step (rjsf and ajv, about 65 KB gzip): warmed at boot by app/router.tsx and
// rendered by the runner, as itself once that load is done (lib/loaded-lazy.ts says why).
import { loadChunk } from '../lib/lazy-chunk.js';
import { loadedOrLazy } from '../lib/loaded-lazy.js';
import type { FormStepProps } from './form-step.js';

export const formStepCode = loadedOrLazy<FormStepProps>(() => loadChunk(() => import('./form-step.js'), 'form-step'));

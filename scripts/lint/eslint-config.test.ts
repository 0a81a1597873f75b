import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to the root). */
async function rulesHit(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('eslint.config.js boundaries', () => {
  it('the server may not import the browser', async () => {
    expect(await rulesHit('src/server/routes/x.ts', "import { showErrorAlert } from '../../client/ui/error-alert.js';\nvoid showErrorAlert;\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('the browser may not import the server', async () => {
    expect(await rulesHit('src/client/lib/x.ts', "import { loadEnv } from '../../server/env.js';\nvoid loadEnv;\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('config and shared import neither side', async () => {
    expect(await rulesHit('src/config/x.ts', "import { apiRequest } from '../client/lib/api.js';\nvoid apiRequest;\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesHit('src/shared/x.ts', "import { loadEnv } from '../server/env.js';\nvoid loadEnv;\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('the simulators import the protocols but nothing of the server; only their tests drive the adapters', async () => {
    const omr = "import { formatOmr } from '../../protocols/payment/omr-amount.js';\nvoid formatOmr;\n";
    expect(await rulesHit('src/sandbox/pay/x.ts', omr)).toEqual([]);
    expect(await rulesHit('src/sandbox/pay/x.ts', "import { loadEnv } from '../../server/env.js';\nvoid loadEnv;\n")).toEqual(['import-x/no-restricted-paths']);
    const adapter = "import { createInsurerAdapter } from '../../server/adapters/insurer/insurer-adapter.js';\nvoid createInsurerAdapter;\n";
    expect(await rulesHit('src/sandbox/insurer/x.ts', adapter)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesHit('src/sandbox/insurer/x.test.ts', adapter)).toEqual([]);
    expect(await rulesHit('src/sandbox/insurer/x.test.ts', "import { loadEnv } from '../../server/env.js';\nvoid loadEnv;\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('the protocols and the db kit import neither end', async () => {
    expect(await rulesHit('src/protocols/insurer/x.ts', "import { loadEnv } from '../../server/env.js';\nvoid loadEnv;\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesHit('src/protocols/payment/x.ts', "import { sandboxPlugin } from '../../sandbox/index.js';\nvoid sandboxPlugin;\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesHit('src/db-kit/x.ts', "import { loadEnv } from '../server/env.js';\nvoid loadEnv;\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('lib may not import startup, and the runtime may not import the views', async () => {
    expect(await rulesHit('src/client/lib/x.ts', "import { clientState } from '../startup/client-state.js';\nvoid clientState;\n")).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesHit('src/client/runtime/x.ts', "import { registerViews } from '../views/index.js';\nvoid registerViews;\n")).toEqual(['import-x/no-restricted-paths']);
  });

  it('a type-only import that closes a cycle is reported', async () => {
    // landing-view imports landing-footer: the footer importing the view back is a cycle.
    const code = "import type { ViewStepProps } from './landing-view.js';\nexport type P = ViewStepProps;\n";
    expect(await rulesHit('src/client/views/landing/landing-footer.tsx', code)).toEqual(['local/no-cycle-with-types']);
  });
});

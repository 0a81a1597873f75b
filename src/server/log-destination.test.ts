import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs a script that logs through bufferedStdout(); answers stdout and when each line arrived. */
function run(script: string): Promise<{ lines: { text: string; at: number }[] }> {
  const module = new URL('./log-destination.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `
    import pino from 'pino';
    import { bufferedStdout } from ${JSON.stringify(module)};
    const log = pino(bufferedStdout());
    ${script}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: { text: string; at: number }[] = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    for (const text of chunk.split('\n').filter(Boolean)) lines.push({ text, at: Date.now() });
  });
  return new Promise((resolve) => child.on('close', () => resolve({ lines })));
}

describe('bufferedStdout', () => {
  it('writes a lone line within about a second, though the buffer is far from full', async () => {
    // The process lives 3 s after the line: had only the exit written it, it would come 3 s late.
    const { lines } = await run(`log.info({ loggedAt: Date.now() }, 'lone line'); setTimeout(() => process.exit(0), 3000);`);
    const lone = lines.find((l) => l.text.includes('lone line'));
    expect(lone).toBeDefined();
    const loggedAt = (JSON.parse(lone!.text) as { loggedAt: number }).loggedAt;
    expect(lone!.at - loggedAt).toBeLessThan(2000);
  }, 15_000);

  it('writes every buffered line when the process exits', async () => {
    const { lines } = await run(`for (let i = 0; i < 50; i++) log.info('line ' + i); process.exit(0);`);
    expect(lines.filter((l) => /line \d+/.test(l.text))).toHaveLength(50);
  }, 15_000);
});

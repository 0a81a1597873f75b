import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { credentialsFrom } from './credentials.js';

/** A stand-in terminal: input with isTTY and raw mode, output collected. */
function terminal(isTTY: boolean) {
  const input = Object.assign(new PassThrough(), { isTTY, rawModes: [] as boolean[] });
  Object.assign(input, { setRawMode: (on: boolean) => input.rawModes.push(on) });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString('utf8')));
  return { input: input as unknown as NodeJS.ReadStream & { rawModes: boolean[] }, output: output as unknown as NodeJS.WriteStream, shown: () => shown };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('credentialsFrom', () => {
  it('takes STAFF_USERNAME and STAFF_PASSWORD from the environment', async () => {
    expect(await credentialsFrom({ STAFF_USERNAME: 'a', STAFF_PASSWORD: 'b' }, terminal(false).input)).toEqual({ username: 'a', password: 'b' });
  });

  it('refuses to guess without a terminal', async () => {
    await expect(credentialsFrom({ STAFF_USERNAME: 'a' }, terminal(false).input)).rejects.toThrow(/Set STAFF_USERNAME and STAFF_PASSWORD/);
  });

  it('asks on a terminal, the password in raw mode and never shown', async () => {
    const tty = terminal(true);
    const asked = credentialsFrom({}, tty.input, tty.output);
    await until(() => tty.shown().includes('Staff username: '));
    tty.input.write('approver\n');
    await until(() => tty.shown().includes('Password for approver: '));
    tty.input.write('s3x\u007fcret\r');
    expect(await asked).toEqual({ username: 'approver', password: 's3cret' });
    expect(tty.shown()).not.toMatch(/s3/);
    expect(tty.input.rawModes).toEqual([true, false]);
  });
});

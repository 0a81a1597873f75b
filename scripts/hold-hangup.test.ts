import { spawn } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdHangupUntilServer } from './hold-hangup.mjs';

describe('holdHangupUntilServer', () => {
  it('answers a SIGHUP before the server is up, and stays silent once the server listens', () => {
    const signals = new EventEmitter();
    const lines: string[] = [];
    const stop = holdHangupUntilServer(signals, (line: string) => lines.push(line));
    signals.emit('SIGHUP');
    expect(lines).toEqual([expect.stringContaining('before the server is up')]);
    let reloads = 0;
    signals.on('SIGHUP', () => reloads++);
    signals.emit('SIGHUP');
    expect({ lines: lines.length, reloads }).toEqual({ lines: 1, reloads: 1 });
    stop();
    expect(signals.listenerCount('SIGHUP')).toBe(1);
  });

  it('keeps a real process alive through a SIGHUP (node would otherwise end it)', async () => {
    const module = path.resolve(import.meta.dirname, 'hold-hangup.mjs');
    const code = `const { holdHangupUntilServer } = await import(${JSON.stringify(module)}); holdHangupUntilServer(); console.log('ready'); setTimeout(() => console.log('alive'), 400);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready') && !out.includes('SIGHUP')) child.kill('SIGHUP');
    });
    const [status, signal] = (await once(child, 'exit')) as [number | null, string | null];
    expect({ status, signal }).toEqual({ status: 0, signal: null });
    expect(out).toContain('SIGHUP before the server is up');
    expect(out).toContain('alive');
  });
});

// Who signs in: STAFF_USERNAME / STAFF_PASSWORD from the environment (scripts, CI), else asked on
// the terminal, the password without echo. Without either there is no one to sign in as.
import { createInterface } from 'node:readline/promises';
import { CliError, type Credentials } from './client.js';

/** The password typed with echo off: raw mode, one key at a time (Enter ends, Ctrl-C aborts). */
function askHidden(prompt: string, input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = '';
    output.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return done();
        if (char === '\u0003') return done(new CliError('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

export async function credentialsFrom(
  env: Record<string, string | undefined>,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<Credentials> {
  let username = env.STAFF_USERNAME;
  let password = env.STAFF_PASSWORD;
  if (username && password) return { username, password };
  if (!input.isTTY) {
    throw new CliError('Set STAFF_USERNAME and STAFF_PASSWORD (or run the command in a terminal to be asked for them).');
  }
  if (!username) {
    const rl = createInterface({ input, output });
    username = (await rl.question('Staff username: ')).trim();
    rl.close();
  }
  password ||= await askHidden(`Password for ${username}: `, input, output);
  if (!username || !password) throw new CliError('A username and a password are needed to sign in.');
  return { username, password };
}

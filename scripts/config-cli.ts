// `npm run config -- <command>`: config releases from the command line (issue 22 item 11). It
// speaks only HTTP to the portal's staff API (never the database, never the server's code):
// PORTAL_URL (default http://127.0.0.1:<PORT, default 8080>), signed in as STAFF_USERNAME /
// STAFF_PASSWORD or as whoever types them on the terminal. `npm run config -- help` lists the commands.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { didYouMean } from '../src/config/did-you-mean.js';
import { CliError, StaffClient } from './config-cli/client.js';
import type { Command } from './config-cli/command.js';
import { COMMANDS } from './config-cli/commands.js';
import { credentialsFrom } from './config-cli/credentials.js';

/** The server's own default port (src/server/env.ts; config-cli.test.ts keeps the two equal). */
export const DEFAULT_PORT = 8080;

export interface Io {
  env: Record<string, string | undefined>;
  out: (text: string) => void;
  err: (text: string) => void;
}

export function portalUrl(env: Record<string, string | undefined>): string {
  const url = env.PORTAL_URL || `http://127.0.0.1:${env.PORT || DEFAULT_PORT}`;
  try {
    return new URL(url).href;
  } catch {
    throw new CliError(`PORTAL_URL is not a URL: "${url}".`);
  }
}

const commandHelp = (command: Command) => `npm run config -- ${command.usage}\n  ${command.help}`;

export function helpText(name?: string): string {
  if (name && COMMANDS[name]) return commandHelp(COMMANDS[name]);
  return [
    'Config releases from the command line: npm run config -- <command> [options]',
    '',
    ...Object.values(COMMANDS).map((c) => `  ${c.usage}`),
    '',
    'npm run config -- help <command> tells more about one.',
    'Environment: PORTAL_URL (default http://127.0.0.1:$PORT, PORT default 8080); STAFF_USERNAME and STAFF_PASSWORD',
    '(asked for on a terminal when unset; the password is not shown as it is typed).',
  ].join('\n');
}

/** Runs one command; the exit code is 0 on success, 1 when it failed (the reason is printed). */
export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    io.out(helpText(rest[0]));
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`Unknown command "${name}".${didYouMean(name, Object.keys(COMMANDS))} npm run config -- help lists them.`);
    return 1;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(commandHelp(command));
    return 0;
  }
  let client: StaffClient | undefined;
  try {
    let parsed;
    try {
      parsed = parseArgs({ args: rest, options: command.options, allowPositionals: true, strict: true });
    } catch (error) {
      throw new CliError(`${(error as Error).message}\n${commandHelp(command)}`);
    }
    const [least, most] = command.positionals;
    if (parsed.positionals.length < least || parsed.positionals.length > most) throw new CliError(`Usage: ${commandHelp(command)}`);
    client = new StaffClient(portalUrl(io.env), () => credentialsFrom(io.env));
    await command.run({ client, out: io.out }, { positionals: parsed.positionals, values: parsed.values as Record<string, string | boolean | undefined> });
    return 0;
  } catch (error) {
    io.err(error instanceof CliError ? error.message : `Failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await client?.signOut();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const code = await main(process.argv.slice(2), {
    env: process.env,
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  });
  process.exitCode = code;
}

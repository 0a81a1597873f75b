// The shape of a command and the checks its arguments share.
import type { ParseArgsConfig } from 'node:util';
import { CliError, type StaffClient } from './client.js';

export interface Context {
  client: StaffClient;
  /** Prints one block of text (a line break is added). */
  out: (text: string) => void;
}

export interface Parsed {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

export interface Command {
  /** e.g. "diff <from> <to> [--lang ar] [--json]" */
  usage: string;
  /** What it does, and which API call it makes. */
  help: string;
  options: NonNullable<ParseArgsConfig['options']>;
  /** How many positional arguments it takes: [at least, at most]. */
  positionals: [number, number];
  run: (context: Context, args: Parsed) => Promise<void>;
}

export function releaseNumber(text: string | undefined, what = 'A release number'): number {
  if (text === undefined || !/^[1-9][0-9]{0,9}$/.test(text)) throw new CliError(`${what} must be a whole number from 1 up (got "${text ?? ''}").`);
  return Number(text);
}

export function draftId(text: string | undefined): string {
  if (text === undefined || !/^[A-Za-z0-9_-]{1,100}$/.test(text)) throw new CliError(`A draft id is letters, digits, "-" and "_" (got "${text ?? ''}").`);
  return text;
}

export function stringOption(args: Parsed, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** An option the command cannot do without (reject's comment, rollback's reason). */
export function requiredOption(args: Parsed, name: string, flag: string): string {
  const value = stringOption(args, name)?.trim();
  if (!value) throw new CliError(`${flag} is required here.`);
  return value;
}

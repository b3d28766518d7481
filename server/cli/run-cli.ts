/** What both operator CLIs share: the configured database, and failing with a clear message. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrations.ts';

/** A refusal the operator can act on: printed as is, without a stack trace. */
export class CliError extends Error {
  override name = 'CliError';
}

export type Command = (db: Db) => Promise<void>;

/** Where a CLI run writes and what configures it: the process's own, or a caller's. */
export interface CliIo {
  stdout: Writable;
  stderr: Writable;
  env: NodeJS.ProcessEnv;
}

const runningIo = new AsyncLocalStorage<CliIo>();

function io(): CliIo {
  return (
    runningIo.getStore() ?? { stdout: process.stdout, stderr: process.stderr, env: process.env }
  );
}

/** The configuration of the run in progress (its environment's variables). */
export function cliConfig(): Config {
  return loadConfig(io().env);
}

/**
 * Parses the arguments into a command (refusing bad ones before touching any data), then runs it
 * against the database the server uses (DATA_DIR or DATABASE_URL), migrated first so it also
 * works before the server ever started. Resolves to the exit code: 0, or 1 after a message on
 * `given.stderr`.
 */
export async function runCli(parse: () => Command, given: CliIo = io()): Promise<number> {
  return runningIo.run(given, async () => {
    let db: Db | undefined;
    try {
      const command = parse();
      db = openDatabase(cliConfig().database);
      await migrateToLatest(db);
      await command(db);
      return 0;
    } catch (error) {
      const known = error instanceof CliError || error instanceof ConfigError;
      const message = error instanceof Error ? error.message : String(error);
      given.stderr.write(known ? `${message}\n` : `Error: ${message}\n`);
      return 1;
    } finally {
      await db?.destroy();
    }
  });
}

/** A CLI's entry: runs the command its process was started with, and exits with its code. */
export async function runCliProcess(parse: (args: string[]) => Command): Promise<void> {
  // A reader that stops early (`| head`) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  process.exitCode = await runCli(() => parse(process.argv.slice(2)));
}

/** Options and positionals; an unknown option or a missing value is refused with the usage. */
export function parseCommandLine<const Options extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: Options,
  usage: string,
): ReturnType<typeof parseArgs<{ args: string[]; options: Options; allowPositionals: true }>> {
  try {
    return parseArgs({ args, options, allowPositionals: true });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${usage}`);
  }
}

/** Writes, waiting when the pipe is full so a large export stays in bounded memory. */
export async function write(text: string, out: Writable = io().stdout): Promise<void> {
  if (!out.write(text)) {
    await new Promise<void>((resolve) => out.once('drain', resolve));
  }
}

/**
 * Standard output, or the named file. A file matters here: `npm run` prints its own banner on
 * standard output, so `npm run submissions -- export … > file` would corrupt the file unless
 * run as `npm run -s`.
 */
export async function withOutput(
  file: string | undefined,
  body: (out: Writable) => Promise<void>,
): Promise<void> {
  if (file === undefined) return body(io().stdout);
  const stream = createWriteStream(file);
  await once(stream, 'open');
  await body(stream);
  stream.end();
  await finished(stream);
}

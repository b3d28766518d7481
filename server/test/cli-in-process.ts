/**
 * Runs an operator CLI's command in the test's own process, as its entry would: the same
 * parsing, database, migrations, output and exit code, without starting Node for each call
 * (about half a second each). Each CLI's entry, as a process, is tested in cli/entries.test.ts.
 */
import { Writable } from 'node:stream';
import { parseContentCommand } from '../cli/content-cli.ts';
import { runCli as run } from '../cli/run-cli.ts';
import { parseStaffCommand } from '../cli/staff-cli.ts';
import { parseSubmissionsCommand } from '../cli/submissions-cli.ts';
import type { CliResult } from './cli-process.ts';

const commands = {
  content: parseContentCommand,
  submissions: parseSubmissionsCommand,
  staff: parseStaffCommand,
};

/** What a stream was sent, as text. */
function collected(): { stream: Writable; text(): string } {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

/**
 * The run in progress. Commands run one at a time, as an operator types them: SQLite's busy
 * wait is synchronous, so two connections in one process would wait on each other's lock with
 * the event loop blocked, where two processes would each wait their turn.
 */
let previous: Promise<unknown> = Promise.resolve();

/** Runs `content`, `submissions` or `staff` with only the given variables (plus PATH) set. */
export function runCli(
  name: keyof typeof commands,
  args: readonly string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const next = previous.then(() => runNow(name, args, env));
  previous = next.catch(() => undefined);
  return next;
}

async function runNow(
  name: keyof typeof commands,
  args: readonly string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const stdout = collected();
  const stderr = collected();
  const code = await run(() => commands[name]([...args]), {
    stdout: stdout.stream,
    stderr: stderr.stream,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

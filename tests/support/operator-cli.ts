import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

const compiledCli = fileURLToPath(new URL('../../build/server/server/cli', import.meta.url));
let worker: Worker | undefined;

/** The thread that runs the commands, started on the first one. */
function commandThread(): Worker {
  if (!worker) {
    // The same build the tested server runs (`npm run build` makes both).
    if (!existsSync(compiledCli)) throw new Error(`${compiledCli} is missing: run npm run build`);
    worker = new Worker(new URL('./operator-cli-worker.mjs', import.meta.url));
    // It waits for the next command; it must not keep the test's process alive.
    worker.unref();
  }
  return worker;
}

/**
 * An operator's CLI (`npm run content -- …`, `npm run submissions -- …`, `npm run staff -- …`)
 * against the database in `dataDir`: the compiled server's command, with this process's
 * environment and `DATA_DIR`, as `node server/cli.mjs` runs it. It runs in a thread of this
 * process, which waits for it as it would for a process: the CLI's modules load once, not on every
 * call (half a second each, which added up in the polls for a stored submission). Each CLI's
 * entry, as a process, is tested in server/cli/entries.test.ts. Returns what it printed; throws
 * with what it printed on standard error when it exits with 1.
 */
export function operatorCli(
  cli: 'content' | 'submissions' | 'staff',
  args: readonly string[],
  dataDir: string,
): string {
  const thread = commandThread();
  const { port1, port2 } = new MessageChannel();
  const done = new Int32Array(new SharedArrayBuffer(4));
  const env = { ...process.env, DATA_DIR: dataDir };
  thread.postMessage({ cli, args, env, port: port2, done }, [port2]);
  if (Atomics.wait(done, 0, 0, 60_000) === 'timed-out') {
    throw new Error(`${cli} ${args.join(' ')}: no answer in 60 s`);
  }
  const result = receiveMessageOnPort(port1)?.message as CliResult | undefined;
  port1.close();
  if (!result) throw new Error(`${cli} ${args.join(' ')}: finished without a result`);
  if (result.code !== 0) {
    throw new Error(`${cli} ${args.join(' ')} exited with ${result.code}: ${result.stderr}`);
  }
  return result.stdout;
}

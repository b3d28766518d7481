// Runs the operator CLIs' commands for tests/support/operator-cli.ts, in a thread of the test's
// process: the compiled server's own parsing, database, migrations, output and exit code
// (build/server, what `node server/cli.mjs` runs), loaded once instead of once a call.
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

const cliFolder = join(import.meta.dirname, '../../build/server/server/cli');
const load = (file) => import(pathToFileURL(join(cliFolder, file)).href);
const [{ runCli }, { parseContentCommand }, { parseSubmissionsCommand }, { parseStaffCommand }] =
  await Promise.all([
    load('run-cli.js'),
    load('content-cli.js'),
    load('submissions-cli.js'),
    load('staff-cli.js'),
  ]);
const commands = {
  content: parseContentCommand,
  submissions: parseSubmissionsCommand,
  staff: parseStaffCommand,
};

/** A stream that keeps what it is sent, as text. */
function collected() {
  const chunks = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

parentPort?.on('message', async ({ cli, args, env, port, done }) => {
  const stdout = collected();
  const stderr = collected();
  let result;
  try {
    const code = await runCli(() => commands[cli]([...args]), {
      stdout: stdout.stream,
      stderr: stderr.stream,
      env,
    });
    result = { code, stdout: stdout.text(), stderr: stderr.text() };
  } catch (error) {
    result = { code: 1, stdout: stdout.text(), stderr: String(error?.stack ?? error) };
  }
  port.postMessage(result);
  port.close();
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
});

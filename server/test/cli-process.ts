/**
 * Runs the operator CLIs and the server as real child processes. Node 20 cannot run TypeScript, so the server
 * is compiled once per run (compile-once.ts, the server project's global setup) into
 * node_modules/.tmp (beside the real node_modules, so its imports resolve), leaving build/ to
 * `npm run build`.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where the compiled server is: its entries are under server/ there. */
export const serverTestBuild = join(root, 'node_modules', '.tmp', 'server-test-build');

export async function compileServer(): Promise<void> {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  await run(
    process.execPath,
    [tsc, '-p', 'server/tsconfig.build.json', '--outDir', serverTestBuild],
    { cwd: root },
  );
  // Outside the project's package scope, Node would read the .js files as CommonJS.
  await mkdir(serverTestBuild, { recursive: true });
  await writeFile(join(serverTestBuild, 'package.json'), '{ "type": "module" }\n');
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `content`, `submissions` or `staff` with only the given variables (plus PATH) set. */
export async function runCli(
  name: 'content' | 'submissions' | 'staff',
  args: readonly string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const script = join(serverTestBuild, 'server', 'cli', `${name}.js`);
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Stops it as an operator would (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
}

/** Starts the server (`server/main.ts`) on a free port with only the given variables set. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [join(serverTestBuild, 'server', 'main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
  });
  let output = '';
  const exited = once(child, 'exit');
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Serving on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port !== undefined) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    exited.then(() => reject(new Error(`the server exited:\n${output}`)), reject);
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

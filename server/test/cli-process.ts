/**
 * Runs the operator CLIs as real child processes. Node 20 cannot run TypeScript, so the server
 * is compiled once per test file into node_modules/.tmp (beside the real node_modules, so its
 * imports resolve), leaving build/ to `npm run build`.
 */
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'node_modules', '.tmp', 'server-test-build');

export async function compileServer(): Promise<void> {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  await run(process.execPath, [tsc, '-p', 'server/tsconfig.build.json', '--outDir', outDir], {
    cwd: root,
  });
  // Outside the project's package scope, Node would read the .js files as CommonJS.
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'package.json'), '{ "type": "module" }\n');
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `content` or `submissions` with only the given variables (plus PATH) set. */
export async function runCli(
  name: 'content' | 'submissions',
  args: readonly string[],
  env: Record<string, string>,
): Promise<CliResult> {
  const script = join(outDir, 'server', 'cli', `${name}.js`);
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

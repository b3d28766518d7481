// Builds before running when the build is missing or older than its sources, so `npm start`
// and the operator CLIs are one command on a fresh checkout. Plain JS: it runs before any build.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time under the given paths (files or folders), skipping tests. */
function newestSource(paths) {
  let newest = 0;
  const visit = (path) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      // Gone since its folder was listed (or never there): nothing newer to build from.
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && !entry.startsWith('.')) visit(join(path, entry));
      }
    } else if (!/\.test\.[cm]?[jt]sx?$/.test(path)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(projectRoot, path));
  return newest;
}

/** Oldest modification time of the outputs; 0 when any is missing. */
function oldestOutput(paths) {
  let oldest = Number.POSITIVE_INFINITY;
  for (const path of paths) {
    try {
      oldest = Math.min(oldest, statSync(join(projectRoot, path)).mtimeMs);
    } catch {
      // An output is missing: build.
      return 0;
    }
  }
  return oldest;
}

/**
 * Runs `command` (argv array) in the project root when an output is missing or a source is
 * newer. `quiet` sends the build's output to stderr, keeping stdout for the caller's data.
 */
export function ensureBuilt({ outputs, sources, command, quiet = false }) {
  if (oldestOutput(outputs) > newestSource(sources)) return;
  process.stderr.write(`Building (${command.join(' ')})…\n`);
  const [program, ...args] = command;
  const result = spawnSync(program, args, {
    cwd: projectRoot,
    stdio: quiet ? ['ignore', 2, 2] : 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write(`Build failed (${command.join(' ')}).\n`);
    process.exit(result.status ?? 1);
  }
}

/** The server's build (tsc to build/server/) when one of `outputs` is missing or stale. */
export function ensureServerBuilt(outputs, { quiet = false } = {}) {
  ensureBuilt({
    outputs,
    sources: ['server', 'src/domain'],
    command: [
      process.execPath,
      'node_modules/typescript/bin/tsc',
      '-p',
      'server/tsconfig.build.json',
    ],
    quiet,
  });
}
